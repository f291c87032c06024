import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { IntentForm } from "~/ui/IntentForm";
import { pageHandle } from "~/platform/page-policy";
import { sessionIcsUrl, sessionUrl, sessionsUrl, tutoringUrl } from "~/kernel/urls";
import { tutoringLinks } from "~/tutoring/links";
import { SERIES_TEXT, TUTORING_TEXT } from "~/tutoring/messages";
import { JOIN_OPENS_MINUTES } from "~/tutoring/model";
import { bookingAction, bookingLoader } from "~/tutoring/pages.server";
import { pickerHref, SESSION_QUERY } from "~/tutoring/picker";
import { CancelConfirm } from "~/tutoring/CancelConfirm";
import { StatusFacts } from "~/tutoring/StatusFacts";
import { CONFIRM, PICK_DAY, TimePicker } from "~/tutoring/TimePicker";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { contentMeta } from "~/ui/meta";

/** A student's own booking: never cached, not counted. The reschedule picker and the cancel step are in the query. */
export const handle = pageHandle({ public: false, views: false, query: SESSION_QUERY });

export const links = tutoringLinks;

export const meta: MetaFunction = () => contentMeta({ title: TUTORING_TEXT.session, noindex: true });

/** The booking's own page: its owner (or an admin) only; any other id is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => bookingLoader(request, params.id);

/** POST intent=cancel[&reason=…] | intent=reschedule&start=…: the owner only (anyone else: 404); each sent by a confirmation. */
export const action = ({ request, params }: ActionFunctionArgs) => bookingAction(request, params.id);

export default function SessionPage() {
  const { booking, joinUrl, joinSoon, ended, canChange, notes, homework, handinUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container container--narrow page tutoring-page">
      <FormAnswer refused={result?.error} />
      <Breadcrumbs items={[{ label: TUTORING_TEXT.mySessions, to: sessionsUrl() }, { label: booking.title || TUTORING_TEXT.session }]} />
      <header className="page-header">
        <p className="eyebrow">{booking.series ? <Link to={booking.series.url}>{`${SERIES_TEXT.title} · ${booking.series.label}`}</Link> : TUTORING_TEXT.session}</p>
        <h1>{booking.title || TUTORING_TEXT.session}</h1>
      </header>
      <section className="card" aria-label={TUTORING_TEXT.session}>
        <dl className="session-facts">
          <dt>{TUTORING_TEXT.timeLabel}</dt>
          <dd>
            <time dateTime={booking.startIso}>{booking.day}</time> · {TUTORING_TEXT.timeRange(booking.from, booking.to)}
          </dd>
          <StatusFacts booking={booking} />
          {booking.note ? (
            <>
              <dt>{TUTORING_TEXT.noteShown}</dt>
              <dd>{booking.note}</dd>
            </>
          ) : null}
          {booking.cancelledBy ? (
            <>
              <dt>{TUTORING_TEXT.cancelReason}</dt>
              <dd>
                {TUTORING_TEXT.cancelledBy[booking.cancelledBy]}
                {booking.cancelReason ? `: ${booking.cancelReason}` : ""}
              </dd>
            </>
          ) : null}
        </dl>
        {joinUrl ? (
          <p>
            <a href={joinUrl} className="button button--primary button--large" rel="noopener noreferrer" target="_blank">
              {TUTORING_TEXT.join}
            </a>
          </p>
        ) : joinSoon ? (
          <p className="text-muted">{TUTORING_TEXT.joinLater(JOIN_OPENS_MINUTES)}</p>
        ) : null}
        {booking.status === "confirmed" ? (
          <p>
            <a href={sessionIcsUrl(booking.id)}>{TUTORING_TEXT.addToCalendar}</a>
            {booking.own ? (
              <>
                <br />
                <Link to={`${sessionsUrl()}#calendar`}>{TUTORING_TEXT.feedFromSession}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </section>
      {booking.own && canChange ? (
        <ChangeBooking />
      ) : booking.own && booking.status === "confirmed" && !joinUrl && !ended ? (
        <p className="text-muted">{TUTORING_TEXT.tooLateToChange}</p>
      ) : null}

      {notes || homework ? (
        <section className="section card" aria-labelledby="notes-title">
          <h2 id="notes-title">{TUTORING_TEXT.notes}</h2>
          {notes ? <div className="prose" dangerouslySetInnerHTML={{ __html: notes }} /> : null}
          {homework ? (
            <>
              <h3>{TUTORING_TEXT.homework}</h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: homework }} />
              {handinUrl && booking.own ? (
                <p>
                  <Link to={handinUrl} className="button button--secondary">
                    {TUTORING_TEXT.handIn}
                  </Link>
                </p>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}

      {booking.own && booking.status === "cancelled" && booking.typeSlug ? (
        <p>
          <Link to={pickerHref(tutoringUrl(), { type: booking.typeSlug }, {}, PICK_DAY)} className="button button--primary">
            {TUTORING_TEXT.bookAgain}
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={sessionsUrl()}>{TUTORING_TEXT.mySessions}</Link>
      </p>
    </div>
  );
}

/**
 * Reschedule and cancel, near the top: two buttons (issue 42: the 14-day list was always open
 * and cancel at the bottom of a 2 600 px page). "เลื่อนนัดนี้" opens the picker (`?step=reschedule`),
 * then its confirmation; "ยกเลิกนัดนี้" the cancel step (`?step=cancel`), with an optional reason.
 */
function ChangeBooking() {
  const { booking, cancelWindowHours, picker, cancelling, rescheduling } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const page = sessionUrl(booking.id);
  const time = picker.chosen;
  return (
    <section className="section session-actions" aria-labelledby="change-title">
      <h2 id="change-title" className="visually-hidden">
        {TUTORING_TEXT.changeTitle}
      </h2>
      {cancelling ? (
        <CancelConfirm booking={booking} page={page} typedReason={result?.typed?.note ?? ""} />
      ) : rescheduling || result?.error ? (
        <div className="card">
          <h3>{TUTORING_TEXT.rescheduleTitle}</h3>
          {time && picker.day ? (
            <div id={CONFIRM}>
              <h4>{TUTORING_TEXT.rescheduleConfirmTitle}</h4>
              <dl className="session-facts">
                <dt>{TUTORING_TEXT.rescheduleFrom}</dt>
                <dd>
                  {booking.day} · {TUTORING_TEXT.timeRange(booking.from, booking.to)}
                </dd>
                <dt>{TUTORING_TEXT.rescheduleTo}</dt>
                <dd>
                  <time dateTime={time.start}>{picker.day.day}</time> · {TUTORING_TEXT.clock(time.time)}
                </dd>
              </dl>
              <IntentForm
                action={pickerHref(page, {}, { day: picker.day.dayKey, time: time.time })}
                intent="reschedule"
                fields={{ start: time.start }}
                label={TUTORING_TEXT.confirmReschedule}
                buttonClass="button button--primary"
              />
              <p>
                <Link to={pickerHref(page, {}, { day: picker.day.dayKey }, "pick-time")}>{TUTORING_TEXT.otherTime}</Link>
              </p>
            </div>
          ) : (
            <TimePicker picker={result?.error ? { ...picker, problem: null } : picker} hrefOf={(choice, anchor) => pickerHref(page, {}, choice, anchor)} />
          )}
          <p>
            <Link to={page}>{TUTORING_TEXT.keepTime}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="cluster session-actions__buttons">
            <Link to={pickerHref(page, { step: "reschedule" }, {}, PICK_DAY)} className="button button--secondary">
              {TUTORING_TEXT.rescheduleButton}
            </Link>
            <Link to={pickerHref(page, { step: "cancel" }, {}, CONFIRM)} className="button button--danger">
              {TUTORING_TEXT.cancelButton}
            </Link>
          </p>
          <p className="text-muted">{TUTORING_TEXT.cancelHint(cancelWindowHours)}</p>
        </>
      )}
    </section>
  );
}
