/**
 * "การชำระเงินของฉัน" (/payments, mine.server.ts builds the rows): the orders first (an order
 * waiting for its payment has its way back to the QR as the row's button), then the hours left
 * with until when and what gave and used them, then the receipts. Plain HTML: no script.
 */
import { myPaymentsUrl, tutoringUrl } from "~/kernel/urls";
import { Link } from "~/ui/Link";
import { MINE } from "./messages";
import type { MyHoursRow, MyOrderRow, MyReceiptRow } from "./mine.server";
import type { OrderStatus } from "./model";

const STATUS_BADGE: Record<OrderStatus, string> = {
  pending: "badge badge--warning",
  rejected: "badge badge--danger",
  review: "badge badge--primary",
  paid: "badge badge--success",
  expired: "badge badge--muted",
};

export function MyOrders({ orders }: { orders: readonly MyOrderRow[] }) {
  return (
    <section className="section stack" aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">{MINE.ordersTitle}</h2>
      {orders.length === 0 ? <p className="text-muted">{MINE.ordersNone}</p> : null}
      <ul className="box-list my-pay-list" role="list">
        {orders.map((o) => (
          <li key={o.id} id={`order-${o.id}`} className="stack stack--tight">
            <p className="my-pay-list__what">
              <strong>{o.what}</strong>
            </p>
            <p className="cluster">
              <span className="my-pay-list__amount">{o.amount}</span>
              <span className={STATUS_BADGE[o.status]}>{o.statusText}</span>
            </p>
            <p className="text-muted text-small">
              {o.ordered}
              {o.payBy ? ` · ${o.payBy}` : null}
            </p>
            {o.waiting ? (
              <p>
                <Link to={o.url} className="button button--primary">
                  {MINE.pay}
                  <span className="visually-hidden"> {o.what}</span>
                </Link>
              </p>
            ) : o.receipt ? (
              <p>
                <Link to={o.receipt.url}>{MINE.receiptLink(o.receipt.label)}</Link>
              </p>
            ) : (
              <p>
                <Link to={o.url}>
                  {MINE.view}
                  <span className="visually-hidden"> {o.what}</span>
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyHours({ hours }: { hours: { left: string; until: string | null; history: readonly MyHoursRow[] } | null }) {
  return (
    <section className="section card stack" aria-labelledby="my-hours-title">
      <h2 id="my-hours-title">{MINE.hoursTitle}</h2>
      {hours ? (
        <>
          <p>
            <strong className="my-pay-hours" id="my-hours-left">{hours.left}</strong>
            {hours.until ? <span id="my-hours-until"> {hours.until}</span> : null}
          </p>
          <p className="cluster">
            <Link to={tutoringUrl()} className="button button--secondary">{MINE.book}</Link>
          </p>
          {hours.history.length > 0 ? (
            <>
              <h3>{MINE.historyTitle}</h3>
              <ul className="my-pay-history" role="list">
                {hours.history.map((h) => (
                  <li key={h.key}>
                    <span className={h.minus ? "my-pay-history__change my-pay-history__change--minus" : "my-pay-history__change"}>{h.change}</span>
                    <span>
                      {h.what}
                      <span className="text-muted text-small"> · {h.when}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p>
          {MINE.hoursNone}{" "}
          <Link to={tutoringUrl()}>{MINE.buyHours}</Link>
        </p>
      )}
    </section>
  );
}

export function MyReceipts({ receipts }: { receipts: readonly MyReceiptRow[] }) {
  return (
    <section className="section stack" aria-labelledby="my-receipts-title">
      <h2 id="my-receipts-title">{MINE.receiptsTitle}</h2>
      {receipts.length === 0 ? <p className="text-muted">{MINE.receiptsNone}</p> : null}
      <ul className="box-list my-pay-list" role="list">
        {receipts.map((r) => (
          <li key={r.label} className="stack stack--tight">
            <p>
              <Link to={r.url}>{MINE.receiptLink(r.label)}</Link>
            </p>
            <p>
              {r.what} · <span className="my-pay-list__amount">{r.amount}</span>
            </p>
            <p className="text-muted text-small">{r.date}</p>
            {r.refunded ? <p className="badge badge--warning">{r.refunded}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's card that leads to "การชำระเงินของฉัน". */
export function MyPaymentsCard() {
  return (
    <section className="dashboard-section card" aria-labelledby="my-payments-title">
      <h2 id="my-payments-title">{MINE.title}</h2>
      <p className="text-muted">{MINE.dashboardLead}</p>
      <p>
        <Link to={myPaymentsUrl()} className="button button--secondary">
          {MINE.open}
        </Link>
      </p>
    </section>
  );
}
