/**
 * Notifications on the site (app/notifications) on the shared test server:
 * the tutor's answer makes one, and the top bar of the student's next page
 * shows the count (server-rendered); the page lists it, opening it marks it
 * read and leads to the question; "mark all read" empties the count with a
 * notice; another user's id is a 404; a list keeps the newest 100; a reminder
 * the outbox takes leaves one even when its e-mail is turned off.
 */
import { afterAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { enqueueMail } from "~/services/messaging/outbox.store.server";
import { OutboxSender } from "~/services/messaging/outbox-sender.server";
import { db } from "~/platform/firestore.store.server";
import { notify, notifyDue } from "~/services/messaging/notify.server";
import { NOTIFICATIONS_KEPT } from "~/services/messaging/notifications.store.server";
import { DEMO_COURSES } from "../../harness/seed-content";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { startMailCatcher } from "../../harness/mail-catcher.ts";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const LESSON = "math-02";

afterAll(async () => {
  await closeFirebase();
});

const page = async (path: string, cookie: string) => {
  const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: res.status, html: decodeHtml(await res.text()), location: res.headers.get("location") };
};

/** The top bar's notifications link as the server rendered it. */
const barLink = (html: string) => /<a[^>]*id="notif-link"[\s\S]*?<\/a>/.exec(html)?.[0] ?? "";
const list = (uid: string) => testDb().collection("users").doc(uid).collection("notifications");

async function answeredStudent() {
  const student = await signedInSession({ name: "น้องแจ้งเตือน" });
  expect((await postForm(base, `/course/${math.slug}`, { intent: "enrol" }, student.cookie)).status).toBe(302);
  expect((await postForm(base, `/lesson/${LESSON}`, { intent: "question-ask", body: `ถามเรื่อง $A \\cap B$ ${clockNow()}` }, student.cookie)).status).toBe(303);
  const id = (await testDb().collection("questions").where("uid", "==", student.uid).get()).docs[0]!.id;
  const admin = `session=${await sessionForUid("demo-admin-1")}`;
  expect((await postForm(base, `/admin/questions/${id}`, { intent: "answer", version: "0", answer: "ใช้ $A \\cup B$" }, admin)).status).toBe(303);
  return { student, questionId: id };
}

describe("notifications on the site", () => {
  it("an answer makes one: the count in the top bar, the list, opening it marks it read and leads to the question", async () => {
    const { student, questionId } = await answeredStudent();
    const dashboard = await page("/dashboard", student.cookie);
    const link = barLink(dashboard.html);
    expect(link).toContain('href="/notifications"');
    expect(link).toContain("การแจ้งเตือน");
    expect(link).toMatch(/notif-link__badge[^>]*>1</);
    expect(link).toContain("1 รายการที่ยังไม่อ่าน");

    const listed = await page("/notifications", student.cookie);
    expect(listed.status).toBe(200);
    expect(listed.html).toContain("คำตอบ");
    expect(listed.html).toContain("พี่ตอบคำถามของคุณในบทเรียน");
    expect(listed.html).toContain("notif-list__item--unread");
    expect(listed.html).toMatch(/<time dateTime="[^"]+">\d{1,2} [^<]*25\d\d \d\d:\d\d<\/time>/i);
    const open = /href="(\/notifications\/[0-9a-f]{64}\/open)"/.exec(listed.html)?.[1];
    expect(open).toBeTruthy();

    const opened = await page(open!, student.cookie);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/lesson/${LESSON}#q-${questionId}`);
    const after = await page("/notifications", student.cookie);
    expect(after.html).not.toContain("notif-list__item--unread");
    expect(barLink(after.html)).not.toContain("notif-link__badge");
    expect((await testDb().collection("users").doc(student.uid).get()).get("unreadNotifications")).toBe(0);
  });

  it("another user cannot open mine (404), nor an id that is not one", async () => {
    const { student } = await answeredStudent();
    const id = (await list(student.uid).get()).docs[0]!.id;
    const other = await signedInSession();
    expect((await page(`/notifications/${id}/open`, other.cookie)).status).toBe(404);
    expect((await page(`/notifications/..%2F${id}/open`, student.cookie)).status).toBe(404);
    expect((await list(student.uid).doc(id).get()).get("read")).toBe(false);
    // Signed out: to the sign-in page, nothing marked.
    const anonymous = await fetch(`${base}/notifications/${id}/open`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
  });

  it("mark all read: every one read, the count gone, a notice on the list", async () => {
    const student = await signedInSession();
    for (let i = 0; i < 3; i++) expect(await notify(student.uid, { kind: "homework", title: `การบ้าน ${i}`, link: "/sessions", key: `test:${student.uid}:${i}` })).toBe(true);
    expect(barLink((await page("/dashboard", student.cookie)).html)).toContain("3 รายการที่ยังไม่อ่าน");
    const res = await postForm(base, "/notifications", { intent: "mark-all-read" }, student.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/notifications");
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const landed = await page("/notifications", `${student.cookie}; ${cookies}`);
    expect(landed.html).toMatch(/<p[^>]*role="status"[^>]*>ทำเครื่องหมายว่าอ่านแล้วทั้งหมดแล้ว<\/p>/);
    expect(landed.html).not.toContain("notif-list__item--unread");
    expect(barLink(landed.html)).not.toContain("notif-link__badge");
    expect((await list(student.uid).where("read", "==", false).get()).size).toBe(0);
    expect((await postForm(base, "/notifications", { intent: "other" }, student.cookie)).status).toBe(400);
  });

  it("keeps the newest 100: a new one drops the oldest, the count stays exact; one event makes one; titles are plain", async () => {
    const uid = `notif-bound-${clockNow()}`;
    const batch = testDb().batch();
    const start = clockNow() - 1_000_000;
    for (let i = 0; i < NOTIFICATIONS_KEPT; i++) {
      batch.set(list(uid).doc(`old${String(i).padStart(3, "0")}`), {
        kind: "answer",
        title: `เก่า ${i}`,
        link: "/dashboard",
        createdAt: Timestamp.fromMillis(start + i * 1000),
        read: i % 2 === 0,
      });
    }
    await batch.commit();
    expect(await notify(uid, { kind: "answer", title: "สูตร $A \\cup B$ <b>ใหม่</b>", link: "/lesson/math-01", key: "bound:1" })).toBe(true);
    expect(await notify(uid, { kind: "answer", title: "ซ้ำ", link: "/lesson/math-01", key: "bound:1" })).toBe(true);
    const docs = (await list(uid).orderBy("createdAt", "desc").get()).docs;
    expect(docs).toHaveLength(NOTIFICATIONS_KEPT);
    expect(docs[0]!.get("title")).toBe("สูตร A ∪ B ใหม่");
    expect(docs.some((d) => d.id === "old000")).toBe(false);
    expect(docs.some((d) => d.id === "old001")).toBe(true);
    // 50 unread of the old ones (odd i), less old000 (read): 50, plus the new one.
    expect((await testDb().collection("users").doc(uid).get()).get("unreadNotifications")).toBe(51);
    // A link off the site or an unknown kind is refused before Firestore.
    expect(await notify(uid, { kind: "answer", title: "x", link: "https://evil.example/", key: "bound:2" })).toBe(false);
    expect(await notify(uid, { kind: "nope" as "answer", title: "x", link: "/", key: "bound:3" })).toBe(false);
  });

  it("a reminder the outbox takes leaves its notification, even with reminder e-mails turned off", async () => {
    const catcher = await startMailCatcher();
    const sender = new OutboxSender({ smtpUrl: catcher.url, from: "t <t@tutor.test>", pollMs: 50, log: () => undefined, onDue: notifyDue });
    try {
      const uid = `notif-remind-${clockNow()}`;
      await testDb().collection("users").doc(uid).set({ emailTutoringReminders: false });
      const batch = db().batch();
      await enqueueMail(batch, {
        to: "remind@example.com",
        subject: "เตือน",
        text: "เตือน",
        dedupeKey: `remind-test:${uid}`,
        recipientUid: uid,
        preference: "emailTutoringReminders",
        notification: { uid, kind: "reminder", title: "เตือน: นัดเรียน เริ่มในอีก 1 ชั่วโมง", link: "/sessions" },
      });
      await batch.commit();
      for (let i = 0; i < 30 && (await list(uid).get()).empty; i++) await sender.runOnce();
      const docs = (await list(uid).get()).docs;
      expect(docs).toHaveLength(1);
      expect(docs[0]!.get("kind")).toBe("reminder");
      expect(catcher.messages.some((m) => m.to.includes("remind@example.com"))).toBe(false);
    } finally {
      await sender.stop();
      await catcher.stop();
    }
  });
});
