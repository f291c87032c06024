import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { IntentForm } from "~/ui/IntentForm";
import { pageHandle } from "~/platform/page-policy";
import { seriesUrl, sessionsUrl } from "~/kernel/urls";
import { tutoringLinks } from "~/tutoring/links";
import { SERIES_TEXT, TUTORING_TEXT } from "~/tutoring/messages";
import { pickerHref } from "~/tutoring/picker";
import { seriesAction, seriesLoader } from "~/tutoring/series-page.server";
import { SERIES_QUERY } from "~/tutoring/series";
import { CONFIRM } from "~/tutoring/TimePicker";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { contentMeta } from "~/ui/meta";

/** A student's own weekly series: never cached, not counted. The cancel step is in the query. */
export const handle = pageHandle({ public: false, views: false, query: SERIES_QUERY });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: SERIES_TEXT.title, noindex: true });

/** The series' page: its owner (or an admin) only; any other id is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => seriesLoader(request, params.id);

/** POST intent=cancel-rest: "ยกเลิกครั้งที่เหลือทั้งหมด", the owner only, sent by its confirmation. */
export const action = ({ request, params }: ActionFunctionArgs) => seriesAction(request, params.id);

export default function SeriesPage() {
  const { series, weeks, cancellable, cancelling, cancelWindowHours } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const page = seriesUrl(series.id);
  return (
    <div className="container container--narrow page tutoring-page">
      <FormAnswer refused={result?.error} />
      <Breadcrumbs items={[{ label: TUTORING_TEXT.mySessions, to: sessionsUrl() }, { label: series.title || SERIES_TEXT.title }]} />
      <header className="page-header">
        <p className="eyebrow">{SERIES_TEXT.title}</p>
        <h1>{series.title || SERIES_TEXT.title}</h1>
        <p className="lead">{series.line}</p>
        {series.payment ? (
          <p className="tutoring-type__meta">
            <span className={series.payment.pay ? "badge badge--warning" : "badge badge--primary"}>{series.payment.text}</span>
          </p>
        ) : null}
        {series.payment?.pay ? (
          <p>
            <Link to={series.payment.pay.url} className="button button--primary">
              {series.payment.pay.label}
            </Link>
          </p>
        ) : null}
        {series.ended ? (
          <p className="text-muted">
            {SERIES_TEXT.ended}
            {series.endReason ? ` · ${SERIES_TEXT.endedReason}: ${series.endReason}` : ""}
          </p>
        ) : null}
        {cancellable > 0 && !cancelling ? (
          <p>
            <Link to={pickerHref(page, { step: "cancel-rest" }, {}, CONFIRM)} className="button button--danger">
              {SERIES_TEXT.cancelRest}
            </Link>
          </p>
        ) : null}
      </header>

      {cancelling ? (
        <div className="card" id={CONFIRM}>
          <h2>{SERIES_TEXT.cancelRestTitle}</h2>
          <p>{SERIES_TEXT.cancelRestLead(cancellable)}</p>
          <IntentForm action={pickerHref(page, { step: "cancel-rest" }, {})} intent="cancel-rest" label={SERIES_TEXT.cancelRestConfirm} buttonClass="button button--danger" />
          <p>
            <Link to={page}>{SERIES_TEXT.keep}</Link>
          </p>
        </div>
      ) : null}

      <section className="section" aria-labelledby="weeks-title">
        <h2 id="weeks-title">{SERIES_TEXT.weeksTitle}</h2>
        <p className="text-muted">{TUTORING_TEXT.cancelHint(cancelWindowHours)}</p>
        <ol className="session-list series-weeks">
          {weeks.map((w) => (
            <li key={w.id} className="card">
              <h3>
                <Link to={w.url}>{w.label}</Link>
              </h3>
              <p>
                <time dateTime={w.startIso}>{w.day}</time> · {TUTORING_TEXT.timeRange(w.from, w.to)}
              </p>
              <p className="tutoring-type__meta">
                <span className={w.status === "confirmed" ? "badge badge--success" : "badge badge--muted"}>{SERIES_TEXT.weekStatus[w.status]}</span>
              </p>
            </li>
          ))}
        </ol>
      </section>

      <p>
        <Link to={sessionsUrl()}>{TUTORING_TEXT.mySessions}</Link>
      </p>
    </div>
  );
}
