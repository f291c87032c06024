/** The lesson kind: /lesson/:id, inside a course (see ./kind.ts for the shape). */
import { z } from "zod";
import { lessonUrl } from "~/kernel/urls";
import { FIELD, FORM, field, fieldSet } from "./field-set";
import { idSchema } from "~/kernel/ids";
import { LIMITS, integer, urlSchema } from "./fields";
import { contentKind } from "./kind";
import { FIELD_ERRORS } from "./labels";

const fields = fieldSet(
  {
    title: FIELD.title,
    notes: FIELD.markdown("notes"),
    /** A YouTube (or other https) address, or null. */
    videoUrl: field(urlSchema("https").nullable().default(null), FORM.url),
    durationMinutes: field(integer(1, LIMITS.durationMinutes, FIELD_ERRORS.duration), FORM.integer),
    /** Open to everyone, without sign-in or enrolment. */
    freePreview: field(z.boolean().default(false), FORM.checkbox),
  },
  // The course comes from the page's URL.
  { courseId: idSchema }
);

export const lessonKind = contentKind("lesson", "lessons", fields, {
  publishedAt: false,
  parent: { kind: "course", field: "courseId" },
  /** A lesson is public when it and its course are published. */
  publicUrl: (l, course) => (l.status === "published" && course?.status === "published" ? lessonUrl(l.id) : null),
});
export const lessonInputSchema = lessonKind.schema;
export type LessonInput = z.input<typeof lessonInputSchema>;
