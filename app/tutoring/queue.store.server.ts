/**
 * The waiting lists of full group times ("คิวรอ"): every read and write of
 * `tutoringQueues/{sessionId}` (layout: ./model.ts). The rules, and why they
 * hold across server processes:
 *
 * - Joining (`joinQueue`) is one transaction that reads the queue, the session,
 *   the settings, the day documents around the start and the occurrence's seat
 *   documents: a student already holding a seat, already in line, or asking for
 *   a time with a free seat (book it instead) or not open is refused; the line is
 *   the waiting entries by when they joined.
 * - Handing out freed seats (`settleQueue`) is ONE transaction that reads the
 *   queue, the type, the session, the day document and the seat documents
 *   (./seats.store.server.ts), then writes each free seat document as a claim of
 *   the next in line with `heldUntil` (no booking post can claim it meanwhile)
 *   and marks the entry `offered` (copied into the day document's `offers`, so the
 *   picker shows the seat taken). Two settlements at once (two cancellations)
 *   both write the queue document: Firestore re-runs one with the other's writes,
 *   so each seat goes to one student and each student gets one seat.
 *   The same transaction ends the offers that ran out (`passed`; a free or
 *   hours-paid type's booking under way is tried again instead), marks `booked`
 *   those whose seat was booked, and queues the e-mail (and LINE) of an offer or
 *   a passed one in the outbox. The booking itself is the usual `book`
 *   (./booking.store.server.ts: it finds the student's claim and books it),
 *   run by ./queue.server.ts after the transaction.
 */
import { FieldPath, Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { parseDoc } from "~/content/shared.store.server";
import { countQueryReads, countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { sendToStudent } from "~/services/messaging/index.server";
import type { StudentNews } from "~/services/messaging/send-to-student.server";
import { dayKeyOf, MINUTE_MS } from "~/kernel/clock";
import { tx } from "~/kernel/store.server";
import { dayEntry, newBookingId, seatDocData } from "./documents.store.server";
import { QUEUE_OFFER_MINUTES, queueLine, sessionId as sessionIdOf, TUTORING_COLLECTIONS as C, type QueueEntry, type TutoringQueue, type TutoringType } from "./model";
import { daysAround, openTimes } from "./open-times";
import { queueLetter, type QueueEvent } from "./queue-mail.server";
import { busyOf, dayRef, getTypeBySlug, parseSettings, read, sessionSchema, settingsRef, typeSchema } from "./records.store.server";
import { seatFree, seatRefs } from "./seats.store.server";

/** A free or hours-paid type's booking under way holds the seat this long (a process that died: the sweep tries again). */
const BOOKING_HOLD_MINUTES = 2;

const entrySchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable().default(null),
  joinedAt: z.number(),
  status: z.enum(["waiting", "offered", "booked", "left", "passed", "skipped", "closed"]),
  offerUntil: z.number().nullable().default(null),
  seat: z.string().nullable().default(null),
  bookingId: z.string().nullable().default(null),
});

const dateSchema = z.instanceof(Timestamp).transform((t) => t.toDate());

const queueSchema = z.object({
  id: z.string(),
  typeId: z.string(),
  start: dateSchema,
  end: dateSchema,
  entries: z.record(z.string(), entrySchema).default({}),
});

const queueRef = (sessionId: string) => db().collection(C.queues).doc(sessionId);

function parseQueue(snap: DocumentSnapshot): TutoringQueue | null {
  const parsed = snap.exists ? parseDoc(queueSchema, snap) : null;
  if (!parsed) return null;
  const { id, ...rest } = parsed;
  return { sessionId: id, ...rest };
}

/** The queue document's fields that follow its entries: who is in it, and when the sweep must look at it again. */
function derived(entries: Record<string, QueueEntry>) {
  const live = Object.values(entries).filter((e) => e.status === "waiting" || e.status === "offered");
  const offers = live.flatMap((e) => (e.status === "offered" && e.offerUntil !== null ? [e.offerUntil] : []));
  return { members: live.map((e) => e.uid), dueAt: offers.length > 0 ? Timestamp.fromMillis(Math.min(...offers)) : null };
}

function writeQueue(t: Transaction, queue: TutoringQueue, now: Date): void {
  t.set(
    queueRef(queue.sessionId),
    { typeId: queue.typeId, start: Timestamp.fromDate(queue.start), end: Timestamp.fromDate(queue.end), entries: queue.entries, ...derived(queue.entries), updatedAt: Timestamp.fromDate(now) },
  );
}

// ---------------------------------------------------------------- join, leave

export type JoinRefusal = "unknown-type" | "not-group" | "not-full" | "closed" | "holds" | "queued";
export type JoinOutcome = { ok: true; place: number; sessionId: string } | { ok: false; reason: JoinRefusal; place?: number };

/** Puts the student at the end of the line of the full group time `start` of type `typeSlug` (one transaction). */
export async function joinQueue(input: { uid: string; email: string; name: string | null; typeSlug: string; start: Date; now: Date }): Promise<JoinOutcome> {
  const found = await getTypeBySlug(input.typeSlug);
  if (!found || !found.published) return { ok: false, reason: "unknown-type" };
  if (found.kind !== "group") return { ok: false, reason: "not-group" };
  const sid = sessionIdOf(found.id, input.start);
  const store = db();
  return tx("queue join", async (t): Promise<JoinOutcome> => {
    const { now, start } = input;
    const [qSnap, typeSnap, settingsSnap, sessionSnap] = await t.getAll(queueRef(sid), store.collection(C.types).doc(found.id), settingsRef(store), store.collection(C.sessions).doc(sid));
    countReads(4);
    const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
    if (!type || !type.published || type.kind !== "group") return { ok: false, reason: "unknown-type" };
    const settings = parseSettings(settingsSnap!);
    const session = sessionSnap!.exists ? parseDoc(sessionSchema, sessionSnap!) : null;
    if (session && !session.cancelled && session.seats[input.uid]) return { ok: false, reason: "holds" };
    const queue = parseQueue(qSnap!) ?? { sessionId: sid, typeId: type.id, start, end: new Date(start.getTime() + type.durationMinutes * MINUTE_MS), entries: {} };
    const mine = queue.entries[input.uid];
    if (mine?.status === "waiting" || mine?.status === "offered") return { ok: false, reason: "queued", place: placeOf(queue, input.uid) };
    const keys = daysAround(start, type.durationMinutes, settings.bufferMinutes);
    const busy = busyOf(await t.getAll(...keys.map((k) => dayRef(k, store))));
    const seats = await t.getAll(...seatRefs(store, sid, type.seats));
    countReads(keys.length + type.seats);
    const check = openTimes({ settings, type, busy, now }).checkStart(start);
    // Open with a seat nobody holds: book it. Open but every seat held (a queue's offer, a post under way): join.
    if (check.ok && seats.some((s) => seatFree(s, now))) return { ok: false, reason: "not-full" };
    if (!check.ok && check.reason !== "full") return { ok: false, reason: "closed" };
    queue.entries[input.uid] = { uid: input.uid, email: input.email, name: input.name, joinedAt: now.getTime(), status: "waiting", offerUntil: null, seat: null, bookingId: null };
    writeQueue(t, queue, now);
    return { ok: true, place: placeOf(queue, input.uid), sessionId: sid };
  });
}

function placeOf(queue: TutoringQueue, uid: string): number {
  const line = queueLine(queue);
  const i = line.findIndex((e) => e.uid === uid);
  return i < 0 ? 0 : i + 1;
}

/** The student leaves the line (or gives back the seat offered to them): true when they were in it. */
export async function leaveQueue(input: { uid: string; sessionId: string; now: Date }): Promise<boolean> {
  const store = db();
  return tx("queue leave", async (t) => {
    const queue = parseQueue(await t.get(queueRef(input.sessionId)));
    countReads(1);
    const mine = queue?.entries[input.uid];
    if (!queue || !mine || (mine.status !== "waiting" && mine.status !== "offered")) return false;
    const seat = mine.seat ? await t.get(store.collection(C.seats).doc(mine.seat)) : null;
    if (seat) countReads(1);
    // An offered seat not booked yet goes back (the settlement after this hands it to the next).
    if (seat?.exists && seat.get("uid") === input.uid && seat.get("booked") !== true) t.delete(seat.ref);
    queue.entries[input.uid] = { ...mine, status: "left", offerUntil: null };
    writeQueue(t, queue, input.now);
    return true;
  });
}

// ---------------------------------------------------------------- settle: hand out freed seats

/** What a settlement did that ./queue.server.ts acts on after it: book (free, hours), tell (offer, passed). */
export interface Settled {
  type: TutoringType;
  queue: TutoringQueue;
  events: Array<{ event: QueueEvent | "book"; entry: QueueEntry }>;
}

/**
 * Hands the occurrence's free seats to the first in line, ends offers that ran out, marks booked
 * entries (one transaction, see the header). Null when there is no queue.
 */
export async function settleQueue(sessionId: string, now: Date): Promise<Settled | null> {
  const store = db();
  return tx("queue settle", async (t): Promise<Settled | null> => {
    const queue = parseQueue(await t.get(queueRef(sessionId)));
    countReads(1);
    if (!queue) return null;
    const [typeSnap, sessionSnap, daySnap] = await t.getAll(store.collection(C.types).doc(queue.typeId), store.collection(C.sessions).doc(sessionId), dayRef(dayKeyOf(queue.start), store));
    countReads(3);
    const type = typeSnap!.exists ? parseDoc(typeSchema, typeSnap!) : null;
    if (!type) return null;
    const session = sessionSnap!.exists ? parseDoc(sessionSchema, sessionSnap!) : null;
    const refs = seatRefs(store, sessionId, type.seats);
    const seats = await t.getAll(...refs);
    countReads(refs.length);
    const priced = type.payment === "session" && type.priceSatang !== null;
    const events: Settled["events"] = [];
    const entries = queue.entries;
    let changed = false;
    const put = (e: QueueEntry) => {
      entries[e.uid] = e;
      changed = true;
      return e;
    };
    /** Seat documents given back by this settlement (an offer that ran out). */
    const freed = new Set<string>();

    for (const e of Object.values(entries)) {
      if (e.status !== "offered" && e.status !== "waiting") continue;
      // The tutor cancelled the time: the queue is closed, each one told.
      if (session?.cancelled) {
        const held = seats.find((s) => s.id === e.seat);
        if (held?.exists && held.get("uid") === e.uid && held.get("booked") !== true) t.delete(held.ref);
        events.push({ event: "closed", entry: put({ ...e, status: "closed", offerUntil: null }) });
        continue;
      }
      // Booked meanwhile (the offer confirmed, or a seat booked directly): done.
      if (session && !session.cancelled && session.seats[e.uid]) {
        put({ ...e, status: "booked", offerUntil: null });
        continue;
      }
      if (e.status !== "offered" || (e.offerUntil ?? 0) > now.getTime()) continue;
      const seat = seats.find((s) => s.id === e.seat);
      const stillMine = seat?.exists === true && seat.get("uid") === e.uid && seat.get("booked") !== true;
      if (!priced && stillMine) {
        // A free or hours-paid booking that did not finish (a process stopped): try it again.
        const until = now.getTime() + BOOKING_HOLD_MINUTES * MINUTE_MS;
        t.set(seat.ref, { ...seatDocData({ uid: e.uid, bookingId: e.bookingId!, sessionId, booked: false, at: now }), heldUntil: until });
        events.push({ event: "book", entry: put({ ...e, offerUntil: until }) });
        continue;
      }
      events.push({ event: "passed", entry: put({ ...e, status: "passed", offerUntil: null }) });
      if (stillMine) freed.add(seat.id);
    }

    const over = now.getTime() >= queue.start.getTime() || !session || session.cancelled;
    const free = over ? [] : seats.filter((s) => freed.has(s.id) || seatFree(s, now));
    const entry = busyOf([daySnap!]).find((b) => b.id === sessionId);
    const taken = entry?.taken ?? 0;
    const holding = Object.values(entries).filter((e) => e.status === "offered").length;
    const room = Math.max(0, Math.min(free.length, type.seats - taken - holding));
    const line = queueLine({ entries });
    const given = new Set<string>();
    for (let i = 0; i < room && i < line.length; i++) {
      const next = line[i]!;
      const seat = free[i]!;
      const bookingId = newBookingId();
      const until = now.getTime() + (priced ? QUEUE_OFFER_MINUTES : BOOKING_HOLD_MINUTES) * MINUTE_MS;
      t.set(seat.ref, { ...seatDocData({ uid: next.uid, bookingId, sessionId, booked: false, at: now }), heldUntil: until });
      given.add(seat.id);
      events.push({ event: priced ? "offer" : "book", entry: put({ ...next, status: "offered", offerUntil: until, seat: seat.id, bookingId }) });
    }
    // A seat given back that nobody in line takes is free for any booking.
    for (const s of seats) if (freed.has(s.id) && !given.has(s.id)) t.delete(s.ref);
    // The tutor raised the type's seats: the day entry and the session count them from now on.
    if (given.size > 0 && entry && entry.seatsTotal < type.seats) {
      t.set(dayRef(dayKeyOf(queue.start), store), { sessions: { [sessionId]: { seatsTotal: type.seats } } }, { merge: true });
      t.update(store.collection(C.sessions).doc(sessionId), { seatsTotal: type.seats });
    }
    writeOffers(t, daySnap!, { queue, type, session, now });
    if (!changed) return { type, queue, events };
    writeQueue(t, queue, now);
    // The e-mail (and LINE) of an offer or a passed one, in this same transaction; a booking's own mail says it is booked.
    for (const { event, entry: e } of events) if (event !== "book") await sendToStudent(t, queueLetter({ event, entry: e, queue, type }), { read: false });
    return { type, queue, events };
  });
}

/**
 * The day document's copy of the seats offered and not run out (`offers`: uid → until), which the
 * picker counts as taken (records.store.server.ts `busyOf`); written only when it changed. A time
 * whose last booking went keeps an entry with no seat taken while an offer holds one.
 */
function writeOffers(t: Transaction, daySnap: DocumentSnapshot, at: { queue: TutoringQueue; type: TutoringType; session: { cancelled: boolean } | null; now: Date }) {
  const { queue, type, session, now } = at;
  const live: Record<string, number> = {};
  for (const e of Object.values(queue.entries)) if (e.status === "offered" && (e.offerUntil ?? 0) > now.getTime()) live[e.uid] = e.offerUntil!;
  const held = daySnap.get(new FieldPath("sessions", queue.sessionId)) as { offers?: Record<string, number> } | undefined;
  const same = (a: Record<string, number>, b: Record<string, number>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  if (held) {
    if (!same(held.offers ?? {}, live)) t.update(daySnap.ref, new FieldPath("sessions", queue.sessionId, "offers"), live);
  } else if (Object.keys(live).length > 0 && session && !session.cancelled) {
    t.set(daySnap.ref, { sessions: { [queue.sessionId]: { ...dayEntry(type.id, queue.start, queue.end, 0, type.seats), offers: live } } }, { merge: true });
  }
}

/** After the queued student's booking: the entry `booked` (the seat is theirs) or `skipped` (refused: their seat goes back). */
export async function endEntry(input: { sessionId: string; uid: string; status: "booked" | "skipped"; now: Date }): Promise<void> {
  await tx("queue entry", async (t) => {
    const queue = parseQueue(await t.get(queueRef(input.sessionId)));
    countReads(1);
    const mine = queue?.entries[input.uid];
    if (!queue || !mine || mine.status === input.status) return;
    queue.entries[input.uid] = { ...mine, status: input.status, offerUntil: null };
    writeQueue(t, queue, input.now);
  });
}

/** A booking of a queued time: its entry marked booked (a read when the time has no queue). */
export async function queueBooked(sessionId: string, uid: string, now: Date): Promise<void> {
  const snap = await read("tutoring queue", () => queueRef(sessionId).get());
  countReads(1);
  const mine = parseQueue(snap)?.entries[uid];
  if (mine && (mine.status === "waiting" || mine.status === "offered")) await endEntry({ sessionId, uid, status: "booked", now });
}

/** Queues one e-mail (and LINE) of the queue in a transaction of its own (a refused booking's "skipped"). */
export async function mailQueue(news: StudentNews): Promise<void> {
  await tx("queue mail", async (t) => {
    await sendToStudent(t, news, { read: false });
  });
}

// ---------------------------------------------------------------- reads

/** The queues the student is in (waiting or offered), by start. */
export async function queuesOf(uid: string): Promise<TutoringQueue[]> {
  const snap = await read("tutoring queues", () => db().collection(C.queues).where("members", "array-contains", uid).limit(50).get());
  countQueryReads(snap.size);
  return snap.docs.flatMap((d) => parseQueue(d) ?? []).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The queues with an offer whose time ran out by `now` (the sweep's). */
export async function dueQueues(now: Date): Promise<string[]> {
  const snap = await read("tutoring queues due", () => db().collection(C.queues).where("dueAt", "<=", Timestamp.fromDate(now)).limit(100).get());
  countQueryReads(snap.size);
  return snap.docs.map((d) => d.id);
}

/** The queues of a type with someone in line (a raise of its seats settles each). */
export async function queuesOfType(typeId: string): Promise<string[]> {
  const snap = await read("tutoring queues", () => db().collection(C.queues).where("typeId", "==", typeId).limit(200).get());
  countQueryReads(snap.size);
  return snap.docs.filter((d) => ((d.get("members") as string[] | undefined) ?? []).length > 0).map((d) => d.id);
}
