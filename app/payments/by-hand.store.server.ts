/**
 * What the tutor records by hand (docs/payments.md): a payment received in cash or another
 * way for anything sold (an hour package, a course, a booked session's open order), and a
 * refund of money. A payment by hand goes through the slip's path (`payOrderTx`:
 * the order, its receipt and its hours in one transaction); a refund takes back, in one
 * transaction, only the hours of that order not used yet, never below a zero balance.
 */
import { bounded, db } from "~/platform/firestore.store.server";
import { enqueueMail } from "~/services/messaging/outbox.store.server";
import type { RenderedLetter } from "~/services/messaging/mail-letter.server";
import { grantRests } from "./hour-lots";
import { readLedger } from "./hours.store.server";
import { newOrder, orderStatus, PAYMENT_COLLECTIONS as C, type CourseItem, type HoursItem, type Order, type PaymentMethod } from "./model";
import { heldGone, holdRanOut } from "./session-hold.store.server";
import { oneConfirmAtATime, orderRef, PaymentRefusedError, payOrderTx, toOrder, type ConfirmedPayment } from "./payments.store.server";
import { tx } from "~/kernel/store.server";
import { nowDate } from "~/kernel/clock";

export interface ByHand {
  /**
   * Made when the tutor's confirm step was shown (a second post of the same step finds it
   * paid), or the id of the student's open order that this payment pays (a held session, a
   * course or a package ordered and not paid yet).
   */
  orderId: string;
  buyer: Pick<Order, "uid" | "email" | "name">;
  /** What is sold when no order `orderId` exists yet: an hour package or a course. */
  item: HoursItem | CourseItem | null;
  method: Exclude<PaymentMethod, "promptpay">;
  note: string;
  payerName: string | null;
}

/**
 * Whether the tutor may take a payment by hand for this order now: waiting for its payment (a
 * slip refused, or a slip waiting for the check), not run out, and a held session still held.
 */
export function payableByHand(order: Order, now: number): boolean {
  const status = orderStatus(order, now);
  return (status === "pending" || status === "rejected" || status === "review") && !holdRanOut(order, now);
}

/**
 * Records a payment received by hand, exactly once per `orderId`: the open order it names, or a
 * new paid order of `item`; its receipt, and what it grants (hours, the course's enrolment, the
 * held booking paid), all in one transaction (payOrderTx).
 */
export function recordPaymentByHand(input: ByHand, letter: (order: Order) => (receipt: string) => RenderedLetter, now = nowDate()): Promise<ConfirmedPayment> {
  return oneConfirmAtATime(() =>
    tx("payment by hand", async (tx) => {
      const snap = await tx.get(orderRef(input.orderId));
      const how = { method: input.method, ...(input.note ? { note: input.note } : {}), ...(input.payerName ? { payerName: input.payerName } : {}) };
      if (snap.exists) {
        const held = toOrder(input.orderId, snap.data()!);
        if (held.status === "paid" && held.receipt) return { receipt: held.receipt, changed: false };
        if (held.uid !== input.buyer.uid || !payableByHand(held, now.getTime())) throw new PaymentRefusedError("notOpen");
        // A held booking cancelled meanwhile is not paid for.
        if (held.holdPath && heldGone((await tx.get(db().doc(held.holdPath))).get("status"))) throw new PaymentRefusedError("notOpen");
        const order: Order = { ...held, ...how };
        return payOrderTx(tx, order, letter(order), now, false);
      }
      if (!input.item) throw new PaymentRefusedError("notOpen");
      const order: Order = { ...newOrder(input.buyer, input.item, now.getTime()), id: input.orderId, ...how };
      return payOrderTx(tx, order, letter(order), now, true);
    }),
  );
}

/** Orders waiting for their payment (pending, or a slip refused), newest first, that the tutor may take by hand. */
export async function listPayableOrders(now: number, limit = 50): Promise<Order[]> {
  const snap = await bounded(db().collection(C.orders).where("status", "in", ["pending", "rejected"]).get(), "open orders read");
  return snap.docs
    .map((d) => toOrder(d.id, d.data()))
    .filter((o) => payableByHand(o, now) && o.status !== "review")
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limit);
}

export interface RefundDone {
  /** False when the order was refunded already (a second post): nothing was written. */
  changed: boolean;
  /** Minutes of credit taken back. */
  minutes: number;
  order: Order;
}

/**
 * Refunds `satang` (1 … what was paid) of a paid order, once: the order and its receipt record
 * the refund, the hours of the order not used yet are taken back (a `revoke-<order>` entry),
 * and the student's e-mail is queued, all in one transaction.
 */
export function refundOrder(orderId: string, refund: { satang: number; reason: string }, letter: (order: Order, minutes: number) => RenderedLetter, now = nowDate()): Promise<RefundDone> {
  return tx("refund", async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    if (!snap.exists) throw new PaymentRefusedError("notOpen");
    const order = toOrder(orderId, snap.data()!);
    if (order.refund) return { changed: false, minutes: 0, order };
    if (order.status !== "paid" || !order.receipt || refund.satang < 1 || refund.satang > order.satang) throw new PaymentRefusedError("notOpen");
    const balanceRef = db().collection(C.balances).doc(order.uid);
    const balance = await tx.get(balanceRef);
    const entries = order.item.kind === "hours" ? await readLedger(tx, order.uid) : [];
    const have = Number(balance.get("minutes") ?? 0);
    const minutes = Math.min(have, grantRests(entries).get(orderId) ?? 0);
    const done = { ...refund, at: now.getTime() };
    await enqueueMail(tx, { to: order.email, ...letter({ ...order, refund: done }, minutes), dedupeKey: `refund:${orderId}`, recipientUid: order.uid }, { read: false });
    tx.update(orderRef(orderId), { refund: done });
    tx.update(db().collection(C.receipts).doc(order.receipt.replace("/", "-")), { refund: done });
    if (minutes > 0) {
      tx.create(db().collection(C.ledger).doc(`revoke-${orderId}`), { uid: order.uid, kind: "revoke", minutes: -minutes, orderId, at: now.getTime() });
      tx.set(balanceRef, { minutes: have - minutes });
    }
    return { changed: true, minutes, order: { ...order, refund: done } };
  });
}
