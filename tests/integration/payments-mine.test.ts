/**
 * "การชำระเงินของฉัน" and the receipt, over HTTP against the built server: the student's page
 * lists each order (a waiting one links back to its QR), each receipt, the hours left in hours
 * with until when and what used them; the receipt names the student by the name they chose,
 * is made out to the payer's name given by hand, and the tutor sets that name and sends the
 * receipt again (asked first, once per ask). By hand for anything sold: a course (enrolled, not
 * twice), a held session's open order (the booking paid; one run out is refused). The package
 * form reads "1.5 ชม.", Thai digits and "๖ เดือน".
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readHours, useHours } from "~/payments/hours.store.server";
import { ADMIN, MINE, PAY, RECEIPT } from "~/payments/messages";
import { PAYER_NAME_MAX } from "~/payments/payer-name";
import { HOLD_MS, newOrder, PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { db as appDb } from "~/platform/firestore.store.server";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { now as clockNow } from "~/kernel/clock";
import { newId } from "~/kernel/ids";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { DEMO_COURSES } from "../../harness/seed-content";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { getOutboxEntry } from "../support/outbox";
import { writeSession, writeType } from "../support/tutoring";

const base = env.baseUrl;
const db = testDb();
const days = testDays(import.meta.url);
const TYPE = `mine-hours-${clockNow().toString(36)}`;
const PRICED = `mine-priced-${clockNow().toString(36)}`;
const paidCourse = DEMO_COURSES.find((c) => c.price != null && c.status === "published")!;
let admin = "";

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const hidden = (html: string, name: string) => new RegExp(`type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
const receiptPath = (label: string) => `/receipts/${label.replace("/", "-")}`;

/** A new student who chose a display name (their profile) while signed in with a bare e-mail. */
async function studentNamed(displayName: string) {
  const s = await signedInSession();
  await db.collection("users").doc(s.uid).set({ profile: { displayName, grade: null, school: null, parentEmail: null } }, { merge: true });
  return s;
}

/** The tutor's payment by hand: the ask-first step's fields posted back by its confirm button; the order's id. */
async function byHand(fields: Record<string, string>): Promise<string> {
  const ask = await postForm(base, "/admin/payments", { intent: "byhand-check", method: "cash", note: "", ...fields }, admin);
  const whole = await text(ask);
  expect(ask.status).toBe(200);
  // The ask-first step's own form (the page's list of open orders has hidden fields too).
  const page = /<section[^>]*id="ask">[^]*?<\/section>/.exec(whole)?.[0] ?? "";
  expect(page).toContain("ยืนยันบันทึกรับเงิน");
  const confirm: Record<string, string> = { intent: "byhand" };
  for (const name of ["student", "item", "order", "method", "note", "payerName", "orderId"]) {
    if (page.includes(`type="hidden" name="${name}"`)) confirm[name] = hidden(page, name);
  }
  const done = await postForm(base, "/admin/payments", confirm, admin);
  expect(done.status).toBe(302);
  return confirm.orderId!;
}

const use = (uid: string, minutes: number, bookingId: string) =>
  appDb().runTransaction(async (tx) => {
    useHours(tx, await readHours(tx, uid), minutes, bookingId);
  });

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  await writeType(TYPE, { payment: "hours" });
  await writeType(PRICED, { payment: "session", priceSatang: 35_000 });
});

describe("การชำระเงินของฉัน", () => {
  it("lists the orders (a waiting one links to its QR), the receipts, the hours left in hours, until when and what used them", async () => {
    const s = await studentNamed("น้องมายด์ ทดสอบ");
    // An order waiting for its payment, made as the student makes it.
    const ordered = await postForm(base, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, s.cookie);
    expect(ordered.status).toBe(302);
    const waitingId = ordered.headers.get("location")!.split("/").pop()!;
    // A payment by hand from a parent, and one hour used for a session.
    const paidId = await byHand({ student: s.uid, item: `package:${DEMO_HOUR_PACKAGE.id}`, payerName: "คุณแม่ สมศรี" });
    const receipt = String((await db.collection(C.orders).doc(paidId).get()).get("receipt"));
    const { bookingIds } = await writeSession(TYPE, days.at(61, "10:00"), [{ uid: s.uid, email: s.email, name: "" }]);
    await use(s.uid, 60, bookingIds[0]!);

    const res = await get("/payments", s.cookie);
    expect(res.status).toBe(200);
    const page = await text(res);
    expect(page).toContain(`<h1>${MINE.title}</h1>`);
    // The waiting order: its state and the way back to its QR; the paid one: its receipt.
    const waiting = page.slice(page.indexOf(`id="order-${waitingId}"`));
    expect(waiting).toMatch(new RegExp(`^[^]*?รอชำระเงิน[^]*?href="/orders/${waitingId}"[^]*?${MINE.pay}`));
    const paid = page.slice(page.indexOf(`id="order-${paidId}"`));
    expect(paid).toMatch(new RegExp(`^[^]*?ชำระแล้ว[^]*?href="${receiptPath(receipt)}"`));
    expect(page).toContain(MINE.receiptLink(receipt));
    // Hours in hours (not minutes), until when, and what gave and used them.
    expect(page).toMatch(/id="my-hours-left">9\s+ชั่วโมง</);
    expect(page).toMatch(/id="my-hours-until"> ใช้ได้ถึง \d+ \S+ 25\d\d/);
    expect(page).not.toContain("540");
    expect(page).toMatch(/−1\s+ชั่วโมง<\/span><span>ใช้เรียน: ติวทดสอบ mine-hours-/);
    expect(page).toMatch(new RegExp(`\\+10\\s+ชั่วโมง</span><span>ซื้อชั่วโมงเรียน \\(ใบเสร็จเลขที่ ${receipt}\\)`));

    // Another student sees none of it; a visitor is sent to sign in.
    const other = await signedInSession();
    const theirs = await text(await get("/payments", other.cookie));
    expect(theirs).toContain(MINE.ordersNone);
    expect(theirs).not.toContain(waitingId);
    expect((await get("/payments", "")).status).toBe(302);
    // The user area and the dashboard lead here.
    const dashboard = await text(await get("/dashboard", s.cookie));
    expect(dashboard.match(/href="\/payments"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the receipt", () => {
  it("names the chosen name, is made out to the payer's name, prints, and links from the tutor's list", async () => {
    const s = await studentNamed("น้องบีม ใบเสร็จ");
    const orderId = await byHand({ student: s.uid, item: `package:${DEMO_HOUR_PACKAGE.id}`, payerName: "คุณพ่อ สมชาย" });
    const label = String((await db.collection(C.orders).doc(orderId).get()).get("receipt"));
    expect((await db.collection(C.receipts).doc(label.replace("/", "-")).get()).get("payerName")).toBe("คุณพ่อ สมชาย");
    const page = await text(await get(receiptPath(label), s.cookie));
    expect(page).toContain('<dd id="receipt-payer">คุณพ่อ สมชาย</dd>');
    expect(page).toContain(`<dd id="receipt-student">น้องบีม ใบเสร็จ (${s.email})</dd>`);
    expect(page).not.toContain(`>${s.email.split("@")[0]} (`);
    // The print button (the island shows it), the hint without JavaScript, no tutor's forms for the student.
    expect(page).toMatch(/<button type="button" class="button button--primary print-button" hidden="">/);
    expect(page).toContain(RECEIPT.printHint);
    expect(page).not.toContain(RECEIPT.resend);
    // The tutor's list links to it.
    expect(await text(await get("/admin/payments", admin))).toContain(`href="${receiptPath(label)}"`);
  });

  it("lets the tutor change the payer's name and send it again, asked first and once per ask; the student may not", async () => {
    const s = await studentNamed("น้องเจ ส่งซ้ำ");
    const orderId = await byHand({ student: s.uid, item: `package:${DEMO_HOUR_PACKAGE.id}` });
    const label = String((await db.collection(C.orders).doc(orderId).get()).get("receipt"));
    const path = receiptPath(label);

    const long = await postForm(base, path, { intent: "payer", payerName: "ก".repeat(PAYER_NAME_MAX + 1) }, admin);
    expect(long.status).toBe(400);
    expect(await text(long)).toContain(PAY.payerLong(PAYER_NAME_MAX));
    expect((await postForm(base, path, { intent: "payer", payerName: "  คุณยาย <b>ใจดี</b> " }, admin)).status).toBe(302);
    expect((await db.collection(C.orders).doc(orderId).get()).get("payerName")).toBe("คุณยาย ใจดี");
    expect(await text(await get(path, s.cookie))).toContain('<dd id="receipt-payer">คุณยาย ใจดี</dd>');
    expect((await postForm(base, path, { intent: "payer", payerName: "" }, admin)).status).toBe(302);
    expect((await db.collection(C.receipts).doc(label.replace("/", "-")).get()).get("payerName")).toBeUndefined();
    expect(await text(await get(path, s.cookie))).toContain(`<dd id="receipt-payer">น้องเจ ส่งซ้ำ (${s.email})</dd>`);

    const ask = await postForm(base, path, { intent: "resend-check" }, admin);
    expect(ask.status).toBe(200);
    const asked = await text(ask);
    expect(asked).toContain(RECEIPT.resendQuestion(label, s.email));
    const key = hidden(asked, "key");
    expect(key).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await getOutboxEntry(outboxId(`receipt-again:${orderId}:${key}`))).toBeNull();
    const posts = await Promise.all([postForm(base, path, { intent: "resend", key }, admin), postForm(base, path, { intent: "resend", key }, admin)]);
    expect(posts.map((r) => r.status)).toEqual([302, 302]);
    const mail = await getOutboxEntry(outboxId(`receipt-again:${orderId}:${key}`));
    expect(mail?.to).toBe(s.email);
    expect(mail?.text).toContain("สวัสดี น้องเจ ส่งซ้ำ");

    const byStudent = await postForm(base, path, { intent: "resend-check" }, s.cookie);
    expect([403, 404]).toContain(byStudent.status);
  });

  it("leads back where it was opened from: the student's payments; the tutor's payments page or the student's page", async () => {
    const s = await studentNamed("น้องกลับ ทางเดิม");
    const orderId = await byHand({ student: s.uid, item: `package:${DEMO_HOUR_PACKAGE.id}` });
    const label = String((await db.collection(C.orders).doc(orderId).get()).get("receipt"));
    const path = receiptPath(label);
    const backLink = (page: string) => /receipt-tools"[^>]*><a [^>]*href="([^"]*)"[^>]*>← (?:<!-- -->)?([^<]*)<\/a>/.exec(page)?.slice(1) ?? [];

    expect(backLink(await text(await get(path, s.cookie)))).toEqual(["/payments", RECEIPT.back]);
    // The tutor from /admin/payments (its list links the plain address).
    expect(await text(await get("/admin/payments", admin))).toContain(`href="${path}"`);
    expect(backLink(await text(await get(path, admin)))).toEqual(["/admin/payments", RECEIPT.backAdmin]);
    // The tutor from the student's page: its link says so, and the way back is that page, after a post too.
    const from = `${path}?from=student`;
    expect(await text(await get(`/admin/students/${s.uid}`, admin))).toContain(`href="${from}"`);
    expect(backLink(await text(await get(from, admin)))).toEqual([`/admin/students/${s.uid}`, RECEIPT.backStudent("น้องกลับ ทางเดิม")]);
    const saved = await postForm(base, from, { intent: "payer", payerName: "คุณป้า" }, admin);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(from);
    // The student's own address ignores a `from` meant for the tutor.
    expect(backLink(await text(await get(from, s.cookie)))).toEqual(["/payments", RECEIPT.back]);
  });
});

describe("by hand for anything sold", () => {
  it("a course: the student is enrolled, with a receipt naming it; a second is refused", async () => {
    const s = await studentNamed("น้องคอร์ส เงินสด");
    const form = await text(await get("/admin/payments", admin));
    expect(form).toContain(`value="course:${paidCourse.id}"`);
    const orderId = await byHand({ student: s.uid, item: `course:${paidCourse.id}`, method: "transfer" });
    const order = (await db.collection(C.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({ status: "paid", method: "transfer", satang: paidCourse.price, item: { kind: "course", courseId: paidCourse.id } });
    expect((await db.collection("enrolments").doc(`${s.uid}__${paidCourse.id}`).get()).exists).toBe(true);
    const again = await postForm(base, "/admin/payments", { intent: "byhand-check", student: s.uid, item: `course:${paidCourse.id}`, method: "cash" }, admin);
    expect(again.status).toBe(400);
    expect(await text(again)).toContain(ADMIN.coursePaid);
  });

  it("a held session's open order: listed, paid by hand, the booking paid; a hold run out is refused", async () => {
    const s = await studentNamed("น้องเรียนสด เงินสด");
    /** A booking of PRICED at `hhmm` held for its order until `holdUntil` (as the booking engine writes them). */
    const held = async (hhmm: string, holdUntil: number) => {
      const start = days.at(61, hhmm);
      const { bookingIds } = await writeSession(PRICED, start, [{ uid: s.uid, email: s.email, name: "" }]);
      const bookingId = bookingIds[0]!;
      const id = newId();
      const item = { kind: "session" as const, bookingId, sessionId: `${PRICED}_${start.getTime()}`, typeId: PRICED, title: "เรียนเดี่ยวจ่ายรายครั้ง", startsAt: start.getTime(), endsAt: start.getTime() + 3_600_000, satang: 35_000 };
      await db.collection(C.orders).doc(id).set({ ...newOrder({ uid: s.uid, email: s.email, name: null }, item, clockNow()), expiresAt: holdUntil, holdPath: `tutoringBookings/${bookingId}`, holdUntil });
      await db.collection("tutoringBookings").doc(bookingId).update({ payment: { status: "held", orderId: id, holdUntil } });
      return { id, bookingId };
    };
    // A hold run out (the servers' sweep may release it meanwhile: refused either way).
    const ranOut = await held("16:00", clockNow() - 1000);
    const refused = await postForm(base, "/admin/payments", { intent: "byhand-check", order: ranOut.id, method: "cash" }, admin);
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(ADMIN.notPayable);

    const { id: orderId, bookingId } = await held("14:00", clockNow() + HOLD_MS);
    expect(await text(await get("/admin/payments", admin))).toContain(`id="payable-${orderId}"`);
    expect(await byHand({ order: orderId, payerName: "คุณแม่ เรียนสด" })).toBe(orderId);
    const order = (await db.collection(C.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({ status: "paid", method: "cash", payerName: "คุณแม่ เรียนสด", holdUntil: null });
    expect((await db.collection("tutoringBookings").doc(bookingId).get()).get("payment")).toMatchObject({ status: "paid", holdUntil: null });
    expect(await text(await get(receiptPath(order.receipt), s.cookie))).toContain("เรียนสด: เรียนเดี่ยวจ่ายรายครั้ง");
  });
});

describe("the package form", () => {
  it("reads hours and months as people type them, and refuses what makes no whole minutes", async () => {
    const refused = await postForm(base, "/admin/payments", { intent: "package", hours: "1.33", price: "500", months: "1.5" }, admin);
    expect(refused.status).toBe(400);
    const page = await text(refused);
    expect(page).toContain(ADMIN.hoursBad);
    expect(page).toContain(ADMIN.monthsBad);
    expect(page).toContain('value="1.33"');
    const price = `๕${String(clockNow() % 1000).padStart(3, "0").replace(/\d/g, (d) => "๐๑๒๓๔๕๖๗๘๙"[Number(d)]!)}`;
    expect((await postForm(base, "/admin/payments", { intent: "package", hours: "๑.๕ ชม.", price, months: "๖ เดือน" }, admin)).status).toBe(302);
    const added = (await db.collection(C.packages).where("hours", "==", 1.5).get()).docs.find((d) => d.get("active") !== false);
    expect(added?.data()).toMatchObject({ hours: 1.5, months: 6 });
    // Not left on sale for the other files' pages.
    expect((await postForm(base, "/admin/payments", { intent: "stop", id: added!.id }, admin)).status).toBe(302);
  });
});
