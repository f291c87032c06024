/**
 * The hours-of-credit ledger (docs/payments.md): every grant, use, refund and expiry is an
 * entry of `hourLedger`, and `hourBalances/{uid}` holds their sum, written in the same
 * transaction as each entry, so the balance never goes below zero: a use reads the balance
 * first and is refused when it is short.
 *
 * The booking transaction (tutoring/booking.store.server.ts) calls these: `readHours` with
 * its other reads, then `useHours` with its writes; a cancellation `readRefundable`, then
 * `refundHours` (only a booking that used hours and was not refunded yet gets them back).
 */
import type { Transaction } from "firebase-admin/firestore";
import { bounded, db } from "~/platform/firestore.store.server";
import type { LedgerEntry } from "./hour-lots";
import { PAYMENT_COLLECTIONS as C } from "./model";
import { nowDate } from "~/kernel/clock";

/** A student's balance as read in a transaction (minutes). */
export interface HoursRead {
  uid: string;
  minutes: number;
}

/** Too few hours for this booking: the transaction writes nothing. */
export class NotEnoughHoursError extends Error {
  override name = "NotEnoughHoursError";
  constructor(readonly have: number, readonly need: number) {
    super(`not enough hours: ${have} < ${need} minutes`);
  }
}

const balanceRef = (uid: string) => db().collection(C.balances).doc(uid);

/** Reads the student's balance inside `tx` (call with the transaction's other reads). */
export async function readHours(tx: Transaction, uid: string): Promise<HoursRead> {
  return { uid, minutes: Number((await tx.get(balanceRef(uid))).get("minutes") ?? 0) };
}

function entry(tx: Transaction, read: HoursRead, kind: "use" | "refund", minutes: number, bookingId: string, now: Date) {
  const delta = kind === "use" ? -minutes : minutes;
  tx.create(db().collection(C.ledger).doc(`${kind}-${bookingId}`), { uid: read.uid, kind, minutes: delta, bookingId, at: now.getTime() });
  tx.set(balanceRef(read.uid), { minutes: read.minutes + delta });
  read.minutes += delta;
}

/**
 * Uses `minutes` of `read`'s balance for a booking (writes only; `readHours` came first in the
 * same transaction). One entry per booking: a second use of the same booking fails the
 * transaction (the entry's id is taken).
 */
export function useHours(tx: Transaction, read: HoursRead, minutes: number, bookingId: string, now = nowDate()): void {
  if (!Number.isSafeInteger(minutes) || minutes <= 0) throw new RangeError("minutes must be a positive whole number");
  if (read.minutes < minutes) throw new NotEnoughHoursError(read.minutes, minutes);
  entry(tx, read, "use", minutes, bookingId, now);
}

/** What a cancelled booking gives back: the minutes it used, unless they came back already. */
export interface Refundable {
  read: HoursRead;
  minutes: number;
  bookingId: string;
}

/** Reads, inside `tx`, whether `bookingId` used hours that were not given back yet (null: nothing to give). */
export async function readRefundable(tx: Transaction, uid: string, bookingId: string): Promise<Refundable | null> {
  const ledger = db().collection(C.ledger);
  const [balance, used, refunded] = await tx.getAll(balanceRef(uid), ledger.doc(`use-${bookingId}`), ledger.doc(`refund-${bookingId}`));
  if (!used!.exists || refunded!.exists) return null;
  return { read: { uid, minutes: Number(balance!.get("minutes") ?? 0) }, minutes: -Number(used!.get("minutes")), bookingId };
}

/** Gives a booking's hours back (a cancellation inside the rules, or by the tutor; writes only). */
export function refundHours(tx: Transaction, refund: Refundable, now = nowDate()): void {
  entry(tx, refund.read, "refund", refund.minutes, refund.bookingId, now);
}

/** A student's ledger entries, read inside `tx` (the refund's and the expiry's reads). */
export async function readLedger(tx: Transaction, uid: string): Promise<LedgerEntry[]> {
  const snap = await tx.get(db().collection(C.ledger).where("uid", "==", uid));
  return snap.docs.map((d) => d.data() as LedgerEntry);
}

/** A student's ledger entries (what /tutoring reads for the hours' end). */
export async function listLedger(uid: string): Promise<LedgerEntry[]> {
  const snap = await bounded(db().collection(C.ledger).where("uid", "==", uid).get(), "hours ledger read");
  return snap.docs.map((d) => d.data() as LedgerEntry);
}
