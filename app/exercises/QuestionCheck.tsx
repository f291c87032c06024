/**
 * "ตรวจข้อนี้": the place of one question's check, server markup only. The
 * check island (app/islands/check.ts) adds the button, posts this question's
 * answer to `checkUrl` and writes the verdict into the live region; the
 * data-* attributes carry the URL, the field names and the texts. Without
 * JavaScript there is no button: the whole form's submit grades it.
 */
import { CHECK_QUESTION_FIELD, answerField } from "./fields";
import { EXERCISE_TEXT } from "./messages";
import { CHECK_MARKUP } from "~/platform/island-markup";

export function QuestionCheck({ questionId, checkUrl }: { questionId: string; checkUrl: string }) {
  return (
    <div
      className={CHECK_MARKUP.box}
      data-question-id={questionId}
      data-check-url={checkUrl}
      data-question-field={CHECK_QUESTION_FIELD}
      data-answer-field={answerField(questionId)}
      data-label={EXERCISE_TEXT.check}
      data-busy-label={EXERCISE_TEXT.checking}
      data-right={EXERCISE_TEXT.checkRight}
      data-wrong={EXERCISE_TEXT.checkWrong}
      data-failed={EXERCISE_TEXT.checkFailed}
    >
      <div role="status" aria-live="polite" id={`exercise-q-${questionId}-check`} className="exercise-check__live" />
    </div>
  );
}
