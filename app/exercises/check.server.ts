/**
 * POST /lesson/<id>/check (the check island): one question graded on its own, on the
 * server, without leaving the page. Not saved as an attempt, no statistics.
 * The answer says only right or wrong (and why a readable number is wrong: its
 * unit), never an answer key or an explanation, and nothing of the other
 * questions: the key is shown after the whole exercise is submitted.
 *
 * Checks are limited (`limitChecks`: RATE_LIMIT_CHECKS_PER_MINUTE per address and
 * per signed-in student, across instances), so the key cannot be probed
 * question by question; an enrolled student's checks are counted
 * (by learning, `countLessonCheck`), and their next saved attempt records how many came before it.
 */
import type { SessionUser } from "~/auth/user";
import { getUser } from "~/auth/session.server";
import { countLessonCheck, enrolmentsOf } from "~/learning/index.server";
import { hit, RATE_LIMIT_MESSAGE, RATE_RULES } from "~/platform/rate-limit.store.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { EXERCISE_TIMEOUT_MS, getExercise } from "~/exercises/exercise.store.server";
import { withTimeout } from "~/platform/firebase-admin.server";
import type { LessonRef } from "~/learning/index.server";
import { answerError } from "./attempt";
import { CHECK_QUESTION_FIELD, answerField, type CheckReply } from "./fields";
import { gradeQuestion } from "./grading";
import { EXERCISE_LIMITS } from "./limits";
import { ATTEMPT_ERRORS, EXERCISE_TEXT } from "./messages";
import { notFound } from "~/kernel/http.server";

/**
 * Throws a 429 `{ check }` JSON (the island shows its message in the question's
 * live region) when this address, or the signed-in student, checked more than the
 * limit this minute. Before the body is read: a refused check costs no parsing.
 */
export async function limitChecks(request: Request, clientIp: string | undefined): Promise<void> {
  const rule = RATE_RULES.exerciseCheck();
  const user = await getUser(request).catch(() => null);
  const results = await Promise.all([hit(rule, `ip:${clientIp ?? "unknown"}`), ...(user ? [hit(rule, `uid:${user.uid}`)] : [])]);
  const refused = results.find((r) => !r.allowed);
  if (!refused) return;
  const check: CheckReply = { kind: "error", questionId: null, message: RATE_LIMIT_MESSAGE };
  throw Response.json({ check }, { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds), "Cache-Control": "no-store" } });
}

function reply(check: CheckReply, status = 200): { check: CheckReply; status: number } {
  return { check, status };
}

/** The check's reply and its HTTP status, answered as JSON by routes/lesson.$lessonId_.check.ts. */
export async function checkReply(
  request: Request,
  ref: LessonRef,
  form: FormData,
  requireUser: (r: Request) => Promise<SessionUser>,
): Promise<{ check: CheckReply; status: number }> {
  const posted = form.get(CHECK_QUESTION_FIELD);
  const questionId = typeof posted === "string" && posted.length <= 40 ? posted : null;
  // A free preview needs no sign-in; a signed-in student's checks are counted there too.
  const user = ref.lesson.freePreview ? await getUser(request).catch(() => null) : await requireUser(request);
  let enrolled = false;
  if (user) {
    const enrolments = await enrolmentsOf(user.uid, progressWrittenAt(request)).catch(() => null);
    enrolled = enrolments?.some((e) => e.courseId === ref.course.id) ?? false;
    if (!ref.lesson.freePreview && !enrolments) return reply({ kind: "error", questionId, message: EXERCISE_TEXT.checkFailed }, 503);
    if (!ref.lesson.freePreview && !enrolled) return reply({ kind: "error", questionId, message: EXERCISE_TEXT.notEnrolled }, 403);
  }
  let exercise;
  try {
    exercise = await getExercise(ref.lesson.id);
  } catch (error) {
    console.error(`exercise read failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply({ kind: "error", questionId, message: EXERCISE_TEXT.checkFailed }, 503);
  }
  if (!exercise) notFound();
  const question = exercise.questions.find((q) => q.id === questionId);
  if (!question || !questionId) return reply({ kind: "error", questionId: null, message: ATTEMPT_ERRORS.unknownQuestion }, 400);
  const values = form.getAll(answerField(questionId)).map((v) => (typeof v === "string" ? v : ""));
  if (values.length > EXERCISE_LIMITS.maxChoices) return reply({ kind: "error", questionId, message: ATTEMPT_ERRORS.tooManyEntries }, 413);
  if (values.some((v) => v.length > EXERCISE_LIMITS.answerMax)) {
    return reply({ kind: "error", questionId, message: ATTEMPT_ERRORS.tooLong(EXERCISE_LIMITS.answerMax) }, 413);
  }
  const error = answerError(question, values);
  if (error) return reply({ kind: "error", questionId, message: error }, 400);
  const verdict = gradeQuestion(question, values.filter((v) => v.trim() !== ""));
  if (user && enrolled) {
    await withTimeout(countLessonCheck(user.uid, { id: ref.lesson.id, courseId: ref.course.id }), EXERCISE_TIMEOUT_MS, "check count").catch((error: unknown) => {
      console.error(`exercise check not counted for ${ref.lesson.id}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return reply({ kind: "verdict", questionId, correct: verdict.correct, note: verdict.note });
}
