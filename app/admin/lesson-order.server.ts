/** The up/down buttons of a course's lesson list (plain form posts: no JavaScript needed). */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { courseKind } from "~/content/course";
import { AUDIT_DETAILS, FORM_ERRORS } from "~/components/admin/messages";
import { withTimeout } from "~/lib/firebase-admin.server";
import { recordAudit } from "~/models/audit.server";
import { awaitFreshContent } from "~/models/cache.server";
import type { Course } from "~/models/course.server";
import { listLessonsOfCourse, reorderLessons } from "~/models/lesson.server";
import { noteOutage, WRITE_TIMEOUT_MS } from "./editor.server";
import type { Actor } from "./guard.server";
import { moveSchema, withNotice } from "./inputs";

/** Moves a lesson one place up or down in its course. Answers false when it cannot move. */
export async function moveLessonAs(actor: Actor, course: Course, lessonId: string, direction: "up" | "down"): Promise<boolean> {
  const ids = (await listLessonsOfCourse(course.id)).map((l) => l.id);
  const from = ids.indexOf(lessonId);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return false;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  const lessons = await reorderLessons(course.id, ids);
  const moved = lessons.find((l) => l.id === lessonId);
  await recordAudit(actor, {
    action: "reorder",
    docType: "course",
    docId: course.id,
    title: course.title,
    detail: AUDIT_DETAILS.moved(moved?.title ?? lessonId, direction === "up", to + 1),
  });
  await awaitFreshContent();
  return true;
}

/** A redirect back to the list, or 503 with a Thai error when Firestore does not answer. */
export async function moveLessonPost(actor: Actor, load: () => Promise<Course>, form: FormData, context?: AppLoadContext) {
  const move = moveSchema.safeParse({ lessonId: form.get("lessonId"), direction: form.get("direction") });
  try {
    // Bounded one by one: a load that answers after its time is up moves nothing.
    const course = await withTimeout(load(), WRITE_TIMEOUT_MS, "load");
    const moved =
      move.success && (await withTimeout(moveLessonAs(actor, course, move.data.lessonId, move.data.direction), WRITE_TIMEOUT_MS, "move"));
    const url = courseKind.editUrl(course.id);
    return redirect(`${moved ? withNotice(url, "moved") : url}#lessons`);
  } catch (error) {
    // A 404, or a lesson list that changed meanwhile: not an outage.
    if (error instanceof Response || error instanceof z.ZodError) throw error;
    noteOutage(context, "move", error);
    return data({ moveError: FORM_ERRORS.moveUnavailable }, { status: 503 });
  }
}
