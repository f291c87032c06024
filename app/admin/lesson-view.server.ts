/**
 * An admin's view of a lesson students cannot see yet (a draft lesson, or a
 * lesson of a draft course): read from Firestore, shaped like a published one
 * (its published siblings plus itself, in order), so the lesson page renders
 * it as a student will see it, marked "มุมมองแอดมิน". Only for a signed-in
 * admin: anyone else gets null (the page's 404), without a Firestore read.
 */
import { getUser } from "~/auth/session.server";
import { idSchema } from "~/kernel/ids";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import type { PublishedCourse } from "~/content/cache.server";
import { courses } from "~/content/course.store.server";
import type { LessonRef } from "~/learning/index.server";
import { lessons, listLessonsOfCourse } from "~/content/lesson.store.server";
import { findLesson } from "~/learning/index.server";
import { notFound, or503 } from "~/kernel/http.server";

export async function adminDraftLesson(request: Request, lessonId: string): Promise<LessonRef | null> {
  if (!idSchema.safeParse(lessonId).success) return null;
  const user = await getUser(request);
  if (!user?.isAdmin) return null;
  const lesson = await lessons.get(lessonId);
  if (!lesson) return null;
  const course = await courses.get(lesson.courseId);
  if (!course) return null;
  const shown = (await listLessonsOfCourse(course.id)).filter((l) => l.status === "published" || l.id === lesson.id);
  const notes = renderMarkdown(lesson.notes);
  const placed = shown.map((l, i) => ({
    ...l,
    notesHtml: l.id === lesson.id ? notes.html : "",
    notesHasMath: l.id === lesson.id && notes.hasMath,
    notesText: l.id === lesson.id ? notes.text : "",
    position: i + 1,
  }));
  const description = renderMarkdown(course.description, { topHeading: 3 });
  const view: PublishedCourse = {
    ...course,
    descriptionHtml: description.html,
    descriptionHasMath: description.hasMath,
    descriptionText: description.text,
    lessons: placed,
    totalMinutes: placed.reduce((sum, l) => sum + l.durationMinutes, 0),
    freePreviewCount: placed.filter((l) => l.freePreview).length,
  };
  return { lesson: placed.find((l) => l.id === lesson.id)!, course: view };
}

/** The lesson a page shows: the published one, else (for an admin) the draft; otherwise the 404. */
export async function lessonOrDraft(request: Request, lessonId: string | undefined): Promise<LessonRef> {
  const id = lessonId ?? "";
  return (await or503(findLesson(id))) ?? (await or503(adminDraftLesson(request, id))) ?? notFound();
}
