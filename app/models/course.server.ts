/**
 * Courses: collection `courses`, through the content repository. A course's
 * lessons live in `lessons` with a `courseId` and an `order` (lesson.server.ts);
 * deleting a course deletes (and keeps a copy of) its lessons.
 */
import { z } from "zod";
import { courseInputSchema, courseKind, type CourseInput } from "~/content/course";
import { LESSONS, lessonSchema } from "./lesson.server";
import { contentRepository } from "./repository.server";
import { publishedFields } from "./shared.server";

export type { CourseInput, CourseLevel } from "~/content/course";
export const COURSES = courseKind.collection;

export const courseSchema = courseInputSchema.extend({
  ...publishedFields,
  icon: z.string(),
  order: z.number(),
  featured: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

export function courseData(input: CourseInput) {
  return courseInputSchema.parse(input);
}

export const courses = contentRepository<Course>({
  kind: "course",
  collection: COURSES,
  schema: courseInputSchema,
  stored: courseSchema,
  slugFromTitle: true,
  publishedAt: true,
  order: [["order", "asc"]],
  publishedOrder: [["order", "asc"]],
  children: { kind: "lesson", collection: LESSONS, field: "courseId", stored: lessonSchema },
});

export const fetchPublishedCourses = courses.listPublished;
export const listAllCourses = courses.list;
export const getCourseById = courses.get;
export const createCourse = (input: CourseInput, opts: { id?: string } = {}) => courses.create(input, opts);
export const setCourseStatus = courses.setStatus;
/** Deletes a course and its lessons (students' enrolments stay, and no longer show). */
export async function deleteCourse(id: string): Promise<void> {
  await courses.remove(id);
}
