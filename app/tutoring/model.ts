/**
 * Live tutoring: the shapes every part of the feature shares (browser-safe:
 * no Firestore import). Firestore layout, all instants stored as UTC
 * Timestamps and reasoned about in Asia/Bangkok (app/kernel/clock.ts):
 *
 * - `tutoringTypes/{id}`: a session type (TutoringType below, `slug` unique).
 * - `tutoringConfig/settings`: the tutor's weekly hours, date exceptions and
 *   limits (TutoringSettings). A missing document means DEFAULT_SETTINGS.
 * - `tutoringDays/{YYYY-MM-DD}` (Bangkok date): the per-day lock document,
 *   `{ sessions: { [sessionId]: { typeId, start, end, taken, seatsTotal, offers } } }`,
 *   only the sessions holding at least one confirmed seat or a queue's offer
 *   (`offers`: uid → until, which only the picker counts). Every booking,
 *   cancellation and reschedule reads and writes it in its transaction, so
 *   overlaps, buffers and the day's limit hold across server instances.
 * - `tutoringSessions/{typeId}_{startMillis}`: one occurrence of a type
 *   (TutoringSession): its seats as `{ [uid]: bookingId }`, the tutor's notes,
 *   homework (with `homeworkVersion`, raised by each change that mails the
 *   students), meeting link override, and whether it was cancelled.
 * - `tutoringBookings/{id}`: a student's seat (TutoringBooking). The id is
 *   made once and kept through reschedules; so is `calendarUid`, the calendar
 *   events' UID, stored with the booking so no ORIGIN changes it; `sequence`
 *   grows with each change.
 * - `tutoringSeats/{sessionId}_{n}` (n = 1 … the type's seats): one seat of an
 *   occurrence, `{ uid, bookingId, sessionId, booked, claimedAt }`. A booking post
 *   claims one with a create-if-absent write before its transaction (the losers of a
 *   race are refused at once, ./seats.store.server.ts); the transaction marks it
 *   `booked`, and every write that frees the booking's seat deletes it. Derived
 *   from the bookings (the backup carries it as it carries the day documents).
 * - `tutoringStudents/{uid}`: `{ upcoming: { [bookingId]: startMillis }, feedHash,
 *   tutorFeedHash }`, read in the booking transaction for the per-student limit
 *   (the store writes `upcoming` with `mergeFields`, keeping the other fields).
 * - `calendarFeeds/{sha256(token)}`: `{ uid, scope: "student" | "tutor", createdAt }`.
 *   Making a new token deletes the old document. The token is stored nowhere.
 * - `tutoringSeries/{seriesId}`: a weekly series (TutoringSeries below): the same type at
 *   the same Bangkok time every week, booked all or none in one transaction
 *   (./series.store.server.ts). Each week is an ordinary booking whose `series` names
 *   the series and its place; a series counts as ONE booking of the student's limit
 *   (its `upcoming` entry is `series:<id>` → the last week's start).
 * - `tutoringQueues/{sessionId}` (the waiting list of a full group time, "คิวรอ",
 *   ./queue.store.server.ts): `{ typeId, start, end, members: uid[] (those waiting
 *   or offered a seat: the student's own queues are found by them), entries: { [uid]:
 *   QueueEntry }, dueAt (the earliest offer's end, or null: the queue sweep's query),
 *   updatedAt }`. The line is the waiting entries by `joinedAt`. A freed seat goes to
 *   the first in line in ONE transaction that reads the queue, the day document and
 *   the occurrence's seat documents and writes the seat document as that student's
 *   claim (`heldUntil`: no other post can claim it meanwhile), so two seats freed at
 *   once go to the first two, each once, across processes.
 */
import type { ClockTime, Weekday } from "~/kernel/clock";

export const TUTORING_COLLECTIONS = {
  types: "tutoringTypes",
  config: "tutoringConfig",
  days: "tutoringDays",
  sessions: "tutoringSessions",
  bookings: "tutoringBookings",
  seats: "tutoringSeats",
  students: "tutoringStudents",
  feeds: "calendarFeeds",
  series: "tutoringSeries",
  queues: "tutoringQueues",
} as const;

/**
 * Fields of `tutoringStudents` in which an older version kept the feed tokens in
 * clear: nothing reads them, every write of the document deletes them
 * (feed.store.server.ts), and the backup leaves them out.
 */
export const FEED_CLEAR_TOKEN_FIELDS = ["feedToken", "tutorFeedToken"] as const;

/** "HH:MM" in Bangkok, and 0 = Sunday … 6 = Saturday: the clock's (app/kernel/clock.ts). */
export type { ClockTime, Weekday } from "~/kernel/clock";

export interface TimeRange {
  start: ClockTime;
  end: ClockTime;
}

export interface DateException {
  /** YYYY-MM-DD in Bangkok. */
  date: string;
  /** "off": no hours that day; "extra": these ranges are open besides the weekly ones. */
  kind: "off" | "extra";
  ranges: TimeRange[];
  note?: string;
}

export interface TutoringSettings {
  weekly: Record<Weekday, TimeRange[]>;
  exceptions: DateException[];
  /** Free minutes kept between two sessions. */
  bufferMinutes: number;
  /** A start must be at least this far in the future. */
  minNoticeHours: number;
  /** Starts may be booked up to this many days ahead. */
  windowDays: number;
  /** At most this many sessions a day (0 = no limit). */
  dailyLimit: number;
  /** A student holds at most this many upcoming bookings. */
  perStudentLimit: number;
  /** Cancel or reschedule up to this many hours before the start. */
  cancelWindowHours: number;
  /** Starts are on this grid from each range's start (minutes). */
  gridMinutes: number;
  /** The tutor's default meeting link (https), used when neither type nor session has one. */
  meetingUrl: string | null;
}

export const DEFAULT_SETTINGS: TutoringSettings = {
  weekly: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
  exceptions: [],
  bufferMinutes: 15,
  minNoticeHours: 12,
  windowDays: 14,
  dailyLimit: 0,
  perStudentLimit: 3,
  cancelWindowHours: 12,
  gridMinutes: 30,
  meetingUrl: null,
};

export type TypeKind = "one" | "group";

export type TypePayment = "free" | "session" | "hours";

export interface TutoringType {
  id: string;
  slug: string;
  title: string;
  /** Markdown. */
  description: string;
  durationMinutes: number;
  kind: TypeKind;
  /** 1 for "one"; N for a group. */
  seats: number;
  courseId: string | null;
  /** Only students enrolled in `courseId` may book. */
  enrolledOnly: boolean;
  /**
   * How a booking is paid: free; a price per session (`priceSatang`: booking holds the time for
   * a payment, app/payments); or the student's hours of credit (booking uses the type's minutes,
   * a cancellation gives them back). An older document's `hoursPaid: true` reads as "hours".
   */
  payment: TypePayment;
  /** The price per session in satang ("session" only; null otherwise). */
  priceSatang: number | null;
  published: boolean;
  /** https URL (Meet, Zoom, …) or null: then the settings' link. Never in public HTML. */
  meetingUrl: string | null;
  /**
   * A weekly series of this type may run this many weeks (2 … SERIES_WEEKS.max; 0 = no series).
   * An older document without it reads `defaultWeeklyMaxWeeks(kind)`.
   */
  weeklyMaxWeeks: number;
  updatedAt: Date;
}

export interface TutoringSession {
  id: string;
  typeId: string;
  start: Date;
  end: Date;
  /** uid → bookingId of the confirmed seats. */
  seats: Record<string, string>;
  seatsTotal: number;
  cancelled: boolean;
  cancelReason: string | null;
  /** Overrides the type's link for this occurrence. */
  meetingUrl: string | null;
  /** Markdown, shown to the session's students after it. */
  notes: string;
  homework: string;
  /** The homework is handed in on the site (app/handins), by `homeworkDue` ("yyyy-mm-dd") if set. */
  handinRequired?: boolean;
  homeworkDue?: string | null;
  /**
   * bookingId → who held a seat and let it go (kept by the seat's release; a
   * booking moved to another time is found here only). Wiped when the
   * occurrence is booked afresh.
   */
  left?: Record<string, { uid: string; email: string; name: string | null }>;
}

export type BookingStatus = "confirmed" | "cancelled";
export type Attendance = "attended" | "absent" | null;

export interface TutoringBooking {
  id: string;
  uid: string;
  email: string;
  name: string | null;
  typeId: string;
  sessionId: string;
  start: Date;
  end: Date;
  status: BookingStatus;
  /** Grows with every change (reschedule, cancel): the calendar SEQUENCE. */
  sequence: number;
  /**
   * The UID of the booking's calendar events (invitation, cancellation, file,
   * feed), `<id>@<the site's host when booked>`. A booking stored before the
   * field existed reads it derived the old way, from today's ORIGIN, and keeps
   * it when the booking is next written (./records.store.server.ts).
   */
  calendarUid: string;
  cancelledBy: "student" | "tutor" | null;
  /** Why it was cancelled, as the one who cancelled wrote it (the tutor's agenda and the e-mails show it). */
  cancelReason: string | null;
  /** What the student wrote when booking ("อยากเรียนเรื่องอะไร"), for the tutor: the agenda and the booking e-mail. */
  note: string | null;
  attendance: Attendance;
  /**
   * A booking of a type with a price per session: held for its payment order (app/payments
   * session-hold.store.server.ts keeps it in step) until `holdUntil` (null while a slip waits for
   * the tutor, and once paid); null for a free or hours-paid booking.
   */
  payment?: BookingPayment | null;
  /** A week of a weekly series: the series, and this week's place in it (1-based: "ครั้งที่ 3 จาก 8"). */
  series?: BookingSeries | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BookingSeries {
  id: string;
  index: number;
  count: number;
}

export interface BookingPayment {
  status: "held" | "paid";
  orderId: string;
  holdUntil: number | null;
}

/** The session document id of a type's occurrence. */
export function sessionId(typeId: string, start: Date): string {
  return `${typeId}_${start.getTime()}`;
}

/** The id of the seat document of seat `n` (1 … the type's seats) of an occurrence. */
export function seatId(sessionId: string, n: number): string {
  return `${sessionId}_${n}`;
}

/** The join link is shown from this long before the start until the end. */
export const JOIN_OPENS_MINUTES = 15;

// ---------------------------------------------------------------- weekly series

/** How many weeks a series may have (the confirmation step's choice; the type's `weeklyMaxWeeks` may lower the top). */
export const SERIES_WEEKS = { min: 2, max: 12 } as const;

/** A type's `weeklyMaxWeeks` when its document has none: 1:1 types 12 weeks, groups no series. */
export function defaultWeeklyMaxWeeks(kind: TypeKind): number {
  return kind === "one" ? SERIES_WEEKS.max : 0;
}

export type SeriesStatus = "active" | "ended";

/**
 * `tutoringSeries/{id}`: a weekly series. `bookingIds` and `starts` are in week order (the
 * weeks booked, a skipped week is not in them); each booking keeps its own status (a week
 * cancelled or moved on its own). `payment`: a priced type's one order for every week
 * (its hold's `holdPath` is this document), null otherwise.
 */
export interface TutoringSeries {
  id: string;
  uid: string;
  email: string;
  name: string | null;
  typeId: string;
  weekday: Weekday;
  /** "HH:MM" in Bangkok. */
  clock: ClockTime;
  /** How many weeks were booked. */
  weeks: number;
  bookingIds: string[];
  /** Each week's start (ms), in week order. */
  starts: number[];
  status: SeriesStatus;
  endedBy: "student" | "tutor" | null;
  endReason: string | null;
  payment: BookingPayment | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The student's `upcoming` key of a series (one entry: a series counts as one booking). */
export function seriesUpcomingKey(seriesId: string): string {
  return `series:${seriesId}`;
}

// ---------------------------------------------------------------- waiting lists (คิวรอ, ./queue.store.server.ts)

/** How long a priced type's freed seat is kept for the first in line to confirm and pay. */
export const QUEUE_OFFER_MINUTES = 60;

/**
 * One student in a time's queue: `waiting` (in line), `offered` (a seat is held for them until
 * `offerUntil`: a priced type's offer, or a free or hours-paid type's booking under way), then
 * one of the ends: `booked`, `left` (they left the line), `passed` (the offer ran out),
 * `skipped` (the booking was refused: short of hours, the student's limit), `closed` (the tutor
 * cancelled the time).
 */
export interface QueueEntry {
  uid: string;
  email: string;
  name: string | null;
  joinedAt: number;
  status: "waiting" | "offered" | "booked" | "left" | "passed" | "skipped" | "closed";
  /** ms: until when the offered seat is held. */
  offerUntil: number | null;
  /** The seat document held for an offer, and the booking id its booking takes. */
  seat: string | null;
  bookingId: string | null;
}

export interface TutoringQueue {
  sessionId: string;
  typeId: string;
  start: Date;
  end: Date;
  entries: Record<string, QueueEntry>;
}

/** The waiting entries in line order (joined first, then by uid). */
export function queueLine(queue: Pick<TutoringQueue, "entries">): QueueEntry[] {
  return Object.values(queue.entries)
    .filter((e) => e.status === "waiting")
    .sort((a, b) => a.joinedAt - b.joinedAt || (a.uid < b.uid ? -1 : 1));
}

/** A student's place in line (1 = next), or null when not waiting. */
export function placeInLine(queue: Pick<TutoringQueue, "entries">, uid: string): number | null {
  const i = queueLine(queue).findIndex((e) => e.uid === uid);
  return i < 0 ? null : i + 1;
}
