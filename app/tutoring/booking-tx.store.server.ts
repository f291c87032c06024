/**
 * What the booking transactions (./booking.store.server.ts, run by the kernel's
 * `tx`) share: the refusal they answer with, this process's one-at-a-time queue per day,
 * and the writes that take or free a seat (the session's seat map, the day
 * entry and the seat document, ./seats.store.server.ts) and keep the student's
 * upcoming list.
 */
import { FieldPath, FieldValue, type DocumentData, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { dayEntry, sessionDocData } from "./documents.store.server";
import type { RefusalReason } from "./messages";
import { DROP_CLEAR_TOKENS } from "./feed.store.server";
import { FEED_CLEAR_TOKEN_FIELDS, TUTORING_COLLECTIONS as C, type TutoringBooking, type TutoringSession, type TutoringType } from "./model";
import type { BusySession } from "./open-times";
import { dayRef } from "./records.store.server";
import { holdSeat } from "./seats.store.server";
import { dayKeyOf, DAY_MS } from "~/kernel/clock";

// ---------------------------------------------------------------- errors

/** A refused change (cancel, reschedule): the route answers the Thai text of `reason`. */
export class BookingRefusedError extends Error {
  override name = "BookingRefusedError";
  constructor(readonly reason: RefusalReason) {
    super(`booking refused: ${reason}`);
  }
}

/**
 * This process runs one booking transaction per Bangkok day at a time (others
 * for the same day wait their turn here). Correctness does not depend on it —
 * the transactions hold the rule across processes — but many transactions on
 * one day document at once make Firestore (and its emulator) abort and retry
 * them for tens of seconds; queued, a race's losers see the committed state
 * and are refused at once.
 */
const dayQueues = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = dayQueues.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  dayQueues.set(key, mine);
  try {
    return await mine;
  } finally {
    if (dayQueues.get(key) === mine) dayQueues.delete(key);
  }
}

/**
 * Replaces the student document's `upcoming` map whole, keeping its other fields
 * (the feed's hashes), and drops a clear feed token an older version stored.
 */
export function upcomingWrite(upcoming: Record<string, number>): [DocumentData, { mergeFields: string[] }] {
  return [{ upcoming, ...DROP_CLEAR_TOKENS }, { mergeFields: ["upcoming", ...FEED_CLEAR_TOKEN_FIELDS] }];
}

/** The student's upcoming list without what has passed, with `add` (and without `remove`). */
export function pruned(upcoming: Record<string, number>, now: Date, add: Record<string, number>, remove?: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, t] of Object.entries(upcoming)) if (t > now.getTime() - DAY_MS && id !== remove) out[id] = t;
  return { ...out, ...add };
}

/**
 * Frees one seat of a session inside `tx` (writes only): the session's seat map, the day entry and
 * the booking's seat documents (`seatDocs`, read before by `seatsOfBooking`). The session keeps who
 * left (`left`): a booking moved elsewhere no longer names this session, and the tutor's agenda
 * still says who was here.
 */
export function freeSeat(tx: Transaction, store: Firestore, booking: TutoringBooking, busy: BusySession[], seatDocs: DocumentReference[]) {
  for (const ref of seatDocs) tx.delete(ref);
  const entry = busy.find((b) => b.id === booking.sessionId);
  const who = { uid: booking.uid, email: booking.email, name: booking.name };
  tx.update(store.collection(C.sessions).doc(booking.sessionId), new FieldPath("seats", booking.uid), FieldValue.delete(), new FieldPath("left", booking.id), who);
  const left = (entry?.taken ?? 1) - 1;
  const day = dayRef(dayKeyOf(booking.start), store);
  if (entry && left > 0) tx.set(day, { sessions: { [booking.sessionId]: { taken: left } } }, { merge: true });
  else tx.set(day, { sessions: { [booking.sessionId]: FieldValue.delete() } }, { merge: true });
}

/**
 * Takes `uid`'s seat in the session at `start` inside `tx` (writes only): a new occurrence (or one
 * whose seats were all freed) starts its document afresh, keeping the tutor's link and notes;
 * otherwise the seat joins the others. The day entry counts the seat; the seat document `seat`
 * (the post's claim, or the free seat a move found) is marked booked.
 */
export function takeSeat(
  tx: Transaction,
  store: Firestore,
  input: {
    ref: DocumentReference;
    session: TutoringSession | null;
    joins: { taken: number } | undefined;
    type: TutoringType;
    start: Date;
    end: Date;
    uid: string;
    bookingId: string;
    seat: DocumentReference;
    now: Date;
  }
) {
  const { ref, session, joins, type, start, end, uid, bookingId } = input;
  holdSeat(tx, input.seat, { uid, bookingId, sessionId: ref.id, now: input.now });
  if (!session || session.cancelled || !joins) {
    tx.set(
      ref,
      sessionDocData({
        typeId: type.id,
        start,
        end,
        seats: { [uid]: bookingId },
        seatsTotal: type.seats,
        cancelled: false,
        cancelReason: null,
        meetingUrl: session?.meetingUrl ?? null,
        notes: session?.notes ?? "",
        homework: session?.homework ?? "",
      })
    );
  } else {
    tx.update(ref, new FieldPath("seats", uid), bookingId);
  }
  const taken = joins ? joins.taken + 1 : 1;
  // A seat offered from the queue is now booked: its offer no longer holds one (./queue.store.server.ts).
  const entry = { ...dayEntry(type.id, start, end, taken, type.seats), offers: { [uid]: FieldValue.delete() } };
  tx.set(dayRef(dayKeyOf(start), store), { sessions: { [ref.id]: entry } }, { merge: true });
}
