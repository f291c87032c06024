/**
 * "ตรวจข้อนี้" (with JavaScript only): posts this question's answer to the
 * lesson's action (intent=check) through a fetcher, without leaving the page;
 * the verdict appears in a live region below the question and takes the focus.
 * Without JavaScript there is no button: the whole form's submit grades it.
 * On a lesson that does not hydrate the check island adds the button and posts
 * to `checkUrl` (the data-* attributes carry its texts).
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { CHECK_INTENT, CHECK_QUESTION_FIELD, answerField, type CheckReply } from "./fields";
import { EXERCISE_TEXT as t } from "./messages";

export function QuestionCheck({ questionId, action, checkUrl }: { questionId: string; action: string; checkUrl?: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ check?: CheckReply }>({ key: `check-${questionId}` });
  const result = useRef<HTMLParagraphElement>(null);
  const reply = fetcher.data?.check ?? null;
  const busy = fetcher.state !== "idle";
  const domId = `exercise-q-${questionId}-check`;

  // Focus moves to the verdict when it arrives (the live region also announces it).
  useEffect(() => {
    if (reply && fetcher.state === "idle") result.current?.focus();
  }, [reply, fetcher.state]);

  const onClick = (event: { currentTarget: HTMLButtonElement }) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const body = new FormData();
    body.set("intent", CHECK_INTENT);
    body.set(CHECK_QUESTION_FIELD, questionId);
    for (const value of new FormData(form).getAll(answerField(questionId))) body.append(answerField(questionId), value);
    fetcher.submit(body, { method: "post", action });
  };

  const message = !reply
    ? null
    : reply.kind === "error"
      ? reply.message
      : reply.correct
        ? t.checkRight
        : `${t.checkWrong}${reply.note ? ` · ${reply.note}` : ""}`;
  const tone = reply?.kind === "verdict" && reply.correct ? "right" : "wrong";
  return (
    <div
      className="exercise-check"
      // For the check island (app/islands/check.ts) on a page that does not hydrate.
      data-question-id={questionId}
      data-check-url={checkUrl}
      data-intent={CHECK_INTENT}
      data-question-field={CHECK_QUESTION_FIELD}
      data-answer-field={answerField(questionId)}
      data-label={t.check}
      data-busy-label={t.checking}
      data-right={t.checkRight}
      data-wrong={t.checkWrong}
      data-failed={t.checkFailed}
    >
      {hydrated ? (
        <button type="button" className="button button--secondary button--small" onClick={onClick} disabled={busy} aria-describedby={domId}>
          {busy ? t.checking : t.check}
        </button>
      ) : null}
      <div role="status" aria-live="polite" id={domId} className="exercise-check__live">
        {message ? (
          <p ref={result} tabIndex={-1} className={`exercise-check__result exercise-check__result--${tone}`} data-testid="check-result">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
