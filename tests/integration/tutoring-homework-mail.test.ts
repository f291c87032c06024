/**
 * Homework added or changed on the tutor's session page notifies each booked
 * student: a POST to /admin/tutoring/sessions/:id on the shared test server,
 * the outbox entry written in the same transaction, sent by the real sender
 * to the mail catcher and read back from the .eml it parses. A save that
 * changes nothing of the homework sends nothing; a change sends once more.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { OutboxSender } from "~/services/messaging/outbox-sender.server";
import { TUTOR_NAME } from "~/platform/site";
import { startMailCatcher, type MailCatcher } from "../../harness/mail-catcher.ts";
import { sessionCookieForUid } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { HOUR, writeSession, writeType } from "../support/tutoring";
import { now as clockNow } from "~/kernel/clock";

const TYPE = `hw-type-${randomUUID().slice(0, 6)}`;
const STUDENT = { uid: `hw-student-${randomUUID().slice(0, 6)}`, email: `hw-${randomUUID().slice(0, 6)}@example.com`, name: "น้องการบ้าน" };
const CANCELLED = { uid: `hw-gone-${randomUUID().slice(0, 6)}`, email: `hw-gone-${randomUUID().slice(0, 6)}@example.com`, name: "น้องยกเลิก" };
let catcher: MailCatcher;
let sender: OutboxSender;
let admin = "";
let sessionPath = "";
let bookingId = "";

beforeAll(async () => {
  catcher = await startMailCatcher();
  sender = new OutboxSender({ smtpUrl: catcher.url, from: '"ติวกับพี่" <no-reply@tutor.test>', pollMs: 50, log: () => undefined });
  admin = await sessionCookieForUid("demo-admin-1");
  await writeType(TYPE);
  const start = new Date(Math.floor((clockNow() - 3 * HOUR) / HOUR) * HOUR);
  const s = await writeSession(TYPE, start, [STUDENT, CANCELLED]);
  sessionPath = `/admin/tutoring/sessions/${s.sessionId}`;
  bookingId = s.bookingIds[0]!;
  await testDb().collection("tutoringBookings").doc(s.bookingIds[1]!).update({ status: "cancelled", cancelledBy: "student" });
});

afterAll(async () => {
  await sender.stop();
  await catcher.stop();
  await closeFirebase();
});

/** Runs the sender until nothing due is left. */
async function drain(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const c = await sender.runOnce();
    if (c.sent + c.skipped + c.failed + c.retried === 0) return;
  }
  throw new Error("outbox not drained");
}

const save = (homework: string) =>
  postForm(env.baseUrl, sessionPath, { intent: "record", notes: "ทบทวนบทที่ 1", homework, meetingUrl: "" }, admin);
const mailsTo = (addr: string) => catcher.messages.filter((m) => m.to.includes(addr));

describe("homework e-mail", () => {
  it("added: the booked student gets one e-mail naming them and the tutor, with the homework and an absolute link to the session page", async () => {
    expect((await save("ทำแบบฝึกหัด **ข้อ 1–3** หน้า 12")).status).toBe(303);
    await drain();
    const [mail, ...more] = mailsTo(STUDENT.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain("การบ้านใหม่");
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain(STUDENT.name);
      expect(part).toContain(TUTOR_NAME);
      expect(part).toContain("ข้อ 1–3");
      expect(part).not.toContain("**");
    }
    expect(mail!.text).toMatch(new RegExp(`^https?://[^\\s/]+/sessions/${bookingId}$`, "m"));
    expect(mail!.html).toMatch(new RegExp(`href="https?://[^"/]+/sessions/${bookingId}"`));
    expect(mailsTo(CANCELLED.email)).toHaveLength(0);
  });

  it("a save that leaves the homework as it was sends nothing; a change sends once more", async () => {
    expect((await save("ทำแบบฝึกหัด **ข้อ 1–3** หน้า 12")).status).toBe(303);
    await drain();
    expect(mailsTo(STUDENT.email)).toHaveLength(1);
    expect((await save("ทำแบบฝึกหัด ข้อ 4 หน้า 13")).status).toBe(303);
    await drain();
    const mails = mailsTo(STUDENT.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("พี่แก้การบ้าน");
    expect(mails[1]!.text).toContain("ข้อ 4 หน้า 13");
    // Beside each e-mail, a notification on the site (app/notifications): one per change, to the booked student only.
    const notes = (await testDb().collection(`users/${STUDENT.uid}/notifications`).orderBy("createdAt").get()).docs.map((d) => d.data());
    expect(notes.map((n) => [n.kind, n.link, n.read])).toEqual([
      ["homework", `/sessions/${bookingId}`, false],
      ["homework", `/sessions/${bookingId}`, false],
    ]);
    expect(notes[1]!.title).toContain("มีการแก้ไข");
    expect((await testDb().collection(`users/${CANCELLED.uid}/notifications`).get()).size).toBe(0);
  });
});
