/** Each content kind as the admin pages use it: its registry entry and its repository. */
import { articleKind } from "~/content/article";
import { parseArticleForm, parseCourseForm, parseLessonForm } from "~/content/form";
import { courseIsListed, courseKind } from "~/content/course";
import { lessonKind } from "~/content/lesson";
import { articles, type Article } from "~/content/article.store.server";
import { courses, type Course } from "~/content/course.store.server";
import { lessons, listLessonsOfCourse, type Lesson } from "~/content/lesson.store.server";
import { PUBLISH_WARNINGS } from "~/admin-kit/messages";
import type { EditorKind } from "~/admin-kit/editor-kind";

export const ARTICLE: EditorKind<Article> = { def: articleKind, parse: parseArticleForm, repo: articles };
export const COURSE: EditorKind<Course> = {
  def: courseKind,
  parse: parseCourseForm,
  repo: courses,
  // A course students would not see listed (no published lesson yet): the tutor confirms first.
  publishWarning: async (course) =>
    courseIsListed({ status: "published" }, course ? await listLessonsOfCourse(course.id) : []) ? null : PUBLISH_WARNINGS.emptyCourse,
};
export const LESSON: EditorKind<Lesson> = { def: lessonKind, parse: parseLessonForm, repo: lessons, parentOf: (l) => courses.get(l.courseId),
  parentEditUrl: courseKind.editUrl,
};
