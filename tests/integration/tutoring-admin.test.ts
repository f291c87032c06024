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
import { HOUR, keepSettings, writeSession, writeType } from "../support/tutoring";

const base = env.baseUrl;
const TYPE = `admin-type-${randomUUID().slice(0, 6)}`;
let admin = "";
let studentCookie = "";
let sessionPath = "";
let bookingId = "";
let restoreSettings = async () => {};

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const page = async (path: string) => decodeHtml(await (await get(path, admin)).text());

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  studentCookie = await sessionCookieForUid("demo-student-1");
  await writeType(TYPE);
  const start = new Date(Math.floor((Date.now() + 26 * HOUR) / HOUR) * HOUR);
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

  it("hours: bad input is a 400 in Thai with the values kept; good input is saved", async () => {
    const good = {
      day1: "09:00-12:00, 13:00-17:00",
      day2: "",
      day3: "10:00-12:00",
      day4: "",
      day5: "",
      day6: "09:00-11:30",
      day0: "",
      exceptions: "2027-01-01 off ปีใหม่\n2027-01-03 extra 09:00-10:00 ติวก่อนสอบ",
      bufferMinutes: "15",
      minNoticeHours: "12",
      windowDays: "14",
      dailyLimit: "4",
      perStudentLimit: "3",
      cancelWindowHours: "12",
      gridMinutes: "30",
      meetingUrl: "https://meet.example.com/abc-defg-hij",
    };
    const bad = await postForm(base, "/admin/tutoring/hours", { ...good, day1: "12:00-09:00", day3: "09:00-11:00, 10:00-12:00", windowDays: "900", meetingUrl: "http://x.example.com" }, admin);
    expect(bad.status).toBe(400);
    const html = decodeHtml(await bad.text());
    expect(html).toContain("รูปแบบไม่ถูกต้อง");
    expect(html).toContain("กรุณาใส่จำนวนเต็มตั้งแต่ 1 ถึง 90");
    expect(html).toContain("ต้องเป็นลิงก์ที่ขึ้นต้นด้วย https://");
    expect(html).toContain('value="12:00-09:00"');
    expect(html).toContain("2027-01-03 extra 09:00-10:00 ติวก่อนสอบ");

    const ok = await postForm(base, "/admin/tutoring/hours", good, admin);
    expect(ok.status).toBe(303);
    const stored = (await testDb().collection("tutoringConfig").doc("settings").get()).data()!;
    expect(stored.weekly["1"]).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(stored.exceptions).toEqual([
      { date: "2027-01-01", kind: "off", ranges: [], note: "ปีใหม่" },
      { date: "2027-01-03", kind: "extra", ranges: [{ start: "09:00", end: "10:00" }], note: "ติวก่อนสอบ" },
    ]);
    expect(stored).toMatchObject({ dailyLimit: 4, perStudentLimit: 3, meetingUrl: "https://meet.example.com/abc-defg-hij" });
    expect(await page("/admin/tutoring/hours")).toContain('value="09:00-12:00, 13:00-17:00"');
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

  it("a session: the agenda lists it; attendance, notes and homework are saved; an http link is refused", async () => {
    expect(await page("/admin/tutoring?index")).toContain("น้องภูมิ");
    const att = await postForm(base, sessionPath, { intent: "attendance", bookingId, attendance: "attended" }, admin);
    expect(att.status).toBe(303);
    expect((await testDb().collection("tutoringBookings").doc(bookingId).get()).data()?.attendance).toBe("attended");

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
