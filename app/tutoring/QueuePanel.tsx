import { IntentForm } from "~/ui/IntentForm";
import { Link } from "~/ui/Link";
import { SignInToBook } from "./SignInToBook";
import { QUEUE_OFFER_MINUTES } from "./model";
import { QUEUE_TEXT, TUTORING_TEXT } from "./messages";

/** A student's queue as the pages show it (./queue.server.ts `myQueues` answers these). */
export interface QueueRowView {
  sessionId: string;
  title: string;
  day: string;
  startIso: string;
  from: string;
  to: string;
  /** "คิวที่ 2", or the offer's line. */
  status: string;
  /** An offer: where it is confirmed and paid. */
  offerUrl: string | null;
  /** The time's confirmation step on /tutoring. */
  url: string;
  slug: string;
  startMs: number;
}

/**
 * "เข้าคิวรอ" for a full group time (a post to /tutoring: `intent=queue-join`; signed out, the
 * sign-in and back to the time). Asks nothing more than the booking's confirmation does.
 */
export function QueueJoin({ slug, start, here, signedIn, priced }: { slug: string; start: string; here: string; signedIn: boolean; priced: boolean }) {
  return (
    <div className="tutoring-queue">
      <p>
        {QUEUE_TEXT.fullHint} {priced ? QUEUE_TEXT.fullPriced(QUEUE_OFFER_MINUTES) : QUEUE_TEXT.fullFree}
      </p>
      {signedIn ? (
        <IntentForm action={here} intent="queue-join" fields={{ type: slug, start }} label={QUEUE_TEXT.join} buttonClass="button button--primary button--large" />
      ) : (
        <SignInToBook here={here} />
      )}
    </div>
  );
}

/** One tap out of the line (a post to /tutoring: `intent=queue-leave`), back to `back`'s page. */
export function QueueLeave({ sessionId, back, action }: { sessionId: string; back: "tutoring" | "sessions"; action: string }) {
  return (
    <IntentForm
      action={action}
      intent="queue-leave"
      fields={{ session: sessionId, back }}
      label={QUEUE_TEXT.leave}
      buttonClass="button button--secondary button--small"
      className="tutoring-queue__leave"
    />
  );
}

/** The student's place in the chosen time's line ("คิวที่ 2"), or the seat offered to them, with the way out. */
export function QueueMine({ row, action }: { row: QueueRowView; action: string }) {
  return (
    <div className="tutoring-queue">
      <p className={row.offerUrl ? "alert alert--success" : "alert alert--warning"} role="status">
        <strong>{row.status}</strong>
      </p>
      <QueueLeave sessionId={row.sessionId} back="tutoring" action={action} />
    </div>
  );
}

/** The student's queues (the tutoring page and the sessions list): each time, the place in line or the offer, and leave. */
export function MyQueues({ rows, back, action }: { rows: readonly QueueRowView[]; back: "tutoring" | "sessions"; action: string }) {
  if (rows.length === 0) return null;
  return (
    <section className="section card tutoring-queues" aria-labelledby="queues-title">
      <h2 id="queues-title">{QUEUE_TEXT.mine}</h2>
      <p className="text-muted">{QUEUE_TEXT.mineLead}</p>
      <ul className="session-list--quiet">
        {rows.map((row) => (
          <li key={row.sessionId}>
            <Link to={row.url}>{row.title}</Link> · <time dateTime={row.startIso}>{row.day}</time> · {TUTORING_TEXT.timeRange(row.from, row.to)}{" "}
            <span className={row.offerUrl ? "badge badge--success" : "badge badge--warning"}>{row.status}</span>
            {row.offerUrl ? (
              <>
                {" "}
                <Link to={row.offerUrl} className="button button--primary button--small">
                  {QUEUE_TEXT.confirmPay}
                </Link>
              </>
            ) : null}
            <QueueLeave sessionId={row.sessionId} back={back} action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}
