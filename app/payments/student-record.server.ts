/**
 * One student's payments for the tutor's student page (/admin/students/<uid>): the hours left
 * (in hours, with until when), each order with its state and each receipt, newest first,
 * as display rows (Thai labels, baht, Bangkok times).
 */
import { formatDateTime, formatThaiDate, now as clockNow } from "~/kernel/clock";
import { formatBaht } from "./baht";
import { soonestExpiry } from "./hour-lots";
import { listLedger } from "./hours.store.server";
import { hoursText, METHOD_LABEL, ORDER, RECEIPT, STATUS_LABEL, itemLabel } from "./messages";
import { orderStatus, type OrderStatus } from "./model";
import { listOrdersOf, listReceiptsOf } from "./mine.store.server";
import { readHourBalance } from "./payments.store.server";
import { orderUrl, receiptUrl } from "./urls";

export interface StudentOrderRow {
  id: string;
  label: string;
  amount: string;
  state: OrderStatus;
  status: string;
  at: string;
  url: string;
}

export interface StudentReceiptRow {
  label: string;
  url: string;
  item: string;
  amount: string;
  method: string;
  paidAt: string;
  refunded: string | null;
}

export async function studentPayments(uid: string, now = clockNow()) {
  const [orders, receipts, minutes, ledger] = await Promise.all([listOrdersOf(uid), listReceiptsOf(uid), readHourBalance(uid), listLedger(uid)]);
  const until = minutes > 0 ? soonestExpiry(ledger, now) : null;
  return {
    hoursLeft: hoursText(minutes),
    hoursUntil: until === null ? null : ORDER.hoursUntil(formatThaiDate(until)),
    orders: orders.map((o): StudentOrderRow => {
      const state = orderStatus(o, now);
      return { id: o.id, label: itemLabel(o.item), amount: formatBaht(o.satang), state, status: STATUS_LABEL[state], at: formatDateTime(new Date(o.createdAt)), url: orderUrl(o.id) };
    }),
    receipts: receipts.map(
      (r): StudentReceiptRow => ({
        label: r.label,
        // The receipt's back link returns the tutor here.
        url: receiptUrl(r.label, "student"),
        item: itemLabel(r.item),
        amount: formatBaht(r.satang),
        method: METHOD_LABEL[r.method ?? "promptpay"],
        paidAt: formatDateTime(new Date(r.paidAt)),
        refunded: r.refund ? RECEIPT.refunded(formatBaht(r.refund.satang), formatThaiDate(r.refund.at)) : null,
      }),
    ),
  };
}
