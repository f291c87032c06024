/**
 * Calendar feeds and files over HTTP against the built server: a malformed
 * or unknown token is 404, a good one answers text/calendar (parsed with
 * ical.js), a new token kills the old URL, the tutor's feed comes from the
 * admin agenda, no meeting link anywhere; `/sessions/:id.ics` only for its student.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { newFeedToken } from "~/tutoring/feed.store.server";
import { sessionCookieForUid } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { env } from "../../harness/ports";
import { HOUR, writeSession, writeType } from "../support/tutoring";

const base = env.baseUrl;
const MEETING = `https://meet.example.com/feed-secret-${randomUUID().slice(0, 8)}`;
const TYPE = `feed-type-${randomUUID().slice(0, 6)}`;
const student = { uid: "demo-student-3", email: "student3@example.com", name: "น้องใบเตย" };
const start = new Date(Math.floor((Date.now() + 2 * 24 * HOUR) / HOUR) * HOUR);
const pastStart = new Date(start.getTime() - 10 * 24 * HOUR);
let bookingId = "";
let cancelledId = "";

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
    expect(mine).toMatchObject({ summary: "ติวฟีดทดสอบ", status: "CONFIRMED", method: "PUBLISH" });
    expect(list.find((e) => e.uid.startsWith(`${cancelledId}@`))?.status).toBe("CANCELLED");

    const next = await newFeedToken(student.uid, "student");
    expect((await get(`/calendar/${token}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${next}.ics`)).status).toBe(200);
  });

  it("gives the tutor a feed of the agenda from the admin page, and a new one on request", async () => {
    const admin = await sessionCookieForUid("demo-admin-1");
    const urlOnPage = async () => {
      const html = await (await get("/admin/tutoring", admin)).text();
      const m = /data-testid="tutor-feed-url">([^<]+)</.exec(html);
      return m ? decodeHtml(m[1]!) : null;
    };
    expect((await postForm(base, "/admin/tutoring?index", { intent: "rotate-feed" }, admin)).status).toBe(303);
    const first = await urlOnPage();
    expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(first!).pathname;
    const res = await get(path);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(MEETING.slice(8));
    expect(events(text).some((e) => e.summary.startsWith("ติวฟีดทดสอบ"))).toBe(true);

    expect((await postForm(base, "/admin/tutoring?index", { intent: "rotate-feed" }, admin)).status).toBe(303);
    const second = await urlOnPage();
    expect(second).not.toBe(first);
    expect((await get(path)).status).toBe(404);
    expect((await get(new URL(second!).pathname)).status).toBe(200);
  });
});

describe("a booking's calendar file", () => {
  it("is the booker's (and the admins'); anyone else gets 404, a visitor the login", async () => {
    const mine = await get(`/sessions/${bookingId}.ics`, await sessionCookieForUid(student.uid));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await mine.text();
    expect(text).not.toContain(MEETING.slice(8));
    expect(events(text)[0]).toMatchObject({ method: "REQUEST", summary: "ติวฟีดทดสอบ" });
    expect((await get(`/sessions/${bookingId}.ics`, await sessionCookieForUid("demo-admin-1"))).status).toBe(200);
    expect((await get(`/sessions/${bookingId}.ics`, await sessionCookieForUid("demo-student-4"))).status).toBe(404);
    expect((await get(`/sessions/no-such-booking.ics`, await sessionCookieForUid(student.uid))).status).toBe(404);
    const visitor = await get(`/sessions/${bookingId}.ics`);
    expect([302, 303]).toContain(visitor.status);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});
