/**
 * POST intent=done|undone on a lesson's page (routes/lesson.$lessonId.tsx): mark the lesson done /
 * not done (idempotent), then back to the lesson. A plain post of "done" (no JavaScript) lands on
 * its "บันทึกแล้ว" message, with the link to the next lesson beside it (lessonSavedUrl: a
 * fragment, the message focused), rather than moving on without a word; with JavaScript the done
 * island posts with fetch and the page stays.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { notFound, or503 } from "~/kernel/http.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { lessonSavedUrl, lessonUrl } from "~/kernel/urls";
import type { DoneRequirement } from "./enrolment.store.server";
import { findLesson, markLesson, type LessonRef } from "./learning.server";
import { LEARNING_TEXT } from "./messages";

/** Sent by the done island (app/islands/done.ts): the answer is this lesson again, not the next. */
const progressFormSchema = z.object({ intent: z.enum(["done", "undone"]), enhanced: z.literal("1").optional() });

/** A published lesson for a post, or a 404. */
export async function postedLesson(lessonId: string): Promise<LessonRef> {
  return (await or503(findLesson(lessonId))) ?? notFound();
}

/**
 * `requirementOf`: the lesson's rule for "done" (exercises' `lessonDoneRequirement`: a
 * "required" exercise passed first), asked only when marking done; `requiredFirst` is the
 * refusal's text when it is not met.
 */
export async function lessonProgressAction(
  request: Request,
  lessonId: string,
  form: FormData,
  rule: { requirementOf: (lessonId: string) => Promise<DoneRequirement | null>; requiredFirst: string },
) {
  const user = await requireUser(request);
  const parsed = progressFormSchema.safeParse({ intent: form.get("intent") ?? undefined, enhanced: form.get("enhanced") ?? undefined });
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const done = parsed.data.intent === "done";
  const requirement = done ? await or503(rule.requirementOf((await postedLesson(lessonId)).lesson.id)) : null;
  const result = await or503(markLesson(user, lessonId, done, requirement));
  if (result === "notFound") notFound();
  if (result === "notEnrolled") return data({ error: LEARNING_TEXT.lesson.notEnrolledAction }, { status: 403 });
  if (result === "exerciseRequired") return data({ error: rule.requiredFirst }, { status: 409 });
  const to = done && !parsed.data.enhanced ? lessonSavedUrl(result.lesson.id) : lessonUrl(lessonId);
  // The next page may be served by another process: it must not show its older copy of the progress.
  return redirect(to, { headers: { "Set-Cookie": progressWrittenCookie() } });
}
