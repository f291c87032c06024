/**
 * Live tutoring's booking engine over HTTP against the built server (and a
 * second server process for the races), on the seeded settings: every day
 * 09:00–12:00 and 13:00–20:00, 15 min buffer, 12 h notice, 28-day window,
 * `private-60` (1:1) and `group-90` (6 seats). The file books on its own Bangkok
 * days (harness/test-days.ts: the day documents are the lock every booking shares),
 * and each test on its own times of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { ENROLMENTS, enrolmentId } from "~/learning/enrolment.store.server";
import { enrolmentData } from "../../harness/seed-content.ts";
import { TUTORING_COLLECTIONS as C, sessionId, type TutoringType } from "~/tutoring/model";
import { cancelBooking, cancelSession } from "~/tutoring/booking.store.server";
import { typeDocData, writeBookingDirect } from "../../harness/seed-tutoring.ts";
import { dayKeyOf, toOffsetIso, now as clockNow, nowDate } from "~/kernel/clock";
import { testDays } from "../../harness/test-days";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { env, testPort } from "../../harness/ports";
import { HOUR, testType, writeSession, writeType } from "../support/tutoring";

const base = env.baseUrl;
const db = testDb();
const { at, day: dayOf } = testDays(import.meta.url);
const JUST_TAKEN = "เวลานี้เพิ่งมีคนจองไปแล้ว";

let second: AppServer | undefined;

async function sessionOf(opts: { name?: string } = {}) {
  return signedInSession({ name: opts.name });
}

const bookingsOf = async (uid: string) => (await db.collection(C.bookings).where("uid", "==", uid).get()).docs;
/** The seat documents of an occurrence, as `bookingId (booked|claimed)`. */
const seatsOf = async (sid: string) =>
  (await db.collection(C.seats).where("sessionId", "==", sid).get()).docs.map((d) => `${d.get("bookingId")} ${d.get("booked") ? "booked" : "claimed"}`).sort();
const bookingsOfSession = async (sid: string) => (await db.collection(C.bookings).where("sessionId", "==", sid).where("status", "==", "confirmed").get()).docs;

function bookPost(server: string, cookie: string, type: string, start: string, path = "/tutoring") {
  return postForm(server, path, { type, start }, cookie);
}

/** The times the picker offers after a refusal (each time link's `<time dateTime>`). */
function offeredStarts(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="[^"]*time=[^"]*"[^>]*><time dateTime="([^"]+)"/g)].map((m) => decodeHtml(m[1]!));
}

beforeAll(async () => {
  second = await startAppServer({ port: testPort(3187), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.tutoring-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

describe("forged starts", () => {
  it("answers 400/409 with a Thai reason for each forged start and stores nothing", async () => {
    const s = await sessionOf();
    // A booking of its own to overlap with (day +5 10:00–11:00).
    const first = await bookPost(base, s.cookie, "private-60", toOffsetIso(at(5, "10:00")));
    expect(first.status).toBe(303);
    // A day off on day +11 for the exception case (restored below; the file books there later).
    const settingsRef = db.collection(C.config).doc("settings");
    const before = (await settingsRef.get()).data()!;
    await settingsRef.set({ ...before, exceptions: [{ date: dayOf(11), kind: "off", ranges: [] }] });
    try {
      const soon = new Date(Math.ceil((clockNow() + 2 * 3_600_000) / 1_800_000) * 1_800_000);
      const cases: Array<[string, string, number, string]> = [
        ["off the grid", toOffsetIso(at(5, "14:15")), 400, "ไม่ตรงกับช่วงเวลา"],
        ["outside the hours", toOffsetIso(at(5, "07:00")), 400, "นอกเวลา"],
        ["inside the minimum notice", toOffsetIso(soon), 400, "ใกล้เกินไป"],
        ["past the window", toOffsetIso(at(35, "10:00")), 400, "ไกลเกิน"],
        ["overlapping with its buffer", toOffsetIso(at(5, "11:00")), 409, JUST_TAKEN],
        ["overlapping", toOffsetIso(at(5, "10:30")), 409, JUST_TAKEN],
        ["an exception day off", toOffsetIso(at(11, "10:00")), 400, "งดสอน"],
        ["not ISO", "tomorrow 10:00", 400, "รูปแบบเวลาเริ่มไม่ถูกต้อง"],
        ["ISO without an offset", toOffsetIso(at(5, "14:00")).slice(0, 19), 400, "รูปแบบเวลาเริ่มไม่ถูกต้อง"],
      ];
      for (const [name, start, status, text] of cases) {
        const res = await bookPost(base, s.cookie, "private-60", start);
        const body = await res.text();
        expect(res.status, name).toBe(status);
        expect(body, name).toContain(text);
      }
      const junk = await postForm(base, "/tutoring", { type: "../../x", start: toOffsetIso(at(5, "14:00")) }, s.cookie);
      expect(junk.status).toBe(400);
      const unknown = await bookPost(base, s.cookie, "no-such-type", toOffsetIso(at(5, "14:00")));
      expect(unknown.status).toBe(400);
      const huge = await postForm(base, "/tutoring", { type: "private-60", start: "x".repeat(10_000) }, s.cookie);
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("ข้อมูลที่ส่งมีขนาดใหญ่เกินไป");
      expect(await bookingsOf(s.uid)).toHaveLength(1);
    } finally {
      await settingsRef.set(before);
    }
  });

  it("sends a visitor's post to sign in and back to the confirmation of the time chosen (nothing booked by a GET)", async () => {
    const start = toOffsetIso(at(5, "15:00"));
    const res = await bookPost(base, "", "private-60", start);
    expect(res.status).toBe(302);
    const back = `/tutoring?${new URLSearchParams({ type: "private-60", day: dayKeyOf(at(5, "15:00")), time: "15:00" })}`;
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
    // A chosen time that is not one: back to /tutoring alone.
    const bad = await bookPost(base, "", "private-60", "tomorrow");
    expect(bad.headers.get("location")).toBe("/login?redirectTo=%2Ftutoring");
  });
});

describe("races over two server processes", () => {
  it("30 students posting the same 1:1 time at once: exactly one booking, 29 'just taken' back on the day's picker", async () => {
    const students = await Promise.all(Array.from({ length: 30 }, () => sessionOf()));
    // Day +11 at 11:00: its other tests book 09:00 and from 15:00.
    const start = at(11, "11:00");
    // As the confirmation posts it: to the page of its step, so a refusal renders that day's picker.
    const path = `/tutoring?type=private-60&day=${dayOf(11)}&time=11:00`;
    const responses = await Promise.all(students.map((s, i) => bookPost(i % 2 ? second!.url : base, s.cookie, "private-60", toOffsetIso(start), path)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 303), statuses.join(" ")).toHaveLength(1);
    expect(statuses.filter((s) => s === 409), statuses.join(" ")).toHaveLength(29);
    for (const res of responses.filter((r) => r.status === 409)) {
      const html = await res.text();
      expect(html).toContain(JUST_TAKEN);
      const offered = offeredStarts(html);
      expect(offered.length).toBeGreaterThanOrEqual(3);
      for (const t of offered) expect(t.startsWith(dayOf(11))).toBe(true);
      expect(offered).not.toContain(toOffsetIso(start));
    }
    const won = await bookingsOfSession(sessionId("private-60", start));
    expect(won).toHaveLength(1);
    expect(await seatsOf(sessionId("private-60", start))).toEqual([`${won[0]!.id} booked`]);
    const day = (await db.collection(C.days).doc(dayOf(11)).get()).get("sessions") as Record<string, { taken: number }>;
    expect(day[sessionId("private-60", start)]?.taken).toBe(1);
  }, 120_000);

  it("a group time with 6 seats and 10 students: exactly 6 bookings", async () => {
    const students = await Promise.all(Array.from({ length: 10 }, () => sessionOf()));
    const start = at(9, "13:00");
    const responses = await Promise.all(students.map((s, i) => bookPost(i % 2 ? second!.url : base, s.cookie, "group-90", toOffsetIso(start))));
    expect(responses.filter((r) => r.status === 303)).toHaveLength(6);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    const sid = sessionId("group-90", start);
    const won = await bookingsOfSession(sid);
    expect(won).toHaveLength(6);
    expect(await seatsOf(sid)).toEqual(won.map((b) => `${b.id} booked`).sort());
    const session = (await db.collection(C.sessions).doc(sid).get()).data()!;
    expect(Object.keys(session.seats as object)).toHaveLength(6);
  }, 120_000);

  it("the same student's double submit is one booking", async () => {
    const s = await sessionOf();
    const start = toOffsetIso(at(9, "09:00"));
    const [a, b] = await Promise.all([bookPost(base, s.cookie, "private-60", start), bookPost(second!.url, s.cookie, "private-60", start)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    const mine = await bookingsOf(s.uid);
    expect(mine).toHaveLength(1);
    expect(await seatsOf(mine[0]!.get("sessionId") as string)).toEqual([`${mine[0]!.id} booked`]);
  });
});

describe("seat documents (a seat decided by a create-if-absent write)", () => {
  it("a cancel frees the seat document in its write, and another student books the time; the tutor's cancel frees it too", async () => {
    const start = at(11, "17:00");
    const sid = sessionId("private-60", start);
    const first = await sessionOf();
    const booked = await bookPost(base, first.cookie, "private-60", toOffsetIso(start));
    expect(booked.status).toBe(303);
    const path = booked.headers.get("location")!;
    expect(await seatsOf(sid)).toEqual([`${path.split("/").pop()} booked`]);
    const taken = await sessionOf();
    const refused = await bookPost(second!.url, taken.cookie, "private-60", toOffsetIso(start));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(JUST_TAKEN);
    expect(await seatsOf(sid)).toHaveLength(1);

    expect((await postForm(base, path, { intent: "cancel" }, first.cookie)).status).toBe(303);
    expect(await seatsOf(sid)).toEqual([]);
    const next = await sessionOf();
    const rebooked = await bookPost(second!.url, next.cookie, "private-60", toOffsetIso(start));
    expect(rebooked.status).toBe(303);
    const nextId = rebooked.headers.get("location")!.split("/").pop()!;
    expect(await seatsOf(sid)).toEqual([`${nextId} booked`]);
    expect(await bookingsOfSession(sid)).toHaveLength(1);

    await cancelSession({ sessionId: sid, reason: "ทดสอบ" });
    expect(await seatsOf(sid)).toEqual([]);
    expect((await bookPost(base, taken.cookie, "private-60", toOffsetIso(start))).status).toBe(303);
  });

  it("another post's fresh claim refuses at once; an abandoned one (never booked, 30 s old) is taken over", async () => {
    const start = at(11, "18:30");
    const sid = sessionId("private-60", start);
    const claim = db.collection(C.seats).doc(`${sid}_1`);
    const claimData = { uid: "someone-else", bookingId: "in-flight", sessionId: sid, booked: false };
    await claim.set({ ...claimData, claimedAt: Timestamp.fromMillis(clockNow()) });
    const s = await sessionOf();
    const refused = await bookPost(base, s.cookie, "private-60", toOffsetIso(start));
    expect(refused.status).toBe(409);
    expect(await bookingsOf(s.uid)).toHaveLength(0);
    await claim.set({ ...claimData, claimedAt: Timestamp.fromMillis(clockNow() - 60_000) });
    const booked = await bookPost(base, s.cookie, "private-60", toOffsetIso(start));
    expect(booked.status).toBe(303);
    expect(await seatsOf(sid)).toEqual([`${booked.headers.get("location")!.split("/").pop()} booked`]);
  });
});

describe("reschedule, ownership, join link", () => {
  it("moves the same booking (sequence + 1), frees the old seat, and stays one booking", async () => {
    const s = await sessionOf();
    const oldStart = at(10, "09:00");
    const newStart = at(10, "15:00");
    const res = await bookPost(base, s.cookie, "private-60", toOffsetIso(oldStart));
    expect(res.status).toBe(303);
    const path = res.headers.get("location")!;
    const id = path.split("/").pop()!;
    const page = await (await fetch(`${base}${path}?day=${dayOf(10)}&time=15:00`, { headers: { Cookie: s.cookie } })).text();
    expect(page).toContain('name="intent" value="reschedule"');
    expect(decodeHtml(page)).toContain(`name="start" value="${toOffsetIso(newStart)}"`);

    const moved = await postForm(second!.url, path, { intent: "reschedule", start: toOffsetIso(newStart) }, s.cookie);
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(path);
    const all = await bookingsOf(s.uid);
    expect(all).toHaveLength(1);
    expect(all[0]!.id).toBe(id);
    expect(all[0]!.get("sequence")).toBe(1);
    expect((all[0]!.get("start") as Timestamp).toMillis()).toBe(newStart.getTime());
    const oldSession = (await db.collection(C.sessions).doc(sessionId("private-60", oldStart)).get()).data()!;
    expect(oldSession.seats).toEqual({});
    const day = (await db.collection(C.days).doc(dayOf(10)).get()).get("sessions") as Record<string, unknown>;
    expect(Object.keys(day)).toEqual([sessionId("private-60", newStart)]);
    expect(await seatsOf(sessionId("private-60", oldStart))).toEqual([]);
    expect(await seatsOf(sessionId("private-60", newStart))).toEqual([`${id} booked`]);
    // The freed time is open again for someone else.
    const other = await sessionOf();
    expect((await bookPost(base, other.cookie, "private-60", toOffsetIso(oldStart))).status).toBe(303);
  });

  it("another student's booking is a 404 for GET and POST; an admin may view it", async () => {
    const owner = await sessionOf();
    const res = await bookPost(base, owner.cookie, "private-60", toOffsetIso(at(11, "09:00")));
    const path = res.headers.get("location")!;
    const intruder = await sessionOf();
    expect((await fetch(`${base}${path}`, { headers: { Cookie: intruder.cookie }, redirect: "manual" })).status).toBe(404);
    expect((await postForm(base, path, { intent: "cancel" }, intruder.cookie)).status).toBe(404);
    expect((await postForm(base, path, { intent: "reschedule", start: toOffsetIso(at(11, "15:00")) }, intruder.cookie)).status).toBe(404);
    expect((await fetch(`${base}/sessions/no-such-booking`, { headers: { Cookie: intruder.cookie } })).status).toBe(404);
    expect((await bookingsOf(owner.uid))[0]!.get("status")).toBe("confirmed");
    const admin = await sessionCookieForUid("demo-admin-1");
    expect((await fetch(`${base}${path}`, { headers: { Cookie: admin } })).status).toBe(200);
    // The owner cancels: the booking is kept, cancelled, its time open again.
    const cancelled = await postForm(base, path, { intent: "cancel" }, owner.cookie);
    expect(cancelled.status).toBe(303);
    expect((await bookingsOf(owner.uid))[0]!.get("status")).toBe("cancelled");
  });

  it("shows the join link only inside its window, never for a cancelled booking, never on /tutoring", async () => {
    // Written directly through the store (a start 10 minutes from now is inside the minimum notice).
    const s = await sessionOf();
    const typeSnap = await db.collection(C.types).doc("private-60").get();
    const type = { ...(typeSnap.data() as Omit<TutoringType, "id" | "updatedAt">), id: "private-60", updatedAt: nowDate() } as TutoringType;
    const now = nowDate();
    const soon = await writeBookingDirect(db, { uid: s.uid, email: s.email, name: null, type, start: new Date(now.getTime() + 10 * 60_000), now });
    const later = await writeBookingDirect(db, { uid: s.uid, email: s.email, name: null, type, start: new Date(now.getTime() + 2 * 3_600_000 + 7 * 60_000), now });
    const link = "https://meet.google.com/demo-tutor";
    const soonPage = await (await fetch(`${base}/sessions/${soon.id}`, { headers: { Cookie: s.cookie } })).text();
    expect(soonPage).toContain(link);
    const laterPage = await (await fetch(`${base}/sessions/${later.id}`, { headers: { Cookie: s.cookie } })).text();
    expect(laterPage).not.toContain(link);
    expect(laterPage).toContain("ลิงก์เข้าห้องเรียนจะแสดงก่อนเริ่ม 15 นาที");
    // Cancelled by the tutor (the store's own cancel): no link.
    await cancelBooking({ bookingId: soon.id, by: "tutor", reason: "ทดสอบ" });
    const cancelledPage = await (await fetch(`${base}/sessions/${soon.id}`, { headers: { Cookie: s.cookie } })).text();
    expect(cancelledPage).not.toContain(link);
    expect(cancelledPage).toContain("ยกเลิกแล้ว");
    for (const cookie of ["", s.cookie]) {
      const tutoring = await (await fetch(`${base}/tutoring`, { headers: cookie ? { Cookie: cookie } : {} })).text();
      expect(tutoring).not.toContain("meet.google.com");
    }
    const sessions = await (await fetch(`${base}/sessions`, { headers: { Cookie: s.cookie } })).text();
    expect(sessions).not.toContain("meet.google.com");
    // Clean up the direct write's day entry (it bypassed the rules).
    await db.collection(C.days).doc(dayKeyOf(later.start)).update({ [`sessions.${later.sessionId}`]: FieldValue.delete() });
  });
});

describe("the tutor's notes after a session", () => {
  it("shows them to a student whose booking stayed confirmed, never on a cancelled booking's page or list row", async () => {
    const typeId = "t-notes-test";
    await writeType(typeId);
    const came = await sessionOf();
    const cancelled = await sessionOf();
    const start = new Date(Math.floor((clockNow() - 5 * 24 * HOUR) / HOUR) * HOUR);
    const { bookingIds } = await writeSession(
      typeId,
      start,
      [came, cancelled].map((s) => ({ uid: s.uid, email: s.email, name: "น้องโน้ต" })),
      { notes: "บันทึกลับเฉพาะคนเรียน", homework: "การบ้านลับเฉพาะคนเรียน" },
    );
    const [cameId, cancelledId] = bookingIds as [string, string];
    // Cancelled before the session (as the student's own cancel leaves it).
    await db.collection(C.bookings).doc(cancelledId).update({ status: "cancelled", cancelledBy: "student", sequence: 1 });
    const page = async (cookie: string, path: string) => {
      const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      return decodeHtml(await res.text());
    };
    for (const path of [`/sessions/${cameId}`, "/sessions"]) {
      const html = await page(came.cookie, path);
      expect(html, path).toContain("บันทึกลับเฉพาะคนเรียน");
      expect(html, path).toContain("การบ้านลับเฉพาะคนเรียน");
    }
    for (const path of [`/sessions/${cancelledId}`, "/sessions"]) {
      const html = await page(cancelled.cookie, path);
      expect(html, path).toContain("ยกเลิกแล้ว");
      expect(html, path).not.toContain("บันทึกลับเฉพาะคนเรียน");
      expect(html, path).not.toContain("การบ้านลับเฉพาะคนเรียน");
    }
  });
});

describe("enrolled-only types", () => {
  const typeId = "t-enrolled-test";
  const courseId = "course-math-m4";
  beforeAll(async () => {
    const type = testType(typeId, { title: "ติวเฉพาะนักเรียนคอร์สคณิต", description: "ทดสอบ", courseId, enrolledOnly: true });
    await db.collection(C.types).doc(typeId).set(typeDocData(type));
  });
  afterAll(async () => {
    await db.collection(C.types).doc(typeId).delete();
  });

  it("refuses a student not enrolled in the course, and books an enrolled one", async () => {
    const s = await sessionOf();
    const start = toOffsetIso(at(9, "15:00"));
    const refused = await bookPost(base, s.cookie, typeId, start);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("เฉพาะนักเรียนที่ลงทะเบียนคอร์ส");
    expect(await bookingsOf(s.uid)).toHaveLength(0);
    await db.collection(ENROLMENTS).doc(enrolmentId(s.uid, courseId)).set(enrolmentData(s.uid, courseId, nowDate(), {}));
    expect((await bookPost(base, s.cookie, typeId, start)).status).toBe(303);
    expect(await bookingsOf(s.uid)).toHaveLength(1);
  });
});
