/** The lesson kind: /lesson/:id, inside a course (see ./kind.ts for the shape). */
import { z } from "zod";
import { LIMITS, docIdSchema, integer, markdown, requiredText, statusSchema, urlSchema } from "./fields";
import { adminLessonUrl, lessonUrl } from "~/lib/urls";
import { coerce, kindBasics, type ContentKindDef } from "./kind";
import { FIELD_ERRORS } from "./labels";

export const LESSON_FIELDS = ["title", "notes", "videoUrl", "durationMinutes", "freePreview"] as const;
export type LessonField = (typeof LESSON_FIELDS)[number];

export const lessonInputSchema = z.object({
  status: statusSchema.default("draft"),
  courseId: docIdSchema,
  title: requiredText("title", LIMITS.title),
  /** Markdown. */
  notes: markdown("notes", LIMITS.markdown),
  /** A YouTube (or other https) address, or null. */
  videoUrl: urlSchema("https").nullable().default(null),
  durationMinutes: integer(1, LIMITS.durationMinutes, FIELD_ERRORS.duration),
  /** Open to everyone, without sign-in or enrolment. */
  freePreview: z.boolean().default(false),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

export const lessonKind = {
  ...kindBasics("lesson", "lessons", LESSON_FIELDS),
  markdownField: "notes",
  schema: lessonInputSchema,
  // The course comes from the page's URL, the status from the button.
  formSchema: lessonInputSchema.omit({ status: true, courseId: true }),
  fromForm: (v) => ({
    title: v.title,
    notes: coerce.markdown(v.notes),
    videoUrl: coerce.url(v.videoUrl),
    durationMinutes: coerce.integer(v.durationMinutes),
    freePreview: coerce.checkbox(v.freePreview),
  }),
  toForm: (l) => ({
    title: l.title,
    notes: l.notes,
    videoUrl: l.videoUrl ?? "",
    durationMinutes: String(l.durationMinutes),
    freePreview: l.freePreview ? "on" : "",
  }),
  slugFromTitle: false,
  publishedAt: false,
  parent: { kind: "course", field: "courseId" },
  editUrl: adminLessonUrl,
  /** A lesson is public when it and its course are published. */
  publicUrl: (l, course) => (l.status === "published" && course?.status === "published" ? lessonUrl(l.id) : null),
} satisfies ContentKindDef<LessonField, typeof lessonInputSchema, z.ZodObject>;
