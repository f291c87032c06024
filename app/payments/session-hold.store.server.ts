/**
 * A paid booking's hold (docs/payments.md). Booking a type with a price per session writes, in
 * the booking's own transaction, the booking held for payment and its order (`holdOrder`: the
 * order names the held document, `holdPath`, and keeps that document's `payment` field in step).
 * The hold runs HOLD_MS (`holdUntil`, the order's `expiresAt` too); a slip stops the clock until
 * the tutor decides (`pauseHold`: `holdUntil` null, the time left kept as `holdLeftMs`), a refused
 * slip starts it again where it stopped, with at least HOLD_AFTER_REFUSAL_MIN_MS (`resumeHold`:
 * the clock never restarts, so bad slips do not hold a time for ever, and the student, told by
 * e-mail and LINE, still has time to send another), and the confirm marks the booking paid in its
 * one transaction (`readSessionGrant`, then `writeSessionGrant`), with what the booking's feature
 * writes then (`onSessionPaid`: tutoring's confirmation mail and calendar invitation). A hold whose time ran out without a slip is released by the sweep
 * (tutoring/hold-sweep.server.ts): `dueHolds` finds the orders by `holdUntil`, and the booking's
 * cancellation reads `readHoldToRelease` and writes `expireHold` in its own transaction, so a
 * hold is released once whichever process sweeps. The sweep's lease (tutoring/hold-sweep.server.ts)
 * keeps two processes from sweeping the same minute (the transactions alone keep it correct).
 */
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { bounded, db } from "~/platform/firestore.store.server";
import { HOLD_AFTER_REFUSAL_MIN_MS, HOLD_MS, newOrder, PAYMENT_COLLECTIONS as C, type Order, type SessionItem } from "./model";
import { newId } from "~/kernel/ids";

/** The held booking's `payment` field. */
export interface BookingHold {
  status: "held" | "paid";
  orderId: string;
  /** When the hold ends without a slip; null while a slip waits for the tutor, and once paid. */
  holdUntil: number | null;
}

const orderRef = (id: string) => db().collection(C.orders).doc(id);

/**
 * Writes (no reads) the order of a booking held for payment, inside the booking's transaction;
 * answers the booking's `payment` field. `holdPath` is the booking document's path.
 */
export function holdOrder(
  tx: Transaction,
  input: { buyer: Pick<Order, "uid" | "email" | "name">; item: SessionItem; holdPath: string; now: number },
): BookingHold {
  const orderId = newId();
  const holdUntil = input.now + HOLD_MS;
  // The one shape of a new order (model.ts newOrder), held until holdUntil instead of ORDER_TTL_MS.
  const order: Omit<Order, "id"> = { ...newOrder(input.buyer, input.item, input.now), expiresAt: holdUntil, holdPath: input.holdPath, holdUntil };
  tx.create(orderRef(orderId), order);
  return { status: "held", orderId, holdUntil };
}

/** Whether a held order's time ran out (before a slip came or after one was refused). */
export function holdRanOut(order: Pick<Order, "holdUntil">, now: number): boolean {
  return typeof order.holdUntil === "number" && order.holdUntil <= now;
}

/**
 * A slip arrived for a held order (writes only): the clock stops until the tutor decides, the time
 * it had left kept on the order. Nothing for other orders.
 */
export function pauseHold(tx: Transaction, order: Pick<Order, "id" | "holdPath" | "holdUntil">, now: number): void {
  if (!order.holdPath) return;
  const left = typeof order.holdUntil === "number" ? Math.max(0, order.holdUntil - now) : HOLD_MS;
  tx.update(orderRef(order.id), { holdUntil: null, holdLeftMs: left });
  tx.update(db().doc(order.holdPath), { "payment.holdUntil": null });
}

/**
 * The held order's slip was refused (writes only): the clock runs again from where the slip
 * stopped it, at least HOLD_AFTER_REFUSAL_MIN_MS. Answers the new end of the hold (null for other orders).
 */
export function resumeHold(tx: Transaction, order: Pick<Order, "id" | "holdPath" | "holdLeftMs">, now: number): number | null {
  if (!order.holdPath) return null;
  const holdUntil = now + Math.max(order.holdLeftMs ?? HOLD_MS, HOLD_AFTER_REFUSAL_MIN_MS);
  tx.update(orderRef(order.id), { holdUntil, expiresAt: holdUntil });
  tx.update(db().doc(order.holdPath), { "payment.holdUntil": holdUntil });
  return holdUntil;
}

/**
 * A held booking moved to another time (writes only, in the reschedule's transaction): the order
 * says what the student pays for (its page, the receipt to come), so its item follows the booking.
 * The order stays the one order, and the hold its clock (`holdUntil`, or paused while a slip waits).
 */
export function moveHeldOrder(tx: Transaction, orderId: string, to: Pick<SessionItem, "sessionId" | "startsAt" | "endsAt">): void {
  tx.update(orderRef(orderId), { "item.sessionId": to.sessionId, "item.startsAt": to.startsAt, "item.endsAt": to.endsAt });
}

/**
 * What another feature writes when a held booking is paid, in the confirm's transaction: given
 * the booking (read) and the order, it makes its own reads and answers its writes (or null).
 * Tutoring's confirmation and invitation (tutoring/paid-mail.store.server.ts), set once by the
 * server build (app/entry.server.tsx): payments cannot import tutoring, which imports payments.
 */
export type SessionPaidWrites = (tx: Transaction, booking: DocumentSnapshot, order: Order) => Promise<((tx: Transaction) => Promise<void>) | null>;
let paidWrites: SessionPaidWrites | null = null;

export function onSessionPaid(writes: SessionPaidWrites): void {
  paidWrites = writes;
}

/** What the confirm grants a session order: the held booking and what goes with its payment, read in the confirm's transaction (before its writes). */
export interface SessionGrant {
  booking: DocumentSnapshot | null;
  writes: ((tx: Transaction) => Promise<void>) | null;
}

export async function readSessionGrant(tx: Transaction, order: Order): Promise<SessionGrant> {
  const booking = order.holdPath ? await tx.get(db().doc(order.holdPath)) : null;
  const writes = booking?.exists && paidWrites ? await paidWrites(tx, booking, order) : null;
  return { booking, writes };
}

/** Marks the held booking paid (writes only; a booking no longer there is left alone), with what goes with it. */
export async function writeSessionGrant(tx: Transaction, order: Order, grant: SessionGrant | null): Promise<void> {
  tx.update(orderRef(order.id), { holdUntil: null });
  if (grant?.booking?.exists) tx.update(grant.booking.ref, { "payment.status": "paid", "payment.holdUntil": null });
  if (grant?.writes) await grant.writes(tx);
}

// ---------------------------------------------------------------- the release

/** Held orders whose time ran out (the sweep's one query, by `holdUntil`): each order and its booking. */
export async function dueHolds(now: number, limit = 100): Promise<Array<{ orderId: string; bookingId: string; seriesId?: string }>> {
  const snap = await bounded(db().collection(C.orders).where("holdUntil", "<=", now).limit(limit).get(), "held orders read");
  return snap.docs.flatMap((d) => {
    const item = d.get("item") as Order["item"] | undefined;
    // A weekly series' order: its release cancels every week (tutoring's releaseHold reads `seriesId`).
    return item?.kind === "session" ? [{ orderId: d.id, bookingId: item.bookingId, ...(item.series ? { seriesId: item.series.id } : {}) }] : [];
  });
}

/** Whether the held document (a booking, or a weekly series) is no longer to be paid for: cancelled, or the series ended. */
export function heldGone(status: unknown): boolean {
  return status === "cancelled" || status === "ended";
}

/**
 * Reads, inside the release's transaction, the order of a hold whose time ran out with no slip
 * waiting (pending, or its slip refused); null when it is not to be released (a slip came, paid,
 * released already, by another process too).
 */
export async function readHoldToRelease(tx: Transaction, orderId: string, now: number): Promise<Order | null> {
  const snap = await tx.get(orderRef(orderId));
  if (!snap.exists) return null;
  const order = { ...(snap.data() as Omit<Order, "id">), id: orderId };
  return (order.status === "pending" || order.status === "rejected") && holdRanOut(order, now) ? order : null;
}

/** The released hold's order turns expired (writes only, in the booking's cancellation). */
export function expireHold(tx: Transaction, order: Order, now: number): void {
  tx.update(orderRef(order.id), { status: "expired", holdUntil: null, expiresAt: Math.min(order.expiresAt, now) });
}
