import { LEARNING_TEXT } from "./messages";

/** Done of total, as a bar with its numbers (the bar is an ARIA progressbar). */
export function ProgressBar({
  done,
  total,
  percent,
  compact = false,
}: {
  done: number;
  total: number;
  percent: number;
  compact?: boolean;
}) {
  const complete = total > 0 && done >= total;
  return (
    <div className={`course-progress${compact ? " course-progress--compact" : ""}`}>
      <div className="progress-label">
        <span>{LEARNING_TEXT.progress.summary(done, total)}</span>
        <strong className="course-progress__percent">{LEARNING_TEXT.progress.percent(percent)}</strong>
      </div>
      <div
        className={`progress${complete ? " progress--success" : ""}`}
        role="progressbar"
        aria-label={LEARNING_TEXT.progress.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${LEARNING_TEXT.progress.summary(done, total)} (${percent}%)`}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
