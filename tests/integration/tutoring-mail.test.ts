/**
 * The booking e-mails (app/tutoring/mail.server.ts) through the real outbox:
 * queued inside a real Firestore transaction on the emulator together with
 * the booking document, sent by the real sender to the SMTP test sink, and
 * each calendar part parsed with a real iCalendar parser (ical.js).
 * Reminders are made due by moving the sender's clock, never by waiting.
 * One booking is made over HTTP on the shared test server, by a student whose
 * IdP name tries to add an attendee to the tutor's invitation; another is
 * made, downloaded (also from a second server with another ORIGIN) and
 * cancelled over HTTP, its files and mails compared.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { getOutboxEntry } from "../support/outbox.ts";
import { OutboxSender } from "~/services/messaging/outbox-sender.server";
import { setMailPreference } from "~/services/messaging/user-settings.store.server";
import { DEMO_ADMIN_EMAILS } from "~/platform/demo-accounts";
import { enqueueBookingMails, type BookingMailContext } from "~/tutoring/mail.server";
import { TUTORING_COLLECTIONS, type TutoringBooking } from "~/tutoring/model";
import { toOffsetIso, now as clockNow, nowDate } from "~/kernel/clock";
import { startMailCatcher, type MailCatcher } from "../../harness/mail-catcher.ts";
import { signedInSession } from "../../harness/auth";
import { postForm } from "../support/forms";
import { testType, writeSession, writeType } from "../support/tutoring";
import { env, testPort } from "../../harness/ports";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { BRAND, TUTOR_NAME } from "~/platform/site";
import { MAIL } from "~/tutoring/admin-messages";
import { testDays } from "../../harness/test-days";

const MEETING = `https://meet.example.com/secret-${randomUUID().slice(0, 8)}`;
const HOUR = 3_600_000;
/** A start on the minute (as every booking's is), `days` from now. */
const startIn = (days: number) => new Date(Math.floor((clockNow() + days * 24 * HOUR) / 60_000) * 60_000);
let catcher: MailCatcher;
const senders: OutboxSender[] = [];

const type = testType("type-mail-test", { slug: "private-mail-test", title: "ติวตัวต่อตัว 60 นาที", description: "คุยเรื่องการบ้าน", meetingUrl: MEETING });

function booking(start: Date): TutoringBooking {
  const id = `bk-${randomUUID().slice(0, 12)}`;
  const uid = `mail-student-${randomUUID().slice(0, 8)}`;
  return {
    id,
    uid,
    email: `${uid}@example.com`,
    name: "น้องทดสอบ",
    typeId: type.id,
    sessionId: `${type.id}_${start.getTime()}`,
    start,
    end: new Date(start.getTime() + HOUR),
    status: "confirmed",
    sequence: 0,
    cancelledBy: null,
    cancelReason: null,
    note: null,
    attendance: null,
    calendarUid: `${id}@stored.example`,
    createdAt: nowDate(),
    updatedAt: nowDate(),
  };
}

/** The booking store's part, played here: write the booking and queue its mails in one transaction. */
async function change(b: TutoringBooking, ctx: Omit<BookingMailContext, "booking" | "type">): Promise<void> {
  await db().runTransaction(async (tx) => {
    await tx.get(db().collection(TUTORING_COLLECTIONS.bookings).doc(b.id)); // the store reads first
    await enqueueBookingMails(tx, { ...ctx, booking: b, type });
    tx.set(db().collection(TUTORING_COLLECTIONS.bookings).doc(b.id), {
      ...b,
      start: Timestamp.fromDate(b.start),
      end: Timestamp.fromDate(b.end),
      createdAt: Timestamp.fromDate(b.createdAt),
      updatedAt: Timestamp.fromDate(b.updatedAt),
    });
  });
}

function sender(now: () => number): OutboxSender {
  const s = new OutboxSender({ smtpUrl: catcher.url, from: '"ติวกับพี่" <no-reply@tutor.test>', pollMs: 50, log: () => undefined, now });
  senders.push(s);
  return s;
}

/** Runs passes until nothing due is left (for that clock). */
async function drain(s: OutboxSender): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const c = await s.runOnce();
    if (c.sent + c.skipped + c.failed + c.retried === 0) return;
  }
  throw new Error("outbox not drained");
}

const to = (addr: string) => catcher.messages.filter((m) => m.to.includes(addr));

interface Ics {
  method: string;
  uid: string;
  sequence: number;
  summary: string;
  url: string;
  start: Date;
  end: Date;
  status: string;
  /** The event's VALARM triggers, as ical.js reads them ("-PT1H"). */
  alarms: string[];
}

/** The message's text/calendar part, parsed by ical.js. */
async function calendarOf(raw: string): Promise<ICAL.Component> {
  const parsed = await simpleParser(raw);
  const part = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!part) throw new Error("no calendar part");
  return new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
}

async function icsOf(raw: string): Promise<Ics> {
  const comp = await calendarOf(raw);
  const ev = comp.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(ev);
  return {
    method: String(comp.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    url: String(ev.getFirstPropertyValue("url")),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: String(ev.getFirstPropertyValue("status")),
    alarms: ev.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger"))),
  };
}

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  for (const s of senders) await s.stop();
  await catcher.stop();
  await closeFirebase();
});

describe("booking e-mails", () => {
  it("confirmation then cancellation: REQUEST then CANCEL with the same UID and a higher SEQUENCE, to student and tutor; no reminders after", async () => {
    const start = startIn(3);
    const b = booking(start);
    await change(b, { event: "confirmed" });
    const s = sender(clockNow);
    await drain(s);

    const [confirmation] = to(b.email);
    expect(confirmation).toBeDefined();
    expect(confirmation!.subject).toBe(`ยืนยันการจอง: ${type.title}`);
    expect(confirmation!.text).toContain(`/sessions/${b.id}`);
    expect(confirmation!.text).toContain(b.name!);
    const req = await icsOf(confirmation!.raw);
    expect(req).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", alarms: ["-PT1H"] });
    for (const part of [type.title, TUTOR_NAME, BRAND]) expect(req.summary).toContain(part);
    // The UID the booking stores, not one made from this server's ORIGIN.
    expect(req.uid).toBe(b.calendarUid);
    expect(req.url).toMatch(new RegExp(`^https?://[^/]+/sessions/${b.id}$`));
    expect(req.start.getTime()).toBe(start.getTime());
    expect(req.end.getTime()).toBe(b.end.getTime());
    for (const admin of DEMO_ADMIN_EMAILS) {
      const tutorMail = to(admin).find((m) => m.text.includes(b.email));
      expect(tutorMail, admin).toBeDefined();
      expect(tutorMail!.text).toContain(`${b.name!} (${b.email})`);
      expect((await icsOf(tutorMail!.raw)).uid).toBe(req.uid);
    }
    // The reminders wait in the outbox.
    const remind = await getOutboxEntry(outboxId(`tutoring:${b.id}:0:remind24:${b.email}`));
    expect(remind).toMatchObject({ status: "pending", preference: "emailTutoringReminders", recipientUid: b.uid });
    expect(remind!.nextAttemptAt!.getTime()).toBe(start.getTime() - 24 * HOUR);

    // The tutor cancels with a reason.
    const cancelled: TutoringBooking = { ...b, status: "cancelled", sequence: 1, cancelledBy: "tutor", cancelReason: "พี่ป่วย ขอเลื่อนไปก่อนนะ", updatedAt: nowDate() };
    await change(cancelled, { event: "cancelled", by: "tutor", reason: cancelled.cancelReason });
    await drain(s);
    const cancelMail = to(b.email).find((m) => m.subject.startsWith("ยกเลิกการเรียนแล้ว"));
    expect(cancelMail).toBeDefined();
    expect(cancelMail!.text).toContain("พี่ป่วย ขอเลื่อนไปก่อนนะ");
    const cancel = await icsOf(cancelMail!.raw);
    expect(cancel).toMatchObject({ method: "CANCEL", uid: req.uid, status: "CANCELLED", alarms: [] });
    expect(cancel.sequence).toBeGreaterThan(req.sequence);

    // When the reminders' time comes, the sender skips them: the booking is no longer confirmed at sequence 0.
    const before = catcher.messages.length;
    const late = sender(() => start.getTime() - 30 * 60_000);
    await drain(late);
    expect(catcher.messages.slice(before).filter((m) => m.text.includes(b.id))).toHaveLength(0);
    for (const key of ["remind24", "remind1"]) {
      for (const addr of [b.email, ...DEMO_ADMIN_EMAILS]) {
        expect((await getOutboxEntry(outboxId(`tutoring:${b.id}:0:${key}:${addr}`)))?.status, `${key} ${addr}`).toBe("skipped");
      }
    }
  });

  it("reminders are sent 24 h and 1 h before, by the sender's clock, once each; a student who turned them off gets none", async () => {
    const start = startIn(5);
    const wants = booking(start);
    const off = booking(new Date(start.getTime() + 2 * HOUR));
    await setMailPreference(off.uid, "emailTutoringReminders", false);
    await change(wants, { event: "confirmed" });
    await change(off, { event: "confirmed" });
    await drain(sender(clockNow));
    // Confirmations ignore the setting.
    expect(to(off.email).map((m) => m.subject)).toEqual([`ยืนยันการจอง: ${type.title}`]);

    const at24 = start.getTime() - 24 * HOUR + 1_000;
    const a = sender(() => at24);
    const b = sender(() => at24);
    await Promise.all([drain(a), drain(b)]);
    const reminders = (addr: string) => to(addr).filter((m) => m.subject.startsWith("เตือน:"));
    expect(reminders(wants.email).map((m) => m.subject)).toEqual([`เตือน: ${type.title} เริ่มในอีก 24 ชั่วโมง`]);
    expect(reminders(wants.email)[0]!.text).toContain(`/sessions/${wants.id}`);
    for (const admin of DEMO_ADMIN_EMAILS) expect(reminders(admin).filter((m) => m.text.includes(wants.email))).toHaveLength(1);
    expect((await getOutboxEntry(outboxId(`tutoring:${wants.id}:0:remind1:${wants.email}`)))?.status).toBe("pending");

    const at1 = off.start.getTime() - HOUR + 1_000;
    await drain(sender(() => at1));
    expect(reminders(wants.email)).toHaveLength(2);
    expect(reminders(wants.email)[1]!.subject).toBe(`เตือน: ${type.title} เริ่มในอีก 1 ชั่วโมง`);
    expect(reminders(off.email)).toHaveLength(0);
    expect((await getOutboxEntry(outboxId(`tutoring:${off.id}:0:remind24:${off.email}`)))?.status).toBe("skipped");
    // The tutor still gets the reminders of that student's session.
    for (const admin of DEMO_ADMIN_EMAILS) expect(reminders(admin).filter((m) => m.text.includes(off.email))).toHaveLength(2);
  });

  it("a reschedule sends REQUEST with the same UID and a higher SEQUENCE and moves the reminders", async () => {
    const first = startIn(6);
    const b = booking(first);
    await change(b, { event: "confirmed" });
    const moved: TutoringBooking = { ...b, start: new Date(first.getTime() + 24 * HOUR), end: new Date(first.getTime() + 25 * HOUR), sequence: 1, updatedAt: nowDate() };
    await change(moved, { event: "rescheduled", previousStart: first });
    await drain(sender(clockNow));
    const mails = to(b.email);
    const res = mails.find((m) => m.subject.startsWith("เลื่อนเวลาเรียนแล้ว"));
    expect(res).toBeDefined();
    const [a, c] = [await icsOf(mails[0]!.raw), await icsOf(res!.raw)];
    expect(c).toMatchObject({ method: "REQUEST", uid: a.uid, sequence: 1 });
    expect(c.start.getTime()).toBe(moved.start.getTime());
    // The old time's reminder is skipped, the new one's is sent.
    await drain(sender(() => first.getTime() - 24 * HOUR + 1_000));
    expect((await getOutboxEntry(outboxId(`tutoring:${b.id}:0:remind24:${b.email}`)))?.status).toBe("skipped");
    await drain(sender(() => moved.start.getTime() - 24 * HOUR + 1_000));
    expect((await getOutboxEntry(outboxId(`tutoring:${b.id}:1:remind24:${b.email}`)))?.status).toBe("sent");
  });

  it("no e-mail carries the meeting link", () => {
    expect(catcher.messages.length).toBeGreaterThan(5);
    for (const m of catcher.messages) expect(m.raw).not.toContain(MEETING.slice("https://".length));
  });
});

describe("calendar text from people", () => {
  it("a student whose IdP name carries quotes and an address books: the tutor's invitation names the student's address only", async () => {
    const hostile = 'x":MAILTO:evil@attacker.example;X="';
    const student = await signedInSession({ name: hostile });
    // The file's own day (harness/test-days.ts), 18:00 Bangkok.
    const start = toOffsetIso(testDays(import.meta.url).at(22, "18:00"));
    const booked = await postForm(env.baseUrl, "/tutoring", { type: "private-60", start }, student.cookie);
    expect(booked.status).toBe(303);
    await drain(sender(clockNow));
    const [admin] = DEMO_ADMIN_EMAILS;
    const invitation = to(admin!).find((m) => m.text.includes(student.email));
    expect(invitation, "the tutor's invitation").toBeDefined();
    for (const mail of [invitation!, ...to(student.email)]) {
      const ev = (await calendarOf(mail.raw)).getFirstSubcomponent("vevent")!;
      const attendees = ev.getAllProperties("attendee");
      expect(attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${student.email}`]);
      for (const a of attendees) {
        expect(Object.keys(a.toJSON()[1] as object).sort()).toEqual(["cn", "role"]);
        expect(String(a.getParameter("cn"))).not.toMatch(/["\\:;]/);
      }
      // Nowhere in the event is the attacker's address a value of its own.
      for (const p of ev.getAllProperties()) expect(String(p.getFirstValue()).toLowerCase()).not.toContain("attacker.example");
    }
  });
});

describe("calendar files and the cancellation mail", () => {
  /** A second server on the same data, with another ORIGIN. */
  let other: AppServer;
  beforeAll(async () => {
    other = await startAppServer({ port: testPort(3190), env: { ORIGIN: "https://another-origin.example" } });
  });
  afterAll(async () => {
    await other.stop();
  });

  /** `/sessions/:id.ics` from `base`, parsed. */
  async function download(base: string, id: string, cookie: string): Promise<ICAL.Component> {
    const res = await fetch(`${base}/sessions/${id}.ics`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    return new ICAL.Component(ICAL.parse(await res.text()));
  }
  const uidOf = (cal: ICAL.Component) => String(cal.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid"));
  const cancelOverHttp = async (id: string, cookie: string) => expect((await postForm(env.baseUrl, `/sessions/${id}`, { intent: "cancel" }, cookie)).status).toBe(303);

  it("a booking made over HTTP: its file is PUBLISH with an alarm and the title; the mails' REQUEST and CANCEL and the file from a server with another ORIGIN share one UID; the cancellation offers to book again, without the join link", async () => {
    const student = await signedInSession({ name: " น้อง\u202eมะลิ\n " });
    // The file's own day, 16:00 Bangkok.
    const start = toOffsetIso(testDays(import.meta.url).at(22, "16:00"));
    expect((await postForm(env.baseUrl, "/tutoring", { type: "private-60", start }, student.cookie)).status).toBe(303);
    const [doc] = (await db().collection(TUTORING_COLLECTIONS.bookings).where("uid", "==", student.uid).get()).docs;
    const id = doc!.id;
    await drain(sender(clockNow));

    // The e-mail: an invitation, and a letter that names the student (cleaned).
    const confirmation = to(student.email).find((m) => m.subject.startsWith("ยืนยันการจอง"));
    expect(confirmation).toBeDefined();
    expect(confirmation!.text).toContain(MAIL.greeting("น้อง มะลิ"));
    const req = await icsOf(confirmation!.raw);
    expect(req.method).toBe("REQUEST");

    // The download: an event to add (PUBLISH, nobody to answer), titled with the school and the tutor, a reminder 1 hour before.
    const here = await download(env.baseUrl, id, student.cookie);
    expect(String(here.getFirstPropertyValue("method"))).toBe("PUBLISH");
    const event = here.getFirstSubcomponent("vevent")!;
    const summary = String(event.getFirstPropertyValue("summary"));
    for (const part of ["ติวตัวต่อตัว", TUTOR_NAME, BRAND]) expect(summary).toContain(part);
    expect(event.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger")))).toEqual(["-PT1H"]);
    expect(event.getAllProperties("attendee")).toHaveLength(0);
    expect(uidOf(here)).toBe(req.uid);

    // The same file from the server with another ORIGIN: its links are that origin's, the UID is the same.
    const there = await download(other.url, id, student.cookie);
    expect(String(there.getFirstSubcomponent("vevent")!.getFirstPropertyValue("url"))).toMatch(/^https:\/\/another-origin\.example\//);
    expect(uidOf(there)).toBe(req.uid);

    // The student cancels: CANCEL with the same UID; the mail has no join-link sentence and links to booking again.
    await cancelOverHttp(id, student.cookie);
    await drain(sender(clockNow));
    const cancelMail = to(student.email).find((m) => m.subject.startsWith("ยกเลิกการเรียนแล้ว"));
    expect(cancelMail).toBeDefined();
    expect((await icsOf(cancelMail!.raw)).uid).toBe(req.uid);
    expect(cancelMail!.text).toContain(MAIL.greeting("น้อง มะลิ"));
    for (const body of [cancelMail!.text, cancelMail!.html]) expect(body).not.toContain("ลิงก์เข้าเรียน");
    expect(cancelMail!.text).toContain(`${MAIL.cancelled.rebook}\n${env.baseUrl}/tutoring\n`);
    expect(cancelMail!.html).toContain(`<a href="${env.baseUrl}/tutoring">`);
  });

  it("a booking stored before its UID was: keeps the UID it had, and stores it when next written", async () => {
    const student = await signedInSession({ name: "น้องเก่า" });
    const typeId = `legacy-uid-${randomUUID().slice(0, 6)}`;
    await writeType(typeId);
    const start = new Date(Math.floor((clockNow() + 9 * 24 * HOUR) / HOUR) * HOUR);
    const [id] = (await writeSession(typeId, start, [{ uid: student.uid, email: student.email, name: "น้องเก่า" }])).bookingIds;
    const before = uidOf(await download(env.baseUrl, id!, student.cookie));
    expect(before).toBe(`${id}@${new URL(env.baseUrl).hostname}`); // as it was always made
    await cancelOverHttp(id!, student.cookie);
    expect((await db().collection(TUTORING_COLLECTIONS.bookings).doc(id!).get()).get("calendarUid")).toBe(before);
    expect(uidOf(await download(other.url, id!, student.cookie))).toBe(before);
  });
});
