/**
 * The tutor's morning over HTTP against the built server (app/admin/today.server.ts): /admin
 * opens on "วันนี้", whose four counts (slips to check, hand-ins to mark, questions waiting,
 * today's classes) and the admin tabs' badges each grow by one right after a slip, a hand-in,
 * a question and a booking of today, each a link to where the work is; today's class shows its
 * student's paid state, here and on the agenda (with "วันนี้"). The slip's card shows the bank's
 * reference picked out of the slip's QR (not the raw payload) and when it was sent; the
 * student's page shows the hours left, the order, the receipt and the booking; the backup's
 * section says when the last one was taken. The counts are the whole site's: the file runs
 * alone (harness/lanes.ts).
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { ensureSlipRead, postSlip, slipImage, slipPayload } from "../support/payments";
import { gpsPhoto } from "../support/upload-fixtures";
import { writeSession, writeType } from "../support/tutoring";
import { dayKeyOf, now as clockNow } from "~/kernel/clock";
import { TODAY_TEXT } from "~/admin/messages";
import { BACKUP_TEXT } from "~/backup/messages";
import { SLIP_CARD } from "~/payments/messages";

const base = env.baseUrl;
let admin = "";
const KEYS = ["slips", "handins", "questions", "classes"] as const;
type Key = (typeof KEYS)[number];
const typeId = `today-${randomUUID().slice(0, 8)}`;
const written: string[] = [];

const get = (path: string, cookie = admin) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const html = async (path: string, cookie = admin) => {
  const res = await get(path, cookie);
  expect(res.status).toBe(200);
  return decodeHtml(await res.text());
};

/** The four counts of "วันนี้" on /admin, and the tabs' badges (0 when a tab shows none). */
async function morning(): Promise<{ today: Record<Key, number>; tabs: Record<Exclude<Key, "questions">, number>; page: string }> {
  const page = await html("/admin");
  const today = Object.fromEntries(
    KEYS.map((k) => {
      const m = new RegExp(`data-testid="today-${k}"[^>]*><span class="today-count__n" aria-hidden="true">(\\d+)</span>`).exec(page);
      expect(m, `the count of ${k}`).not.toBeNull();
      return [k, Number(m![1])];
    }),
  ) as Record<Key, number>;
  const tab = (k: string) => Number(new RegExp(`data-testid="nav-count-${k}"><span aria-hidden="true">(\\d+)</span>`).exec(page)?.[1] ?? 0);
  return { today, tabs: { slips: tab("slips"), handins: tab("handins"), classes: tab("classes") }, page };
}

async function enrolled(name?: string) {
  const s = await signedInSession(name ? { name } : {});
  expect((await postForm(base, "/course/math-m4-sets-and-logic", { intent: "enrol" }, s.cookie)).status).toBe(302);
  return s;
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  await writeType(typeId, { title: `ติวเช้านี้ ${typeId}`, payment: "session", priceSatang: 35_000 });
});

afterAll(async () => {
  const db = testDb();
  await db.collection("tutoringTypes").doc(typeId).delete();
  for (const path of written) await db.doc(path).delete();
});

describe("the tutor's morning", () => {
  it("opens /admin on วันนี้, and each count (and its tab's badge) grows right after a slip, a hand-in, a question and a booking of today", async () => {
    const before = await morning();
    expect(before.page).toMatch(new RegExp(`<h1 id="today-title">${TODAY_TEXT.title}</h1>`));
    // The counts come before the content lists, and each leads to its work.
    expect(before.page.indexOf('data-testid="today-slips"')).toBeLessThan(before.page.indexOf(TODAY_TEXT.contentTitle));
    for (const [k, href] of [["slips", "/admin/payments#review-title"], ["handins", "/admin/handins"], ["questions", "/admin/questions"], ["classes", "/admin/tutoring#today-title"]] as const) {
      expect(before.page).toMatch(new RegExp(`href="${href}"[^>]*data-testid="today-${k}"|data-testid="today-${k}"[^>]*href="${href}"`));
    }

    // A slip.
    const payer = await signedInSession({ name: "น้องจ่ายเช้า" });
    const ordered = await postForm(base, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, payer.cookie);
    expect(ordered.status).toBe(302);
    const orderPath = ordered.headers.get("location")!;
    const ref = `${dayKeyOf(clockNow()).replace(/-/g, "")}${randomUUID().replace(/-/g, "").slice(0, 14)}`;
    expect((await postSlip(base, orderPath, await slipImage(slipPayload(ref)), payer.cookie)).status).toBe(302);
    await ensureSlipRead(orderPath, slipPayload(ref));
    const afterSlip = await morning();
    expect(afterSlip.today.slips).toBe(before.today.slips + 1);
    expect(afterSlip.tabs.slips).toBe(before.tabs.slips + 1);

    // A hand-in.
    const worker = await enrolled();
    const form = new FormData();
    form.set("note", "ทำครบแล้วค่ะ");
    form.append("files", new Blob([new Uint8Array(await gpsPhoto({ width: 800, height: 600, colour: "#446688" }))], { type: "image/jpeg" }), "IMG_0001.JPG");
    const handedIn = await fetch(`${base}/homework/${DEMO_HOMEWORK.key}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: worker.cookie } });
    expect(handedIn.status).toBe(303);
    const afterHandin = await morning();
    expect(afterHandin.today.handins).toBe(afterSlip.today.handins + 1);
    expect(afterHandin.tabs.handins).toBe(afterSlip.tabs.handins + 1);

    // A question.
    const asker = await enrolled();
    expect((await postForm(base, "/lesson/math-02", { intent: "question-ask", body: `เช้านี้ถาม ${randomUUID().slice(0, 8)}` }, asker.cookie)).status).toBe(303);
    const afterQuestion = await morning();
    expect(afterQuestion.today.questions).toBe(afterHandin.today.questions + 1);
    expect(afterQuestion.page).toMatch(/data-testid="unanswered-count"><span aria-hidden="true">\d+<\/span>/);

    // A booking of today (a paid type's, held for its slip), written as the engine leaves it. It starts a minute
    // ago: no test day of harness/test-days.ts is touched (the engine books from tomorrow, 12 hours ahead).
    const learner = await signedInSession({ name: "น้องเรียนเช้า" });
    const { sessionId, bookingIds } = await writeSession(typeId, new Date(clockNow() - 60_000), [{ uid: learner.uid, email: learner.email, name: "น้องเรียนเช้า" }]);
    written.push(`tutoringSessions/${sessionId}`, `tutoringBookings/${bookingIds[0]}`);
    await testDb().collection("tutoringBookings").doc(bookingIds[0]!).update({ payment: { status: "held", orderId: "order-not-real", holdUntil: clockNow() + 3_600_000 } });
    const afterBooking = await morning();
    expect(afterBooking.today.classes).toBe(afterQuestion.today.classes + 1);
    expect(afterBooking.tabs.classes).toBe(afterQuestion.tabs.classes + 1);
    const card = afterBooking.page.split('data-testid="today-class"').find((c) => c.includes(`/admin/tutoring/sessions/${sessionId}`)) ?? "";
    expect(card).toContain(`ติวเช้านี้ ${typeId}`);
    expect(card).toContain("น้องเรียนเช้า");
    expect(card).toMatch(/data-testid="today-pay">รอชำระเงิน</);

    // The agenda shows it first, under today, with its paid state.
    const agenda = await html("/admin/tutoring");
    const row = agenda.split('data-testid="agenda-row"').find((c) => c.includes(`/admin/tutoring/sessions/${sessionId}`)) ?? "";
    expect(row).toContain('data-testid="agenda-today">วันนี้<');
    expect(row).toMatch(/data-testid="pay-state">รอชำระเงิน</);
    expect(agenda.indexOf('id="today-title"')).toBeLessThan(agenda.indexOf(`/admin/tutoring/sessions/${sessionId}`));
    expect(agenda.indexOf(`/admin/tutoring/sessions/${sessionId}`)).toBeLessThan(agenda.indexOf('id="upcoming-title"'));

    // The slip's card: the bank's reference and bank, when it was sent; never the raw payload.
    const payments = await html("/admin/payments");
    const orderId = orderPath.split("/").pop()!;
    const at = payments.indexOf(`id="order-${orderId}"`);
    expect(at).toBeGreaterThan(-1);
    const slipCard = payments.slice(payments.lastIndexOf("<article", at), payments.indexOf("</article>", at));
    expect(slipCard).toContain(`<code class="pay-ref">${ref}</code>`);
    expect(slipCard).not.toContain(slipPayload(ref));
    expect(slipCard).toContain("ไทยพาณิชย์");
    expect(slipCard).toContain(SLIP_CARD.sent);
    expect(slipCard).toMatch(/data-testid="slip-sent">\d{1,2} [ก-๙.]+ 25\d\d \d\d:\d\d น\.</);
    // The slip beside the facts and buttons (its grid areas, from 1 024 px: payments.css).
    expect(slipCard).toMatch(/class="pay-review__slip"/);

    // The tutor confirms: the student's page has the hours, the order, the receipt; the learner's has the booking.
    const confirmed = await postForm(base, "/admin/payments", { intent: "confirm", id: orderId }, admin);
    expect(confirmed.status).toBe(302);
    const student = await html(`/admin/students/${payer.uid}`);
    expect(student).toMatch(/data-testid="student-hours">[\s\S]*?10\u00a0ชั่วโมง/);
    expect(student).toMatch(new RegExp(`data-testid="student-orders"[\\s\\S]*?href="${orderPath}"[\\s\\S]*?ชำระแล้ว`));
    expect(student).toMatch(/data-testid="student-receipts"[\s\S]*?href="\/receipts\/25\d\d-\d{4}\?from=student"/);
    const learnerPage = await html(`/admin/students/${learner.uid}`);
    expect(learnerPage).toMatch(new RegExp(`data-testid="student-bookings"[\\s\\S]*?href="/admin/tutoring/sessions/${sessionId}"[\\s\\S]*?รอชำระเงิน`));
    expect(learnerPage).toContain("0\u00a0ชั่วโมง");

    // The slip is no longer waiting.
    expect((await morning()).today.slips).toBe(afterBooking.today.slips - 1);
  });

  it("shows the backup near the top with when the last one was taken", async () => {
    const before = await html("/admin");
    expect(before.indexOf('id="backup-title"')).toBeLessThan(before.indexOf(TODAY_TEXT.contentTitle));
    expect(before).toMatch(/data-testid="last-backup">/);
    const ref = await testDb()
      .collection("auditLog")
      .add({ at: Timestamp.fromMillis(clockNow() + 60_000), actorUid: "demo-admin-1", actorEmail: "admin@example.com", action: "export", docType: "backup", docId: "all", title: BACKUP_TEXT.auditTitle, detail: BACKUP_TEXT.auditDetail });
    written.push(ref.path);
    const after = await html("/admin");
    expect(after).toMatch(/data-testid="last-backup"><strong>สำรองข้อมูลล่าสุด \d{1,2} [ก-๙.]+ 25\d\d \d\d:\d\d น\.</);
  });
});
