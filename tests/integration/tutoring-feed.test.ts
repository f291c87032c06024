/**
 * Calendar feeds and files over HTTP against the built server: a malformed
 * or unknown token is 404, a good one answers text/calendar (parsed with
 * ical.js), a new token kills the old URL, the link is shown once (in the
 * answer that made it) and stored only as its hash, a feed of a disabled or
 * deleted account or the tutor's feed of someone who is no admin is 404, the
 * tutor's feed comes from the admin agenda, no meeting link anywhere;
 * `/sessions/:id.ics` only for its student.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth, closeFirebase } from "~/platform/firebase-admin.server";
import { newFeedToken } from "~/tutoring/feed.store.server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { env } from "../../harness/ports";
import { BRAND, TUTOR_NAME } from "~/platform/site";
import { HOUR, writeSession, writeType } from "../support/tutoring";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
const MEETING = `https://meet.example.com/feed-secret-${randomUUID().slice(0, 8)}`;
const TYPE = `feed-type-${randomUUID().slice(0, 6)}`;
const student = { uid: "demo-student-3", email: "student3@example.com", name: "น้องใบเตย" };
const start = new Date(Math.floor((clockNow() + 2 * 24 * HOUR) / HOUR) * HOUR);
const pastStart = new Date(start.getTime() - 10 * 24 * HOUR);
let bookingId = "";
let cancelledId = "";

/** The value of the read-only field with that test id (the new feed link). */
function fieldValue(html: string, testId: string): string | null {
  const tag = new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  const value = tag ? /value="([^"]+)"/.exec(tag)?.[1] : undefined;
  return value ? decodeHtml(value) : null;
}

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

function events(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  return comp.getAllSubcomponents("vevent").map((v) => ({
    uid: String(v.getFirstPropertyValue("uid")),
    summary: String(v.getFirstPropertyValue("summary")),
    status: String(v.getFirstPropertyValue("status")),
    method: String(comp.getFirstPropertyValue("method")),
  }));
}

beforeAll(async () => {
  await writeType(TYPE, { meetingUrl: MEETING, title: "ติวฟีดทดสอบ" });
  bookingId = (await writeSession(TYPE, start, [student], { meetingUrl: MEETING })).bookingIds[0]!;
  cancelledId = (await writeSession(TYPE, pastStart, [student])).bookingIds[0]!;
  await testDb().collection("tutoringBookings").doc(cancelledId).update({ status: "cancelled", sequence: 1, cancelledBy: "tutor", updatedAt: Timestamp.now() });
});

afterAll(async () => {
  await closeFirebase();
});

describe("the calendar feed", () => {
  it("answers 404 for a malformed or unknown token", async () => {
    for (const token of ["abc", "x".repeat(44), "../../etc", randomUUID()]) expect((await get(`/calendar/${encodeURIComponent(token)}.ics`)).status, token).toBe(404);
    expect((await get(`/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
  });

  it("serves a student's bookings (cancelled ones as CANCELLED) as text/calendar, without the meeting link; a new token kills the old URL", async () => {
    const token = await newFeedToken(student.uid, "student");
    const res = await get(`/calendar/${token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await res.text();
    expect(text).not.toContain(MEETING.slice(8));
    const list = events(text);
    const mine = list.find((e) => e.uid.startsWith(`${bookingId}@`));
    expect(mine).toMatchObject({ status: "CONFIRMED", method: "PUBLISH" });
    for (const part of ["ติวฟีดทดสอบ", TUTOR_NAME, BRAND]) expect(mine?.summary).toContain(part);
    expect(list.find((e) => e.uid.startsWith(`${cancelledId}@`))?.status).toBe("CANCELLED");

    const next = await newFeedToken(student.uid, "student");
    expect((await get(`/calendar/${token}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${next}.ics`)).status).toBe(200);
  });

  it("gives the tutor a feed of the agenda from the admin page, shown once, and a new one on request", async () => {
    const admin = await sessionCookieForUid("demo-admin-1");
    /** The link in the answer of the post that made it. */
    const make = async () => {
      const res = await postForm(base, "/admin/tutoring?index", { intent: "rotate-feed" }, admin);
      expect(res.status).toBe(200);
      return fieldValue(await res.text(), "tutor-feed-url");
    };
    const first = await make();
    expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(first!).pathname;
    const res = await get(path);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(MEETING.slice(8));
    expect(events(text).some((e) => e.summary.startsWith("ติวฟีดทดสอบ"))).toBe(true);
    // Shown once: the page afterwards has no link, only "make a new link".
    const later = await (await get("/admin/tutoring", admin)).text();
    expect(later).not.toContain(path.slice(10, 40));
    expect(later).not.toContain('data-testid="tutor-feed-url"');
    expect(later).toContain("ทำลิงก์ใหม่");

    const second = await make();
    expect(second).not.toBe(first);
    expect((await get(path)).status).toBe(404);
    expect((await get(new URL(second!).pathname)).status).toBe(200);
  });

  it("shows a student's new link once, stores only its hash, and drops a clear token an older version stored", async () => {
    const s = await signedInSession({ name: "น้องลิงก์ครั้งเดียว" });
    const studentDoc = testDb().collection("tutoringStudents").doc(s.uid);
    // As an older version left it: the token in clear beside its hash.
    await studentDoc.set({ upcoming: {}, feedToken: "x".repeat(43), tutorFeedToken: "y".repeat(43) });
    const first = await (await get("/sessions", s.cookie)).text();
    expect(first).not.toContain("x".repeat(43));
    const made = await postForm(base, "/sessions", { intent: "rotate-feed" }, s.cookie);
    expect(made.status).toBe(200);
    const html = await made.text();
    const link = fieldValue(html, "feed-url") ?? "";
    // Without JavaScript the field is selectable; the copy island shows its button.
    expect(html).toMatch(/<button type="button"[^>]*data-copy-target="feed-url"[^>]*hidden=""/);
    expect(html).toMatch(/src="\/assets\/islands\/copy-[^"]+\.js"/);
    expect(link).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(link)![1]!;
    expect(html).toContain(`webcal:`);
    expect((await get(new URL(link).pathname)).status).toBe(200);

    const stored = (await studentDoc.get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.feedToken).toBeUndefined();
    expect(stored.tutorFeedToken).toBeUndefined();
    expect(stored.feedHash).toMatch(/^[0-9a-f]{64}$/);

    const again = await (await get("/sessions", s.cookie)).text();
    expect(again).not.toContain(token);
    expect(again).toContain("ทำลิงก์ใหม่");
  });

  it("answers 404 once the account is disabled or deleted, and for a tutor's feed of someone who is no admin", async () => {
    const disabled = await signedInSession();
    const disabledToken = await newFeedToken(disabled.uid, "student");
    await adminAuth().updateUser(disabled.uid, { disabled: true });
    expect((await get(`/calendar/${disabledToken}.ics`)).status).toBe(404);

    const deleted = await signedInSession();
    const deletedToken = await newFeedToken(deleted.uid, "student");
    await adminAuth().deleteUser(deleted.uid);
    expect((await get(`/calendar/${deletedToken}.ics`)).status).toBe(404);

    const notAdmin = await signedInSession();
    expect((await get(`/calendar/${await newFeedToken(notAdmin.uid, "student")}.ics`)).status).toBe(200);
    expect((await get(`/calendar/${await newFeedToken(notAdmin.uid, "tutor")}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${await newFeedToken("demo-admin-1", "tutor")}.ics`)).status).toBe(200);
  });
});

describe("a booking's calendar file", () => {
  it("is the booker's (and the admins'); anyone else gets 404, a visitor the login", async () => {
    const mine = await get(`/sessions/${bookingId}.ics`, await sessionCookieForUid(student.uid));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await mine.text();
    expect(text).not.toContain(MEETING.slice(8));
    expect(events(text)[0]).toMatchObject({ method: "PUBLISH" });
    expect(events(text)[0]!.summary).toContain("ติวฟีดทดสอบ");
    expect((await get(`/sessions/${bookingId}.ics`, await sessionCookieForUid("demo-admin-1"))).status).toBe(200);
    expect((await get(`/sessions/${bookingId}.ics`, await sessionCookieForUid("demo-student-4"))).status).toBe(404);
    expect((await get(`/sessions/no-such-booking.ics`, await sessionCookieForUid(student.uid))).status).toBe(404);
    const visitor = await get(`/sessions/${bookingId}.ics`);
    expect([302, 303]).toContain(visitor.status);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});
