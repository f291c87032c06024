/**
 * The exercise form's field names, shared by the form and the action (no zod
 * here, so the component does not bring it to the browser): `intent=exercise`,
 * `attemptId`, and per question `answer.<id>` (a checked choice id per
 * checkbox; one value for the others).
 */
export const EXERCISE_INTENT = "exercise";
/** One question checked on its own (the check island, POST /lesson/<id>/check): `question=<id>&answer.<id>=…`. */
export const CHECK_QUESTION_FIELD = "question";
export const ATTEMPT_ID_FIELD = "attemptId";
export const ANSWER_PREFIX = "answer.";
/**
 * What a graded post answers, the score or the errors, bears this id, and the form posts to
 * `#exercise-result`: the page lands on it and the browser focuses it (tabIndex -1), with or
 * without JavaScript, instead of coming back at the top of a long lesson.
 */
export const EXERCISE_RESULT_ANCHOR = "exercise-result";

export function answerField(questionId: string): string {
  return `${ANSWER_PREFIX}${questionId}`;
}

/** What a check answers (the JSON's `check`): right or wrong, never a key or an explanation. */
export type CheckReply =
  | { kind: "verdict"; questionId: string; correct: boolean; note: string | null }
  | { kind: "error"; questionId: string | null; message: string };
