/**
 * The tutor's admin pages over HTTP against the built server: a visitor is
 * sent to the login and a student gets 403, GET and POST alike; bad input is
 * a 400 in Thai with the typed values kept; good input is saved.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { sessionCookieForUid } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { env } from "../../harness/ports";
import { testDays } from "../../harness/test-days";
import { HOUR, keepSettings, writeSession, writeType } from "../support/tutoring";
import { getOutboxEntry } from "../support/outbox";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { bangkokInstant, now as clockNow } from "~/kernel/clock";
import { book, cancelBooking, reschedule } from "~/tutoring/booking.store.server";
import { sessionId as sessionIdOf } from "~/tutoring/model";

const base = env.baseUrl;
const TYPE = `admin-type-${randomUUID().slice(0, 6)}`;
let admin = "";
let studentCookie = "";
let sessionPath = "";
let bookingId = "";
let restoreSettings = async () => {};
/** Dates far ahead (2580 in the Buddhist year), so no booking is on them. */
const FAR_OFF = "2037-01-01";
const FAR_EXTRA = "2036-12-30";
const NUMBERS = {
  bufferMinutes: "15",
  minNoticeHours: "12",
  windowDays: "14",
  dailyLimit: "4",
  perStudentLimit: "3",
  cancelWindowHours: "12",
  gridMinutes: "30",
  meetingUrl: "https://meet.example.com/abc-defg-hij",
};
const offDays = async () =>
  ((await testDb().collection("tutoringConfig").doc("settings").get()).data()?.exceptions as Array<{ date: string; kind: string }>)
    .filter((e) => e.kind === "off")
    .map((e) => e.date);

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
/** The `<input>` tag named `name` in a page ("" when there is none). */
const input = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
const page = async (path: string) => decodeHtml(await (await get(path, admin)).text());

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  studentCookie = await sessionCookieForUid("demo-student-1");
  await writeType(TYPE);
  const start = new Date(Math.floor((clockNow() + 26 * HOUR) / HOUR) * HOUR);
  const s = await writeSession(TYPE, start, [{ uid: "demo-student-2", email: "student2@example.com", name: "น้องภูมิ" }]);
  sessionPath = `/admin/tutoring/sessions/${s.sessionId}`;
  bookingId = s.bookingIds[0]!;
  restoreSettings = await keepSettings();
});

afterAll(async () => {
  await restoreSettings();
  await closeFirebase();
});

describe("the tutoring admin pages", () => {
  const paths = () => ["/admin/tutoring?index", "/admin/tutoring/types?index", "/admin/tutoring/types/new", `/admin/tutoring/types/${TYPE}`, "/admin/tutoring/hours", sessionPath];

  it("send a visitor to the login and answer a student 403, for GET and POST", async () => {
    for (const path of paths()) {
      const anon = await get(path);
      expect([302, 303], path).toContain(anon.status);
      expect(anon.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
      expect((await postForm(base, path, { intent: "save" })).headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
      expect((await get(path, studentCookie)).status, path).toBe(403);
      expect((await postForm(base, path, { intent: "save" }, studentCookie)).status, path).toBe(403);
      expect((await get(path, admin)).status, path).toBe(200);
    }
  });

  it("after a student moves a booking, the old time names them as moved; the new one as booked", async () => {
    // Through the booking engine itself: the seat's release keeps who left.
    const day = testDays(import.meta.url).day(13);
    const uid = `mover-${randomUUID().slice(0, 8)}`;
    const from = bangkokInstant(day, 17 * 60);
    const booked = await book({ uid, email: `${uid}@example.com`, name: "น้องย้ายเวลา", typeSlug: "private-60", start: from });
    expect(booked.ok).toBe(true);
    const id = booked.ok ? booked.booking.id : "";
    const moved = await reschedule({ uid, bookingId: id, newStart: bangkokInstant(day, 18 * 60 + 30) });
    expect(moved.ok).toBe(true);
    try {
      const oldPath = `/admin/tutoring/sessions/${sessionIdOf("private-60", from)}`;
      const agenda = await page("/admin/tutoring?index");
      const card = agenda.split('data-testid="agenda-row"').find((c) => c.includes(`href="${oldPath}"`)) ?? "";
      expect(card).toContain("น้องย้ายเวลา");
      expect(card).toContain("เลื่อนไปเวลาอื่นแล้ว");
      const old = await page(oldPath);
      expect(old).toContain("น้องย้ายเวลา");
      expect(old).not.toContain("ยังไม่มีนักเรียน");
    } finally {
      await cancelBooking({ bookingId: id, by: "student", reason: null });
    }
  });

  it("hours: rows of time inputs round trip; bad rows are a 400 in Thai with every row kept", async () => {
    const good = {
      "day1-0-start": "09:00",
      "day1-0-end": "12:00",
      "day1-1-start": "13:00",
      "day1-1-end": "17:00",
      "day3-0-start": "10:00",
      "day3-0-end": "12:00",
      "day6-0-start": "09:00",
      "day6-0-end": "11:30",
      "off-0-date": FAR_OFF,
      "off-0-note": "ปีใหม่",
      "extra-0-date": FAR_EXTRA,
      "extra-0-start": "09:00",
      "extra-0-end": "10:00",
      "extra-0-note": "ติวก่อนสอบ",
      ...NUMBERS,
    };
    const bad = await postForm(
      base,
      "/admin/tutoring/hours",
      { ...good, "day1-0-end": "08:00", "day3-1-start": "11:00", "day3-1-end": "12:30", "off-1-date": "2020-01-01", windowDays: "900", meetingUrl: "http://x.example.com" },
      admin
    );
    expect(bad.status).toBe(400);
    const html = decodeHtml(await bad.text());
    expect(html).toContain("เวลาจบต้องหลังเวลาเริ่ม");
    expect(html).toContain("ช่วงเวลานี้ซ้อนกับอีกช่วงของวันเดียวกัน");
    expect(html).toContain("วันที่นี้ผ่านไปแล้ว");
    expect(html).toContain("กรุณาใส่จำนวนเต็มตั้งแต่ 1 ถึง 90");
    expect(html).toContain("ต้องเป็นลิงก์ที่ขึ้นต้นด้วย https://");
    // Everything typed is back, each in its own input.
    expect(input(html, "day1-0-end")).toContain('value="08:00"');
    expect(input(html, "day3-1-start")).toContain('value="11:00"');
    expect(html).toContain('value="2020-01-01"');
    expect(html).toContain('value="ติวก่อนสอบ"');
    // No programmer formats on the page ("2027-01-01 off", "09:00-12:00, 13:00-17:00").
    expect(html).not.toMatch(/\d{4}-\d\d-\d\d (off|extra)|\d\d:\d\d-\d\d:\d\d/);

    const ok = await postForm(base, "/admin/tutoring/hours", good, admin);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("set-cookie")).toContain("notice");
    const stored = (await testDb().collection("tutoringConfig").doc("settings").get()).data()!;
    expect(stored.weekly["1"]).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(stored.weekly["2"]).toEqual([]);
    expect(stored.exceptions).toEqual([
      { date: FAR_EXTRA, kind: "extra", ranges: [{ start: "09:00", end: "10:00" }], note: "ติวก่อนสอบ" },
      { date: FAR_OFF, kind: "off", ranges: [], note: "ปีใหม่" },
    ]);
    expect(stored).toMatchObject({ dailyLimit: 4, perStudentLimit: 3, meetingUrl: "https://meet.example.com/abc-defg-hij" });
    const shown = await page("/admin/tutoring/hours");
    expect(input(shown, "day1-1-start")).toMatch(/type="time".*value="13:00"/);
    expect(input(shown, "off-0-date")).toMatch(/type="date".*value="2037-01-01"/);
    expect(shown).toContain(`value="${FAR_OFF}"`);
    expect(shown).toContain("พ.ศ. 2580");
  });

  it("hours without JavaScript: 'add a range' answers the page with an empty row and the typed rows, saving nothing", async () => {
    const before = (await testDb().collection("tutoringConfig").doc("settings").get()).data();
    const res = await postForm(base, "/admin/tutoring/hours", { "day2-0-start": "08:15", "day2-0-end": "09:45", ...NUMBERS, intent: "add:day2" }, admin);
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain('value="08:15"');
    expect(html).toContain('name="day2-1-start"');
    expect(html).toContain('name="day2-1-end"');
    const removed = decodeHtml(await (await postForm(base, "/admin/tutoring/hours", { "day2-0-start": "08:15", "day2-0-end": "09:45", "day2-1-start": "10:00", "day2-1-end": "11:00", ...NUMBERS, intent: "remove:day2:0" }, admin)).text());
    expect(removed).not.toContain('value="08:15"');
    expect(input(removed, "day2-0-start")).toContain('value="10:00"');
    expect((await testDb().collection("tutoringConfig").doc("settings").get()).data()).toEqual(before);
  });

  it("a day off over bookings asks first; keeping them saves and leaves them booked", async () => {
    const day = testDays(import.meta.url).day(15);
    const s = await writeSession(TYPE, bangkokInstant(day, 10 * 60), [{ uid: "demo-student-3", email: "student3@example.com", name: "น้องเก็บ" }]);
    const fields = { "off-0-date": day, "off-0-note": "ไปต่างจังหวัด", ...NUMBERS };
    const asked = await postForm(base, "/admin/tutoring/hours", fields, admin);
    expect(asked.status).toBe(409);
    const html = decodeHtml(await asked.text());
    expect(html).toContain("วันหยุดที่เลือกมีนักเรียนจองไว้แล้ว");
    expect(html).toContain("น้องเก็บ");
    expect(html).toContain("10:00–11:00");
    expect(html).toContain(`value="${day}"`);
    expect(await offDays()).not.toContain(day);
    // Asked, and still no choice: the question again, with its error.
    const again = await postForm(base, "/admin/tutoring/hours", { ...fields, offAsked: "1" }, admin);
    expect(again.status).toBe(409);
    expect(decodeHtml(await again.text())).toContain("กรุณาเลือกว่าจะยกเลิกหรือเก็บการจองไว้");

    const kept = await postForm(base, "/admin/tutoring/hours", { ...fields, offAsked: "1", offChoice: "keep" }, admin);
    expect(kept.status).toBe(303);
    expect(await offDays()).toContain(day);
    expect((await testDb().collection("tutoringBookings").doc(s.bookingIds[0]!).get()).data()?.status).toBe("confirmed");
    // The day is off already: saving again asks nothing.
    expect((await postForm(base, "/admin/tutoring/hours", fields, admin)).status).toBe(303);
  });

  it("a day off over bookings: cancelling them needs a message, then each student gets the cancellation e-mail with it", async () => {
    const day = testDays(import.meta.url).day(14);
    const s = await writeSession(TYPE, bangkokInstant(day, 14 * 60), [{ uid: "demo-student-2", email: "student2@example.com", name: "น้องยกเลิก" }]);
    const fields = { "off-0-date": day, ...NUMBERS, offAsked: "1", offChoice: "cancel" };
    const noMessage = await postForm(base, "/admin/tutoring/hours", { ...fields, offMessage: " " }, admin);
    expect(noMessage.status).toBe(409);
    expect(decodeHtml(await noMessage.text())).toContain("กรุณาเขียนข้อความถึงนักเรียนก่อนยกเลิก");
    expect(await offDays()).not.toContain(day);

    const done = await postForm(base, "/admin/tutoring/hours", { ...fields, offMessage: "พี่ป่วย ขอเลื่อนนะ" }, admin);
    expect(done.status).toBe(303);
    expect(await offDays()).toContain(day);
    const booking = (await testDb().collection("tutoringBookings").doc(s.bookingIds[0]!).get()).data()!;
    expect(booking).toMatchObject({ status: "cancelled", cancelledBy: "tutor", cancelReason: "พี่ป่วย ขอเลื่อนนะ" });
    const mail = await getOutboxEntry(outboxId(`tutoring:${s.bookingIds[0]}:1:cancelled:student2@example.com`));
    expect(mail?.text).toContain("พี่ป่วย ขอเลื่อนนะ");
    // Beside the e-mail, the student's notification on the site, leading to the booking.
    const notes = (await testDb().collection("users/demo-student-2/notifications").where("kind", "==", "booking-cancelled").get()).docs;
    expect(notes.map((d) => d.get("link"))).toContain(`/sessions/${s.bookingIds[0]}`);
    // The agenda says who was cancelled, and why.
    const agenda = await page("/admin/tutoring?index");
    expect(agenda).toContain("น้องยกเลิก");
    expect(agenda).toContain("ยกเลิกโดยพี่: พี่ป่วย ขอเลื่อนนะ");
  });

  it("types: errors beside the fields with values kept; a new type is saved; a taken slug is refused", async () => {
    const slug = `group-${randomUUID().slice(0, 6)}`;
    const fields = { title: "ติวกลุ่ม 90 นาที", slug, description: "**กลุ่มเล็ก**", durationMinutes: "90", kind: "group", seats: "6", courseId: "", published: "on", meetingUrl: "", intent: "save" };
    const bad = await postForm(base, "/admin/tutoring/types/new", { ...fields, durationMinutes: "5", seats: "99", slug: "Bad Slug" }, admin);
    expect(bad.status).toBe(400);
    const html = decodeHtml(await bad.text());
    expect(html).toContain("กรุณาใส่จำนวนเต็มตั้งแต่ 15 ถึง 240");
    expect(html).toContain("ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก");
    expect(html).toContain('value="ติวกลุ่ม 90 นาที"');

    const ok = await postForm(base, "/admin/tutoring/types/new", fields, admin);
    expect(ok.status).toBe(303);
    const id = ok.headers.get("location")!.split("?")[0]!.split("/").pop()!;
    const doc = (await testDb().collection("tutoringTypes").doc(id).get()).data();
    expect(doc).toMatchObject({ title: "ติวกลุ่ม 90 นาที", slug, durationMinutes: 90, kind: "group", seats: 6, published: true, meetingUrl: null });
    expect(await page("/admin/tutoring/types?index")).toContain("ติวกลุ่ม 90 นาที");

    const taken = await postForm(base, "/admin/tutoring/types/new", { ...fields, title: "อีกอัน" }, admin);
    expect(taken.status).toBe(400);
    expect(decodeHtml(await taken.text())).toContain("มีประเภทคาบเรียนอื่นใช้ slug นี้แล้ว");
  });

  it("attendance: refused before the session starts (Thai, nothing written), saved from its start", async () => {
    const early = await postForm(base, sessionPath, { intent: "attendance", bookingId, attendance: "attended" }, admin);
    expect(early.status).toBe(400);
    expect(decodeHtml(await early.text())).toContain("ยังบันทึกการเข้าเรียนไม่ได้ คาบนี้ยังไม่เริ่ม");
    expect((await testDb().collection("tutoringBookings").doc(bookingId).get()).data()?.attendance).toBeNull();
    expect(await page(sessionPath)).toContain("บันทึกการเข้าเรียนได้ตั้งแต่เวลาเริ่มคาบ");

    const started = await writeSession(TYPE, new Date(Math.floor((clockNow() - 2 * HOUR) / HOUR) * HOUR), [{ uid: "demo-student-1", email: "student1@example.com", name: "น้องมาเรียน" }]);
    const path = `/admin/tutoring/sessions/${started.sessionId}`;
    const att = await postForm(base, path, { intent: "attendance", bookingId: started.bookingIds[0]!, attendance: "attended" }, admin);
    expect(att.status).toBe(303);
    expect((await testDb().collection("tutoringBookings").doc(started.bookingIds[0]!).get()).data()?.attendance).toBe("attended");
    const agenda = await page("/admin/tutoring?index");
    expect(agenda).toContain("น้องมาเรียน");
    expect(agenda).toContain("จบแล้ว");
  });

  it("a session: the agenda lists it with the student's note; notes and homework are saved; an http link is refused", async () => {
    await testDb().collection("tutoringBookings").doc(bookingId).update({ note: "อยากทบทวนเรื่องเศษส่วน" });
    const agenda = await page("/admin/tutoring?index");
    expect(agenda).toContain("น้องภูมิ");
    expect(agenda).toContain("อยากเรียนเรื่อง: อยากทบทวนเรื่องเศษส่วน");

    const bad = await postForm(base, sessionPath, { intent: "record", notes: "ทบทวน [บทที่ 1](/lesson/x)", homework: "", meetingUrl: "javascript:alert(1)" }, admin);
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain("ทบทวน [บทที่ 1](/lesson/x)");

    const ok = await postForm(base, sessionPath, { intent: "record", notes: "ทบทวน [บทที่ 1](/lesson/x)", homework: "ทำแบบฝึกหัด 3 ข้อ", meetingUrl: "https://zoom.example.com/j/1" }, admin);
    expect(ok.status).toBe(303);
    const sessionId = sessionPath.split("/").pop()!;
    expect((await testDb().collection("tutoringSessions").doc(sessionId).get()).data()).toMatchObject({
      notes: "ทบทวน [บทที่ 1](/lesson/x)",
      homework: "ทำแบบฝึกหัด 3 ข้อ",
      meetingUrl: "https://zoom.example.com/j/1",
    });
    const cancel = await postForm(base, sessionPath, { intent: "cancel", reason: "" }, admin);
    expect(cancel.status).toBe(400);
    expect(decodeHtml(await cancel.text())).toContain("กรุณากรอกช่องนี้");
  });
});

describe("the student's reminder e-mail setting (dashboard)", () => {
  it("turns the tutoring reminders off and on, and refuses anything else", async () => {
    const off = await postForm(base, "/dashboard", { intent: "email-tutoring-reminders", value: "off" }, studentCookie);
    expect(off.status).toBe(303);
    expect((await testDb().collection("users").doc("demo-student-1").get()).get("emailTutoringReminders")).toBe(false);
    const html = decodeHtml(await (await get("/dashboard", studentCookie)).text());
    expect(html).toMatch(/data-testid="reminder-setting">ปิดอยู่</);
    expect((await postForm(base, "/dashboard", { intent: "email-tutoring-reminders", value: "maybe" }, studentCookie)).status).toBe(400);
    expect((await postForm(base, "/dashboard", { intent: "email-tutoring-reminders", value: "on" }, studentCookie)).status).toBe(303);
    expect((await testDb().collection("users").doc("demo-student-1").get()).get("emailTutoringReminders")).toBe(true);
  });
});
