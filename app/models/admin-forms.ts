/**
 * The admin forms at the edge: FormData → typed input for the content models,
 * with a Thai message per field and the values exactly as typed (so every error
 * page shows the form as the admin left it). Pure: no Firestore here.
 */
import { z } from "zod";
import {
  ARTICLE_FIELDS,
  COURSE_FIELDS,
  FIELD_ERRORS,
  FIELD_LABELS,
  LESSON_FIELDS,
  type AnyField,
  type ArticleField,
  type CourseField,
  type LessonField,
} from "~/components/admin/messages";
import { markdownLimitError } from "~/lib/markdown-limits";
import { SLUG_MAX_LENGTH, isSlug, suggestSlug } from "./slug";

export type FormValues<K extends string> = Record<K, string>;
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

// ---------------------------------------------------------------- field schemas

const label = (field: AnyField) => FIELD_LABELS[field];

function requiredText(field: AnyField, max: number) {
  return z
    .string()
    .trim()
    .min(1, FIELD_ERRORS.required(label(field)))
    .max(max, FIELD_ERRORS.tooLong(label(field), max));
}

function optionalText(field: AnyField, max: number) {
  return z.string().trim().max(max, FIELD_ERRORS.tooLong(label(field), max));
}

/** Markdown: line endings as "\n" (browsers post "\r\n"), within the Markdown bounds (markdown-limits.ts). */
function markdown(field: AnyField, max: number) {
  return z
    .string()
    .transform((s) => s.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .max(max, FIELD_ERRORS.tooLong(label(field), max))
        .superRefine((text, ctx) => {
          const error = markdownLimitError(text, max);
          if (error) ctx.addIssue({ code: "custom", message: error });
        })
    );
}

const slugField = z
  .string()
  .transform((s) => s.trim().normalize("NFC"))
  .pipe(z.string().max(SLUG_MAX_LENGTH, FIELD_ERRORS.tooLong(label("slug"), SLUG_MAX_LENGTH)).refine(isSlug, FIELD_ERRORS.slug));

const TAG = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .+#-]*$/u;
const tagsField = z
  .string()
  .transform((s) =>
    [...new Set(s.split(/[,\n،、]/).map((t) => t.trim().normalize("NFC").replace(/\s+/g, " ")).filter(Boolean))]
  )
  .superRefine((tags, ctx) => {
    if (tags.length > 8) ctx.addIssue({ code: "custom", message: FIELD_ERRORS.tooManyTags });
    const bad = tags.find((t) => t.length > 40 || !TAG.test(t));
    if (bad !== undefined) ctx.addIssue({ code: "custom", message: FIELD_ERRORS.tag(bad) });
  });

const SITE_OR_HTTP = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const HTTP = /^https?:\/\/[^\s]+$/i;

function optionalUrl(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .max(2048, FIELD_ERRORS.tooLong("ลิงก์", 2048))
    .refine((v) => v === "" || pattern.test(v), message)
    .transform((v) => (v === "" ? null : v));
}

const checkbox = z.string().transform((v) => v === "on" || v === "true" || v === "1");

function integer(min: number, max: number, message: string, fallback?: number) {
  return z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "" && fallback !== undefined) return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

type Shape<K extends string> = { [F in K]: z.ZodType<unknown, string> };

/** Runs each field's schema; collects the first Thai message per field. */
function parseFields<K extends string, S extends Shape<K>>(
  shape: S,
  values: FormValues<K>
): { data: { [F in K]: z.output<S[F]> } } | { errors: FieldErrors<K> } {
  const data = {} as { [F in K]: z.output<S[F]> };
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(shape) as K[]) {
    const result = shape[field].safeParse(values[field]);
    if (result.success) data[field] = result.data as z.output<S[K]>;
    else errors[field] = result.error.issues[0]?.message ?? FIELD_ERRORS.required(label(field as AnyField));
  }
  return Object.keys(errors).length > 0 ? { errors } : { data };
}

/** Fills an empty slug from the title (shown back in the form, so the admin sees it). */
function withSlug<V extends { slug: string; title: string }>(values: V): V {
  if (values.slug.trim() !== "") return values;
  return { ...values, slug: suggestSlug(values.title) };
}

/** The field errors with the slug's made right: an empty slug is only wrong when the title gave none. */
function withSlugError<K extends string>(values: { slug: string; title: string }, errors: FieldErrors<K>): FieldErrors<K> {
  if (values.slug !== "") return errors;
  const { slug: _ignored, ...rest } = errors as FieldErrors<"slug" | "title">;
  return (values.title.trim() !== "" ? { ...rest, slug: FIELD_ERRORS.slugEmpty } : rest) as FieldErrors<K>;
}

export interface CoverFields {
  url: string;
  alt: string;
}

function cover(url: string | null, alt: string): CoverFields | null {
  return url ? { url, alt } : null;
}

// ---------------------------------------------------------------- articles

export interface ArticleFields {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  cover: CoverFields | null;
}

const articleShape = {
  title: requiredText("title", 160),
  slug: slugField,
  excerpt: requiredText("excerpt", 320),
  body: markdown("body", 100_000),
  tags: tagsField,
  coverUrl: optionalUrl(SITE_OR_HTTP, FIELD_ERRORS.url),
  coverAlt: optionalText("coverAlt", 200),
};

export function parseArticleForm(form: FormData): Parsed<ArticleField, ArticleFields> {
  const values = withSlug(readValues(form, ARTICLE_FIELDS));
  const parsed = parseFields<ArticleField, typeof articleShape>(articleShape, values);
  const errors = withSlugError(values, "errors" in parsed ? parsed.errors : {});
  if ("errors" in parsed || Object.keys(errors).length > 0) return { ok: false, values, errors };
  const d = parsed.data;
  return {
    ok: true,
    values,
    data: { title: d.title, slug: d.slug, excerpt: d.excerpt, body: d.body, tags: d.tags, cover: cover(d.coverUrl, d.coverAlt) },
  };
}

// ---------------------------------------------------------------- courses

export interface CourseFields {
  title: string;
  slug: string;
  summary: string;
  description: string;
  level: string;
  icon: string;
  cover: CoverFields | null;
  order: number;
  featured: boolean;
}

function courseShape(levels: readonly string[]) {
  return {
    title: requiredText("title", 160),
    slug: slugField,
    summary: requiredText("summary", 320),
    description: markdown("description", 50_000),
    level: z.string().refine((v) => levels.includes(v), FIELD_ERRORS.level),
    icon: optionalText("icon", 16).transform((v) => v || "📘"),
    coverUrl: optionalUrl(SITE_OR_HTTP, FIELD_ERRORS.url),
    coverAlt: optionalText("coverAlt", 200),
    order: integer(0, 1_000_000, FIELD_ERRORS.order, 0),
    featured: checkbox,
  };
}

export function parseCourseForm(form: FormData, levels: readonly string[]): Parsed<CourseField, CourseFields> {
  const values = withSlug(readValues(form, COURSE_FIELDS));
  const shape = courseShape(levels);
  const parsed = parseFields<CourseField, typeof shape>(shape, values);
  const errors = withSlugError(values, "errors" in parsed ? parsed.errors : {});
  if ("errors" in parsed || Object.keys(errors).length > 0) return { ok: false, values, errors };
  const d = parsed.data;
  return {
    ok: true,
    values,
    data: {
      title: d.title,
      slug: d.slug,
      summary: d.summary,
      description: d.description,
      level: d.level,
      icon: d.icon,
      cover: cover(d.coverUrl, d.coverAlt),
      order: d.order,
      featured: d.featured,
    },
  };
}

// ---------------------------------------------------------------- lessons

export interface LessonFields {
  title: string;
  notes: string;
  videoUrl: string | null;
  durationMinutes: number;
  freePreview: boolean;
}

const lessonShape = {
  title: requiredText("title", 160),
  notes: markdown("notes", 100_000),
  videoUrl: optionalUrl(HTTP, FIELD_ERRORS.httpUrl),
  durationMinutes: integer(1, 600, FIELD_ERRORS.duration),
  freePreview: checkbox,
};

export function parseLessonForm(form: FormData): Parsed<LessonField, LessonFields> {
  const values = readValues(form, LESSON_FIELDS);
  const parsed = parseFields<LessonField, typeof lessonShape>(lessonShape, values);
  if ("errors" in parsed) return { ok: false, values, errors: parsed.errors };
  return { ok: true, values, data: parsed.data };
}

// ---------------------------------------------------------------- other inputs

export const INTENTS = ["save", "publish", "unpublish", "preview"] as const;
export type EditorIntent = (typeof INTENTS)[number];
export const intentSchema = z.enum(INTENTS);

/** The version an edit form carries: the document's `updatedAt` as an ISO string. */
export const versionSchema = z.iso.datetime();

/** An up/down button of the lesson list. */
export const moveSchema = z.object({
  lessonId: z.string().min(1).max(64),
  direction: z.enum(["up", "down"]),
});

/** The admin overview's query string: a search box and a status filter. */
export const overviewQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(["all", "draft", "published"]).catch("all"),
});
