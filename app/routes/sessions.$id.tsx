import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { pageHandle } from "~/platform/page-policy";
import { sessionIcsUrl, sessionUrl, sessionsUrl } from "~/platform/urls";
import { tutoringLinks } from "~/tutoring/links";
import { T } from "~/tutoring/messages";
import { JOIN_OPENS_MINUTES } from "~/tutoring/model";
import { sessionAction, sessionLoader } from "~/tutoring/pages.server";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { ErrorAlert } from "~/ui/ErrorAlert";
import { contentMeta } from "~/ui/meta";

/** A student's own booking: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: T.session, noindex: true });

/** The booking's own page: its owner (or an admin) only; any other id is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => sessionLoader(request, params.id);

/** POST intent=cancel | intent=reschedule&start=…: the owner only (anyone else: 404). */
export const action = ({ request, params }: ActionFunctionArgs) => sessionAction(request, params.id);

export default function SessionPage() {
  const { booking, joinUrl, joinSoon, ended, canChange, cancelWindowHours, options, notes, homework } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container container--narrow page tutoring-page">
      <Breadcrumbs items={[{ label: T.mySessions, to: sessionsUrl() }, { label: booking.title || T.session }]} />
      <header className="page-header">
        <p className="eyebrow">{T.session}</p>
        <h1>{booking.title || T.session}</h1>
      </header>
      <ErrorAlert text={result?.error} />
      <section className="card" aria-label={T.session}>
        <dl className="session-facts">
          <dt>{T.timeLabel}</dt>
          <dd>
            <time dateTime={booking.startIso}>{booking.day}</time> · {T.timeRange(booking.from, booking.to)}
          </dd>
          <dt>{T.statusLabel}</dt>
          <dd>{T.status[booking.status]}</dd>
          {booking.attendance ? (
            <>
              <dt>{T.attendanceLabel}</dt>
              <dd>{T.attendance[booking.attendance]}</dd>
            </>
          ) : null}
          {booking.cancelledBy ? (
            <>
              <dt>{T.cancelReason}</dt>
              <dd>
                {T.cancelledBy[booking.cancelledBy]}
                {booking.cancelReason ? `: ${booking.cancelReason}` : ""}
              </dd>
            </>
          ) : null}
        </dl>
        {joinUrl ? (
          <p>
            <a href={joinUrl} className="button button--primary button--large" rel="noopener noreferrer" target="_blank">
              {T.join}
            </a>
          </p>
        ) : joinSoon ? (
          <p className="text-muted">{T.joinLater(JOIN_OPENS_MINUTES)}</p>
        ) : null}
        {booking.status === "confirmed" ? (
          <p>
            <a href={sessionIcsUrl(booking.id)}>{T.addToCalendar}</a>
            {booking.own ? (
              <>
                <br />
                <Link to={`${sessionsUrl()}#calendar`}>{T.feedFromSession}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </section>

      {notes || homework ? (
        <section className="section card" aria-labelledby="notes-title">
          <h2 id="notes-title">{T.notes}</h2>
          {notes ? <div className="prose" dangerouslySetInnerHTML={{ __html: notes }} /> : null}
          {homework ? (
            <>
              <h3>{T.homework}</h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: homework }} />
            </>
          ) : null}
        </section>
      ) : null}

      {booking.own && canChange ? (
        <section className="section session-actions" aria-labelledby="change-title">
          <h2 id="change-title" className="visually-hidden">
            {T.rescheduleTitle}
          </h2>
          <p className="text-muted">{T.cancelHint(cancelWindowHours)}</p>
          <div className="card">
            <h3>{T.rescheduleTitle}</h3>
            {options.length > 0 ? (
              <Form method="post" action={sessionUrl(booking.id)}>
                <input type="hidden" name="intent" value="reschedule" />
                <label className="label" htmlFor="new-start">
                  {T.rescheduleLabel}
                </label>
                <select id="new-start" name="start" className="select">
                  {options.map((o) => (
                    <option key={o.start} value={o.start}>
                      {o.day} {o.time} น.
                    </option>
                  ))}
                </select>
                <button type="submit" className="button button--secondary">
                  {T.rescheduleButton}
                </button>
              </Form>
            ) : (
              <p className="text-muted">{T.noReschedule}</p>
            )}
          </div>
          <div className="card">
            <h3>{T.cancelTitle}</h3>
            <Form method="post" action={sessionUrl(booking.id)}>
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="button button--danger">
                {T.cancelButton}
              </button>
            </Form>
          </div>
        </section>
      ) : booking.own && booking.status === "confirmed" && !joinUrl && !ended ? (
        <p className="text-muted">{T.tooLateToChange}</p>
      ) : null}
      <p>
        <Link to={sessionsUrl()}>{T.mySessions}</Link>
      </p>
    </div>
  );
}
