/**
 * A student's past attempts at a lesson's exercise (docs/learning.md, "Past
 * attempts"): the list, one attempt's graded review, and "ฝึกเฉพาะข้อที่ผิด"
 * (the questions it missed, graded and shown, never saved). An attempt is read
 * only by its student (an admin may name the student: `?student=<uid>`); any
 * other id, lesson or student is the Thai 404.
 */
import { data } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { findLesson, type LessonRef } from "~/learning/index.server";
import { notFound, or503 } from "~/kernel/http.server";
import { formatDateTime } from "~/kernel/clock";
import { ATTEMPT_STUDENT_PARAM } from "~/kernel/urls";
import { readForm } from "~/kernel/form.server";
import { uidSchema } from "~/kernel/ids";
import { getExercise, getLessonAttempt, listLessonAttempts, LESSON_ATTEMPTS_SHOWN, type LessonAttempt } from "./exercise.store.server";
import { readAttemptForm } from "./attempt";
import { gradeAttempt } from "./grading";
import { renderForPage } from "./lesson-exercise.server";
import { publicView } from "./public-view";
import { renderPublicView, renderResult, type RenderedExercise, type RenderedResult } from "./render";
import { practiceOf, reviewAttempt, wrongQuestionIds } from "./review";
import { type Answers, type Exercise } from "./schema";
import { newAttemptId } from "./shuffle";
import { idSchema } from "~/kernel/ids";

/** The lesson as these pages show it (title, course for the crumbs). */
function lessonHead(ref: LessonRef) {
  return { id: ref.lesson.id, title: ref.lesson.title, courseTitle: ref.course.title, courseSlug: ref.course.slug };
}

/** A published lesson with an exercise, and whose attempts are asked for (the signed-in student, or for an admin the named one). */
async function lessonAndStudent(request: Request, lessonId: string | undefined) {
  const ref = (await or503(findLesson(lessonId ?? ""))) ?? notFound();
  const user = await requireUser(request);
  const named = new URL(request.url).searchParams.get(ATTEMPT_STUDENT_PARAM);
  const uid = user.isAdmin && named !== null && uidSchema.safeParse(named).success ? named : user.uid;
  const exercise = (await or503(getExercise(ref.lesson.id))) ?? notFound();
  return { ref, uid, exercise };
}

/** GET /lesson/<id>/attempts: the newest attempts, each with its date, score and how many questions it missed. */
export async function attemptsListLoader(request: Request, lessonId: string | undefined) {
  const { ref, uid, exercise } = await lessonAndStudent(request, lessonId);
  const attempts = await or503(listLessonAttempts(uid, ref.lesson.id));
  return {
    lesson: lessonHead(ref),
    shownAtMost: attempts.length === LESSON_ATTEMPTS_SHOWN ? LESSON_ATTEMPTS_SHOWN : null,
    attempts: attempts.map((a) => ({
      attemptId: a.attemptId,
      when: formatDateTime(a.submittedAt),
      earned: a.earned,
      total: a.total,
      percent: a.percent,
      mode: exercise.settings.mode,
      passed: a.passed,
      wrong: wrongQuestionIds(exercise, a).length,
    })),
  };
}

/** One attempt of the student at this lesson, or the 404 (unknown id, or another student's). */
async function ownAttempt(request: Request, params: { lessonId?: string; attemptId?: string }) {
  const found = await lessonAndStudent(request, params.lessonId);
  const attemptId = idSchema.safeParse(params.attemptId);
  if (!attemptId.success) notFound();
  const attempt = (await or503(getLessonAttempt(found.uid, found.ref.lesson.id, attemptId.data))) ?? notFound();
  return { ...found, attempt };
}

/** GET /lesson/<id>/attempts/<attemptId>: the graded review (the result's own rendering) and how many questions to practise. */
export async function attemptReviewLoader(request: Request, params: { lessonId?: string; attemptId?: string }) {
  const { ref, exercise, attempt } = await ownAttempt(request, params);
  const { result, changed } = reviewAttempt(exercise, attempt);
  return {
    lesson: lessonHead(ref),
    attemptId: attempt.attemptId,
    when: formatDateTime(attempt.submittedAt),
    result: renderResult(result, renderForPage),
    changed,
    wrong: wrongQuestionIds(exercise, attempt).length,
  };
}

/** The practice of an attempt's missed questions, or null when it missed none. */
function practiceFor(exercise: Exercise, attempt: LessonAttempt): Exercise | null {
  return practiceOf(exercise, wrongQuestionIds(exercise, attempt));
}

/** What the practice page shows: the form (again, with the answers and errors after a 400/413), or the graded result. */
export type PracticePage =
  | { kind: "form"; view: RenderedExercise; values: Answers; errors: Record<string, string>; formError: string | null }
  | { kind: "result"; result: RenderedResult }
  | { kind: "none" };

function practiceForm(practice: Exercise, attemptId: string | null, values: Answers = {}, errors: Record<string, string> = {}, formError: string | null = null): PracticePage {
  return { kind: "form", view: renderPublicView(publicView(practice, attemptId ?? newAttemptId()), renderForPage), values, errors, formError };
}

/** GET /lesson/<id>/attempts/<attemptId>/wrong: a fresh form of only the questions that attempt missed. */
export async function practiceWrongLoader(request: Request, params: { lessonId?: string; attemptId?: string }) {
  const { ref, exercise, attempt } = await ownAttempt(request, params);
  const practice = practiceFor(exercise, attempt);
  const page: PracticePage = practice ? practiceForm(practice, null) : { kind: "none" };
  return { lesson: lessonHead(ref), attemptId: attempt.attemptId, when: formatDateTime(attempt.submittedAt), page };
}

/** POST the practice form: graded and answered, nothing written (not an attempt: no best score, no pass, no statistics). */
export async function practiceWrongAction(request: Request, params: { lessonId?: string; attemptId?: string }) {
  const form = await readForm(request);
  const { exercise, attempt } = await ownAttempt(request, params);
  const practice = practiceFor(exercise, attempt) ?? notFound();
  const read = readAttemptForm(form, practice);
  if (!read.ok) {
    return data<{ page: PracticePage }>({ page: practiceForm(practice, read.attemptId, read.values, read.errors, read.formError) }, { status: read.status });
  }
  return data<{ page: PracticePage }>({ page: { kind: "result", result: renderResult(gradeAttempt(practice, read.answers, read.attemptId), renderForPage) } });
}
