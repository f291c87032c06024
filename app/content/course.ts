/** The course kind: /course/:slug, its lessons in order (see ./kind.ts for the shape). */
import { z } from "zod";
import { LIMITS, imageSchema, integer, markdown, requiredText, slugSchema, statusSchema } from "./fields";
import { courseUrl, sitePath } from "~/lib/urls";
import { coerce, coverForm, coverOf, kindBasics, type ContentKindDef } from "./kind";
import { FIELD_ERRORS } from "./labels";

export const COURSE_FIELDS = [
  "title",
  "slug",
  "summary",
  "description",
  "level",
  "icon",
  "coverUrl",
  "coverAlt",
  "order",
  "featured",
] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const levelSchema = z.enum(LEVELS, { error: FIELD_ERRORS.level });
export type CourseLevel = z.infer<typeof levelSchema>;

/** Thai names of the levels. */
export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: "พื้นฐาน",
  intermediate: "ระดับกลาง",
  advanced: "เข้มข้น",
};
export const LEVEL_CHOICES = LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

export const courseInputSchema = z.object({
  status: statusSchema.default("draft"),
  slug: slugSchema,
  title: requiredText("title", LIMITS.title),
  /** One or two sentences for cards and `<meta name="description">`. */
  summary: requiredText("summary", LIMITS.summary),
  /** Markdown. */
  description: markdown("description", LIMITS.courseDescription),
  level: levelSchema,
  cover: imageSchema.nullable().default(null),
  /** An emoji shown on the generated cover when there is no image. */
  icon: requiredText("icon", LIMITS.icon).default("📘"),
  /** Position in the catalogue (ascending). */
  order: integer(0, LIMITS.order, FIELD_ERRORS.order).default(0),
  /** Shown on the home page. */
  featured: z.boolean().default(false),
});
export type CourseInput = z.input<typeof courseInputSchema>;

export const courseKind = {
  ...kindBasics("course", "courses", COURSE_FIELDS),
  markdownField: "description",
  schema: courseInputSchema,
  formSchema: courseInputSchema.omit({ status: true }),
  fromForm: (v) => ({
    title: v.title,
    slug: coerce.slug(v.slug),
    summary: v.summary,
    description: coerce.markdown(v.description),
    level: v.level,
    icon: coerce.optional(v.icon),
    cover: coverOf(v.coverUrl, v.coverAlt),
    order: coerce.integer(v.order),
    featured: coerce.checkbox(v.featured),
  }),
  toForm: (c) => ({
    title: c.title,
    slug: c.slug,
    summary: c.summary,
    description: c.description,
    level: c.level,
    icon: c.icon,
    ...coverForm(c.cover),
    order: String(c.order),
    featured: c.featured ? "on" : "",
  }),
  slugFromTitle: true,
  publishedAt: true,
  editUrl: (id) => sitePath(["admin", "courses", id]),
  publicUrl: (c) => (c.status === "published" ? courseUrl(c.slug) : null),
} satisfies ContentKindDef<CourseField, typeof courseInputSchema, z.ZodObject>;
