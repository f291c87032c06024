/**
 * POST /lesson/<id>/check (the check island): one question graded on its own, on the
 * server, without leaving the page. Not saved as an attempt, no statistics.
 * The answer says only right or wrong (and why a readable number is wrong: its
 * unit), never an answer key or an explanation, and nothing of the other
 * questions: the key is shown after the whole exercise is submitted.
 */
import type { SessionUser } from "~/auth/user";
import { enrolmentsOf } from "~/learning/index.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { getExercise } from "~/exercises/exercise.store.server";
import type { LessonRef } from "~/learning/index.server";
import { answerError } from "./attempt";
import { CHECK_QUESTION_FIELD, answerField, type CheckReply } from "./fields";
import { gradeQuestion } from "./grading";
import { EXERCISE_LIMITS } from "./limits";
import { ATTEMPT_ERRORS, EXERCISE_TEXT } from "./messages";
import { notFound } from "~/platform/http.server";


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
  if (!ref.lesson.freePreview) {
    const user = await requireUser(request);
    const enrolments = await enrolmentsOf(user.uid, progressWrittenAt(request)).catch(() => null);
    if (!enrolments) return reply({ kind: "error", questionId, message: EXERCISE_TEXT.checkFailed }, 503);
    if (!enrolments.some((e) => e.courseId === ref.course.id)) return reply({ kind: "error", questionId, message: EXERCISE_TEXT.notEnrolled }, 403);
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
  return reply({ kind: "verdict", questionId, correct: verdict.correct, note: verdict.note });
}
