/**
 * /tutoring's steps and /sessions/:id's confirmations over HTTP against the
 * built server (no browser): the picker's query is validated (a bad `day`,
 * `time` or `type` is the picker again, never a 500); a GET never books; the
 * confirmation's post books with the student's note, which reaches the booking,
 * the tutor's agenda data and the booking e-mail; a refusal keeps the note; the
 * notice after booking, rescheduling and cancelling; the cancellation's reason
 * reaches the booking and the tutor's e-mail; a cancelled booking offers to
 * book again. Bookings on Bangkok day +1 from 13:00 (no other test books there).
 */
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_EMAILS } from "~/platform/demo-accounts";
import { ORDER } from "~/payments/messages";
import { NOTICE_COOKIE } from "~/platform/notice-cookie";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { listSessionsBetween } from "~/tutoring/records.store.server";
import { TUTORING_COLLECTIONS as C } from "~/tutoring/model";
import { toOffsetIso } from "~/kernel/clock";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { getOutboxEntry } from "../support/outbox";

import { testDays } from "../../harness/test-days";

const base = env.baseUrl;
const db = testDb();
const days = testDays(import.meta.url);
const DAY = days.day(1);
const at = (hhmm: string) => days.at(1, hhmm);
const TUTOR = DEMO_ADMIN_EMAILS[0]!;

async function get(path: string, cookie: string) {
  const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: res.status, html: decodeHtml(await res.text()) };
}

/** The notice a redirect carries (the cookie's text), or null. */
function noticeOf(res: Response): string | null {
  for (const c of res.headers.getSetCookie()) {
    const m = new RegExp(`^${NOTICE_COOKIE}=([^;]*)`).exec(c);
    if (m) return decodeURIComponent(m[1]!);
  }
  return null;
}

/** The times the picker lists (each time link's `<time dateTime>`). */
const pickerTimes = (html: string) => [...html.matchAll(/<a [^>]*href="[^"]*time=[^"]*"[^>]*><time dateTime="([^"]+)"/g)].map((m) => m[1]!);
/** The days the picker lists (each day link's `day=`). */
const pickerDays = (html: string) => [...html.matchAll(/<a [^>]*href="[^"]*[?&]day=(\d{4}-\d{2}-\d{2})(?!&time)[^"]*#pick-time"/g)].map((m) => m[1]!);

describe("the time picker's steps", () => {
  it("lists a type's days with their counts, then one day's times, then the confirmation; a GET books nothing", async () => {
    const s = await signedInSession();
    const types = await get("/tutoring", s.cookie);
    expect(types.status).toBe(200);
    expect(pickerTimes(types.html)).toEqual([]);
    expect(types.html).toContain('href="/tutoring?type=private-60#pick-day"');
    // The hour packages are offered under the list of types only (a chosen type's steps do not read them).
    expect(types.html).toContain(`<h2 id="packages-title">${ORDER.packagesTitle}</h2>`);

    const days = await get("/tutoring?type=private-60", s.cookie);
    expect(days.status).toBe(200);
    const listed = pickerDays(days.html);
    expect(listed.length).toBeGreaterThan(5);
    expect(days.html).toMatch(/ว่าง \d+ เวลา/);
    expect(days.html).toContain("ตัวเลขคือจำนวนเวลาเริ่มที่ยังจองได้ในวันนั้น");
    expect(pickerTimes(days.html)).toEqual([]);

    const day = await get(`/tutoring?type=private-60&day=${DAY}`, s.cookie);
    const times = pickerTimes(day.html);
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t.startsWith(DAY), t).toBe(true);
    expect(day.html).toContain(`ว่าง ${times.length} เวลา`);
    expect(day.html).toContain("13:00 น.");

    const confirm = await get(`/tutoring?type=private-60&day=${DAY}&time=13:00`, s.cookie);
    expect(confirm.html).toContain("ตรวจสอบก่อนจอง");
    expect(confirm.html).toContain(`name="start" value="${toOffsetIso(at("13:00"))}"`);
    expect(confirm.html).toContain('name="note"');
    expect(confirm.html).toContain("ยกเลิกหรือเลื่อนได้จนถึง 12 ชั่วโมงก่อนเริ่ม");
    expect(confirm.html).toContain("<dd>1\u00a0ชั่วโมง</dd>");
    for (const step of [days, day, confirm]) expect(step.html).not.toContain(ORDER.packagesTitle);
    expect((await db.collection(C.bookings).where("uid", "==", s.uid).get()).size).toBe(0);
  });

  it("answers a bad day, time or type with the picker and a Thai message, never a 500", async () => {
    const s = await signedInSession();
    const cases: Array<[string, string]> = [
      [`/tutoring?type=private-60&day=2026-99-99`, "วันที่เลือกไม่มีเวลาว่างแล้ว"],
      [`/tutoring?type=private-60&day=tomorrow`, "วันที่เลือกไม่มีเวลาว่างแล้ว"],
      [`/tutoring?type=private-60&day=${days.day(40)}`, "วันที่เลือกไม่มีเวลาว่างแล้ว"],
      [`/tutoring?type=private-60&day=${DAY}&time=25:99`, "เวลาที่เลือกไม่ว่างแล้ว"],
      [`/tutoring?type=private-60&day=${DAY}&time=1pm`, "วันที่เลือกไม่มีเวลาว่างแล้ว"],
      [`/tutoring?type=private-60&day=${DAY}&time=07:00`, "เวลาที่เลือกไม่ว่างแล้ว"],
      [`/tutoring?type=${encodeURIComponent("<script>")}`, "ไม่พบประเภทการเรียนนี้"],
      [`/tutoring?type=no-such-type&day=${DAY}&time=13:00`, "ไม่พบประเภทการเรียนนี้"],
    ];
    for (const [path, message] of cases) {
      const page = await get(path, s.cookie);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(message);
      expect(page.html, path).not.toContain("ตรวจสอบก่อนจอง");
      // An unknown type is the list again, with the hour packages under it.
      if (message === "ไม่พบประเภทการเรียนนี้") expect(page.html, path).toContain(ORDER.packagesTitle);
    }
    // The visitor sees the same steps; the confirmation asks to sign in and comes back to it.
    const visitor = await get(`/tutoring?type=private-60&day=${DAY}&time=13:00`, "");
    expect(visitor.html).toContain("ตรวจสอบก่อนจอง");
    expect(visitor.html).not.toContain('name="note"');
    const back = /href="\/login\?redirectTo=([^"]+)"/.exec(visitor.html)?.[1];
    expect(new URL(decodeURIComponent(back!), base).searchParams.get("time")).toBe("13:00");
    expect(decodeURIComponent(back!)).toMatch(new RegExp(`^/tutoring\\?type=private-60&day=${DAY}&time=`));
  });
});

describe("confirm, then book; reschedule; cancel", () => {
  const note = "อยากเรียนเรื่องเวกเตอร์ บทที่ 3";

  it("books with the note (the booking, the agenda's data, the tutor's and the student's e-mail), says so, and keeps the note on a refusal", async () => {
    const s = await signedInSession({ name: "น้องโน้ต" });
    const path = `/tutoring?type=private-60&day=${DAY}&time=13:00`;
    const res = await postForm(base, path, { type: "private-60", start: toOffsetIso(at("13:00")), note }, s.cookie);
    expect(res.status).toBe(303);
    expect(noticeOf(res)).toMatch(/^จองเรียบร้อยแล้ว วัน.+ที่ \d+ .+ 25\d\d เวลา 13:00 น\.$/);
    const id = res.headers.get("location")!.split("/").pop()!;
    const stored = (await db.collection(C.bookings).doc(id).get()).data()!;
    expect(stored.note).toBe(note);
    // The agenda's data (the tutor's sessions with their bookings).
    const sessions = await listSessionsBetween(at("12:00"), at("14:00"));
    expect(sessions.flatMap((x) => x.bookings).find((b) => b.id === id)?.note).toBe(note);
    // The e-mails of the booking: the tutor's and the student's.
    for (const to of [TUTOR, s.email]) {
      const mail = await getOutboxEntry(outboxId(`tutoring:${id}:0:confirmed:${to}`));
      expect(mail?.text, to).toContain(`อยากเรียนเรื่อง: ${note}`);
    }
    // The booking's page shows it.
    expect((await get(`/sessions/${id}`, s.cookie)).html).toContain(note);

    // Another student on the same time: refused, back to the picker (that time gone), the note kept in its links.
    const other = await signedInSession();
    const refused = await postForm(base, path, { type: "private-60", start: toOffsetIso(at("13:00")), note: "ขอเรียนเรื่องลิมิต" }, other.cookie);
    expect(refused.status).toBe(409);
    const html = decodeHtml(await refused.text());
    expect(html).toContain("เวลานี้เพิ่งมีคนจองไปแล้ว");
    expect(html).not.toContain("ตรวจสอบก่อนจอง");
    const offered = pickerTimes(html);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(toOffsetIso(at("13:00")));
    expect(html).toContain(`note=${new URLSearchParams({ n: "ขอเรียนเรื่องลิมิต" }).toString().slice(2)}`);
    // Following a time link brings the note back into the confirmation.
    const next = /<a [^>]*href="([^"]*time=[^"]*)"/.exec(html)![1]!;
    expect((await get(next.split("#")[0]!, other.cookie)).html).toContain(">ขอเรียนเรื่องลิมิต</textarea>");

    // A note over the bound is refused with the text kept.
    const long = "ก".repeat(501);
    const tooLong = await postForm(base, `/tutoring?type=private-60&day=${DAY}&time=17:00`, { type: "private-60", start: toOffsetIso(at("17:00")), note: long }, other.cookie);
    expect(tooLong.status).toBe(400);
    const tooLongHtml = decodeHtml(await tooLong.text());
    expect(tooLongHtml).toContain("ข้อความยาวเกิน 500 ตัวอักษร");
    expect(tooLongHtml).toContain(`>${long}</textarea>`);
    expect((await db.collection(C.bookings).where("uid", "==", other.uid).get()).size).toBe(0);
  });

  it("reschedules through the same picker and its confirmation, then cancels with a reason; each says so", async () => {
    const s = await signedInSession({ name: "น้องเลื่อน" });
    const booked = await postForm(base, "/tutoring", { type: "private-60", start: toOffsetIso(at("15:00")) }, s.cookie);
    expect(booked.status).toBe(303);
    const page = booked.headers.get("location")!;
    const id = page.split("/").pop()!;

    // The booking page: two buttons near the top, the picker behind the first (issue 42).
    const plain = await get(page, s.cookie);
    expect(pickerDays(plain.html)).toEqual([]);
    expect(plain.html).toContain(`href="${page}?step=reschedule#pick-day"`);
    expect(plain.html).toContain(`href="${page}?step=cancel#confirm"`);
    // The picker: days, then the day's times, then the confirmation (no <select>).
    const start = await get(`${page}?step=reschedule`, s.cookie);
    expect(start.html).not.toContain("<select");
    expect(pickerDays(start.html).length).toBeGreaterThan(5);
    expect(start.html).not.toContain('name="intent" value="cancel"'); // cancelling asks first
    const day = await get(`${page}?day=${DAY}`, s.cookie);
    expect(pickerTimes(day.html)).not.toContain(toOffsetIso(at("15:00")));
    expect(pickerTimes(day.html)).toContain(toOffsetIso(at("19:00")));
    const confirm = await get(`${page}?day=${DAY}&time=19:00`, s.cookie);
    expect(confirm.html).toContain("ตรวจสอบก่อนเลื่อนนัด");
    expect(confirm.html).toContain(`name="start" value="${toOffsetIso(at("19:00"))}"`);
    expect((await get(`${page}?day=nonsense&time=xx&step=other`, s.cookie)).status).toBe(200);

    const moved = await postForm(base, `${page}?day=${DAY}&time=19:00`, { intent: "reschedule", start: toOffsetIso(at("19:00")) }, s.cookie);
    expect(moved.status).toBe(303);
    expect(noticeOf(moved)).toMatch(/^เลื่อนนัดเรียบร้อยแล้ว เป็นวัน.+ เวลา 19:00 น\.$/);

    // Cancel: the confirmation with the reason, then the post.
    const ask = await get(`${page}?step=cancel`, s.cookie);
    expect(ask.html).toContain("ต้องการยกเลิกนัดนี้ใช่ไหม");
    expect(ask.html).toContain('name="intent" value="cancel"');
    expect(ask.html).toContain('name="reason"');
    const reason = "ติดสอบที่โรงเรียน";
    const cancelled = await postForm(base, `${page}?step=cancel`, { intent: "cancel", reason }, s.cookie);
    expect(cancelled.status).toBe(303);
    expect(noticeOf(cancelled)).toBe("ยกเลิกนัดเรียบร้อยแล้ว");
    const stored = (await db.collection(C.bookings).doc(id).get()).data()!;
    expect(stored.status).toBe("cancelled");
    expect(stored.cancelReason).toBe(reason);
    const tutorMail = await getOutboxEntry(outboxId(`tutoring:${id}:2:cancelled:${TUTOR}`));
    expect(tutorMail?.text).toContain(`เหตุผล: ${reason}`);
    const after = await get(page, s.cookie);
    expect(after.html).toContain(reason);
    expect(after.html).toContain('href="/tutoring?type=private-60#pick-day"');
    expect(after.html).toContain("จองเวลาใหม่");
    // My sessions: not under "กำลังจะถึง", but in the quiet list with who cancelled (issue 42).
    const mine = await get("/sessions", s.cookie);
    const cancelledList = mine.html.slice(mine.html.indexOf("นัดที่ยกเลิกแล้ว"));
    expect(mine.html).toContain("นัดที่ยกเลิกแล้ว");
    expect(cancelledList).toContain(`href="${page}"`);
    expect(cancelledList).toContain("น้องยกเลิก");
    expect(mine.html.slice(0, mine.html.indexOf("นัดที่ยกเลิกแล้ว"))).not.toContain(`href="${page}"`);
  });
});
