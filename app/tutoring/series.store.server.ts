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
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { parseDoc } from "~/content/shared.store.server";
import { ENROLMENTS, enrolmentId } from "~/learning/index.server";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { holdOrder, readHours, useHours as spendHours } from "~/payments/index.server";
import { tx } from "~/kernel/store.server";
import { dayKeyOf, MINUTE_MS, nowDate, clockOf, weekdayOf } from "~/kernel/clock";
import { oneAtATime, pruned, takeSeat, upcomingWrite } from "./booking-tx.store.server";
import { bookingDocData, newBooking, newBookingId, seriesDocData } from "./documents.store.server";
import { enqueueSeriesMails } from "./series-mail.server";
import type { RefusalReason } from "./messages";
import { forgetNextSession } from "./next-session.server";
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
import { claimSeat, releaseClaim, stillClaimed, type SeatClaim } from "./seats.store.server";
import { keptStarts, seriesStarts, weeksAllowed } from "./series";
import { newId } from "~/kernel/ids";

/** One week of a series that cannot be booked, and why. */
export interface SeriesClash {
  start: Date;
  reason: RefusalReason;
}

export type SeriesOutcome =
  | { ok: true; series: TutoringSeries; existing: boolean; hoursLeft?: number }
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
    return { ok: true, series, existing: false, ...(hours ? { hoursLeft: hours.minutes } : {}) };
  });
}
