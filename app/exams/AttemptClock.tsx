/**
 * What every page of an attempt says of the time: "ส่งได้ถึง 14:35 น." (always), and a countdown
 * the countdown island fills where JavaScript runs (hidden without it). The island counts down
 * from `remainingMs` as the server saw it, on the browser's own clock, so a browser whose clock
 * is wrong still counts the right minutes.
 */
import { COUNTDOWN_MARKUP } from "~/platform/island-markup";
import { EXAM_TEXT } from "./messages";

export function AttemptClock({ deadlineText, deadlineIso, remainingMs }: { deadlineText: string; deadlineIso: string; remainingMs: number }) {
  return (
    <div className="exam-clock">
      <p className="exam-clock__deadline">
        <time dateTime={deadlineIso}>{deadlineText}</time>
      </p>
      <p
        className={`exam-clock__countdown ${COUNTDOWN_MARKUP.box}`}
        hidden
        role="timer"
        aria-live="off"
        data-remaining-ms={remainingMs}
        data-label={EXAM_TEXT.countdownLabel}
        data-over={EXAM_TEXT.countdownOver}
      />
    </div>
  );
}
