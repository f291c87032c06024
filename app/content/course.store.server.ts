/**
 * Courses: collection `courses`, through the content repository. A course's
 * lessons live in `lessons` with a `courseId` and an `order` (lesson.store.server.ts);
 * deleting a course deletes (and keeps a copy of) its lessons.
 */
import { z } from "zod";
import { courseInputSchema, courseKind } from "~/content/course";
import { LESSONS, lessonSchema } from "./lesson.store.server";
import { contentRepository } from "./repository.store.server";
import { publishedFields, storedMarkdown } from "./shared.store.server";


export const courseSchema = courseInputSchema.extend({
  ...publishedFields,
  description: storedMarkdown,
  icon: z.string(),
  order: z.number(),
  featured: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

export const courses = contentRepository<Course>({
  def: courseKind,
  stored: courseSchema,
  order: [["order", "asc"]],
  publishedOrder: [["order", "asc"]],
  children: { kind: "lesson", collection: LESSONS, field: "courseId", stored: lessonSchema },
});

export const { listPublished: fetchPublishedCourses, list: listAllCourses, get: getCourseById, setStatus: setCourseStatus } = courses;
