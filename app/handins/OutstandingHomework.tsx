/** The dashboard's list of homework not handed in yet (or asked to redo), with due days; the overdue ones marked. */
import { Link } from "~/ui/Link";
import { HANDIN_TEXT as t } from "./messages";

export interface OutstandingItem {
  key: string;
  title: string;
  source: string;
  url: string;
  due: { label: string; overdue: boolean } | null;
}

export function OutstandingHomework({ items }: { items: readonly OutstandingItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="dashboard-section card" aria-labelledby="homework-title">
      <h2 id="homework-title">{t.outstandingTitle}</h2>
      <ul className="homework-list" role="list">
        {items.map((hw) => (
          <li key={hw.key} className="homework-list__item" data-testid="outstanding-homework">
            <span>
              <Link to={hw.url}>{hw.title}</Link> <span className="text-muted text-small">({hw.source})</span>
            </span>
            <span className={hw.due?.overdue ? "due--overdue text-small" : "text-muted text-small"}>
              {hw.due ? hw.due.label : t.noDue}
              {hw.due?.overdue ? ` · ${t.overdue}` : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
