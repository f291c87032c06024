/**
 * Weekly series: booked all or none (Firestore layout: ./model.ts, `tutoringSeries`).
 *
 * A series post first claims each week's seat as a single booking does
 * (./seats.store.server.ts `claimSeat`), in week order, so of many students racing for
 * the same series the one who claims the first week goes on and the others are refused
 * at once; a week whose seat is held stops the claims. Then ONE transaction reads the
 * type, the settings, the student, every week's session, claim and day documents (and
 * the hours), re-checks each week with the open-time rule (./open-times.ts; the weeks
 * after the first without the booking window: a series may run up to the type's
 * `weeklyMaxWeeks` ahead) and writes every week's booking, seat and day entry, the
 * series, the student's one `upcoming` entry, the hours used, the order of a priced
 * type and the one e-mail; or it writes nothing, and every claim this post made is
 * given back. A refusal names each week that clashes (`clashes`), read once more
 * outside the transaction when a claim was lost.
 *
 * The same student posting the same series again finds their own claims (or bookings)
 * and answers the series already booked: a double post is one series.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { parseDoc } from "~/content/shared.store.server";
import { ENROLMENTS, enrolmentId } from "~/learning/index.server";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { expireHold, HOLD, holdOrder, readHoldToRelease, readHours, readRefundable, refundHours, useHours as spendHours, type Refundable } from "~/payments/index.server";
import { tx } from "~/kernel/store.server";
import { clockOf, dayKeyOf, HOUR_MS, MINUTE_MS, nowDate, weekdayOf } from "~/kernel/clock";
import { freeSeat, oneAtATime, pruned, takeSeat, upcomingWrite } from "./booking-tx.store.server";
import { bookingDocData, newBooking, newBookingId, seriesDocData } from "./documents.store.server";
import { enqueueSeriesMails } from "./series-mail.server";
import type { RefusalReason } from "./messages";
import { forgetNextSession } from "./next-session.server";
import { seatFreed } from "./seat-freed.server";
import { notifyHoldReleased } from "./notices.server";
import {
  seriesUpcomingKey,
  sessionId as sessionIdOf,
  TUTORING_COLLECTIONS as C,
  type TutoringBooking,
  type TutoringSeries,
  type TutoringSession,
  type TutoringSettings,
  type TutoringType,
} from "./model";
import { daysAround, openTimes, type BusySession } from "./open-times";
import {
  bookingSchema,
  busyOf,
  dayRef,
  forgetWindowRead,
  getTypeBySlug,
  parseSettings,
  read,
  seriesSchema,
  sessionSchema,
  settingsRef,
  studentRef,
  typeSchema,
  upcomingOf,
} from "./records.store.server";
import { claimSeat, releaseClaim, seatsOfBooking, stillClaimed, type SeatClaim } from "./seats.store.server";
import { keptStarts, seriesStarts, weeksAllowed } from "./series";
import { idSchema, newId } from "~/kernel/ids";

/** One week of a series that cannot be booked, and why. */
export interface SeriesClash {
  start: Date;
  reason: RefusalReason;
}

export type SeriesOutcome =
  | { ok: true; series: TutoringSeries; existing: boolean; hours?: { used: number; left: number } }
  | { ok: false; reason: RefusalReason; clashes: SeriesClash[] };

export interface SeriesInput {
  uid: string;
  email: string;
  name: string | null;
  typeSlug: string;
  /** The first week's start. */
  start: Date;
  /** How many weeks from `start` (2 … the type's `weeklyMaxWeeks`). */
  weeks: number;
  /** Weeks left out (their starts, ms): "จองเฉพาะสัปดาห์ที่ว่าง". */
  skip?: readonly number[];
  note?: string | null;
  now?: Date;
}

const refused = (reason: RefusalReason, clashes: SeriesClash[] = []): SeriesOutcome => ({ ok: false, reason, clashes });

/** Books every week of a series at once, or none (see the header). */
export async function bookSeries(input: SeriesInput): Promise<SeriesOutcome> {
  const found = await getTypeBySlug(input.typeSlug);
  if (!found || !found.published) return refused("unknown-type");
  if (!Number.isFinite(input.start.getTime())) return refused("invalid-start");
  if (!weeksAllowed(found, input.weeks)) return refused("series-weeks");
  const starts = keptStarts(seriesStarts(input.start, input.weeks), input.skip ?? []);
  if (starts.length === 0) return refused("invalid-start");
  const now = input.now ?? nowDate();

  // The claims, in week order: the first week held by another post stops them.
  const claims: SeatClaim[] = [];
  const mine = new Set<string>();
  let lost: Date | null = null;
  try {
    for (const start of starts) {
      const bookingId = newBookingId();
      const claim = await claimSeat({ sessionId: sessionIdOf(found.id, start), seats: found.seats, uid: input.uid, bookingId, now });
      if (!claim) {
        lost = start;
        break;
      }
      if (claim.bookingId === bookingId) mine.add(bookingId);
      claims.push(claim);
    }
  } catch (error) {
    await releaseMine(claims, mine);
    throw error;
  }
  if (lost) {
    await releaseMine(claims, mine);
    const clashes = await clashesOf({ ...input, now }, found, starts, lost);
    return refused(clashes[0]?.reason ?? "full", clashes);
  }

  let outcome: SeriesOutcome | undefined;
  try {
    outcome = await oneAtATime(dayKeyOf(starts[0]!), () => seriesTx({ ...input, now }, found, starts, claims));
  } finally {
    if (!outcome?.ok) await releaseMine(claims, mine);
  }
  if (outcome.ok && !outcome.existing) {
    forgetNextSession(input.uid);
    forgetWindowRead();
  }
  return outcome;
}

/** Gives back the claims this post made (not a claim it found: the student's own booking, or their other post's). */
async function releaseMine(claims: SeatClaim[], mine: Set<string>): Promise<void> {
  await Promise.all(claims.filter((c) => mine.has(c.bookingId)).map((c) => releaseClaim(c)));
}

/** The rule a week is checked by: the first as a single booking, the later ones without the booking window. */
function settingsFor(settings: TutoringSettings, type: TutoringType, index: number): TutoringSettings {
  return index === 0 ? settings : { ...settings, windowDays: settings.windowDays + 7 * Math.max(1, type.weeklyMaxWeeks) };
}

/** Each week's clash (the open-time rule over the day documents, the student's own seat), reads only. */
function weekClashes(input: {
  uid: string;
  type: TutoringType;
  settings: TutoringSettings;
  starts: Date[];
  sessions: Array<TutoringSession | null>;
  busy: BusySession[];
  now: Date;
}): Array<{ start: Date; reason: RefusalReason | null; joins: BusySession | null }> {
  return input.starts.map((start, i) => {
    const session = input.sessions[i];
    if (session && !session.cancelled && session.seats[input.uid]) return { start, reason: "overlap" as const, joins: null };
    const check = openTimes({ settings: settingsFor(input.settings, input.type, i), type: input.type, busy: input.busy, now: input.now }).checkStart(start);
    return check.ok ? { start, reason: null, joins: check.joins } : { start, reason: check.reason, joins: null };
  });
}

/** After a lost claim: every week that clashes, read outside a transaction (the lost week is "full" at least). */
async function clashesOf(input: SeriesInput & { now: Date }, type: TutoringType, starts: Date[], lost: Date): Promise<SeriesClash[]> {
  return read("tutoring series clashes", async () => {
    const store = db();
    const keys = [...new Set(starts.flatMap((s) => daysAround(s, type.durationMinutes, 0)))];
    const refs: DocumentReference[] = [settingsRef(store), ...starts.map((s) => store.collection(C.sessions).doc(sessionIdOf(type.id, s))), ...keys.map((k) => dayRef(k, store))];
    const snaps = await store.getAll(...refs);
    countReads(refs.length);
    const settings = parseSettings(snaps[0]!);
    const sessions = snaps.slice(1, 1 + starts.length).map((s) => (s.exists ? parseDoc(sessionSchema, s) : null));
    const busy = busyOf(snaps.slice(1 + starts.length));
    const weeks = weekClashes({ uid: input.uid, type, settings, starts, sessions, busy, now: input.now });
    return weeks.flatMap((w) => (w.reason ? [{ start: w.start, reason: w.reason }] : w.start.getTime() === lost.getTime() ? [{ start: w.start, reason: "full" as const }] : []));
  });
}

/** The series' one transaction, holding every week's claim. */
function seriesTx(input: SeriesInput & { now: Date }, found: TutoringType, starts: Date[], claims: SeatClaim[]): Promise<SeriesOutcome> {
  const store = db();
  const now = input.now;
  return tx("book series", async (tx): Promise<SeriesOutcome> => {
    const sessionRefs = starts.map((s) => store.collection(C.sessions).doc(sessionIdOf(found.id, s)));
    const refs: DocumentReference[] = [store.collection(C.types).doc(found.id), settingsRef(store), studentRef(input.uid, store), ...sessionRefs, ...claims.map((c) => c.ref)];
    if (found.enrolledOnly && found.courseId) refs.push(store.collection(ENROLMENTS).doc(enrolmentId(input.uid, found.courseId)));
    const snaps = await tx.getAll(...refs);
    countReads(refs.length);
    const [typeSnap, settingsSnap, studentSnap] = snaps as [DocumentSnapshot, DocumentSnapshot, DocumentSnapshot];
    const sessionSnaps = snaps.slice(3, 3 + starts.length);
    const claimSnaps = snaps.slice(3 + starts.length, 3 + 2 * starts.length);
    const enrolSnap = snaps[3 + 2 * starts.length];
    const type = typeSnap.exists ? parseDoc(typeSchema, typeSnap) : null;
    if (!type || !type.published || type.slug !== input.typeSlug) return refused("unknown-type");
    if (!weeksAllowed(type, input.weeks)) return refused("series-weeks");
    const settings = parseSettings(settingsSnap);
    const sessions = sessionSnaps.map((s) => (s.exists ? parseDoc(sessionSchema, s) : null));

    // A double post: the student holds the first week already, as a week of a series: that series.
    const held = sessions[0] && !sessions[0].cancelled ? sessions[0].seats[input.uid] : undefined;
    if (held) {
      const snap = await tx.get(store.collection(C.bookings).doc(held));
      countReads(1);
      const booking = snap.exists ? parseDoc(bookingSchema, snap) : null;
      if (booking?.status === "confirmed" && booking.series) {
        const seriesSnap = await tx.get(store.collection(C.series).doc(booking.series.id));
        countReads(1);
        const series = seriesSnap.exists ? parseDoc(seriesSchema, seriesSnap) : null;
        if (series) return { ok: true, series, existing: true };
      }
    }
    if (type.enrolledOnly && (!type.courseId || !enrolSnap?.exists)) return refused("not-enrolled");

    const keys = [...new Set(starts.flatMap((s) => daysAround(s, type.durationMinutes, settings.bufferMinutes)))].sort();
    const busy = busyOf(await tx.getAll(...keys.map((k) => dayRef(k, store))));
    countReads(keys.length);
    const weeks = weekClashes({ uid: input.uid, type, settings, starts, sessions, busy, now });
    const clashes: SeriesClash[] = weeks.flatMap((w, i) =>
      w.reason ? [{ start: w.start, reason: w.reason }] : !stillClaimed(claimSnaps[i]!, claims[i]!, input.uid) ? [{ start: w.start, reason: "full" as const }] : []
    );
    if (clashes.length > 0) return refused(clashes[0]!.reason, clashes);
    // The series is one booking of the student's limit.
    const upcoming = upcomingOf(studentSnap);
    const live = Object.values(upcoming).filter((t) => t > now.getTime()).length;
    if (live >= settings.perStudentLimit) return refused("student-limit");
    const need = type.durationMinutes * starts.length;
    const hours = type.payment === "hours" ? await readHours(tx, input.uid) : null;
    if (hours && hours.minutes < need) return refused("no-hours");

    // Reads done: writes only from here.
    const seriesId = newId();
    const bookings: TutoringBooking[] = starts.map((start, i) => {
      const end = new Date(start.getTime() + type.durationMinutes * MINUTE_MS);
      const b = newBooking({ id: claims[i]!.bookingId, uid: input.uid, email: input.email, name: input.name, typeId: type.id, sessionId: sessionRefs[i]!.id, start, end, attendance: null, note: input.note ?? null, now });
      return { ...b, series: { id: seriesId, index: i + 1, count: starts.length } };
    });
    const first = bookings[0]!;
    const payment =
      type.payment === "session" && type.priceSatang
        ? holdOrder(tx, {
            buyer: input,
            item: {
              kind: "session",
              bookingId: first.id,
              sessionId: first.sessionId,
              typeId: type.id,
              title: type.title,
              startsAt: first.start.getTime(),
              endsAt: first.end.getTime(),
              satang: type.priceSatang * starts.length,
              series: { id: seriesId, weeks: starts.length, startsAt: bookings.map((b) => b.start.getTime()) },
            },
            holdPath: `${C.series}/${seriesId}`,
            now: now.getTime(),
          })
        : null;
    const series: TutoringSeries = {
      id: seriesId,
      uid: input.uid,
      email: input.email,
      name: input.name,
      typeId: type.id,
      weekday: weekdayOf(dayKeyOf(first.start)),
      clock: clockOf(first.start),
      weeks: starts.length,
      bookingIds: bookings.map((b) => b.id),
      starts: bookings.map((b) => b.start.getTime()),
      status: "active",
      endedBy: null,
      endReason: null,
      payment,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(store.collection(C.series).doc(seriesId), seriesDocData(series));
    for (const [i, booking] of bookings.entries()) {
      if (payment) booking.payment = payment;
      takeSeat(tx, store, { ref: sessionRefs[i]!, session: sessions[i] ?? null, joins: weeks[i]!.joins ?? undefined, type, start: booking.start, end: booking.end, uid: input.uid, bookingId: booking.id, seat: claims[i]!.ref, now });
      tx.create(store.collection(C.bookings).doc(booking.id), bookingDocData(booking));
      if (hours) spendHours(tx, hours, type.durationMinutes, booking.id, now);
    }
    tx.set(studentRef(input.uid, store), ...upcomingWrite(pruned(upcoming, now, { [seriesUpcomingKey(seriesId)]: bookings[bookings.length - 1]!.start.getTime() })));
    await enqueueSeriesMails(tx, { event: "confirmed", series, bookings, type, ...(hours ? { hoursLeft: hours.minutes } : {}) });
    return { ok: true, series, existing: false, ...(hours ? { hours: { used: need, left: hours.minutes } } : {}) };
  });
}

// ---------------------------------------------------------------- reads

/** A series by id (null when there is none, or the id is not one). */
export async function getSeries(id: string): Promise<TutoringSeries | null> {
  if (!idSchema.safeParse(id).success) return null;
  return read("tutoring series", async () => {
    const snap = await db().collection(C.series).doc(id).get();
    countReads(1);
    return snap.exists ? parseDoc(seriesSchema, snap) : null;
  });
}

/** A series' weeks (its bookings, in week order; a booking no longer there is left out). */
export async function weeksOf(series: Pick<TutoringSeries, "bookingIds">): Promise<TutoringBooking[]> {
  if (series.bookingIds.length === 0) return [];
  return read("tutoring series weeks", async () => {
    const snaps = await db().getAll(...series.bookingIds.map((id) => db().collection(C.bookings).doc(id)));
    countReads(snaps.length);
    return snaps.flatMap((s): TutoringBooking[] => {
      const b = s.exists ? parseDoc(bookingSchema, s) : null;
      return b ? [b] : [];
    });
  });
}

// ---------------------------------------------------------------- cancelling weeks

/**
 * The `upcoming` entry of a series without its week `except`, which is cancelled or moved alone
 * (read in that transaction, before its writes): the last start of its other weeks still booked
 * and not over, or null when none is left (cancelled: the entry goes; moved: the week's new start).
 */
export async function seriesLastAfter(t: Transaction, store: Firestore, seriesId: string, except: string, now: Date): Promise<number | null> {
  const seriesSnap = await t.get(store.collection(C.series).doc(seriesId));
  countReads(1);
  const series = seriesSnap.exists ? parseDoc(seriesSchema, seriesSnap) : null;
  const others = series ? series.bookingIds.filter((id) => id !== except) : [];
  if (others.length === 0) return null;
  const snaps = await t.getAll(...others.map((id) => store.collection(C.bookings).doc(id)));
  countReads(snaps.length);
  const left = snaps.flatMap((snap) => {
    const b = snap.exists ? parseDoc(bookingSchema, snap) : null;
    return b && b.status === "confirmed" && b.end.getTime() > now.getTime() ? [b.start.getTime()] : [];
  });
  return left.length > 0 ? Math.max(...left) : null;
}

/** What cancelling some weeks of a series reads first in its transaction (Firestore: every read before the writes). */
interface WeeksRead {
  series: TutoringSeries;
  weeks: TutoringBooking[];
  type: TutoringType | null;
  settings: TutoringSettings;
  busy: BusySession[];
  seats: Map<string, DocumentReference[]>;
  refunds: Refundable[];
  student: DocumentSnapshot;
}

async function readWeeks(t: Transaction, store: Firestore, seriesId: string): Promise<Omit<WeeksRead, "busy" | "seats" | "refunds"> | null> {
  const seriesSnap = await t.get(store.collection(C.series).doc(seriesId));
  countReads(1);
  const series = seriesSnap.exists ? parseDoc(seriesSchema, seriesSnap) : null;
  if (!series) return null;
  const refs = [store.collection(C.types).doc(series.typeId), settingsRef(store), studentRef(series.uid, store), ...series.bookingIds.map((id) => store.collection(C.bookings).doc(id))];
  const [typeSnap, settingsSnap, studentSnap, ...weekSnaps] = await t.getAll(...refs);
  countReads(refs.length);
  const weeks = weekSnaps.flatMap((s) => {
    const b = s.exists ? parseDoc(bookingSchema, s) : null;
    return b ? [b] : [];
  });
  return { series, weeks, type: typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null, settings: parseSettings(settingsSnap!), student: studentSnap! };
}

/** The reads of freeing `cancel`'s seats: their day documents, seat documents and the hours they used. */
async function readFreeing(t: Transaction, store: Firestore, cancel: TutoringBooking[]): Promise<Pick<WeeksRead, "busy" | "seats" | "refunds">> {
  const keys = [...new Set(cancel.map((b) => dayKeyOf(b.start)))];
  const busy = keys.length > 0 ? busyOf(await t.getAll(...keys.map((k) => dayRef(k, store)))) : [];
  countReads(keys.length);
  const seats = new Map<string, DocumentReference[]>();
  const refunds: Refundable[] = [];
  for (const b of cancel) {
    seats.set(b.id, await seatsOfBooking(t, store, b.id));
    const refund = await readRefundable(t, b.uid, b.id);
    if (refund) refunds.push(refund);
  }
  return { busy, seats, refunds };
}

/**
 * Writes `cancel` cancelled (writes only): each seat freed, each booking cancelled (sequence + 1), the hours given
 * back (one balance: the refunds are applied in turn), the series ended, the student's series entry gone.
 */
function writeWeeksCancelled(
  t: Transaction,
  store: Firestore,
  read: WeeksRead,
  cancel: TutoringBooking[],
  input: { by: "student" | "tutor"; reason: string | null; endedBy: "student" | "tutor" | null; now: Date }
): TutoringBooking[] {
  const { now } = input;
  let balance: number | null = null;
  for (const refund of read.refunds) {
    // Every refund read the same balance: each one adds to the one before.
    if (balance !== null) refund.read.minutes = balance;
    refundHours(t, refund, now);
    balance = refund.read.minutes;
  }
  const after = cancel.map((b) => {
    freeSeat(t, store, b, read.busy, read.seats.get(b.id) ?? []);
    const done: TutoringBooking = { ...b, status: "cancelled", cancelledBy: input.by, cancelReason: input.reason, sequence: b.sequence + 1, updatedAt: now };
    t.set(store.collection(C.bookings).doc(b.id), bookingDocData(done));
    return done;
  });
  t.set(store.collection(C.series).doc(read.series.id), { status: "ended", endedBy: input.endedBy, endReason: input.reason, updatedAt: Timestamp.fromDate(now) }, { merge: true });
  t.set(studentRef(read.series.uid, store), ...upcomingWrite(pruned(upcomingOf(read.student), now, {}, seriesUpcomingKey(read.series.id))));
  return after;
}

export type CancelRestOutcome = { ok: true; series: TutoringSeries; cancelled: number } | { ok: false; reason: RefusalReason };

/** After weeks were cancelled: each week's freed seat goes to its time's queue, if it has one (./seat-freed.server.ts). */
async function weeksFreed(sessionIds: readonly string[], now: Date): Promise<void> {
  for (const id of new Set(sessionIds)) await seatFreed(id, now);
}

/**
 * "ยกเลิกครั้งที่เหลือทั้งหมด": cancels, in one transaction, every week of the student's series that is still
 * confirmed and may still be cancelled (before the cancel window); weeks past or inside the window stay. The series
 * ends; hours used come back as for each single cancellation; one e-mail with the cancellations of those weeks.
 */
export async function cancelRest(input: { seriesId: string; uid: string; now?: Date }): Promise<CancelRestOutcome> {
  const store = db();
  let freed: string[] = [];
  const outcome = await tx("cancel series rest", async (t): Promise<CancelRestOutcome> => {
    const now = input.now ?? nowDate();
    const base = await readWeeks(t, store, input.seriesId);
    if (!base || base.series.uid !== input.uid) return { ok: false, reason: "not-found" };
    const cancel = base.weeks.filter((b) => b.status === "confirmed" && now.getTime() <= b.start.getTime() - base.settings.cancelWindowHours * HOUR_MS);
    if (cancel.length === 0) return { ok: false, reason: "cancel-window" };
    const read: WeeksRead = { ...base, ...(await readFreeing(t, store, cancel)) };
    const after = writeWeeksCancelled(t, store, read, cancel, { by: "student", reason: null, endedBy: "student", now });
    const series: TutoringSeries = { ...base.series, status: "ended", endedBy: "student", updatedAt: now };
    if (base.type) await enqueueSeriesMails(t, { event: "cancelled", series, bookings: after, type: base.type, now });
    freed = after.map((b) => b.sessionId);
    return { ok: true, series, cancelled: after.length };
  });
  if (outcome.ok) {
    forgetNextSession(input.uid);
    forgetWindowRead();
    await weeksFreed(freed, input.now ?? nowDate());
  }
  return outcome;
}

/**
 * The tutor ends a series (for the tutor's pages): every week still confirmed and not yet ended is
 * cancelled by the tutor with `reason`, in one transaction; the series ends (`endedBy: "tutor"`,
 * `endReason`), hours come back, and one e-mail tells the student why (by e-mail and LINE, as a
 * cancellation by the tutor). Weeks already begun stay.
 */
export async function endSeries(input: { seriesId: string; reason: string; now?: Date }): Promise<CancelRestOutcome> {
  const store = db();
  let freed: string[] = [];
  const outcome = await tx("end series", async (t): Promise<CancelRestOutcome> => {
    const now = input.now ?? nowDate();
    const base = await readWeeks(t, store, input.seriesId);
    if (!base) return { ok: false, reason: "not-found" };
    // Only weeks not yet begun: a week under way when the tutor ends the series is kept.
    const cancel = base.weeks.filter((b) => b.status === "confirmed" && b.start.getTime() > now.getTime());
    if (cancel.length === 0 && base.series.status === "ended") return { ok: false, reason: "ended" };
    const read: WeeksRead = { ...base, ...(await readFreeing(t, store, cancel)) };
    const after = writeWeeksCancelled(t, store, read, cancel, { by: "tutor", reason: input.reason, endedBy: "tutor", now });
    const series: TutoringSeries = { ...base.series, status: "ended", endedBy: "tutor", endReason: input.reason, updatedAt: now };
    if (base.type && after.length > 0) await enqueueSeriesMails(t, { event: "ended", series, bookings: after, type: base.type, reason: input.reason, now });
    freed = after.map((b) => b.sessionId);
    return { ok: true, series, cancelled: after.length };
  });
  if (outcome.ok) {
    forgetNextSession(outcome.series.uid);
    forgetWindowRead();
    await weeksFreed(freed, input.now ?? nowDate());
  }
  return outcome;
}

/**
 * A weekly series' hold ran out (the hold sweep, through booking.store.server.ts `releaseHold`): every week still
 * confirmed is cancelled as the tutor cancels (the reason says the hold ran out), the order expired, the series
 * ended, in one transaction; one e-mail, the student told. False when it is not due any more (a slip came, released already).
 */
export async function releaseSeriesHold(due: { orderId: string; seriesId: string }, now = nowDate()): Promise<boolean> {
  const store = db();
  const released = await tx("release series hold", async (t) => {
    const hold = await readHoldToRelease(t, due.orderId, now.getTime());
    if (!hold) return null;
    const base = await readWeeks(t, store, due.seriesId);
    if (!base) {
      expireHold(t, hold, now.getTime());
      return null;
    }
    const cancel = base.weeks.filter((b) => b.status === "confirmed");
    const read: WeeksRead = { ...base, ...(await readFreeing(t, store, cancel)) };
    expireHold(t, hold, now.getTime());
    const after = writeWeeksCancelled(t, store, read, cancel, { by: "tutor", reason: HOLD.releasedReason, endedBy: null, now });
    if (base.type && after.length > 0) await enqueueSeriesMails(t, { event: "released", series: base.series, bookings: after, type: base.type, now });
    return { first: cancel[0] ?? null, title: base.type?.title ?? "", uid: base.series.uid, freed: after.map((b) => b.sessionId) };
  });
  if (!released) return false;
  forgetNextSession(released.uid);
  forgetWindowRead();
  if (released.first) await notifyHoldReleased(released.first, released.title);
  await weeksFreed(released.freed, now);
  return true;
}

// ---------------------------------------------------------------- paid

/**
 * A priced series' order confirmed (payments' `onSessionPaid`, through ./paid-mail.store.server.ts: the held
 * document is the series): with the confirm's reads, every week and the type; its writes mark each week still
 * confirmed paid, and queue the series' one "paid" mail with the invitation of every week and their reminders.
 */
export async function seriesPaidWrites(t: Transaction, snap: DocumentSnapshot, order: { satang: number }): Promise<((w: Transaction) => Promise<void>) | null> {
  const series = parseDoc(seriesSchema, snap);
  if (!series || series.status !== "active" || series.payment?.status !== "held") return null;
  const store = db();
  const refs = [store.collection(C.types).doc(series.typeId), ...series.bookingIds.map((id) => store.collection(C.bookings).doc(id))];
  const [typeSnap, ...weekSnaps] = await t.getAll(...refs);
  countReads(refs.length);
  const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
  const weeks = weekSnaps.flatMap((s) => {
    const b = s.exists ? parseDoc(bookingSchema, s) : null;
    return b && b.status === "confirmed" ? [b] : [];
  });
  const paid = weeks.map((b): TutoringBooking => ({ ...b, payment: b.payment ? { ...b.payment, status: "paid", holdUntil: null } : null }));
  return async (w) => {
    for (const b of paid) w.update(store.collection(C.bookings).doc(b.id), { "payment.status": "paid", "payment.holdUntil": null });
    if (type && paid.length > 0) await enqueueSeriesMails(w, { event: "paid", series: { ...series, payment: { ...series.payment!, status: "paid", holdUntil: null } }, bookings: paid, type, paidSatang: order.satang });
  };
}
