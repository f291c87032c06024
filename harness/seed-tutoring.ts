/**
 * Demo live tutoring: the tutor's settings (every day 09:00–12:00 and
 * 13:00–20:00, booking 28 days ahead: the test files own days up to +27, harness/test-days.ts), the types
 * `private-60` (1:1, 60 min), `group-90` (group, 90 min, 6 seats) and `paid-60`
 * (1:1, 60 min, 350 บาท per session: booking holds the time for its payment) and
 * `hours-60` (1:1, 60 min, paid from hours of credit), and a few
 * bookings of the demo students placed relative to `now`, one of them past
 * with the tutor's notes and homework. Written through the booking store's own
 * document helpers. Idempotent: the demo bookings have fixed ids and are
 * removed (with their seats) before they are written again.
 */
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { bookingDocData, dayEntry, newBooking, newBookingId, seatDocData, sessionDocData } from "../app/tutoring/documents.store.server.ts";
import { col, dayRef, settingsSchema, studentRef } from "../app/tutoring/records.store.server.ts";
import { DEFAULT_SETTINGS, seatId, seriesUpcomingKey, sessionId as sessionIdOf, TUTORING_COLLECTIONS as C, type TutoringBooking, type TutoringSettings, type TutoringType } from "../app/tutoring/model.ts";
import { addDays, bangkokInstant, clockOf, DAY_MS, dayKeyOf, MINUTE_MS, nowDate, weekdayOf } from "../app/kernel/clock.ts";
import { DEMO_ACCOUNTS } from "../app/platform/demo-accounts.ts";
import { SEED_DAYS, SEED_SERIES_DAYS } from "./test-days.ts";
import { lessonUrl } from "../app/kernel/urls.ts";

const HOURS = [
  { start: "09:00", end: "12:00" },
  { start: "13:00", end: "20:00" },
];

const DEMO_TUTORING_SETTINGS: TutoringSettings = {
  ...DEFAULT_SETTINGS,
  windowDays: 28,
  weekly: { 0: HOURS, 1: HOURS, 2: HOURS, 3: HOURS, 4: HOURS, 5: HOURS, 6: HOURS },
  meetingUrl: "https://meet.google.com/demo-tutor",
};

const UPDATED = new Date("2025-05-01T02:00:00Z");

const DEMO_TUTORING_TYPES: TutoringType[] = [
  {
    id: "private-60",
    slug: "private-60",
    title: "ติวตัวต่อตัว 60 นาที",
    description: "เรียนตัวต่อตัวกับพี่ทางออนไลน์ ถามได้ทุกเรื่องที่ยังไม่เข้าใจ ทั้งบทเรียนในคอร์สและการบ้านที่โรงเรียน\n\n- เตรียมคำถามหรือโจทย์มาล่วงหน้า\n- หลังเรียนพี่จะสรุปบันทึกและการบ้านไว้ให้ในหน้า **นัดเรียนของฉัน**",
    durationMinutes: 60,
    kind: "one",
    seats: 1,
    courseId: null,
    enrolledOnly: false,
    payment: "free",
    priceSatang: null,
    published: true,
    meetingUrl: null,
    weeklyMaxWeeks: 12,
    updatedAt: UPDATED,
  },
  {
    id: "group-90",
    slug: "group-90",
    title: "ติวกลุ่มเล็ก 90 นาที",
    description: "ติวเป็นกลุ่มเล็กไม่เกิน 6 คน ทบทวนเนื้อหาและทำโจทย์ไปด้วยกัน เหมาะกับช่วงก่อนสอบ",
    durationMinutes: 90,
    kind: "group",
    seats: 6,
    courseId: null,
    enrolledOnly: false,
    payment: "free",
    priceSatang: null,
    published: true,
    meetingUrl: null,
    weeklyMaxWeeks: 0,
    updatedAt: UPDATED,
  },
  {
    id: "paid-60",
    slug: "paid-60",
    title: "เรียนเดี่ยวจ่ายรายครั้ง 60 นาที",
    description: "เรียนตัวต่อตัวกับพี่ จ่ายเป็นครั้ง: จองแล้วโอนเงินด้วยพร้อมเพย์และส่งสลิปภายใน 30 นาที",
    durationMinutes: 60,
    kind: "one",
    seats: 1,
    courseId: null,
    enrolledOnly: false,
    payment: "session",
    priceSatang: 35_000,
    published: true,
    meetingUrl: null,
    weeklyMaxWeeks: 12,
    updatedAt: UPDATED,
  },
  {
    id: "hours-60",
    slug: "hours-60",
    title: "เรียนเดี่ยวหักชั่วโมง 60 นาที",
    description: "เรียนตัวต่อตัวกับพี่ ใช้ชั่วโมงเรียนจากแพ็กเกจที่ซื้อไว้ ครั้งละ 1 ชั่วโมง",
    durationMinutes: 60,
    kind: "one",
    seats: 1,
    courseId: null,
    enrolledOnly: false,
    payment: "hours",
    priceSatang: null,
    published: true,
    meetingUrl: null,
    weeklyMaxWeeks: 12,
    updatedAt: UPDATED,
  },
];

const student = (uid: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.uid === uid);
  if (!account) throw new Error(`no demo account ${uid}`);
  return account;
};

/** Removes a demo booking written by an earlier seed: its document, its seat (session and seat document) and its day entry. */
async function removeDemoBooking(db: Firestore, id: string): Promise<void> {
  const snap = await db.collection(C.bookings).doc(id).get();
  if (!snap.exists) return;
  const sessionId = snap.get("sessionId") as string;
  const uid = snap.get("uid") as string;
  const start = (snap.get("start") as { toDate(): Date }).toDate();
  const seats = await db.collection(C.seats).where("bookingId", "==", id).get();
  const batch = db.batch();
  batch.delete(snap.ref);
  for (const seat of seats.docs) batch.delete(seat.ref);
  batch.delete(db.collection(C.sessions).doc(sessionId));
  batch.set(db.collection(C.days).doc(dayKeyOf(start)), { sessions: { [sessionId]: FieldValue.delete() } }, { merge: true });
  batch.set(db.collection(C.students).doc(uid), { upcoming: { [id]: FieldValue.delete() } }, { merge: true });
  await batch.commit();
}

export async function seedTutoring(db: Firestore, now = nowDate()): Promise<void> {
  await db.collection(C.config).doc("settings").set(settingsDocData(DEMO_TUTORING_SETTINGS));
  for (const type of DEMO_TUTORING_TYPES) await db.collection(C.types).doc(type.id).set(typeDocData(type));
  const [privateType, groupType] = DEMO_TUTORING_TYPES as [TutoringType, TutoringType];
  const today = dayKeyOf(now);
  const [seedDay, seedDay2] = SEED_DAYS;
  const demo = [
    // Past, with notes and homework (Markdown linking to a demo lesson).
    {
      id: "demo-booking-past",
      uid: "demo-student-1",
      type: privateType,
      start: bangkokInstant(addDays(today, -3), 16 * 60),
      notes: `ทบทวน **สมการกำลังสอง** และการแยกตัวประกอบ น้องทำโจทย์แบบฝึกได้ดีขึ้นมาก\n\nอ่านทบทวนได้ที่ [บทเรียนคณิตศาสตร์](${lessonUrl("math-01")})`,
      homework: `1. ทำแบบฝึกหัดท้าย [บทเรียนคณิตศาสตร์](${lessonUrl("math-01")})\n2. จดโจทย์ที่ยังไม่เข้าใจมาถามในคาบหน้า`,
      attendance: "attended" as const,
    },
    { id: "demo-booking-1", uid: "demo-student-1", type: privateType, start: bangkokInstant(addDays(today, seedDay), 10 * 60) },
    { id: "demo-booking-2", uid: "demo-student-2", type: groupType, start: bangkokInstant(addDays(today, seedDay2), 14 * 60) },
    { id: "demo-booking-3", uid: "demo-student-3", type: groupType, start: bangkokInstant(addDays(today, seedDay2), 14 * 60) },
  ];
  for (const b of demo) await removeDemoBooking(db, b.id);
  for (const b of demo) {
    const account = student(b.uid);
    await writeBookingDirect(db, {
      id: b.id,
      uid: account.uid,
      email: account.email,
      name: account.name,
      type: b.type,
      start: b.start,
      now,
      notes: "notes" in b ? b.notes : "",
      homework: "homework" in b ? b.homework : "",
      attendance: "attendance" in b ? b.attendance : null,
    });
  }
  const series = await seedDemoSeries(db, privateType, now);
  console.log(`Seed: tutoring settings, ${DEMO_TUTORING_TYPES.length} session types, ${demo.length} demo bookings, a weekly series of ${series} weeks`);
  await seedDemoQueue(db, groupType, bangkokInstant(addDays(today, seedDay2), 16 * 60), now);
}

// ---------------------------------------------------------------- the demo weekly series (issue 44, helper T)

/** The demo regular's series: its id, and its weeks' booking ids `demo-series-1-w<n>`. */
export const DEMO_SERIES_ID = "demo-series-1";
const DEMO_SERIES_STUDENT = "demo-student-4";
const DEMO_SERIES_CLOCK = 17 * 60;

/**
 * A regular student (น้องกันต์) with a weekly series on `private-60`, every week at 17:00: five
 * weeks past (attended) and the sixth ahead on the seed's +3 (harness/test-days.ts: `seed-series`
 * and `seed`), so the tutor's agenda shows "ประจำ · ครั้งที่ 4/6" to "6/6" and the student page
 * lists the regular. Written directly, as the demo bookings are; the series counts as one
 * booking of the student's limit (its `upcoming` entry is the series', model.ts). Answers the weeks.
 */
async function seedDemoSeries(db: Firestore, type: TutoringType, now: Date): Promise<number> {
  const today = dayKeyOf(now);
  const days = [...SEED_SERIES_DAYS, SEED_DAYS[0]];
  const starts = days.map((d) => bangkokInstant(addDays(today, d), DEMO_SERIES_CLOCK));
  const ids = starts.map((_, i) => `${DEMO_SERIES_ID}-w${i + 1}`);
  const account = student(DEMO_SERIES_STUDENT);
  for (const id of ids) await removeDemoBooking(db, id);
  for (const [i, start] of starts.entries()) {
    const past = start.getTime() < now.getTime();
    await writeBookingDirect(db, { id: ids[i]!, uid: account.uid, email: account.email, name: account.name, type, start, now, attendance: past ? "attended" : null });
    await db.collection(C.bookings).doc(ids[i]!).update({ series: { id: DEMO_SERIES_ID, index: i + 1, count: starts.length } });
  }
  const last = starts[starts.length - 1]!;
  await db.collection(C.students).doc(account.uid).set(
    { upcoming: { ...Object.fromEntries(ids.map((id) => [id, FieldValue.delete()])), [seriesUpcomingKey(DEMO_SERIES_ID)]: last.getTime() } },
    { merge: true }
  );
  const at = Timestamp.fromDate(new Date(starts[0]!.getTime() - 2 * DAY_MS));
  await db.collection(C.series).doc(DEMO_SERIES_ID).set({
    uid: account.uid,
    email: account.email,
    name: account.name,
    typeId: type.id,
    weekday: weekdayOf(dayKeyOf(last)),
    clock: clockOf(last),
    weeks: starts.length,
    bookingIds: ids,
    starts: starts.map((s) => s.getTime()),
    status: "active",
    endedBy: null,
    endReason: null,
    payment: null,
    createdAt: at,
    updatedAt: at,
  });
  return starts.length;
}

// ---------------------------------------------------------------- the demo queue (issue 44, waiting lists: helper W's block)

/** The students holding the demo queue's full time: made-up classmates (no demo account, so no test's student gains a booking). */
const QUEUE_SEAT_HOLDERS = ["ต้นกล้า", "ข้าวหอม", "ปลายฟ้า", "ไอซ์", "มิ้นท์", "ภูผา"].map((name, i) => ({
  uid: `demo-queue-seat-${i + 1}`,
  email: `queue-seat-${i + 1}@example.com`,
  name: `น้อง${name}`,
}));

/**
 * A full `group-90` time (every seat booked) with a queue of two demo students: น้องใบเตย
 * (demo-student-3) first and น้องมะปราง (demo-student-1) second, who sees "คิวที่ 2" on
 * /tutoring and /sessions (app/tutoring/queue.store.server.ts). Idempotent: the seats' bookings
 * have fixed ids and are removed first; the queue document is written whole.
 */
async function seedDemoQueue(db: Firestore, type: TutoringType, start: Date, now: Date): Promise<void> {
  const ids = QUEUE_SEAT_HOLDERS.map((s) => `demo-queue-${s.uid}`);
  for (const id of ids) await removeDemoBooking(db, id);
  for (const [i, s] of QUEUE_SEAT_HOLDERS.entries()) await writeBookingDirect(db, { ...s, id: ids[i], type, start, now });
  const line = [student("demo-student-3"), student("demo-student-1")];
  const entries = Object.fromEntries(
    line.map((a, i) => [a.uid, { uid: a.uid, email: a.email, name: a.name, joinedAt: now.getTime() - (line.length - i) * 60 * MINUTE_MS, status: "waiting", offerUntil: null, seat: null, bookingId: null }])
  );
  await db
    .collection(C.queues)
    .doc(sessionIdOf(type.id, start))
    .set({
      typeId: type.id,
      start: Timestamp.fromDate(start),
      end: Timestamp.fromDate(new Date(start.getTime() + type.durationMinutes * MINUTE_MS)),
      entries,
      members: line.map((a) => a.uid),
      dueAt: null,
      updatedAt: Timestamp.fromDate(now),
    });
  console.log(`Seed: a full ${type.slug} time with a queue of ${line.length}`);
}

// ---------------------------------------------------------------- documents the seed (and tests) write directly

/** The settings document. */
export function settingsDocData(settings: TutoringSettings) {
  return settingsSchema.parse(settings);
}

/** A type's document. */
export function typeDocData(type: TutoringType) {
  const { id: _id, ...rest } = type;
  return { ...rest, updatedAt: Timestamp.fromDate(type.updatedAt) };
}

/**
 * Writes a confirmed booking WITHOUT any check (the demo seed, and tests that
 * need a booking inside the minimum notice): session seat, seat document (the
 * first free one, if any), booking, day entry, student's upcoming list, in one batch.
 * The booking's id is new.
 */
export async function writeBookingDirect(
  store: Firestore,
  input: {
    uid: string;
    email: string;
    name: string | null;
    type: TutoringType;
    start: Date;
    now: Date;
    notes?: string;
    homework?: string;
    attendance?: "attended" | "absent" | null;
    id?: string;
  }
): Promise<TutoringBooking> {
  const { type, start } = input;
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE_MS);
  const sid = sessionIdOf(type.id, start);
  const booking = newBooking({ ...input, id: input.id ?? newBookingId(), typeId: type.id, sessionId: sid, end, attendance: input.attendance ?? null });
  const sessionRef = col(store, "sessions").doc(sid);
  const existing = await sessionRef.get();
  const seatDocs = await store.getAll(...Array.from({ length: type.seats }, (_, i) => col(store, "seats").doc(seatId(sid, i + 1))));
  const free = seatDocs.find((d) => !d.exists);
  const seats = {
    ...(existing.exists ? (existing.get("seats") as Record<string, string> | undefined) ?? {} : {}),
    [input.uid]: booking.id,
  };
  const batch = store.batch();
  batch.set(
    sessionRef,
    sessionDocData({
      typeId: type.id,
      start,
      end,
      seats,
      seatsTotal: type.seats,
      cancelled: false,
      cancelReason: null,
      meetingUrl: null,
      notes: input.notes ?? "",
      homework: input.homework ?? "",
    })
  );
  batch.set(col(store, "bookings").doc(booking.id), bookingDocData(booking));
  // Beyond the seats (a check bypassed on purpose) the booking holds no seat document.
  if (free) batch.set(free.ref, seatDocData({ uid: input.uid, bookingId: booking.id, sessionId: sid, booked: true, at: input.now }));
  batch.set(
    dayRef(dayKeyOf(start), store),
    {
      sessions: {
        [sid]: dayEntry(type.id, start, end, Object.keys(seats).length, type.seats),
      },
    },
    { merge: true }
  );
  if (end.getTime() > input.now.getTime()) batch.set(studentRef(input.uid, store), { upcoming: { [booking.id]: start.getTime() } }, { merge: true });
  await batch.commit();
  return booking;
}

