/**
 * The student's "การชำระเงินของฉัน" (/payments, routes/payments._index.tsx): each order (what,
 * amount, status, the way back to its QR while it waits), each receipt, the hours left in hours
 * with until when, and what gave and used them. The route names the bookings hours paid for
 * (`bookingLabels`: tutoring builds on payments, so payments does not import it).
 */
import { formatDateTime, formatThaiDate, now as clockNow } from "~/kernel/clock";
import { formatBaht } from "./baht";
import { soonestExpiry, type LedgerEntry } from "./hour-lots";
import { listLedger } from "./hours.store.server";
import { hoursChange, hoursText, itemLabel, MINE, ORDER, orderLabel, RECEIPT, STATUS_LABEL } from "./messages";
import { listOrdersOf, listReceiptsOf } from "./mine.store.server";
import { orderStatus, type Order, type OrderStatus } from "./model";
import { readHourBalance } from "./payments.store.server";
import { orderUrl, receiptUrl } from "./urls";

export interface MyOrderRow {
  id: string;
  what: string;
  amount: string;
  status: OrderStatus;
  statusText: string;
  ordered: string;
  url: string;
  /** Waiting for a payment (pending, or a slip refused): the link back to its QR is the row's button. */
  waiting: boolean;
  payBy: string | null;
  receipt: { label: string; url: string } | null;
}

export interface MyReceiptRow {
  label: string;
  url: string;
  date: string;
  what: string;
  amount: string;
  refunded: string | null;
}

export interface MyHoursRow {
  key: string;
  when: string;
  what: string;
  change: string;
  minus: boolean;
}

/** Reads the student's orders, receipts, balance and ledger at once. */
export async function readMyPayments(uid: string) {
  const [orders, receipts, minutes, ledger] = await Promise.all([listOrdersOf(uid), listReceiptsOf(uid), readHourBalance(uid), listLedger(uid)]);
  return { orders, receipts, minutes, ledger };
}

/** The bookings hours were used for or given back from (their ids), for the route to name. */
export const ledgerBookings = (ledger: readonly LedgerEntry[]) => [...new Set(ledger.flatMap((e) => (e.bookingId ? [e.bookingId] : [])))];

/** The page's rows from what was read; `bookingLabels` names a booking ("ติวตัวต่อตัว 27 พ.ย. 2569 14:00 น."). */
export function myPaymentsView(read: Awaited<ReturnType<typeof readMyPayments>>, bookingLabels: ReadonlyMap<string, string>, now = clockNow()) {
  const { orders, receipts, minutes, ledger } = read;
  const receiptOf = new Map(orders.flatMap((o) => (o.receipt ? [[o.id, o.receipt] as const] : [])));
  return {
    orders: orders.map((o) => orderRow(o, now)),
    receipts: receipts.map(
      (r): MyReceiptRow => ({
        label: r.label,
        url: receiptUrl(r.label),
        date: formatThaiDate(r.paidAt),
        what: itemLabel(r.item),
        amount: formatBaht(r.satang),
        refunded: r.refund ? RECEIPT.refunded(formatBaht(r.refund.satang), formatThaiDate(r.refund.at)) : null,
      }),
    ),
    // No hours ever (no entry, no balance): the section says how to get some instead.
    hours:
      ledger.length === 0 && minutes === 0
        ? null
        : {
            left: hoursText(minutes),
            until: minutes > 0 ? untilText(soonestExpiry(ledger, now)) : null,
            history: [...ledger].sort((a, b) => b.at - a.at).map((e, i) => historyRow(e, i, bookingLabels, receiptOf)),
          },
  };
}

const untilText = (at: number | null) => (at === null ? null : ORDER.hoursUntil(formatThaiDate(at)));

function orderRow(o: Order, now: number): MyOrderRow {
  const status = orderStatus(o, now);
  const waiting = status === "pending" || status === "rejected";
  return {
    id: o.id,
    what: orderLabel(o.item),
    amount: formatBaht(o.satang),
    status,
    statusText: STATUS_LABEL[status],
    ordered: MINE.ordered(formatDateTime(new Date(o.createdAt))),
    url: orderUrl(o.id),
    waiting,
    payBy: waiting && (status === "pending" || o.holdUntil) ? MINE.payBy(formatDateTime(new Date(o.expiresAt))) : null,
    receipt: o.receipt ? { label: o.receipt, url: receiptUrl(o.receipt) } : null,
  };
}

function historyRow(e: LedgerEntry, i: number, bookings: ReadonlyMap<string, string>, receipts: ReadonlyMap<string, string>): MyHoursRow {
  const booking = e.bookingId ? bookings.get(e.bookingId) : undefined;
  const what =
    e.kind === "grant"
      ? MINE.granted(e.orderId ? (receipts.get(e.orderId) ?? null) : null)
      : e.kind === "use"
        ? booking ? MINE.used(booking) : MINE.usedUnknown
        : e.kind === "refund"
          ? booking ? MINE.returned(booking) : MINE.returnedUnknown
          : e.kind === "revoke"
            ? MINE.revoked
            : MINE.expired;
  return { key: `${e.kind}-${e.orderId ?? e.bookingId ?? i}`, when: formatThaiDate(e.at), what, change: hoursChange(e.minutes), minus: e.minutes < 0 };
}
