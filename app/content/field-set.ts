/**
 * A kind's fields, each written once: its rule (a zod schema from ./fields,
 * with the Thai messages) and how the admin form shows it and reads it back
 * (coercion only: every rule stays in the schema). From that one list come the
 * kind's schema (with `status`, and the parent's id for a kind that lives
 * inside another), its form schema, its form field names and its
 * `fromForm`/`toForm`. The fields most kinds share (title, slug, cover, tags…)
 * are in `FIELD`. Browser-safe (zod only).
 */
import { z } from "zod";
import { DEFAULT_IMAGE_SIZE, LIMITS, imageSchema, markdown, requiredText, slugSchema, statusSchema, tagsSchema, type ContentImage } from "./fields";
import type { FormValues } from "~/kernel/form";
import { formatBaht, parseBaht } from "~/kernel/money";
import type { AnyField } from "./labels";

/** Form-string coercions shared by the kinds (no rules here: the schemas hold them). */
const coerce = {
  text: (v: string) => v,
  /** Browsers post "\r\n"; Markdown is stored with "\n". */
  markdown: (v: string) => v.replace(/\r\n?/g, "\n"),
  slug: (v: string) => v.trim().normalize("NFC"),
  /** "", or a trimmed address. */
  url: (v: string) => (v.trim() === "" ? null : v.trim()),
  checkbox: (v: string) => v === "on" || v === "true" || v === "1",
  /** Digits only; "" gives `fallback` (undefined: the schema's default or its message). */
  integer: (v: string, fallback?: number) => {
    const t = v.trim();
    if (t === "") return fallback;
    return /^\d+$/.test(t) ? Number(t) : Number.NaN;
  },
  optional: (v: string) => (v.trim() === "" ? undefined : v),
  /** Baht as people type it ("1,500", "๑,๕๐๐ บาท") to satang; "" is null (free); anything else NaN (the schema's message). */
  baht: (v: string) => (v.trim() === "" ? null : (parseBaht(v) ?? Number.NaN)),
  tags: (v: string) => [
    ...new Set(
      v
        .split(/[,\n،、]/)
        .map((t) => t.trim().normalize("NFC").replace(/\s+/g, " "))
        .filter(Boolean)
    ),
  ],
};

/** A cover from the form's two fields (the size is the default until the page knows better). */
function coverOf(url: string, alt: string): ContentImage | null {
  const address = coerce.url(url);
  return address === null ? null : { url: address, alt, ...DEFAULT_IMAGE_SIZE };
}

/** A stored cover back in the form's two fields. */
function coverForm(cover: ContentImage | null) {
  return { coverUrl: cover?.url ?? "", coverAlt: cover?.alt ?? "" };
}

/** How one stored key is written in the form and read back. */
export interface FormCodec<T, N extends string = never> {
  /** The form's inputs for this key; none: one input named like the key. */
  inputs: readonly N[] | null;
  read(values: Record<string, string>, key: string): unknown;
  write(value: T, key: string): Record<string, string>;
}

/** A key typed in one input of its own name. */
function input<T>(read: (text: string) => unknown, write: (value: T) => string): FormCodec<T> {
  return { inputs: null, read: (values, key) => read(values[key] ?? ""), write: (value, key) => ({ [key]: write(value) }) };
}

const asText = (v: string) => v;

export const FORM = {
  text: input(coerce.text, asText),
  /** The kind's Markdown text (the one the editor previews). */
  markdown: { ...input(coerce.markdown, asText), markdown: true as const },
  slug: input(coerce.slug, asText),
  /** "" leaves the schema's default. */
  optional: input(coerce.optional, asText),
  url: input(coerce.url, (v: string | null) => v ?? ""),
  integer: input((v) => coerce.integer(v), (n: number) => String(n)),
  /** An amount in baht, stored as satang; empty: null. */
  baht: input(coerce.baht, (satang: number | null) => (satang === null ? "" : formatBaht(satang).replace(/ บาท$/, ""))),
  checkbox: input(coerce.checkbox, (on: boolean) => (on ? "on" : "")),
  tags: input(coerce.tags, (tags: string[]) => tags.join(", ")),
  /** An image in two inputs: its address and its description. */
  cover: {
    inputs: ["coverUrl", "coverAlt"],
    read: (values) => coverOf(values.coverUrl ?? "", values.coverAlt ?? ""),
    write: (cover) => coverForm(cover),
  } satisfies FormCodec<ContentImage | null, "coverUrl" | "coverAlt">,
};

export interface Field<S extends z.ZodType, N extends string> {
  schema: S;
  form: FormCodec<z.output<S>, N>;
}

export function field<S extends z.ZodType, N extends string = never>(schema: S, form: FormCodec<z.output<S>, N>): Field<S, N> {
  return { schema, form };
}

/** The fields several kinds share. */
export const FIELD = {
  title: field(requiredText("title", LIMITS.title), FORM.text),
  /** Unique in its kind; left empty, filled from the title (`slugFromTitle`). */
  slug: field(slugSchema, FORM.slug),
  /** One or two sentences for cards, lists and `<meta name="description">`. */
  summary: (name: AnyField) => field(requiredText(name, LIMITS.summary), FORM.text),
  /** A kind's Markdown text: one per kind, the one the editor previews. */
  markdown: (name: AnyField, max: number = LIMITS.markdown) => field(markdown(name, max), FORM.markdown),
  tags: field(tagsSchema, FORM.tags),
  cover: field(imageSchema.nullable().default(null), FORM.cover),
};

type AnyFields = Record<string, Field<z.ZodType, string>>;

/** The form's input names of a set of fields (a key, or its codec's own inputs). */
type InputNames<M extends AnyFields> = Extract<InputNameOf<M>, string>;
type InputNameOf<M extends AnyFields> = {
  [P in keyof M & string]: M[P]["form"]["inputs"] extends readonly (infer N)[] | null ? ([N] extends [never] ? P : N) : never;
}[keyof M & string];

/** The key of the kind's Markdown field. */
type MarkdownKey<M extends AnyFields> = { [P in keyof M & string]: M[P]["form"] extends { markdown: true } ? P : never }[keyof M & string];

/**
 * A kind's fields in form order. `parent`: keys the page sets itself (a
 * lesson's `courseId`), in the schema but not in the form.
 */
export function fieldSet<M extends AnyFields, E extends z.ZodRawShape = Record<never, never>>(fields: M, parent?: E) {
  type K = InputNames<M>;
  const entries = Object.entries(fields);
  const shape = Object.fromEntries(entries.map(([key, f]) => [key, f.schema])) as { [P in keyof M]: M[P]["schema"] };
  const formSchema = z.object(shape);
  const markdownField = entries.find(([, f]) => f.form === FORM.markdown)?.[0];
  if (markdownField === undefined) throw new Error("A content kind has one Markdown field (FIELD.markdown).");
  return {
    names: entries.flatMap(([key, f]) => f.form.inputs ?? [key]) as K[],
    markdownField: markdownField as MarkdownKey<M>,
    /** A kind with a slug gets a unique one, from the title when left empty. */
    slugFromTitle: "slug" in fields,
    /** What an author writes: the fields, the status, the parent's id. */
    schema: formSchema.extend({ status: statusSchema.default("draft"), ...(parent as E) }),
    /** The same without the keys the page sets itself (the status comes from the button). */
    formSchema,
    fromForm: (values: FormValues<K>): Record<string, unknown> =>
      Object.fromEntries(entries.map(([key, f]) => [key, f.form.read(values, key)])),
    toForm: (doc: z.output<typeof formSchema>): FormValues<K> =>
      Object.assign({}, ...entries.map(([key, f]) => f.form.write((doc as Record<string, never>)[key], key))),
  };
}
