import { Link } from "~/ui/Link";
import { EXERCISE_PROGRESS_TEXT } from "./messages";
import type { LessonRow } from "~/learning/learning.server";
import { LEARNING_TEXT } from "./messages";
import { lessonUrl } from "~/kernel/urls";
import { ThaiTitle } from "../ui/ThaiTitle";

function StatusIcon({ row, unlocked, paid }: { row: LessonRow; unlocked: boolean; paid: boolean }) {
  if (row.done) {
    return (
      <span className="lesson-row__status lesson-row__status--done" title={LEARNING_TEXT.course.done}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M5 10.5l3.2 3.2L15 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{LEARNING_TEXT.course.done}</span>
      </span>
    );
  }
  if (!unlocked && !row.freePreview) {
    const locked = paid ? LEARNING_TEXT.course.lockedBuy : LEARNING_TEXT.course.locked;
    return (
      <span className="lesson-row__status lesson-row__status--locked" title={locked}>
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
          <rect x="4" y="9" width="12" height="8" rx="2" fill="currentColor" />
          <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{locked}</span>
      </span>
    );
  }
  return <span className="lesson-row__status lesson-row__status--number">{row.position}</span>;
}

/** A course's lessons in order: number or done/locked mark ("ซื้อคอร์สก่อน" on a paid course), title (link), duration, free-preview badge. */
export function LessonList({
  lessons,
  unlocked,
  paid = false,
  currentId,
  compact = false,
}: {
  lessons: readonly LessonRow[];
  /** The visitor may open every lesson (enrolled). */
  unlocked: boolean;
  /** The course is sold: buying, not enrolling, opens its locked lessons. */
  paid?: boolean;
  currentId?: string;
  compact?: boolean;
}) {
  return (
    <ol className={`lesson-list${compact ? " lesson-list--compact" : ""}`}>
      {lessons.map((row) => (
        <li
          key={row.id}
          className={`lesson-row${row.done ? " lesson-row--done" : ""}${row.id === currentId ? " lesson-row--current" : ""}`}
        >
          <StatusIcon row={row} unlocked={unlocked} paid={paid} />
          <span className="lesson-row__main">
            <Link
              to={lessonUrl(row.id)}
              className="lesson-row__title"
              aria-current={row.id === currentId ? "page" : undefined}
              prefetch="intent"
            >
              {compact ? null : <span className="lesson-row__index">บทที่ {row.position} · </span>}
              <ThaiTitle text={row.title} />
            </Link>
            <span className="lesson-row__meta">
              <span>{row.durationLabel}</span>
              {row.hasVideo && !compact ? <span>· มีวิดีโอ</span> : null}
              {row.freePreview ? <span className="badge badge--success">{LEARNING_TEXT.course.freePreview}</span> : null}
              {row.exercise ? <span>· {EXERCISE_PROGRESS_TEXT.rowBest(row.exercise.bestPercent, row.exercise.attempts)}</span> : null}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
