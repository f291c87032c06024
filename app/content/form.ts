/**
 * An admin form of any content kind: FormData → the kind's input, parsed with
 * the kind's own schema (the one the model writes with), a Thai message per
 * field, and the values exactly as typed (so every error page shows the form
 * as the admin left it). Browser-safe and pure.
 */
import type { z } from "zod";
import { fieldErrors, formValues, type FieldErrors, type FormValues } from "~/kernel/form";
import { articleKind } from "./article";
import { courseKind } from "./course";
import type { ContentKindDef } from "./kind";
import { FIELD_ERRORS, FIELD_LABELS, type AnyField } from "./labels";
import { lessonKind } from "./lesson";
import { slugFor } from "./slug";

export type Parsed<K extends string, T> =
  | { ok: true; data: T; values: FormValues<K> }
  | { ok: false; values: FormValues<K>; errors: FieldErrors<K> };

/** The blank form of a new document. */
export function blankValues<K extends string>(fields: readonly K[], defaults: Partial<FormValues<K>> = {}): FormValues<K> {
  return { ...formValues(new FormData(), fields), ...defaults };
}

/** The kind's field of an issue; an issue about the whole field (fewest path keys) wins over one about a part of it. */
const kindErrors = <K extends string>(def: { fieldOf(path: readonly PropertyKey[]): K | undefined }, error: Parameters<typeof fieldErrors>[0]): FieldErrors<K> =>
  fieldErrors(error, {
    fieldOf: (path) => def.fieldOf(path),
    wholeFirst: true,
    fallback: (field) => FIELD_ERRORS.required(FIELD_LABELS[field as AnyField] ?? field),
  });

/** Parses a kind's form. An empty slug is filled (from an English title, else a short id) and shown back, so the admin sees it. */
function parseKindForm<K extends string, S extends z.ZodObject, F extends z.ZodObject>(
  def: ContentKindDef<K, S, F, never>,
  form: FormData
): Parsed<K, z.output<F>> {
  let values = formValues(form, def.fields);
  const slugged = def.slugFromTitle && (values as Record<string, string>).slug?.trim() === "";
  if (slugged) values = { ...values, slug: slugFor(def.kind, (values as Record<string, string>).title ?? "") };
  const result = def.formSchema.safeParse(def.fromForm(values));
  const errors = result.success ? {} : kindErrors(def, result.error);
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, values, data: result.data };
}

export const parseArticleForm = (form: FormData) => parseKindForm(articleKind, form);
export const parseCourseForm = (form: FormData) => parseKindForm(courseKind, form);
export const parseLessonForm = (form: FormData) => parseKindForm(lessonKind, form);
