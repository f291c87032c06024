/** The course kind: /course/:slug, its lessons in order (see ./kind.ts for the shape). */
import { z } from "zod";
import { courseUrl } from "~/kernel/urls";
import { FIELD, FORM, field, fieldSet } from "./field-set";
import { LIMITS, integer, priceSchema, requiredText } from "./fields";
import { contentKind, pageBySlug } from "./kind";
import { FIELD_ERRORS } from "./labels";

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
const levelSchema = z.enum(LEVELS, { error: FIELD_ERRORS.level });
export type CourseLevel = z.infer<typeof levelSchema>;

/** Thai names of the levels. */
export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: "พื้นฐาน",
  intermediate: "ระดับกลาง",
  advanced: "เข้มข้น",
};
export const LEVEL_CHOICES = LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

const fields = fieldSet({
  title: FIELD.title,
  slug: FIELD.slug,
  summary: FIELD.summary("summary"),
  description: FIELD.markdown("description", LIMITS.courseDescription),
  level: field(levelSchema, FORM.text),
  /** An emoji shown on the generated cover when there is no image. */
  icon: field(requiredText("icon", LIMITS.icon).default("📘"), FORM.optional),
  cover: FIELD.cover,
  /** Position in the catalogue (ascending). */
  order: field(integer(0, LIMITS.order, FIELD_ERRORS.order).default(0), FORM.integer),
  /** Shown on the home page. */
  featured: field(z.boolean().default(false), FORM.checkbox),
  /** Whole satang; null: free. A paid course is enrolled only by a confirmed payment (docs/payments.md). */
  price: field(priceSchema, FORM.baht),
});

export const courseKind = contentKind("course", "courses", fields, pageBySlug(courseUrl));
export const courseInputSchema = courseKind.schema;
export type CourseInput = z.input<typeof courseInputSchema>;

/**
 * The one rule of which courses students see in a list (the catalogue, the
 * dashboard, the home page, search, the sitemap): published, with at least one
 * published lesson. A published course without one keeps its page (the tutor's
 * link works) but is listed nowhere; the editor warns before publishing it.
 */
export function courseIsListed(course: { status: string }, lessons: readonly { status: string }[]): boolean {
  return course.status === "published" && lessons.some((l) => l.status === "published");
}
