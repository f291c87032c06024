/**
 * What the tutor records by hand (docs/payments.md): a payment received in cash or another
 * way, and a refund of money. A payment by hand goes through the slip's path (`payOrderTx`:
 * the order, its receipt and its hours in one transaction); a refund takes back, in one
 * transaction, only the hours of that order not used yet, never below a zero balance.
 */
import { db } from "~/platform/firestore.store.server";
import { enqueueMail } from "~/services/messaging/outbox.store.server";
import type { RenderedLetter } from "~/services/messaging/mail-letter.server";
import { grantRests } from "./hour-lots";
import { readLedger } from "./hours.store.server";
import { hoursOrder, PAYMENT_COLLECTIONS as C, type HourPackage, type Order, type PaymentMethod } from "./model";
import { oneConfirmAtATime, orderRef, PaymentRefusedError, payOrderTx, toOrder, type ConfirmedPayment } from "./payments.store.server";
import { tx } from "~/kernel/store.server";
import { nowDate } from "~/kernel/clock";

export interface ByHand {
  /** Made when the tutor's confirm step was shown: a second post of the same step finds it paid. */
  orderId: string;
  buyer: Pick<Order, "uid" | "email" | "name">;
  pkg: HourPackage;
  method: Exclude<PaymentMethod, "promptpay">;
  note: string;
}

/** Records a payment received by hand: a paid order, its receipt and its hours, exactly once per `orderId`. */
export function recordPaymentByHand(input: ByHand, letter: (order: Order) => (receipt: string) => RenderedLetter, now = nowDate()): Promise<ConfirmedPayment> {
  return oneConfirmAtATime(() =>
    tx("payment by hand", async (tx) => {
      const snap = await tx.get(orderRef(input.orderId));
      if (snap.exists) {
        const held = toOrder(input.orderId, snap.data()!);
        if (held.status === "paid" && held.receipt) return { receipt: held.receipt, changed: false };
        throw new PaymentRefusedError("notOpen");
      }
      const order: Order = { ...hoursOrder(input.buyer, input.pkg, now.getTime()), id: input.orderId, method: input.method, ...(input.note ? { note: input.note } : {}) };
      return payOrderTx(tx, order, letter(order), now, true);
    }),
  );
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
