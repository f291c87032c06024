/**
 * Every read and write of tutoring data (Firestore layout: ./model.ts).
 *
 * Race guarantees: a booking post first claims a seat of the occurrence with
 * a create-if-absent write (./seats.store.server.ts): when every seat is
 * held the post is refused at once, without a transaction. The claim's
 * winner, and `reschedule`, `cancelBooking` and `cancelSession`, each run in
 * ONE Firestore transaction that reads the day document(s) of the start (the
 * per-day lock: every held session of the day, with its seat count) and the
 * session document before writing them. Two transactions that touch the same
 * day conflict, so one of them is re-run with the other's writes and
 * re-checks the start with the ONE open-time rule (./open-times.ts): a 1:1
 * time is booked once, a group gets at most its seats, across any number of
 * server instances. The kernel's `tx` runs them: contention beyond its
 * attempts gives a ContentionError (503, Thai text); a Firestore that does not
 * answer gives an UnavailableError (503). The refusal, the per-process day
 * queue and the seat writes are in ./booking-tx.store.server.ts.
 *
 * Every read is counted (app/platform/firestore-reads.server.ts), each
 * attempt's; after a write each student whose bookings changed is forgotten
 * by this process's dashboard copy (./next-session.server.ts), and a read of
 * the booking window in flight is not shared any more.
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { parseDoc, parseDocs } from "~/content/shared.store.server";
import { ENROLMENTS, enrolmentId } from "~/learning/index.server";
import { countQueryReads, countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { expireHold, HOLD, holdOrder, moveHeldOrder, readHours, readHoldToRelease, readRefundable, refundHours, useHours, type Refundable } from "~/payments/index.server";
import { enqueueBookingMails } from "./mail.server";
import { notifyCancelledByTutor, notifyHoldReleased } from "./notices.server";
import { forgetNextSession } from "./next-session.server";
import {
  bookingSchema,
  busyOf,
  dayRef,
  forgetWindowRead,
  getTypeBySlug,
  parseSettings,
  sessionSchema,
  settingsRef,
  studentRef,
  typeSchema,
  upcomingOf,
} from "./records.store.server";
import { BookingRefusedError, freeSeat, oneAtATime, pruned, takeSeat, upcomingWrite } from "./booking-tx.store.server";
import { bookingDocData, newBooking, newBookingId } from "./documents.store.server";
import type { RefusalReason } from "./messages";
import { seriesUpcomingKey, sessionId as sessionIdOf, TUTORING_COLLECTIONS as C, type TutoringBooking, type TutoringType } from "./model";
import { daysAround, openTimes } from "./open-times";
import { queueBooked } from "./queue.store.server";
import { seatFreed } from "./seat-freed.server";
import { claimSeat, freeSeatIn, releaseClaim, seatsOfBooking, seatsOfSession, stillClaimed, type SeatClaim } from "./seats.store.server";
import { dayKeyOf, HOUR_MS, MINUTE_MS, nowDate } from "~/kernel/clock";
import { tx } from "~/kernel/store.server";
import { releaseSeriesHold, seriesLastAfter } from "./series.store.server";

/** After a booking write: this process's copies of what it changed (the students' dashboard cards, a window read in flight). */
function forgetWritten(uids: string[]): void {
  for (const uid of uids) forgetNextSession(uid);
  forgetWindowRead();
}

// ---------------------------------------------------------------- book

/** `hoursLeft`: a booking paid from hours, the minutes the student has left after it. */
export type BookOutcome = { ok: true; booking: TutoringBooking; existing: boolean; hoursLeft?: number; queued?: boolean; movedFrom?: string } | { ok: false; reason: RefusalReason };

export interface BookInput {
  uid: string;
  email: string;
  /** The student's name on the booking; a function is asked only once a seat is claimed (a post refused "full" reads no profile). */
  name: string | null | (() => Promise<string | null>);
  typeSlug: string;
  start: Date;
  /** What the student wants to learn (for the tutor), or null. */
  note?: string | null;
  now?: Date;
  /**
   * Settles when this post may go on (the caller's rate limit, counted beside the type's read);
   * a rejection stops the post before it reads the seats or writes anything.
   */
  allowed?: Promise<unknown>;
}

/**
 * Books a seat: claims one (./seats.store.server.ts; none free → "full" at once),
 * then ONE transaction reads the type, settings, the claim, the day document(s)
 * around the start, the session, the student (and the enrolment of an
 * enrolled-only type), re-checks the start with the open-time rule, then writes
 * the seat, the booking, the day entry, the student's list and the e-mails. A
 * refusal gives the claim back. The same student and session again answers the
 * existing booking.
 */
export async function book(input: BookInput): Promise<BookOutcome> {
  const outcome = await bookOnce(input);
  if (outcome.ok && !outcome.existing) forgetWritten([input.uid]);
  // A queued student who booked (their offer confirmed): out of the line (./queue.store.server.ts).
  if (outcome.ok && !outcome.existing && outcome.queued) await queueBooked(outcome.booking.sessionId, input.uid, input.now ?? nowDate());
  return outcome;
}

async function bookOnce(input: BookInput): Promise<BookOutcome> {
  const found = await getTypeBySlug(input.typeSlug);
  if (!found || !found.published) return { ok: false, reason: "unknown-type" };
  const start = input.start;
  if (!Number.isFinite(start.getTime())) return { ok: false, reason: "invalid-start" };
  const sid = sessionIdOf(found.id, start);
  // The seats are read once the count allows the post: read while it counts, they look free to every
  // racer waiting for its count, and each then tries (and fails) to claim.
  await input.allowed;
  const claim = await claimSeat({ sessionId: sid, seats: found.seats, uid: input.uid, bookingId: newBookingId(), now: input.now ?? nowDate() });
  if (!claim) return { ok: false, reason: "full" };
  let outcome: BookOutcome | undefined;
  try {
    const name = typeof input.name === "function" ? await input.name() : input.name;
    outcome = await oneAtATime(dayKeyOf(start), () => bookTx({ ...input, name }, found, sid, claim));
    return outcome;
  } finally {
    if (!outcome?.ok) await releaseClaim(claim);
  }
}

/** The booking's transaction, holding the seat `claim`. */
function bookTx(input: BookInput & { name: string | null }, found: TutoringType, sid: string, claim: SeatClaim): Promise<BookOutcome> {
  const store = db();
  const start = input.start;
  return tx("book", async (tx): Promise<BookOutcome> => {
    const now = input.now ?? nowDate();
    const typeRef = store.collection(C.types).doc(found.id);
    const sessionRef = store.collection(C.sessions).doc(sid);
    const refs: DocumentReference[] = [typeRef, settingsRef(store), sessionRef, studentRef(input.uid, store), claim.ref];
    if (found.enrolledOnly && found.courseId) refs.push(store.collection(ENROLMENTS).doc(enrolmentId(input.uid, found.courseId)));
    const [typeSnap, settingsSnap, sessionSnap, studentSnap, claimSnap, enrolSnap] = await tx.getAll(...refs);
    countReads(refs.length);
    const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
    if (!type || !type.published || type.slug !== input.typeSlug) return { ok: false, reason: "unknown-type" };
    const settings = parseSettings(settingsSnap!);
    const session = sessionSnap!.exists ? parseDoc(sessionSchema, sessionSnap!) : null;

    // A double submit: the student already holds this session's seat.
    const held = session && !session.cancelled ? session.seats[input.uid] : undefined;
    if (held) {
      const existing = await tx.get(store.collection(C.bookings).doc(held));
      countReads(1);
      const booking = existing.exists ? parseDoc(bookingSchema, existing) : null;
      if (booking && booking.status === "confirmed") return { ok: true, booking, existing: true };
    }
    // The claim was taken over (this post stalled past its time): the seat is someone else's.
    if (!stillClaimed(claimSnap!, claim, input.uid)) return { ok: false, reason: "full" };
    if (type.enrolledOnly && (!type.courseId || !enrolSnap?.exists)) return { ok: false, reason: "not-enrolled" };

    const dayKeys = daysAround(start, type.durationMinutes, settings.bufferMinutes);
    const busy = busyOf(await tx.getAll(...dayKeys.map((k) => dayRef(k, store))));
    countReads(dayKeys.length);
    const check = openTimes({ settings, type, busy, now }).checkStart(start);
    if (!check.ok) return { ok: false, reason: check.reason };
    const upcoming = upcomingOf(studentSnap!);
    const live = Object.values(upcoming).filter((t) => t > now.getTime()).length;
    if (live >= settings.perStudentLimit) return { ok: false, reason: "student-limit" };
    // A type paid from hours: the student's balance, read here, pays in this same transaction.
    const hours = type.payment === "hours" ? await readHours(tx, input.uid) : null;
    if (hours && hours.minutes < type.durationMinutes) return { ok: false, reason: "no-hours" };

    // Reads done: writes only from here (Firestore forbids reads after writes).
    const end = new Date(start.getTime() + type.durationMinutes * MINUTE_MS);
    const booking = newBooking({ id: claim.bookingId, uid: input.uid, email: input.email, name: input.name, typeId: type.id, sessionId: sid, start, end, attendance: null, note: input.note ?? null, now });
    // A price per session: the time is held for its payment, the order written in this same transaction.
    if (type.payment === "session" && type.priceSatang) booking.payment = holdOrder(tx, { buyer: input, item: sessionItem(booking, { ...type, priceSatang: type.priceSatang }), holdPath: `${C.bookings}/${booking.id}`, now: now.getTime() });
    takeSeat(tx, store, { ref: sessionRef, session, joins: check.joins ?? undefined, type, start, end, uid: input.uid, bookingId: booking.id, seat: claim.ref, now });
    tx.create(store.collection(C.bookings).doc(booking.id), bookingDocData(booking));
    if (hours) useHours(tx, hours, type.durationMinutes, booking.id, now);
    tx.set(studentRef(input.uid, store), ...upcomingWrite(pruned(upcoming, now, { [booking.id]: start.getTime() })));
    await enqueueBookingMails(tx, { event: "confirmed", booking, type, ...(hours ? { hoursLeft: hours.minutes } : {}) });
    return { ok: true, booking, existing: false, ...(hours ? { hoursLeft: hours.minutes } : {}), ...(claimSnap!.get("heldUntil") ? { queued: true } : {}) };
  });
}

/** A booking of a type with a price per session, as its payment order names it. */
function sessionItem(booking: TutoringBooking, type: TutoringType & { priceSatang: number }) {
  return { kind: "session" as const, bookingId: booking.id, sessionId: booking.sessionId, typeId: type.id, title: type.title, startsAt: booking.start.getTime(), endsAt: booking.end.getTime(), satang: type.priceSatang };
}

// ---------------------------------------------------------------- cancel

/** What cancelling `booking` alone reads first for its series' `upcoming` entry (undefined: not a week of a series). */
function seriesLastOf(t: Transaction, store: Firestore, booking: TutoringBooking, now: Date): Promise<number | null> | undefined {
  return booking.series ? seriesLastAfter(t, store, booking.series.id, booking.id, now) : undefined;
}

/**
 * Writes one booking as cancelled inside `tx` (writes only; its seat is freed by the caller): the
 * booking (sequence + 1), the student's upcoming list without it, and the e-mails. A week of a
 * series: the series' one entry ends at `seriesLast` (./series.store.server.ts `seriesLastAfter`),
 * or goes when no week is left.
 */
async function writeCancelled(
  tx: Transaction,
  store: Firestore,
  input: { booking: TutoringBooking; by: "student" | "tutor"; reason: string | null; now: Date; student: DocumentSnapshot; type: TutoringType | null; released?: boolean; seriesLast?: number | null }
): Promise<TutoringBooking> {
  const { booking, by, reason, now, type } = input;
  const after: TutoringBooking = { ...booking, status: "cancelled", cancelledBy: by, cancelReason: reason, sequence: booking.sequence + 1, updatedAt: now };
  tx.set(store.collection(C.bookings).doc(booking.id), bookingDocData(after));
  const upcoming = upcomingOf(input.student);
  const seriesKey = booking.series && input.seriesLast !== undefined ? seriesUpcomingKey(booking.series.id) : null;
  const left =
    seriesKey === null ? pruned(upcoming, now, {}, booking.id) : input.seriesLast == null ? pruned(upcoming, now, {}, seriesKey) : pruned(upcoming, now, { [seriesKey]: input.seriesLast });
  tx.set(studentRef(booking.uid, store), ...upcomingWrite(left));
  if (type) await enqueueBookingMails(tx, { event: "cancelled", booking: after, type, by, reason, released: input.released === true });
  return after;
}

/** Cancels one booking (student or tutor), in one transaction, mails included. */
export async function cancelBooking(input: { bookingId: string; by: "student" | "tutor"; reason: string | null; now?: Date }): Promise<TutoringBooking> {
  return (await cancelOnce(input)).after;
}

/**
 * Releases a booking held for its payment order `orderId` whose time ran out (the hold sweep,
 * ./hold-sweep.server.ts): cancelled as the tutor cancels (its mail says the hold ran out), the
 * order expired in the same transaction, the student told. False when it is not due any more (a slip came, released already).
 */
export async function releaseHold(due: { orderId: string; bookingId: string; seriesId?: string }, now = nowDate()): Promise<boolean> {
  // A weekly series' one order: its release cancels every week (./series.store.server.ts).
  if (due.seriesId) return releaseSeriesHold({ orderId: due.orderId, seriesId: due.seriesId }, now);
  return (await cancelOnce({ bookingId: due.bookingId, by: "tutor", reason: HOLD.releasedReason, now, release: due.orderId })).changed;
}

async function cancelOnce(input: {
  bookingId: string;
  by: "student" | "tutor";
  reason: string | null;
  now?: Date;
  /** A held booking's payment order whose time ran out: released only if it still is due, the order expired with it. */
  release?: string;
}): Promise<{ after: TutoringBooking; changed: boolean }> {
  const store = db();
  const after = await tx("cancel", async (tx) => {
    const now = input.now ?? nowDate();
    const bookingSnap = await tx.get(store.collection(C.bookings).doc(input.bookingId));
    countReads(1);
    const booking = bookingSnap.exists ? parseDoc(bookingSchema, bookingSnap) : null;
    if (!booking) throw new BookingRefusedError("not-found");
    const hold = input.release ? await readHoldToRelease(tx, input.release, now.getTime()) : null;
    // Not due any more (a slip came, or another process released it): nothing to do.
    if (input.release && !hold) return { after: booking, before: null, title: "" };
    if (booking.status === "cancelled") {
      if (hold) expireHold(tx, hold, now.getTime());
      return { after: booking, before: null, title: "" };
    }
    const [typeSnap, settingsSnap, daySnap, studentSnap] = await tx.getAll(
      store.collection(C.types).doc(booking.typeId),
      settingsRef(store),
      dayRef(dayKeyOf(booking.start), store),
      studentRef(booking.uid, store)
    );
    countReads(4);
    const seatDocs = await seatsOfBooking(tx, store, booking.id);
    const seriesLast = await seriesLastOf(tx, store, booking, now);
    const settings = parseSettings(settingsSnap!);
    const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
    if (input.by === "student" && now.getTime() > booking.start.getTime() - settings.cancelWindowHours * HOUR_MS)
      throw new BookingRefusedError("cancel-window");
    if (input.by === "tutor" && now.getTime() >= booking.end.getTime()) throw new BookingRefusedError("ended");
    // Hours the booking used come back (a cancellation inside the rules, or by the tutor).
    const refund = await readRefundable(tx, booking.uid, booking.id);
    freeSeat(tx, store, booking, busyOf([daySnap!]), seatDocs);
    if (refund) refundHours(tx, refund, now);
    if (hold) expireHold(tx, hold, now.getTime());
    return { after: await writeCancelled(tx, store, { booking, by: input.by, reason: input.reason, now, student: studentSnap!, type, released: hold !== null, seriesLast }), before: booking, title: type?.title ?? "" };
  });
  forgetWritten([after.after.uid]);
  // The freed seat goes to the first in the time's queue, if it has one (./queue.server.ts).
  if (after.before) await seatFreed(after.before.sessionId, input.now ?? nowDate());
  if (after.before && input.release) await notifyHoldReleased(after.before, after.title);
  else if (after.before && input.by === "tutor") await notifyCancelledByTutor(after.before, after.title);
  return { after: after.after, changed: after.before !== null };
}

/** The tutor cancels a whole session: every booking of it, each with the reason. */
export async function cancelSession(input: { sessionId: string; reason: string; now?: Date }): Promise<void> {
  const store = db();
  const cancelled = await tx("cancel session", async (tx): Promise<{ bookings: TutoringBooking[]; title: string }> => {
    const now = input.now ?? nowDate();
    const sessionRef = store.collection(C.sessions).doc(input.sessionId);
    const sessionSnap = await tx.get(sessionRef);
    countReads(1);
    const session = sessionSnap.exists ? parseDoc(sessionSchema, sessionSnap) : null;
    if (!session) throw new BookingRefusedError("not-found");
    if (session.cancelled) return { bookings: [], title: "" };
    if (now.getTime() >= session.end.getTime()) throw new BookingRefusedError("ended");
    const bookingsSnap = await tx.get(store.collection(C.bookings).where("sessionId", "==", session.id).where("status", "==", "confirmed"));
    countQueryReads(bookingsSnap.size);
    const bookings = parseDocs(bookingSchema, bookingsSnap.docs);
    const typeSnap = await tx.get(store.collection(C.types).doc(session.typeId));
    const type = typeSnap.exists ? parseDoc(typeSchema, typeSnap) : null;
    const students = bookings.length > 0 ? await tx.getAll(...bookings.map((b) => studentRef(b.uid, store))) : [];
    countReads(1 + students.length);
    const cancelled = new Set(bookings.map((b) => b.id));
    const seatDocs = (await seatsOfSession(tx, store, session.id)).filter((s) => cancelled.has(s.bookingId));
    // Hours the bookings used come back (reads first, then the writes).
    const refunds: Array<Refundable | null> = [];
    for (const b of bookings) refunds.push(await readRefundable(tx, b.uid, b.id));
    const seriesLasts: Array<number | null | undefined> = [];
    for (const b of bookings) seriesLasts.push(await seriesLastOf(tx, store, b, now));
    for (const refund of refunds) if (refund) refundHours(tx, refund, now);
    tx.update(sessionRef, {
      cancelled: true,
      cancelReason: input.reason,
      seats: {},
    });
    for (const seat of seatDocs) tx.delete(seat.ref);
    tx.set(dayRef(dayKeyOf(session.start), store), { sessions: { [session.id]: FieldValue.delete() } }, { merge: true });
    for (const [i, booking] of bookings.entries()) {
      await writeCancelled(tx, store, { booking, by: "tutor", reason: input.reason, now, student: students[i]!, type, seriesLast: seriesLasts[i] });
    }
    return { bookings, title: type?.title ?? "" };
  });
  forgetWritten(cancelled.bookings.map((b) => b.uid));
  // The time's queue, if it has one, is closed and told (./queue.server.ts).
  await seatFreed(input.sessionId, input.now ?? nowDate());
  for (const booking of cancelled.bookings) await notifyCancelledByTutor(booking, cancelled.title);
}

// ---------------------------------------------------------------- reschedule

/**
 * Moves the SAME booking to `newStart` in one transaction (sequence + 1): out
 * of the old session, day entry and seat document, into the new ones (a free
 * seat document, read in the transaction: a move is no race), re-checked with
 * the open-time rule as if the old seat were already free. Never a second booking.
 */
export async function reschedule(input: { uid: string; bookingId: string; newStart: Date; now?: Date }): Promise<BookOutcome> {
  const outcome = await rescheduleOnce(input);
  if (outcome.ok) forgetWritten([input.uid]);
  // The seat left behind goes to the first in that time's queue (./queue.server.ts).
  if (outcome.ok && outcome.movedFrom) await seatFreed(outcome.movedFrom, input.now ?? nowDate());
  return outcome;
}

async function rescheduleOnce(input: { uid: string; bookingId: string; newStart: Date; now?: Date }): Promise<BookOutcome> {
  const store = db();
  if (!Number.isFinite(input.newStart.getTime())) return { ok: false, reason: "invalid-start" };
  return oneAtATime(dayKeyOf(input.newStart), () =>
    tx("reschedule", async (tx): Promise<BookOutcome> => {
      const now = input.now ?? nowDate();
      const bookingSnap = await tx.get(store.collection(C.bookings).doc(input.bookingId));
      countReads(1);
      const booking = bookingSnap.exists ? parseDoc(bookingSchema, bookingSnap) : null;
      if (!booking || booking.uid !== input.uid) return { ok: false, reason: "not-found" };
      if (booking.status !== "confirmed") return { ok: false, reason: "cancelled" };
      const newStart = input.newStart;
      if (!Number.isFinite(newStart.getTime())) return { ok: false, reason: "invalid-start" };
      if (newStart.getTime() === booking.start.getTime()) return { ok: false, reason: "same-time" };
      const newSid = sessionIdOf(booking.typeId, newStart);
      const [typeSnap, settingsSnap, newSessionSnap, studentSnap] = await tx.getAll(
        store.collection(C.types).doc(booking.typeId),
        settingsRef(store),
        store.collection(C.sessions).doc(newSid),
        studentRef(booking.uid, store)
      );
      countReads(4);
      const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
      if (!type) return { ok: false, reason: "unknown-type" };
      const settings = parseSettings(settingsSnap!);
      if (now.getTime() > booking.start.getTime() - settings.cancelWindowHours * HOUR_MS) return { ok: false, reason: "cancel-window" };
      const newSession = newSessionSnap!.exists ? parseDoc(sessionSchema, newSessionSnap!) : null;
      if (newSession && !newSession.cancelled && newSession.seats[booking.uid]) return { ok: false, reason: "overlap" };
      const oldSeats = await seatsOfBooking(tx, store, booking.id);
      const newSeat = await freeSeatIn(tx, store, { sessionId: newSid, seats: type.seats, uid: booking.uid, now });
      if (!newSeat) return { ok: false, reason: "full" };

      const keys = [...new Set([...daysAround(newStart, type.durationMinutes, settings.bufferMinutes), dayKeyOf(booking.start)])].sort();
      const daySnaps = await tx.getAll(...keys.map((k) => dayRef(k, store)));
      countReads(keys.length);
      const busyAll = busyOf(daySnaps);
      // Checked as if this booking's seat were already free.
      const busy = busyAll.flatMap((b) => (b.id === booking.sessionId ? (b.taken > 1 ? [{ ...b, taken: b.taken - 1 }] : []) : [b]));
      const check = openTimes({ settings, type, busy, now }).checkStart(newStart);
      if (!check.ok) return { ok: false, reason: check.reason };
      // A week of a series: the series' one entry ends at its last week, which may now be this one.
      const othersLast = booking.series ? await seriesLastOf(tx, store, booking, now) : null;

      // Writes.
      freeSeat(tx, store, booking, busyAll, oldSeats);
      const end = new Date(newStart.getTime() + type.durationMinutes * MINUTE_MS);
      const newRef = store.collection(C.sessions).doc(newSid);
      takeSeat(tx, store, { ref: newRef, session: newSession, joins: check.joins ?? undefined, type, start: newStart, end, uid: booking.uid, bookingId: booking.id, seat: newSeat, now });
      const after: TutoringBooking = {
        ...booking,
        sessionId: newSid,
        start: newStart,
        end,
        sequence: booking.sequence + 1,
        attendance: null,
        updatedAt: now,
      };
      tx.set(store.collection(C.bookings).doc(booking.id), bookingDocData(after));
      // A held (unpaid) booking keeps its one order and its hold; the order names the new time.
      if (booking.payment?.status === "held") moveHeldOrder(tx, booking.payment.orderId, { sessionId: newSid, startsAt: newStart.getTime(), endsAt: end.getTime() });
      // A week of a series stays under the series' one entry (a series counts as one booking),
      // which ends at the later of its other weeks' last and this week's new start.
      const entry = booking.series
        ? { [seriesUpcomingKey(booking.series.id)]: Math.max(othersLast ?? 0, newStart.getTime()) }
        : { [booking.id]: newStart.getTime() };
      tx.set(studentRef(booking.uid, store), ...upcomingWrite(pruned(upcomingOf(studentSnap!), now, entry)));
      await enqueueBookingMails(tx, {
        event: "rescheduled",
        booking: after,
        type,
        previousStart: booking.start,
      });
      return { ok: true, booking: after, existing: false, movedFrom: booking.sessionId };
    })
  );
}
