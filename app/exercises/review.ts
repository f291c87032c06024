/**
 * A saved attempt read again (the student's "การทำที่ผ่านมา", docs/learning.md):
 * its graded review against the exercise as it is now, and "ฝึกเฉพาะข้อที่ผิด",
 * the questions it did not get fully right as a practice exercise of their own.
 * Pure and browser-safe; the store reads the attempt, the routes render it.
 */
import { gradeAttempt, type AttemptResult } from "./grading";
import type { Answers, Exercise } from "./schema";

/** What a saved attempt keeps (exercise.store.server.ts `attemptData`). */
export interface KeptAttempt {
  attemptId: string;
  answers: Answers;
  perQuestion: Record<string, { correct: boolean; earned: number }>;
  earned: number;
  total: number;
  percent: number;
  passed: boolean;
}

/**
 * The review of a saved attempt: each question it answered that the exercise
 * still has, graded again to show the answer, the key and the explanation of
 * today; the score is the one that counted then. `changed` when the tutor has
 * edited the exercise since (a question gone, or a question graded differently).
 */
export function reviewAttempt(exercise: Exercise, kept: KeptAttempt): { result: AttemptResult; changed: boolean } {
  const questions = exercise.questions.filter((q) => kept.perQuestion[q.id] !== undefined);
  const graded = gradeAttempt({ ...exercise, questions }, kept.answers, kept.attemptId);
  const changed =
    questions.length !== Object.keys(kept.perQuestion).length ||
    graded.questions.some((q) => kept.perQuestion[q.id]?.correct !== q.correct || kept.perQuestion[q.id]?.earned !== q.earned);
  return {
    result: { ...graded, earned: kept.earned, total: kept.total, percent: kept.percent, passed: kept.passed },
    changed,
  };
}

/** The ids of the questions an attempt did not get fully right, in the exercise's order (only those it still has). */
export function wrongQuestionIds(exercise: Exercise, kept: Pick<KeptAttempt, "perQuestion">): string[] {
  return exercise.questions.filter((q) => kept.perQuestion[q.id]?.correct === false).map((q) => q.id);
}

/**
 * "ฝึกเฉพาะข้อที่ผิด": the exercise with only these questions, as practice (it
 * is graded and shown, never saved: no best score, no pass). Null when none is left.
 */
export function practiceOf(exercise: Exercise, questionIds: readonly string[]): Exercise | null {
  const ids = new Set(questionIds);
  const questions = exercise.questions.filter((q) => ids.has(q.id));
  if (questions.length === 0) return null;
  return { settings: { ...exercise.settings, mode: "practice" }, questions };
}
