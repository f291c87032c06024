/**
 * Every read and write of tutoring data (Firestore layout: ./model.ts).
 *
 * Race guarantees: `book`, `reschedule`, `cancelBooking` and `cancelSession`
 * each run in ONE Firestore transaction that reads the day document(s) of the
 * start (the per-day lock: every held session of the day, with its seat
 * count) and the session document before writing them. Two transactions that
 * touch the same day conflict, so one of them is re-run with the other's
 * writes and re-checks the start with the ONE open-time rule
 * (./open-times.ts): a 1:1 time is booked once, a group gets at most its
 * seats, across any number of server instances. Contention beyond
 * MAX_ATTEMPTS gives a ContentionError (503, Thai text); a Firestore that
 * does not answer gives an UnavailableError (503).
 */
import { FieldPath, FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { parseDoc, parseDocs } from "~/content/shared.store.server";
import { ENROLMENTS, enrolmentId } from "~/learning/index.server";
import { UnavailableError } from "~/platform/errors";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { enqueueBookingMails } from "./mail.server";
import {
  bookingSchema,
  busyOf,
  dayRef,
  getTypeBySlug,
  isFirestoreError,
  parseSettings,
  read,
  sessionSchema,
  settingsRef,
  studentRef,
  typeSchema,
  upcomingOf,
} from "./records.store.server";
import { bookingDocData, dayEntry, newBookingId, sessionDocData } from "./documents.store.server";
import type { RefusalReason } from "./messages";
import { sessionId as sessionIdOf, TUTORING_COLLECTIONS as C, type TutoringBooking } from "./model";
import { daysAround, openTimes, type BusySession } from "./open-times";
import { dayKeyOf, DAY_MS, HOUR_MS, MINUTE_MS } from "./time";

const MAX_ATTEMPTS = 50;

// ---------------------------------------------------------------- errors

/** A refused change (cancel, reschedule): the route answers the Thai text of `reason`. */
export class BookingRefusedError extends Error {
  override name = "BookingRefusedError";
  constructor(readonly reason: RefusalReason) {
    super(`booking refused: ${reason}`);
  }
}

/** Too many transactions on the same day at once: still conflicting after MAX_ATTEMPTS (503). */
export class ContentionError extends UnavailableError {
  override name = "ContentionError";
}

/** gRPC ABORTED: the transaction lost its race MAX_ATTEMPTS times. */
const ABORTED = 10;

/**
 * A transaction gives up after this long (Firestore unreachable): the student gets the Thai 503 with
 * the form, never a hang. One that still commits later is found by the next post (same student, same
 * session: the existing booking), so a retry never books twice.
 */
const TX_TIMEOUT_MS = 10_000;

async function runTx<T>(label: string, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await withTimeout(db().runTransaction(fn, { maxAttempts: MAX_ATTEMPTS }), TX_TIMEOUT_MS, label);
  } catch (error) {
    if (error instanceof BookingRefusedError) throw error;
    if ((error as { code?: unknown }).code === ABORTED) throw new ContentionError(`${label}: contention`);
    if (isFirestoreError(error)) throw new UnavailableError(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
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

async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = dayQueues.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  dayQueues.set(key, mine);
  try {
    return await mine;
  } finally {
    if (dayQueues.get(key) === mine) dayQueues.delete(key);
  }
}

// ---------------------------------------------------------------- book

export type BookOutcome = { ok: true; booking: TutoringBooking; existing: boolean } | { ok: false; reason: RefusalReason };

export interface BookInput {
  uid: string;
  email: string;
  name: string | null;
  typeSlug: string;
  start: Date;
  now?: Date;
}

/**
 * Books a seat in ONE transaction: reads the type, settings, the day
 * document(s) around the start, the session, the student (and the enrolment
 * of an enrolled-only type), re-checks the start with the open-time rule,
 * then writes the seat, the booking, the day entry, the student's list and
 * the e-mails. The same student and session again answers the existing booking.
 */
export async function book(input: BookInput): Promise<BookOutcome> {
  const found = await getTypeBySlug(input.typeSlug);
  if (!found || !found.published) return { ok: false, reason: "unknown-type" };
  const start = input.start;
  if (!Number.isFinite(start.getTime())) return { ok: false, reason: "invalid-start" };
  const sid = sessionIdOf(found.id, start);
  const store = db();
  return oneAtATime(dayKeyOf(start), async () => {
    // Fast refusal before the transaction: a time already full in the committed
    // state is refused without taking the day's lock (its seats can only have
    // been taken further). Everything else is decided inside the transaction.
    const taken = await read("tutoring session", () => store.collection(C.sessions).doc(sid).get());
    const seen = taken.exists ? parseDoc(sessionSchema, taken) : null;
    if (seen && !seen.cancelled && !seen.seats[input.uid] && Object.keys(seen.seats).length >= seen.seatsTotal) return { ok: false, reason: "full" };
    return runTx("book", async (tx): Promise<BookOutcome> => {
      const now = input.now ?? new Date();
      const typeRef = store.collection(C.types).doc(found.id);
      const sessionRef = store.collection(C.sessions).doc(sid);
      const refs: DocumentReference[] = [typeRef, settingsRef(store), sessionRef, studentRef(input.uid, store)];
      if (found.enrolledOnly && found.courseId) refs.push(store.collection(ENROLMENTS).doc(enrolmentId(input.uid, found.courseId)));
      const [typeSnap, settingsSnap, sessionSnap, studentSnap, enrolSnap] = await tx.getAll(...refs);
      const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
      if (!type || !type.published || type.slug !== input.typeSlug) return { ok: false, reason: "unknown-type" };
      const settings = parseSettings(settingsSnap!);
      const session = sessionSnap!.exists ? parseDoc(sessionSchema, sessionSnap!) : null;

      // A double submit: the student already holds this session's seat.
      const held = session && !session.cancelled ? session.seats[input.uid] : undefined;
      if (held) {
        const existing = await tx.get(store.collection(C.bookings).doc(held));
        const booking = existing.exists ? parseDoc(bookingSchema, existing) : null;
        if (booking && booking.status === "confirmed") return { ok: true, booking, existing: true };
      }
      if (type.enrolledOnly && (!type.courseId || !enrolSnap?.exists)) return { ok: false, reason: "not-enrolled" };

      const dayKeys = daysAround(start, type.durationMinutes, settings.bufferMinutes);
      const busy = busyOf(await tx.getAll(...dayKeys.map((k) => dayRef(k, store))));
      const check = openTimes({ settings, type, busy, now }).checkStart(start);
      if (!check.ok) return { ok: false, reason: check.reason };
      const upcoming = upcomingOf(studentSnap!);
      const live = Object.values(upcoming).filter((t) => t > now.getTime()).length;
      if (live >= settings.perStudentLimit) return { ok: false, reason: "student-limit" };

      // Reads done: writes only from here (Firestore forbids reads after writes).
      const end = new Date(start.getTime() + type.durationMinutes * MINUTE_MS);
      const booking: TutoringBooking = {
        id: newBookingId(),
        uid: input.uid,
        email: input.email,
        name: input.name,
        typeId: type.id,
        sessionId: sid,
        start,
        end,
        status: "confirmed",
        sequence: 0,
        cancelledBy: null,
        cancelReason: null,
        attendance: null,
        createdAt: now,
        updatedAt: now,
      };
      const taken = check.joins ? check.joins.taken + 1 : 1;
      if (!session || session.cancelled || !check.joins) {
        // A new occurrence (or one whose seats were all freed): its document starts afresh, keeping the tutor's link and notes.
        tx.set(
          sessionRef,
          sessionDocData({
            typeId: type.id,
            start,
            end,
            seats: { [input.uid]: booking.id },
            seatsTotal: type.seats,
            cancelled: false,
            cancelReason: null,
            meetingUrl: session?.meetingUrl ?? null,
            notes: session?.notes ?? "",
            homework: session?.homework ?? "",
          })
        );
      } else {
        tx.update(sessionRef, new FieldPath("seats", input.uid), booking.id);
      }
      tx.create(store.collection(C.bookings).doc(booking.id), bookingDocData(booking));
      tx.set(
        dayRef(dayKeyOf(start), store),
        {
          sessions: { [sid]: dayEntry(type.id, start, end, taken, type.seats) },
        },
        { merge: true }
      );
      tx.set(studentRef(input.uid, store), { upcoming: pruned(upcoming, now, { [booking.id]: start.getTime() }) }, UPCOMING_ONLY);
      await enqueueBookingMails(tx, { event: "confirmed", booking, type });
      return { ok: true, booking, existing: false };
    });
  });
}

/** Replaces the student document's `upcoming` map whole, keeping its other fields (the feed's). */
const UPCOMING_ONLY = { mergeFields: ["upcoming"] };

/** The student's upcoming list without what has passed, with `add` (and without `remove`). */
function pruned(upcoming: Record<string, number>, now: Date, add: Record<string, number>, remove?: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, t] of Object.entries(upcoming)) if (t > now.getTime() - DAY_MS && id !== remove) out[id] = t;
  return { ...out, ...add };
}

// ---------------------------------------------------------------- cancel

/** Frees one seat of a session inside `tx` (writes only): the session's seat map and the day entry. */
function freeSeat(tx: Transaction, store: Firestore, booking: TutoringBooking, busy: BusySession[]) {
  const entry = busy.find((b) => b.id === booking.sessionId);
  tx.update(store.collection(C.sessions).doc(booking.sessionId), new FieldPath("seats", booking.uid), FieldValue.delete());
  const left = (entry?.taken ?? 1) - 1;
  const day = dayRef(dayKeyOf(booking.start), store);
  if (entry && left > 0) tx.set(day, { sessions: { [booking.sessionId]: { taken: left } } }, { merge: true });
  else tx.set(day, { sessions: { [booking.sessionId]: FieldValue.delete() } }, { merge: true });
}

/** Cancels one booking (student or tutor), in one transaction, mails included. */
export async function cancelBooking(input: {
  bookingId: string;
  by: "student" | "tutor";
  reason: string | null;
  now?: Date;
}): Promise<TutoringBooking> {
  const store = db();
  return runTx("cancel", async (tx) => {
    const now = input.now ?? new Date();
    const bookingSnap = await tx.get(store.collection(C.bookings).doc(input.bookingId));
    const booking = bookingSnap.exists ? parseDoc(bookingSchema, bookingSnap) : null;
    if (!booking) throw new BookingRefusedError("not-found");
    if (booking.status === "cancelled") return booking;
    const [typeSnap, settingsSnap, daySnap, studentSnap] = await tx.getAll(
      store.collection(C.types).doc(booking.typeId),
      settingsRef(store),
      dayRef(dayKeyOf(booking.start), store),
      studentRef(booking.uid, store)
    );
    const settings = parseSettings(settingsSnap!);
    const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
    if (input.by === "student" && now.getTime() > booking.start.getTime() - settings.cancelWindowHours * HOUR_MS)
      throw new BookingRefusedError("cancel-window");
    if (input.by === "tutor" && now.getTime() >= booking.end.getTime()) throw new BookingRefusedError("ended");
    const after: TutoringBooking = {
      ...booking,
      status: "cancelled",
      cancelledBy: input.by,
      cancelReason: input.reason,
      sequence: booking.sequence + 1,
      updatedAt: now,
    };
    freeSeat(tx, store, booking, busyOf([daySnap!]));
    tx.set(store.collection(C.bookings).doc(booking.id), bookingDocData(after));
    tx.set(studentRef(booking.uid, store), { upcoming: pruned(upcomingOf(studentSnap!), now, {}, booking.id) }, UPCOMING_ONLY);
    if (type)
      await enqueueBookingMails(tx, {
        event: "cancelled",
        booking: after,
        type,
        by: input.by,
        reason: input.reason,
      });
    return after;
  });
}

/** The tutor cancels a whole session: every booking of it, each with the reason. */
export async function cancelSession(input: { sessionId: string; reason: string; now?: Date }): Promise<void> {
  const store = db();
  await runTx("cancel session", async (tx) => {
    const now = input.now ?? new Date();
    const sessionRef = store.collection(C.sessions).doc(input.sessionId);
    const sessionSnap = await tx.get(sessionRef);
    const session = sessionSnap.exists ? parseDoc(sessionSchema, sessionSnap) : null;
    if (!session) throw new BookingRefusedError("not-found");
    if (session.cancelled) return;
    if (now.getTime() >= session.end.getTime()) throw new BookingRefusedError("ended");
    const bookingsSnap = await tx.get(store.collection(C.bookings).where("sessionId", "==", session.id).where("status", "==", "confirmed"));
    const bookings = parseDocs(bookingSchema, bookingsSnap.docs);
    const typeSnap = await tx.get(store.collection(C.types).doc(session.typeId));
    const type = typeSnap.exists ? parseDoc(typeSchema, typeSnap) : null;
    const students = bookings.length > 0 ? await tx.getAll(...bookings.map((b) => studentRef(b.uid, store))) : [];
    tx.update(sessionRef, {
      cancelled: true,
      cancelReason: input.reason,
      seats: {},
    });
    tx.set(dayRef(dayKeyOf(session.start), store), { sessions: { [session.id]: FieldValue.delete() } }, { merge: true });
    for (const [i, booking] of bookings.entries()) {
      const after: TutoringBooking = {
        ...booking,
        status: "cancelled",
        cancelledBy: "tutor",
        cancelReason: input.reason,
        sequence: booking.sequence + 1,
        updatedAt: now,
      };
      tx.set(store.collection(C.bookings).doc(booking.id), bookingDocData(after));
      tx.set(studentRef(booking.uid, store), { upcoming: pruned(upcomingOf(students[i]!), now, {}, booking.id) }, UPCOMING_ONLY);
      if (type)
        await enqueueBookingMails(tx, {
          event: "cancelled",
          booking: after,
          type,
          by: "tutor",
          reason: input.reason,
        });
    }
  });
}

// ---------------------------------------------------------------- reschedule

/**
 * Moves the SAME booking to `newStart` in one transaction (sequence + 1): out
 * of the old session and day entry, into the new ones, re-checked with the
 * open-time rule as if the old seat were already free. Never a second booking.
 */
export async function reschedule(input: { uid: string; bookingId: string; newStart: Date; now?: Date }): Promise<BookOutcome> {
  const store = db();
  if (!Number.isFinite(input.newStart.getTime())) return { ok: false, reason: "invalid-start" };
  return oneAtATime(dayKeyOf(input.newStart), () =>
    runTx("reschedule", async (tx): Promise<BookOutcome> => {
      const now = input.now ?? new Date();
      const bookingSnap = await tx.get(store.collection(C.bookings).doc(input.bookingId));
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
      const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
      if (!type) return { ok: false, reason: "unknown-type" };
      const settings = parseSettings(settingsSnap!);
      if (now.getTime() > booking.start.getTime() - settings.cancelWindowHours * HOUR_MS) return { ok: false, reason: "cancel-window" };
      const newSession = newSessionSnap!.exists ? parseDoc(sessionSchema, newSessionSnap!) : null;
      if (newSession && !newSession.cancelled && newSession.seats[booking.uid]) return { ok: false, reason: "overlap" };

      const keys = [...new Set([...daysAround(newStart, type.durationMinutes, settings.bufferMinutes), dayKeyOf(booking.start)])].sort();
      const daySnaps = await tx.getAll(...keys.map((k) => dayRef(k, store)));
      const busyAll = busyOf(daySnaps);
      // Checked as if this booking's seat were already free.
      const busy = busyAll.flatMap((b) => (b.id === booking.sessionId ? (b.taken > 1 ? [{ ...b, taken: b.taken - 1 }] : []) : [b]));
      const check = openTimes({ settings, type, busy, now }).checkStart(newStart);
      if (!check.ok) return { ok: false, reason: check.reason };

      // Writes.
      freeSeat(tx, store, booking, busyAll);
      const end = new Date(newStart.getTime() + type.durationMinutes * MINUTE_MS);
      const newRef = store.collection(C.sessions).doc(newSid);
      if (!newSession || newSession.cancelled || !check.joins) {
        tx.set(
          newRef,
          sessionDocData({
            typeId: type.id,
            start: newStart,
            end,
            seats: { [booking.uid]: booking.id },
            seatsTotal: type.seats,
            cancelled: false,
            cancelReason: null,
            meetingUrl: newSession?.meetingUrl ?? null,
            notes: newSession?.notes ?? "",
            homework: newSession?.homework ?? "",
          })
        );
      } else {
        tx.update(newRef, new FieldPath("seats", booking.uid), booking.id);
      }
      tx.set(
        dayRef(dayKeyOf(newStart), store),
        {
          sessions: {
            [newSid]: dayEntry(type.id, newStart, end, check.joins ? check.joins.taken + 1 : 1, type.seats),
          },
        },
        { merge: true }
      );
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
      tx.set(
        studentRef(booking.uid, store),
        {
          upcoming: pruned(upcomingOf(studentSnap!), now, {
            [booking.id]: newStart.getTime(),
          }),
        },
        UPCOMING_ONLY
      );
      await enqueueBookingMails(tx, {
        event: "rescheduled",
        booking: after,
        type,
        previousStart: booking.start,
      });
      return { ok: true, booking: after, existing: false };
    })
  );
}
