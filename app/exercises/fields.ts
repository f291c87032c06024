/**
 * The exercise form's field names, shared by the form and the action (no zod
 * here, so the component does not bring it to the browser): `intent=exercise`,
 * `attemptId`, and per question `answer.<id>` (a checked choice id per
 * checkbox; one value for the others).
 */
export const EXERCISE_INTENT = "exercise";
export const ATTEMPT_ID_FIELD = "attemptId";
export const ANSWER_PREFIX = "answer.";

export function answerField(questionId: string): string {
  return `${ANSWER_PREFIX}${questionId}`;
}
