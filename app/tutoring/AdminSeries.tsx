/**
 * The tutor's side of a weekly series (issue 44): the page of one series (its weeks, and the
 * form that ends it: the step that asks first, with the reason the student gets), and the
 * student page's "นักเรียนประจำ" section. Plain forms posting to the series route's action.
 */
import { AdminSection } from "~/ui/AdminSection";
import { Link } from "~/ui/Link";
import { TextArea } from "~/ui/Field";
import type { FieldErrors } from "~/kernel/form";
import { LIMITS } from "./admin-inputs";
import { SERIES_ADMIN_TEXT } from "./admin-messages";
import { Alert, Header, SERIES_END_FORM } from "./AdminTutoring";
import { ADMIN_TUTORING as P } from "./urls";
import type { SeriesState, SeriesView } from "./admin-series.server";

const STATE_BADGES: Record<SeriesState, string> = {
  active: "badge badge--primary",
  ended: "badge badge--muted",
  finished: "badge badge--success",
};

export function SeriesPage(props: { notice: string | null; series: SeriesView; values: Record<string, string>; errors: FieldErrors }) {
  const { series: s, values, errors } = props;
  return (
    <div className="stack">
      <Header title={SERIES_ADMIN_TEXT.pageTitle(s.name)} intro={`${s.title} · ${s.every}`} />
      <Alert tone="notice" text={props.notice} />
      <Alert tone="error" text={errors.form ?? (errors.reason ? SERIES_ADMIN_TEXT.needReason : null)} />
      <p className="cluster">
        <span className={STATE_BADGES[s.state]} data-testid="series-state">
          {s.label}
        </span>
        <span>{SERIES_ADMIN_TEXT.weeksLeft(s.left, s.count)}</span>
      </p>
      {s.endReason ? (
        <p className="text-break" data-testid="series-reason">
          {SERIES_ADMIN_TEXT.reasonLine(s.endReason)}
        </p>
      ) : null}
      {s.canEnd ? (
        <form method="post" className="card stack stack--tight" aria-labelledby="end-title" id={SERIES_END_FORM}>
          <h2 id="end-title">{SERIES_ADMIN_TEXT.endTitle}</h2>
          <p>{SERIES_ADMIN_TEXT.endLead(s.left)}</p>
          <TextArea name="reason" label={SERIES_ADMIN_TEXT.reason} value={values.reason ?? ""} error={errors.reason} required rows={3} maxLength={LIMITS.reason} />
          <p className="cluster">
            <button type="submit" name="intent" value="end" className="button button--danger">
              {SERIES_ADMIN_TEXT.confirm}
            </button>
            <Link to={s.studentHref}>{SERIES_ADMIN_TEXT.keep}</Link>
          </p>
        </form>
      ) : null}
      <section className="stack stack--tight" aria-labelledby="weeks-title">
        <h2 id="weeks-title">{SERIES_ADMIN_TEXT.weeksTitle}</h2>
        <ul className="agenda-students stack stack--tight">
          {s.weeks.map((w) => (
            <li key={w.id} data-testid="series-week-row">
              <Link to={w.href}>{SERIES_ADMIN_TEXT.weekLine(w.index, s.count, w.when)}</Link> <span className="badge badge--muted">{w.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to={s.studentHref}>{s.name}</Link> · <Link to={P.agenda}>กลับไปตารางสอน</Link>
      </p>
    </div>
  );
}

/** The student page's regulars: each series of the student (weekday, time, weeks left) and its way to end it. */
export function StudentSeries({ series }: { series: SeriesView[] }) {
  return (
    <AdminSection id="student-series-title" title={SERIES_ADMIN_TEXT.regulars} count={series.length}>
      {series.length === 0 ? <p className="text-muted admin-empty">{SERIES_ADMIN_TEXT.noRegulars}</p> : null}
      {series.length > 0 ? (
        <ul className="today-class-list stack stack--tight" role="list" data-testid="student-series">
          {series.map((s) => (
            <li key={s.id} className="card stack stack--tight">
              <p>
                <Link to={P.series(s.id)}>
                  {s.title} · {s.every}
                </Link>
              </p>
              <p className="cluster">
                <span className={STATE_BADGES[s.state]}>{s.label}</span>
                <span>{SERIES_ADMIN_TEXT.weeksLeft(s.left, s.count)}</span>
                {s.next ? <span className="text-muted text-small">{SERIES_ADMIN_TEXT.nextWeek(s.next)}</span> : null}
              </p>
              {s.canEnd ? (
                <p>
                  <Link to={`${P.series(s.id)}#${SERIES_END_FORM}`} className="button button--small button--secondary">
                    {SERIES_ADMIN_TEXT.end}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </AdminSection>
  );
}
