/**
 * The field rules of every content kind, each written once with its Thai
 * message: the kinds' schemas (app/content/<kind>.ts) are built from these, and
 * both the admin forms and the Firestore models validate with those schemas.
 * Browser-safe (zod only).
 */
import { z } from "zod";
import { markdownLimitError } from "~/services/markdown/markdown-limits";
import { MAX_SATANG } from "~/kernel/money";
import { FIELD_ERRORS, FIELD_LABELS, type AnyField } from "./labels";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";
import { URL_MAX_LENGTH, isStoredUrl, type UrlScope } from "./url-rule";

export const LIMITS = {
  title: 160,
  summary: 320,
  markdown: 100_000,
  courseDescription: 50_000,
  tag: 40,
  tags: 8,
  alt: 200,
  icon: 16,
  order: 1_000_000,
  durationMinutes: 600,
} as const;

export { DEFAULT_IMAGE_SIZE } from "~/services/markdown/markdown-limits";

const label = (field: AnyField) => FIELD_LABELS[field];

export function requiredText(field: AnyField, max: number) {
  return z
    .string()
    .trim()
    .min(1, FIELD_ERRORS.required(label(field)))
    .max(max, FIELD_ERRORS.tooLong(label(field), max));
}

function optionalText(field: AnyField, max: number) {
  return z.string().trim().max(max, FIELD_ERRORS.tooLong(label(field), max));
}

/** Markdown source (line endings as "\n"), within the Markdown bounds (~/services/markdown/markdown-limits). */
export function markdown(field: AnyField, max: number) {
  return z
    .string()
    .max(max, FIELD_ERRORS.tooLong(label(field), max))
    .superRefine((text, ctx) => {
      if (text.length > max) return;
      const error = markdownLimitError(text, max);
      if (error) ctx.addIssue({ code: "custom", message: error });
    });
}

/**
 * URL slugs: lower-case words joined by single dashes, Thai allowed
 * ("thai-reading-tips", "เทคนิคการอ่าน-101"); the pattern lives in ./slug.
 */
export const slugSchema = z
  .string()
  .trim()
  .min(1, FIELD_ERRORS.slug)
  .max(SLUG_MAX_LENGTH, FIELD_ERRORS.tooLong(label("slug"), SLUG_MAX_LENGTH))
  .regex(SLUG_PATTERN, FIELD_ERRORS.slug);

const STATUSES = ["draft", "published"] as const;
export const statusSchema = z.enum(STATUSES);
export type ContentStatus = z.infer<typeof statusSchema>;

/** A tag: Thai or English words, no punctuation that would break a URL or a list. */
const TAG_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .+#-]*$/u;
const tagMessage = { error: (issue: { input?: unknown }) => FIELD_ERRORS.tag(String(issue.input ?? "")) };
export const tagSchema = z.string().trim().min(1, tagMessage).max(LIMITS.tag, tagMessage).regex(TAG_PATTERN, tagMessage);
export const tagsSchema = z
  .array(tagSchema)
  .max(LIMITS.tags, FIELD_ERRORS.tooManyTags)
  .transform((tags) => [...new Set(tags)]);

/** A stored URL under the one URL rule (./url-rule). */
export function urlSchema(scope: UrlScope) {
  const message = scope === "https" ? FIELD_ERRORS.httpUrl : FIELD_ERRORS.url;
  return z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, FIELD_ERRORS.tooLong("ลิงก์", URL_MAX_LENGTH))
    .refine((v) => isStoredUrl(v, scope), message);
}

export const imageSchema = z.object({
  url: urlSchema("https-or-site"),
  alt: optionalText("coverAlt", LIMITS.alt),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** A whole number in [min, max], with one message for any wrong value (NaN included). */
export function integer(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A price in whole satang (kernel/money.ts), more than 0; null: free. */
export const priceSchema = integer(1, MAX_SATANG, FIELD_ERRORS.price).nullable().default(null);
