/**
 * The tutor's side of a weekly series over HTTP against the built server (issue 44): the
 * type form's "จองทุกสัปดาห์ได้สูงสุด" (0–12, Thai errors, the typed value kept), the agenda's
 * "ประจำ · ครั้งที่ 1/4", the student page's regulars, the series page that asks before it
 * ends a series and the end post (only the weeks ahead cancelled, the reason to the student on
 * the site and by e-mail), the day-off question naming the series, and the guard (a student
 * is refused the page and the post). The series is written directly (its weeks on this file's
 * days, harness/test-days.ts: +(-9) past and inside the agenda, +80, +87, +94 ahead).
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { clockOf, DAY_MS, dayKeyOf, weekdayOf } from "~/kernel/clock";
import { TUTORING_COLLECTIONS as C, sessionId } from "~/tutoring/model";
import { testType } from "../support/tutoring";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { typeDocData, writeBookingDirect } from "../../harness/seed-tutoring";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";

const base = env.baseUrl;
const db = testDb();
const { at, day } = testDays(import.meta.url);
const TYPE = `series-admin-${randomUUID().slice(0, 6)}`;
const REASON = "พี่ต้องไปสอบต่างจังหวัดช่วงนี้ ขอหยุดการเรียนประจำไว้ก่อนนะ";
let admin = "";

const get = (path: string, cookie = admin) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const page = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return decodeHtml(await res.text());
};

const type = testType(TYPE, { title: "ติวประจำทดสอบ", published: false, updatedAt: new Date("2026-01-01T00:00:00Z") });

/** A 4-week series of a new student at `clock` on this file's days: the first week past, three ahead. */
async function writeSeries(clock: string) {
  const student = await signedInSession({ name: "น้องประจำ" });
  const starts = [at(-9, clock), at(80, clock), at(87, clock), at(94, clock)];
  const id = `series-${randomUUID().slice(0, 8)}`;
  const bookingIds: string[] = [];
  const now = new Date(starts[0]!.getTime() - 2 * DAY_MS);
  for (const [i, start] of starts.entries()) {
    const b = await writeBookingDirect(db, { uid: student.uid, email: student.email, name: "น้องประจำ", type, start, now, attendance: i === 0 ? "attended" : null });
    await db.collection(C.bookings).doc(b.id).update({ series: { id, index: i + 1, count: starts.length } });
    bookingIds.push(b.id);
  }
  await db.collection(C.series).doc(id).set({
    uid: student.uid,
    email: student.email,
    name: "น้องประจำ",
    typeId: TYPE,
    weekday: weekdayOf(dayKeyOf(starts[1]!)),
    clock: clockOf(starts[1]!),
    weeks: starts.length,
    bookingIds,
    starts: starts.map((s) => s.getTime()),
    status: "active",
    endedBy: null,
    endReason: null,
    payment: null,
    createdAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
  });
  return { id, student, starts, bookingIds };
}

const bookingOf = async (id: string) => (await db.collection(C.bookings).doc(id).get()).data()!;

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  await db.collection(C.types).doc(TYPE).set(typeDocData(type));
});

describe("the type form's weekly series field", () => {
  const fields = (weeks: string) => ({ title: "ติวประจำจากฟอร์ม", slug: `${TYPE}-form`, description: "", durationMinutes: "60", kind: "one", seats: "1", courseId: "", meetingUrl: "", payment: "free", weeklyMaxWeeks: weeks, intent: "save" });

  it("refuses a number outside 0–12 in Thai, keeping what was typed; saves 0 and 8", async () => {
    for (const bad of ["13", "-1", "สาม", "2.5"]) {
      const res = await postForm(base, "/admin/tutoring/types/new", fields(bad), admin);
      expect(res.status, bad).toBe(400);
      const html = decodeHtml(await res.text());
      expect(html, bad).toContain("กรุณาใส่จำนวนเต็มตั้งแต่ 0 ถึง 12");
      expect(html, bad).toMatch(new RegExp(`name="weeklyMaxWeeks"[^>]*value="${bad.replace(".", "\\.")}"|value="${bad.replace(".", "\\.")}"[^>]*name="weeklyMaxWeeks"`));
    }
    const saved = await postForm(base, "/admin/tutoring/types/new", fields("8"), admin);
    expect(saved.status).toBe(303);
    const id = saved.headers.get("location")!.split("?")[0]!.split("/").pop()!;
    expect((await db.collection(C.types).doc(id).get()).get("weeklyMaxWeeks")).toBe(8);
    expect(await page(`/admin/tutoring/types/${id}`)).toMatch(/จองทุกสัปดาห์ได้สูงสุด \(สัปดาห์\)[\s\S]*name="weeklyMaxWeeks"[^>]*value="8"|value="8"[^>]*name="weeklyMaxWeeks"/);
    const none = await postForm(base, `/admin/tutoring/types/${id}`, { ...fields("0"), slug: `${TYPE}-form` }, admin);
    expect(none.status).toBe(303);
    expect((await db.collection(C.types).doc(id).get()).get("weeklyMaxWeeks")).toBe(0);
  });
});

describe("a series on the tutor's pages", () => {
  it("the agenda labels a series' week 'ประจำ · ครั้งที่ 1/4', linking to the series; the session page offers to end it", async () => {
    const s = await writeSeries("08:00");
    const agenda = await page("/admin/tutoring?index");
    expect(agenda).toContain("ประจำ · ครั้งที่ 1/4");
    expect(agenda).toContain(`href="/admin/tutoring/series/${s.id}"`);
    const session = await page(`/admin/tutoring/sessions/${sessionId(TYPE, s.starts[1]!)}`);
    expect(session).toContain("ประจำ · ครั้งที่ 2/4");
    expect(session).toContain(`href="/admin/tutoring/series/${s.id}#end"`);
    expect(session).toContain("ยุติการเรียนประจำของ น้องประจำ");
  });

  it("the student page lists the regular: the weekday and time, the weeks left, and the way to end it", async () => {
    const s = await writeSeries("09:00");
    const html = await page(`/admin/students/${s.student.uid}`);
    expect(html).toContain("นักเรียนประจำ");
    expect(html).toMatch(/ทุกวัน(จันทร์|อังคาร|พุธ|พฤหัสบดี|ศุกร์|เสาร์|อาทิตย์) 09:00 น\./);
    expect(html).toContain("เหลืออีก 3 จาก 4 ครั้ง");
    expect(html).toContain(`href="/admin/tutoring/series/${s.id}#end"`);
  });

  it("ending asks first, needs a reason, then cancels only the weeks ahead and tells the student with the reason", async () => {
    const s = await writeSeries("11:00");
    const path = `/admin/tutoring/series/${s.id}`;
    const asked = await page(path);
    expect(asked).toContain("ยุติการเรียนประจำนี้หรือไม่");
    expect(asked).toContain("ครั้งที่ยังไม่ถึง 3 ครั้งจะถูกยกเลิก");
    // The GET changed nothing.
    expect((await bookingOf(s.bookingIds[1]!)).status).toBe("confirmed");

    const noReason = await postForm(base, path, { intent: "end", reason: "  " }, admin);
    expect(noReason.status).toBe(400);
    expect(decodeHtml(await noReason.text())).toContain("กรุณากรอกช่องนี้");
    expect((await bookingOf(s.bookingIds[1]!)).status).toBe("confirmed");

    const ended = await postForm(base, path, { intent: "end", reason: REASON }, admin);
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe(path);
    // The past week stays; the three ahead are cancelled by the tutor with the reason.
    expect((await bookingOf(s.bookingIds[0]!)).status).toBe("confirmed");
    for (const id of s.bookingIds.slice(1)) expect(await bookingOf(id)).toMatchObject({ status: "cancelled", cancelledBy: "tutor", cancelReason: REASON });
    expect((await db.collection(C.series).doc(s.id).get()).data()).toMatchObject({ status: "ended", endedBy: "tutor", endReason: REASON });
    // Their times are free again: no seat document, no day entry.
    for (const start of s.starts.slice(1)) {
      const sid = sessionId(TYPE, start);
      expect((await db.collection(C.seats).where("sessionId", "==", sid).get()).size).toBe(0);
      const entries = (await db.collection(C.days).doc(dayKeyOf(start)).get()).get("sessions") as Record<string, unknown> | undefined;
      expect(entries?.[sid]).toBeUndefined();
    }
    // The student hears it on the site and by e-mail, with the reason.
    const notes = (await db.collection(`users/${s.student.uid}/notifications`).where("kind", "==", "booking-cancelled").get()).docs;
    expect(notes.length).toBeGreaterThanOrEqual(1);
    const mails = (await db.collection("outbox").where("to", "==", s.student.email).get()).docs.map((d) => String(d.get("text") ?? ""));
    expect(mails.some((t) => t.includes(REASON))).toBe(true);
    // The page says so; a second post is refused in Thai and changes nothing.
    const after = await page(path);
    expect(after).toContain("ยุติโดยพี่");
    expect(after).toContain(`เหตุผล: ${REASON}`);
    const again = await postForm(base, path, { intent: "end", reason: REASON }, admin);
    expect(again.status).toBe(400);
    expect(decodeHtml(await again.text())).toContain("การเรียนประจำนี้ยุติไปแล้ว");
  });

  it("a new day off over a series' week asks first, naming the series and the week (nothing saved)", async () => {
    const s = await writeSeries("13:00");
    const before = (await db.collection(C.config).doc("settings").get()).data();
    const numbers = { bufferMinutes: "15", minNoticeHours: "12", windowDays: "28", dailyLimit: "0", perStudentLimit: "3", cancelWindowHours: "12", gridMinutes: "30", meetingUrl: "" };
    const res = await postForm(base, "/admin/tutoring/hours", { "off-0-date": day(87), ...numbers }, admin);
    expect(res.status).toBe(409);
    const html = decodeHtml(await res.text());
    expect(html).toContain("วันหยุดที่เลือกมีนักเรียนจองไว้แล้ว");
    expect(html).toMatch(/น้องประจำ \(ประจำทุกวัน\S+ 13:00 น\. · ครั้งที่ 3\/4: ยกเลิกเฉพาะครั้งนี้ ครั้งอื่นยังอยู่\)/);
    expect((await db.collection(C.config).doc("settings").get()).data()).toEqual(before);
    expect((await bookingOf(s.bookingIds[2]!)).status).toBe("confirmed");
  });

  it("a student is refused the series page and the end post, and nothing changes", async () => {
    const s = await writeSeries("15:00");
    const student = (await signedInSession()).cookie;
    expect((await get(`/admin/tutoring/series/${s.id}`, student)).status).toBe(403);
    expect((await postForm(base, `/admin/tutoring/series/${s.id}`, { intent: "end", reason: REASON }, student)).status).toBe(403);
    expect((await bookingOf(s.bookingIds[1]!)).status).toBe("confirmed");
    // An id that is not one is a 404 for the tutor.
    expect((await get("/admin/tutoring/series/no-such-series")).status).toBe(404);
  });
});
