/**
 * An admin form of any content kind: FormData → the kind's input, parsed with
 * the kind's own schema (the one the model writes with), a Thai message per
 * field, and the values exactly as typed (so every error page shows the form
 * as the admin left it). Browser-safe and pure.
 */
import type { z } from "zod";
import { articleKind } from "./article";
import { courseKind } from "./course";
import type { ContentKindDef, FormValues } from "./kind";
import { FIELD_ERRORS, FIELD_LABELS, type AnyField } from "./labels";
import { lessonKind } from "./lesson";
import { slugFor } from "./slug";

export type { FormValues } from "./kind";
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Parsed<K extends string, T> =
  | { ok: true; data: T; values: FormValues<K> }
  | { ok: false; values: FormValues<K>; errors: FieldErrors<K> };

/** Longest value read back from a form field (the Markdown limit is 100,000; the rest is cut). */
const MAX_FIELD_CHARS = 120_000;

/** The named text fields of a form, "" when absent; a checked checkbox is "on". */
export function readValues<K extends string>(form: FormData, fields: readonly K[]): FormValues<K> {
  const out = {} as FormValues<K>;
  for (const field of fields) {
    const value = form.get(field);
    out[field] = typeof value === "string" ? value.slice(0, MAX_FIELD_CHARS) : "";
  }
  return out;
}

/** The blank form of a new document. */
export function blankValues<K extends string>(fields: readonly K[], defaults: Partial<FormValues<K>> = {}): FormValues<K> {
  return { ...readValues(new FormData(), fields), ...defaults };
}

/** The first message per field; an issue about the whole field (fewest path keys) wins over one about a part of it. */
function fieldErrors<K extends string>(def: { fieldOf(path: readonly PropertyKey[]): K | undefined }, issues: z.core.$ZodIssue[]) {
  const errors: FieldErrors<K> = {};
  const depth: Partial<Record<K, number>> = {};
  for (const issue of issues) {
    const field = def.fieldOf(issue.path);
    if (field === undefined) continue;
    if (errors[field] === undefined || issue.path.length < (depth[field] ?? Infinity)) {
      errors[field] = issue.message || FIELD_ERRORS.required(FIELD_LABELS[field as AnyField] ?? field);
      depth[field] = issue.path.length;
    }
  }
  return errors;
}

/** Parses a kind's form. An empty slug is filled (from an English title, else a short id) and shown back, so the admin sees it. */
function parseKindForm<K extends string, S extends z.ZodObject, F extends z.ZodObject>(
  def: ContentKindDef<K, S, F, never>,
  form: FormData
): Parsed<K, z.output<F>> {
  let values = readValues(form, def.fields);
  const slugged = def.slugFromTitle && (values as Record<string, string>).slug?.trim() === "";
  if (slugged) values = { ...values, slug: slugFor(def.kind, (values as Record<string, string>).title ?? "") };
  const result = def.formSchema.safeParse(def.fromForm(values));
  const errors = result.success ? {} : fieldErrors(def, result.error.issues);
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, values, data: result.data };
}

export const parseArticleForm = (form: FormData) => parseKindForm(articleKind, form);
export const parseCourseForm = (form: FormData) => parseKindForm(courseKind, form);
export const parseLessonForm = (form: FormData) => parseKindForm(lessonKind, form);
