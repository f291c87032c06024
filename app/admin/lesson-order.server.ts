/**
 * Moving a course's lessons (plain form posts: no JavaScript needed): the
 * up/down buttons, the position field and, with JavaScript, drag and drop
 * all post `intent=move` with the lesson, where to, and the order the page showed.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { courseKind } from "~/content/course";
import { AUDIT_DETAILS, FORM_ERRORS } from "~/admin-kit/messages";
import { withTimeout } from "~/platform/firebase-admin.server";
import { recordAudit } from "~/content/audit.store.server";
import { awaitFreshContent } from "~/content/cache.server";
import type { Course } from "~/content/course.store.server";
import { LessonOrderChangedError, listLessonsOfCourse, moveLessonTo } from "~/content/lesson.store.server";
import { NotFoundError } from "~/content/shared.store.server";
import { noteOutage, WRITE_TIMEOUT_MS } from "~/admin-kit/editor.server";
import type { Actor } from "~/admin-kit/guard.server";
import { moveSchema, withNotice } from "~/admin-kit/inputs";

type Move = z.infer<typeof moveSchema>;

/** Moves a lesson (one write per lesson whose place changes). Answers false when it does not move. */
async function moveLessonAs(actor: Actor, course: Course, move: Move): Promise<boolean> {
  let position = move.position;
  if (move.direction) {
    const ids = (move.order ?? (await listLessonsOfCourse(course.id)).map((l) => l.id)) as string[];
    const at = ids.indexOf(move.lessonId) + 1;
    if (at === 0) return false;
    position = move.direction === "up" ? at - 1 : at + 1;
    if (position < 1 || position > ids.length) return false;
  }
  const result = await moveLessonTo(course.id, move.lessonId, position!, move.order);
  if (result.from === result.to) return false;
  const moved = result.lessons.find((l) => l.id === move.lessonId);
  await recordAudit(actor, {
    action: "reorder",
    docType: "course",
    docId: course.id,
    title: course.title,
    detail: AUDIT_DETAILS.moved(moved?.title ?? move.lessonId, result.to < result.from, result.to),
  });
  await awaitFreshContent();
  return true;
}

/** A redirect back to the list; 409 when the list changed meanwhile; 503 when Firestore does not answer. */
export async function moveLessonPost(actor: Actor, load: () => Promise<Course>, form: FormData, context?: AppLoadContext) {
  const move = moveSchema.safeParse({
    lessonId: form.get("lessonId"),
    direction: form.get("direction") ?? undefined,
    position: form.get("position") || undefined,
    order: form.get("order") ?? undefined,
  });
  try {
    // Bounded one by one: a load that answers after its time is up moves nothing.
    const course = await withTimeout(load(), WRITE_TIMEOUT_MS, "load");
    const url = courseKind.editUrl(course.id);
    if (!move.success) return data({ moveError: FORM_ERRORS.movePosition }, { status: 400 });
    const moved = await withTimeout(moveLessonAs(actor, course, move.data), WRITE_TIMEOUT_MS, "move");
    return redirect(`${moved ? withNotice(url, "moved") : url}#lessons`);
  } catch (error) {
    if (error instanceof LessonOrderChangedError) return data({ moveError: FORM_ERRORS.moveConflict }, { status: 409 });
    if (error instanceof NotFoundError) return data({ moveError: FORM_ERRORS.moveConflict }, { status: 409 });
    // A 404, or a lesson list that changed meanwhile: not an outage.
    if (error instanceof Response || error instanceof z.ZodError) throw error;
    noteOutage(context, "move", error);
    return data({ moveError: FORM_ERRORS.moveUnavailable }, { status: 503 });
  }
}
