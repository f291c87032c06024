/**
 * Tutoring documents written straight into the test Firestore, following
 * app/tutoring/model.ts (the booking engine makes them in the app; tests of
 * the tutor's side need a few of their own).
 */
import { Timestamp } from "firebase-admin/firestore";
import { testDb } from "./firestore";
import { now, nowDate } from "~/kernel/clock";
import type { TutoringType } from "~/tutoring/model";

export const HOUR = 3_600_000;

/** The fields every test type starts from: a published 1:1 of 60 minutes, open to anyone. */
const typeBase = (id: string) => ({
  slug: id,
  title: `ติวทดสอบ ${id}`,
  description: "",
  durationMinutes: 60,
  kind: "one" as const,
  seats: 1,
  courseId: null,
  enrolledOnly: false,
  published: true,
  meetingUrl: null,
});

/** A whole free 1:1 type (what a store function that takes a type, or `typeDocData`, needs); `extra` changes it. */
export function testType(id: string, extra: Partial<TutoringType> = {}): TutoringType {
  return { id, ...typeBase(id), payment: "free", priceSatang: null, weeklyMaxWeeks: 12, updatedAt: nowDate(), ...extra };
}

/** A type document as the tests write it: the base fields only (the app's defaults fill the rest), `extra` added. */
export async function writeType(id: string, extra: Record<string, unknown> = {}): Promise<void> {
  await testDb()
    .collection("tutoringTypes")
    .doc(id)
    .set({ ...typeBase(id), updatedAt: Timestamp.fromMillis(now()), ...extra });
}

/** A session of `typeId` at `start` with one confirmed booking per student; answers the session and booking ids. */
export async function writeSession(
  typeId: string,
  start: Date,
  students: Array<{ uid: string; email: string; name: string }>,
  extra: Record<string, unknown> = {},
): Promise<{ sessionId: string; bookingIds: string[] }> {
  const db = testDb();
  const sessionId = `${typeId}_${start.getTime()}`;
  const end = new Date(start.getTime() + HOUR);
  const seats: Record<string, string> = {};
  const bookingIds: string[] = [];
  for (const s of students) {
    const id = `bk-${sessionId}-${s.uid}`.replace(/[^A-Za-z0-9_-]/g, "-");
    bookingIds.push(id);
    seats[s.uid] = id;
    await db.collection("tutoringBookings").doc(id).set({
      uid: s.uid,
      email: s.email,
      name: s.name,
      typeId,
      sessionId,
      start: Timestamp.fromDate(start),
      end: Timestamp.fromDate(end),
      status: "confirmed",
      sequence: 0,
      cancelledBy: null,
      cancelReason: null,
      attendance: null,
      createdAt: Timestamp.fromMillis(now()),
      updatedAt: Timestamp.fromMillis(now()),
    });
  }
  await db.collection("tutoringSessions").doc(sessionId).set({
    typeId,
    start: Timestamp.fromDate(start),
    end: Timestamp.fromDate(end),
    seats,
    seatsTotal: 1,
    cancelled: false,
    cancelReason: null,
    meetingUrl: null,
    notes: "",
    homework: "",
    ...extra,
  });
  return { sessionId, bookingIds };
}

/**
 * Keeps the tutor's settings as they are now and returns a function that puts
 * them back: a suite that saves the hours restores them, so the suites after
 * it see the seeded week.
 */
export async function keepSettings(): Promise<() => Promise<void>> {
  const ref = testDb().collection("tutoringConfig").doc("settings");
  const before = (await ref.get()).data();
  return async () => {
    if (before) await ref.set(before);
  };
}

/**
 * What the booking engine leaves when a student cancels (app/tutoring/booking.store.server.ts):
 * the booking cancelled by the student with their reason, the seat freed.
 */
export async function cancelAsStudent(sessionId: string, bookingId: string, reason: string, extra: Record<string, unknown> = {}): Promise<void> {
  const db = testDb();
  await db.collection("tutoringBookings").doc(bookingId).update({ status: "cancelled", cancelledBy: "student", cancelReason: reason, sequence: 1, ...extra });
  await db.collection("tutoringSessions").doc(sessionId).update({ seats: {} });
}
