/**
 * Tutoring records: the document schemas, the references, every read, and the
 * plain writes of the seed and the tests (Firestore layout: ./model.ts). The
 * transactions that book, cancel and reschedule are in ./booking.store.server.ts;
 * the tutor's own writes in ./admin.store.server.ts. Both parse through the
 * schemas here: one reader per document kind. Every read here is counted
 * (app/platform/firestore-reads.server.ts), as Firestore bills it.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { firstIssue } from "~/kernel/form";
import { countedDoc, countedDocs, dateSchema, parseDoc, parseDocs } from "~/content/shared.store.server";
import { countReads } from "~/platform/firestore-reads.server";
import { unavailableOr } from "~/platform/errors";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import {
  DEFAULT_SETTINGS,
  defaultWeeklyMaxWeeks,
  JOIN_OPENS_MINUTES,
  SERIES_WEEKS,
  seriesUpcomingKey,
  TUTORING_COLLECTIONS as C,
  type TutoringBooking,
  type TutoringSession,
  type TutoringSettings,
  type TutoringType,
  type Weekday,
} from "./model";
import { calendarUidFor } from "./ics.server";
import { fullTimes } from "./queue-times";
import { openTimes, type BusySession } from "./open-times";
import { addDays, DAY_MS, dayKeyOf, HOUR_MS, machineNow, MINUTE_MS, nowDate, parseClock } from "~/kernel/clock";
import { idSchema } from "~/kernel/ids";

// ---------------------------------------------------------------- schemas

const clock = z.string().refine((v) => parseClock(v) !== null, "HH:MM");
const timeRangeSchema = z.object({ start: clock, end: clock });
const dayRangesSchema = z.array(timeRangeSchema).max(12).default([]);
/** A number of hours (fractions allowed), from 0 up to `max`. */
const hoursUpTo = (max: number, fallback: number) => z.number().min(0).max(max).default(fallback);
const httpsUrl = z.url({ protocol: /^https$/ }).max(500);

export const settingsSchema = z.object({
  weekly: z
    .object({
      0: dayRangesSchema,
      1: dayRangesSchema,
      2: dayRangesSchema,
      3: dayRangesSchema,
      4: dayRangesSchema,
      5: dayRangesSchema,
      6: dayRangesSchema,
    })
    .transform((w) => w as Record<Weekday, Array<{ start: string; end: string }>>)
    .default(DEFAULT_SETTINGS.weekly),
  exceptions: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        kind: z.enum(["off", "extra"]),
        ranges: z.array(timeRangeSchema).max(12).default([]),
        note: z.string().max(200).optional(),
      })
    )
    .max(400)
    .default([]),
  bufferMinutes: z.number().int().min(0).max(240).default(DEFAULT_SETTINGS.bufferMinutes),
  minNoticeHours: hoursUpTo(24 * 60, DEFAULT_SETTINGS.minNoticeHours),
  windowDays: z.number().int().min(1).max(90).default(DEFAULT_SETTINGS.windowDays),
  dailyLimit: z.number().int().min(0).max(100).default(DEFAULT_SETTINGS.dailyLimit),
  perStudentLimit: z.number().int().min(1).max(100).default(DEFAULT_SETTINGS.perStudentLimit),
  cancelWindowHours: hoursUpTo(24 * 30, DEFAULT_SETTINGS.cancelWindowHours),
  gridMinutes: z.number().int().min(5).max(240).default(DEFAULT_SETTINGS.gridMinutes),
  meetingUrl: httpsUrl.nullable().default(null),
});

export const typeSchema = z.object({
  id: z.string(),
  slug: z.string().min(1).max(80),
  title: z.string().min(1).max(200),
  description: z.string().max(20_000).default(""),
  durationMinutes: z.number().int().min(5).max(600),
  kind: z.enum(["one", "group"]),
  seats: z.number().int().min(1).max(100),
  courseId: z.string().nullable().default(null),
  enrolledOnly: z.boolean().default(false),
  /** An older document's "paid from hours" tick: read as `payment: "hours"` (the one place that maps it). */
  hoursPaid: z.boolean().default(false),
  payment: z.enum(["free", "session", "hours"]).optional(),
  priceSatang: z.number().int().positive().nullable().catch(null).default(null),
  published: z.boolean().default(false),
  meetingUrl: httpsUrl.nullable().default(null),
  /** Missing in a type saved before series existed: the kind's default (model.ts defaultWeeklyMaxWeeks). */
  weeklyMaxWeeks: z.number().int().min(0).max(SERIES_WEEKS.max).optional().catch(undefined),
  updatedAt: dateSchema,
}).transform(({ hoursPaid, payment, priceSatang, weeklyMaxWeeks, ...t }) => {
  const pay = payment ?? (hoursPaid ? "hours" : "free");
  const weeks = { weeklyMaxWeeks: weeklyMaxWeeks ?? defaultWeeklyMaxWeeks(t.kind) };
  // A price per session without its price cannot be paid: read as free.
  return pay === "session" && priceSatang
    ? { ...t, ...weeks, payment: pay, priceSatang }
    : { ...t, ...weeks, payment: pay === "session" ? ("free" as const) : pay, priceSatang: null };
});

export const sessionSchema = z.object({
  id: z.string(),
  typeId: z.string(),
  start: dateSchema,
  end: dateSchema,
  seats: z.record(z.string(), z.string()).default({}),
  seatsTotal: z.number().int().min(1),
  cancelled: z.boolean().default(false),
  cancelReason: z.string().nullable().default(null),
  meetingUrl: httpsUrl.nullable().catch(null).default(null),
  notes: z.string().default(""),
  homework: z.string().default(""),
  handinRequired: z.boolean().catch(false).default(false),
  homeworkDue: z.string().nullable().catch(null).default(null),
  left: z
    .record(z.string(), z.object({ uid: z.string(), email: z.string(), name: z.string().nullable().default(null) }))
    .catch({})
    .default({}),
});

export const bookingSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable().default(null),
  typeId: z.string(),
  sessionId: z.string(),
  start: dateSchema,
  end: dateSchema,
  status: z.enum(["confirmed", "cancelled"]),
  sequence: z.number().int().min(0),
  cancelledBy: z.enum(["student", "tutor"]).nullable().default(null),
  cancelReason: z.string().nullable().default(null),
  /** What the student wants to study (optional, from the booking's confirmation step). */
  note: z.string().nullable().default(null),
  attendance: z.enum(["attended", "absent"]).nullable().default(null),
  payment: z
    .object({ status: z.enum(["held", "paid"]), orderId: z.string(), holdUntil: z.number().nullable() })
    .nullable()
    .catch(null)
    .default(null),
  /** A week of a weekly series (model.ts BookingSeries); absent on a single booking. */
  series: z
    .object({ id: z.string(), index: z.number().int().min(1), count: z.number().int().min(1) })
    .nullable()
    .catch(null)
    .default(null),
  createdAt: dateSchema,
  updatedAt: dateSchema,
  /** Missing in bookings made before it was stored: the UID they had, derived the old way (the next write stores it). */
  calendarUid: z.string().min(1).optional(),
}).transform((b) => ({ ...b, calendarUid: b.calendarUid ?? calendarUidFor(b.id) }));

/** A weekly series (model.ts TutoringSeries). */
export const seriesSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable().default(null),
  typeId: z.string(),
  weekday: z.number().int().min(0).max(6).transform((d) => d as Weekday),
  clock,
  weeks: z.number().int().min(1),
  bookingIds: z.array(z.string()),
  starts: z.array(z.number()),
  status: z.enum(["active", "ended"]),
  endedBy: z.enum(["student", "tutor"]).nullable().default(null),
  endReason: z.string().nullable().default(null),
  payment: z
    .object({ status: z.enum(["held", "paid"]), orderId: z.string(), holdUntil: z.number().nullable() })
    .nullable()
    .catch(null)
    .default(null),
  createdAt: dateSchema,
  updatedAt: dateSchema,
});

/** One held session in a day document (`tutoringDays/{day}.sessions[sessionId]`). */
const dayEntrySchema = z.object({
  typeId: z.string(),
  start: dateSchema,
  end: dateSchema,
  taken: z.number().int().min(0),
  seatsTotal: z.number().int().min(1),
  /** Seats offered to the first in a queue (./queue.store.server.ts): uid → until when (ms). */
  offers: z.record(z.string(), z.number()).default({}),
});
const dayDocSchema = z.object({
  sessions: z.record(z.string(), dayEntrySchema).default({}),
});
const studentDocSchema = z.object({
  upcoming: z.record(z.string(), z.number()).default({}),
});

/** A page's reads give up after this long (Firestore unreachable): the page answers the Thai 503, never hangs. */
const READ_TIMEOUT_MS = 5_000;

export async function read<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(work(), READ_TIMEOUT_MS, label);
  } catch (error) {
    throw unavailableOr(label, error);
  }
}

// ---------------------------------------------------------------- refs

export const col = (store: Firestore, name: keyof typeof C) => store.collection(C[name]);
export const settingsRef = (store = db()) => col(store, "config").doc("settings");
export const dayRef = (key: string, store = db()) => col(store, "days").doc(key);
export const studentRef = (uid: string, store = db()) => col(store, "students").doc(uid);

export function parseSettings(snap: DocumentSnapshot): TutoringSettings {
  if (!snap.exists) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.safeParse(snap.data());
  if (parsed.success) return parsed.data;
  console.error(`tutoring settings unreadable (${firstIssue(parsed.error)?.path}): using the defaults`);
  return DEFAULT_SETTINGS;
}

/**
 * The held sessions of day documents. `offeredAt`: the picker's view, where a seat offered to
 * the first in a queue and not yet run out counts as taken (its seat document is claimed, so a
 * post for it is refused as full). The transactions leave it out: they go by the seat claims,
 * and the student offered the seat books it.
 */
export function busyOf(snaps: DocumentSnapshot[], offeredAt?: Date): BusySession[] {
  const busy: BusySession[] = [];
  for (const snap of snaps) {
    if (!snap.exists) continue;
    const parsed = dayDocSchema.safeParse(snap.data());
    if (!parsed.success) {
      console.error(`tutoring day ${snap.id} unreadable`);
      continue;
    }
    for (const [id, e] of Object.entries(parsed.data.sessions)) {
      const offered = offeredAt ? Object.values(e.offers).filter((until) => until > offeredAt.getTime()).length : 0;
      const taken = Math.min(e.taken + offered, Math.max(e.taken, e.seatsTotal));
      if (taken > 0) busy.push({ id, typeId: e.typeId, start: e.start.getTime(), end: e.end.getTime(), taken, seatsTotal: e.seatsTotal });
    }
  }
  return busy;
}

export function upcomingOf(snap: DocumentSnapshot): Record<string, number> {
  return snap.exists ? studentDocSchema.safeParse(snap.data()).data?.upcoming ?? {} : {};
}

// ---------------------------------------------------------------- reads

export async function getSettings(): Promise<TutoringSettings> {
  return read("tutoring settings", async () => {
    const snap = await settingsRef().get();
    countReads(1);
    return parseSettings(snap);
  });
}

export async function listTypes(opts: { publishedOnly: boolean }): Promise<TutoringType[]> {
  return read("tutoring types", async () => {
    const snap = await db().collection(C.types).get();
    const types = parseDocs(typeSchema, countedDocs(snap));
    return types
      .filter((t) => !opts.publishedOnly || t.published)
      .sort((a, b) => a.durationMinutes - b.durationMinutes || a.title.localeCompare(b.title, "th"));
  });
}

/** One document by id, parsed (null when it does not exist). */
async function getOne<S extends z.ZodType>(label: string, name: keyof typeof C, schema: S, id: string): Promise<z.infer<S> | null> {
  return read(label, async () => {
    const snap = countedDoc(await col(db(), name).doc(id).get());
    return snap ? parseDoc(schema, snap) : null;
  });
}

/** Ids that come from a URL: a type's and a booking's are random, URL-safe, at most 64 characters. */

export async function getType(id: string): Promise<TutoringType | null> {
  return idSchema.safeParse(id).success ? getOne("tutoring type", "types", typeSchema, id) : null;
}

export async function getTypeBySlug(slug: string): Promise<TutoringType | null> {
  return read("tutoring type", async () => {
    const [doc] = countedDocs(await db().collection(C.types).where("slug", "==", slug).limit(1).get());
    return doc ? parseDoc(typeSchema, doc) : null;
  });
}

export async function getBooking(id: string): Promise<TutoringBooking | null> {
  return idSchema.safeParse(id).success ? getOne("tutoring booking", "bookings", bookingSchema, id) : null;
}

export async function getSession(id: string): Promise<TutoringSession | null> {
  return getOne("tutoring session", "sessions", sessionSchema, id);
}

async function bookingsOfSessions(ids: string[]): Promise<Map<string, TutoringBooking[]>> {
  const out = new Map<string, TutoringBooking[]>();
  for (let i = 0; i < ids.length; i += 30) {
    const snap = await db()
      .collection(C.bookings)
      .where("sessionId", "in", ids.slice(i, i + 30))
      .get();
    for (const b of parseDocs(bookingSchema, countedDocs(snap))) out.set(b.sessionId, [...(out.get(b.sessionId) ?? []), b]);
  }
  return out;
}

/** Sessions (cancelled included) whose start is in [from, to), by start, with their bookings. */
export async function listSessionsBetween(from: Date, to: Date): Promise<Array<TutoringSession & { bookings: TutoringBooking[] }>> {
  return read("tutoring sessions", async () => {
    const snap = await db()
      .collection(C.sessions)
      .where("start", ">=", Timestamp.fromDate(from))
      .where("start", "<", Timestamp.fromDate(to))
      .orderBy("start")
      .limit(1000)
      .get();
    const sessions = parseDocs(sessionSchema, countedDocs(snap));
    const bookings = await bookingsOfSessions(sessions.map((s) => s.id));
    return sessions.map((s) => ({ ...s, bookings: bookings.get(s.id) ?? [] }));
  });
}

/** A student's bookings, newest start first (at most `limit`). */
export async function listBookingsOf(uid: string, limit = 100): Promise<TutoringBooking[]> {
  return read("tutoring bookings", async () => {
    const snap = await db().collection(C.bookings).where("uid", "==", uid).orderBy("start", "desc").limit(limit).get();
    return parseDocs(bookingSchema, countedDocs(snap));
  });
}

/** The student's next confirmed booking that has not ended, or null (one or two reads). */
export async function nextBookingOf(uid: string, now = nowDate()): Promise<TutoringBooking | null> {
  const upcoming = await read("tutoring student", async () => {
    const snap = await studentRef(uid).get();
    countReads(1);
    return upcomingOf(snap);
  });
  // The upcoming list holds starts; a session may still run for a while after its start.
  const candidates = Object.entries(upcoming)
    .filter(([, start]) => start > now.getTime() - 12 * HOUR_MS)
    .sort((a, b) => a[1] - b[1]);
  // A weekly series is one entry (`series:<id>` → its last week's start): its weeks still ahead are candidates too.
  const series = candidates.filter(([id]) => id.startsWith(SERIES_KEY)).slice(0, 3);
  const weeks = (await Promise.all(series.map(([id]) => weeksAheadOf(id.slice(SERIES_KEY.length), now)))).flat();
  const singles = candidates.filter(([id]) => !id.startsWith(SERIES_KEY));
  for (const [id] of [...singles.slice(0, 5), ...weeks].sort((a, b) => a[1] - b[1])) {
    const booking = await getBooking(id);
    if (booking && booking.status === "confirmed" && booking.end.getTime() > now.getTime()) return booking;
  }
  return null;
}

const SERIES_KEY = seriesUpcomingKey("");

/** A series' weeks that may not have ended at `now` ([bookingId, start], at most 3): the dashboard card's candidates. */
async function weeksAheadOf(seriesId: string, now: Date): Promise<Array<[string, number]>> {
  if (!idSchema.safeParse(seriesId).success) return [];
  const series = await getOne("tutoring series", "series", seriesSchema, seriesId);
  if (!series || series.status !== "active") return [];
  const weeks = series.bookingIds.map((id, i): [string, number] => [id, series.starts[i] ?? 0]);
  return weeks.filter(([, start]) => start > now.getTime() - 12 * HOUR_MS).slice(0, 3);
}

/** The held sessions of the Bangkok days [first, last] as the picker sees them (day documents, one read each; offered seats taken at `now`). */
async function busyOfDays(first: string, last: string, now: Date): Promise<BusySession[]> {
  const refs: DocumentReference[] = [];
  for (let key = first; key <= last && refs.length < 100; key = addDays(key, 1)) refs.push(dayRef(key));
  return read("tutoring days", async () => {
    const snaps = await db().getAll(...refs);
    countReads(snaps.length);
    return busyOf(snaps, now);
  });
}

/** The open starts of a type for the booking window (one rule with the booking transaction). */
export async function openTimesOf(type: TutoringType, settings: TutoringSettings, now: Date) {
  const busy = await busyOfDays(addDays(dayKeyOf(now), -1), addDays(dayKeyOf(now.getTime() + settings.windowDays * DAY_MS), 1), now);
  return openTimes({ settings, type, busy, now }).list();
}

interface WindowRead {
  settings: TutoringSettings;
  types: TutoringType[];
  busy: BusySession[];
}

/**
 * The window's reads in flight in this process, by Bangkok day: pages that ask while one is
 * under way share it (a race's 30 refusals each show the picker: one read, not 30 × 20). A booking
 * write of this process forgets the one in flight (`forgetWindowRead`).
 */
const windowReads = new Map<string, Promise<WindowRead>>();

/**
 * The last window read this process finished, with when it began (the machine's clock), which
 * only a refused booking's page may show, and only when it began after that post was received
 * (`bookingWindow`'s `since`). A race's losers are refused within a second or so; each showing
 * the same read spares Firestore a read of every day of the window for each of them, and none
 * shows a window older than its own post. A booking write of this process forgets it.
 */
let lastWindow: { today: string; began: number; read: WindowRead } | null = null;

async function readWindow(today: string, now: Date, since: number | undefined) {
  if (since !== undefined && lastWindow?.today === today && lastWindow.began >= since) return lastWindow.read;
  const pending = windowReads.get(today);
  if (pending) return pending;
  const began = machineNow();
  const reading = (async (): Promise<WindowRead> => {
    const [settings, types] = await Promise.all([getSettings(), listTypes({ publishedOnly: true })]);
    return { settings, types, busy: await busyOfDays(addDays(today, -1), addDays(today, settings.windowDays + 1), now) };
  })();
  windowReads.set(today, reading);
  try {
    const read = await reading;
    // Not forgotten by a write meanwhile: the next refused booking's page may show it.
    if (windowReads.get(today) === reading) lastWindow = { today, began, read };
    return read;
  } finally {
    if (windowReads.get(today) === reading) windowReads.delete(today);
  }
}

/** After a booking write: a page asking now reads the window afresh instead of sharing a read begun before the write. */
export function forgetWindowRead(): void {
  windowReads.clear();
  lastWindow = null;
}

/**
 * Everything /tutoring shows: the settings, the published types and the held sessions of the window
 * (read once for all types), and each type's open starts, worked out only for the types a page shows
 * (the list counts every type's; the picker and a refused booking only the chosen one's).
 * `since`: a refused booking's page, when its post was received (the machine's clock), which may
 * show this process's last read if that read began after it.
 */
export async function bookingWindow(now: Date, opts: { since?: number } = {}) {
  const { settings, types, busy } = await readWindow(dayKeyOf(now), now, opts.since);
  return {
    settings,
    types,
    openOf: (type: TutoringType) => openTimes({ settings, type, busy, now }).list(),
    /** A group type's full times that keep a queue (./queue-times.ts). */
    fullOf: (type: TutoringType) => fullTimes({ settings, type, busy, now }),
  };
}

/** The meeting link of a session (session → type → settings), or null. */
export function meetingUrlOf(session: TutoringSession | null, type: TutoringType | null, settings: TutoringSettings): string | null {
  return session?.meetingUrl ?? type?.meetingUrl ?? settings.meetingUrl ?? null;
}

/** Whether the join link may be shown now: a confirmed booking, from JOIN_OPENS_MINUTES before the start until the end. */
export function joinWindowOpen(booking: TutoringBooking, now: Date): boolean {
  return (
    booking.status === "confirmed" &&
    now.getTime() >= booking.start.getTime() - JOIN_OPENS_MINUTES * MINUTE_MS &&
    now.getTime() < booking.end.getTime()
  );
}

/**
 * Whether the booking's student may see the session's notes and homework: after
 * the session, and only on a booking still confirmed (a cancelled seat, by either
 * side, never shows them). The one rule of /sessions and /sessions/:id.
 */
export function recordVisible(booking: TutoringBooking, now: Date): boolean {
  return booking.status === "confirmed" && booking.end.getTime() <= now.getTime();
}
