/** The dashboard's list of homework not handed in yet (or asked to redo), with due days; the overdue ones marked. */
import { Link } from "~/ui/Link";
import { HANDIN_TEXT } from "./messages";

export interface OutstandingItem {
  key: string;
  title: string;
  source: string;
  url: string;
  due: { label: string; overdue: boolean } | null;
}

/** Under a lesson's notes: its homework to hand in, and by when. */
export function LessonHomeworkLink({ homework }: { homework: { url: string; due: OutstandingItem["due"] } | null }) {
  if (!homework) return null;
  return (
    <section className="card" aria-labelledby="lesson-homework-title">
      <h2 id="lesson-homework-title">{HANDIN_TEXT.eyebrow}</h2>
      <p className={homework.due?.overdue ? "due--overdue" : "text-muted"}>{homework.due ? homework.due.label : HANDIN_TEXT.noDue}</p>
      <p>
        <Link to={homework.url} className="button button--secondary">
          {HANDIN_TEXT.openHomework}
        </Link>
      </p>
    </section>
  );
}

/** The dashboard's list of homework not yet handed in (the dashboard shows it only when there is some). */
export function OutstandingHomework({ items }: { items: readonly OutstandingItem[] }) {
  return (
    <section className="dashboard-section card" aria-labelledby="homework-title">
      <h2 id="homework-title">{HANDIN_TEXT.outstandingTitle}</h2>
      <ul className="homework-list" role="list">
        {items.map((hw) => (
          <li key={hw.key} className="homework-list__item" data-testid="outstanding-homework">
            <span>
              <Link to={hw.url}>{hw.title}</Link> <span className="text-muted text-small">({hw.source})</span>
            </span>
            <span className={hw.due?.overdue ? "due--overdue text-small" : "text-muted text-small"}>
              {hw.due ? hw.due.label : HANDIN_TEXT.noDue}
              {hw.due?.overdue ? ` · ${HANDIN_TEXT.overdue}` : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
