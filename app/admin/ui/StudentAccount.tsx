/**
 * The tutor's student page (/admin/students/<uid>) beyond courses: the hours left (in hours, with
 * until when), orders with their state, receipts (each a link to the receipt), and bookings with
 * how each is paid. Plain rows the loader made (payments' and tutoring's server entries).
 */
import { AdminSection } from "~/ui/AdminSection";
import { Link } from "~/ui/Link";
import { STUDENT_ACCOUNT_TEXT } from "../messages";

interface Props {
  payments: {
    hoursLeft: string;
    hoursUntil: string | null;
    orders: { id: string; label: string; amount: string; state: string; status: string; at: string; url: string }[];
    receipts: { label: string; url: string; item: string; amount: string; method: string; paidAt: string; refunded: string | null }[];
  };
  bookings: { id: string; when: string; title: string; href: string; state: string; label: string; pay: { state: string; label: string } | null }[];
}

const STATE_BADGE: Record<string, string> = {
  pending: "badge badge--warning",
  review: "badge badge--warning",
  rejected: "badge badge--danger",
  paid: "badge badge--success",
  expired: "badge badge--muted",
  held: "badge badge--warning",
  free: "badge badge--muted",
  hours: "badge badge--muted",
};

export function StudentAccount({ payments, bookings }: Props) {
  return (
    <>
      <AdminSection id="student-hours-title" title={STUDENT_ACCOUNT_TEXT.hoursTitle}>
        <p data-testid="student-hours">
          <strong className="today-count__n">{payments.hoursLeft}</strong>
          {payments.hoursUntil ? <span className="text-muted"> · {payments.hoursUntil}</span> : null}
        </p>
      </AdminSection>
      <AdminSection id="student-orders-title" title={STUDENT_ACCOUNT_TEXT.ordersTitle} count={payments.orders.length}>
        {payments.orders.length === 0 ? (
          <p className="text-muted admin-empty">{STUDENT_ACCOUNT_TEXT.ordersNone}</p>
        ) : (
          <ul className="today-class-list" role="list" data-testid="student-orders">
            {payments.orders.map((o) => (
              <li key={o.id} className="card">
                <Link to={o.url}>{o.label}</Link> <strong>{o.amount}</strong>{" "}
                <span className={STATE_BADGE[o.state] ?? "badge badge--muted"}>{o.status}</span>
                <br />
                <span className="text-small text-muted">
                  {STUDENT_ACCOUNT_TEXT.ordered} {o.at}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection id="student-receipts-title" title={STUDENT_ACCOUNT_TEXT.receiptsTitle} count={payments.receipts.length}>
        {payments.receipts.length === 0 ? (
          <p className="text-muted admin-empty">{STUDENT_ACCOUNT_TEXT.receiptsNone}</p>
        ) : (
          <ul className="today-class-list" role="list" data-testid="student-receipts">
            {payments.receipts.map((r) => (
              <li key={r.label} className="card">
                <Link to={r.url}>
                  {STUDENT_ACCOUNT_TEXT.receipt} {r.label}
                </Link>{" "}
                {r.item} <strong>{r.amount}</strong>
                <br />
                <span className="text-small text-muted">
                  {STUDENT_ACCOUNT_TEXT.paidAt} {r.paidAt} · {r.method}
                  {r.refunded ? ` · ${r.refunded}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection id="student-bookings-title" title={STUDENT_ACCOUNT_TEXT.bookingsTitle} count={bookings.length}>
        {bookings.length === 0 ? (
          <p className="text-muted admin-empty">{STUDENT_ACCOUNT_TEXT.bookingsNone}</p>
        ) : (
          <ul className="today-class-list" role="list" data-testid="student-bookings">
            {bookings.map((b) => (
              <li key={b.id} className="card">
                <Link to={b.href}>{b.when}</Link>
                <br />
                {b.title} <span className="text-small text-muted">{b.label}</span>
                {b.pay ? (
                  <>
                    {" "}
                    <span className={STATE_BADGE[b.pay.state] ?? "badge badge--muted"}>{b.pay.label}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </>
  );
}
