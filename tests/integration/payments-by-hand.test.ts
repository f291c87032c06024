/**
 * What the tutor records by hand on /admin/payments, over HTTP against the built server (and a
 * second process for the double post): a cash payment makes one receipt and one grant; a
 * refund of money takes back only the order's unused hours and tells the student; the income
 * CSV nets it; the expiry sweep writes one entry for a grant's unused rest, once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireGrant, sweepExpiredHours } from "~/payments/expiry.store.server";
import { readHours, useHours } from "~/payments/hours.store.server";
import { ADMIN, ORDER, RECEIPT } from "~/payments/messages";
import { PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { db as appDb } from "~/platform/firestore.store.server";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { formatThaiDate, now as clockNow } from "~/kernel/clock";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { getOutboxEntry } from "../support/outbox";

const base = env.baseUrl;
const db = testDb();
let admin = "";
let second: AppServer | undefined;

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const balance = async (uid: string) => Number((await db.collection(C.balances).doc(uid).get()).get("minutes") ?? 0);
const hidden = (html: string, name: string) => new RegExp(`type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";

/** The tutor records a payment of the demo package for `uid`: the ask-first step, then the confirm post (on `servers`). */
async function payByHand(uid: string, servers: string[] = [base], extra: Record<string, string> = {}): Promise<{ orderId: string; receipt: string }> {
  const ask = await postForm(base, "/admin/payments", { intent: "byhand-check", student: uid, package: DEMO_HOUR_PACKAGE.id, method: "cash", note: "จ่ายหน้าห้อง", ...extra }, admin);
  expect(ask.status).toBe(200);
  const page = await text(ask);
  expect(page).toContain("ยืนยันบันทึกรับเงิน 3,500 บาท จาก");
  const orderId = hidden(page, "orderId");
  expect(orderId).toMatch(/^[A-Za-z0-9]{20}$/);
  // Nothing is written before the confirm.
  expect((await db.collection(C.orders).doc(orderId).get()).exists).toBe(false);
  const fields = { intent: "byhand", student: uid, package: DEMO_HOUR_PACKAGE.id, method: "cash", note: "จ่ายหน้าห้อง", ...extra, orderId };
  const posts = await Promise.all(servers.map((server) => postForm(server, "/admin/payments", fields, admin)));
  expect(posts.map((r) => r.status)).toEqual(servers.map(() => 302));
  const order = (await db.collection(C.orders).doc(orderId).get()).data()!;
  return { orderId, receipt: String(order.receipt) };
}

const use = (uid: string, minutes: number, bookingId: string) =>
  appDb().runTransaction(async (tx) => {
    useHours(tx, await readHours(tx, uid), minutes, bookingId);
  });

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  second = await startAppServer({ port: testPort(3189), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.payments-hand-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

describe("a payment by hand", () => {
  it("asks first, then makes one paid order, one receipt and one grant under a double post on two processes", async () => {
    const s = await signedInSession({ name: "เงินสด ทดสอบ" });
    const { orderId, receipt } = await payByHand(s.uid, [base, second!.url, base, second!.url]);
    const order = (await db.collection(C.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({ status: "paid", method: "cash", note: "จ่ายหน้าห้อง", uid: s.uid, satang: 350_000 });
    expect(receipt).toMatch(/^25\d\d\/\d{4}$/);
    const receipts = await db.collection(C.receipts).where("orderId", "==", orderId).get();
    expect(receipts.docs.map((d) => d.get("method"))).toEqual(["cash"]);
    const entries = await db.collection(C.ledger).where("uid", "==", s.uid).get();
    expect(entries.docs.map((d) => [d.id, d.get("minutes")])).toEqual([[`grant-${orderId}`, 600]]);
    expect(await balance(s.uid)).toBe(600);
    expect((await getOutboxEntry(outboxId(`receipt:${orderId}`)))?.to).toBe(s.email);
    const page = await text(await get(`/receipts/${receipt.replace("/", "-")}`, s.cookie));
    expect(page).toContain(RECEIPT.paidBy("cash"));
    expect(page).toContain("เงินสด ทดสอบ");
  });

  it("refuses a missing student or method in Thai and keeps what was typed", async () => {
    const res = await postForm(base, "/admin/payments", { intent: "byhand-check", student: "", package: DEMO_HOUR_PACKAGE.id, method: "", note: "โน้ตที่พิมพ์ไว้" }, admin);
    expect(res.status).toBe(400);
    const page = await text(res);
    expect(page).toContain(ADMIN.studentRequired);
    expect(page).toContain(ADMIN.methodRequired);
    expect(page).toContain('value="โน้ตที่พิมพ์ไว้"');
  });
});

describe("the income CSV", () => {
  it("carries the name a receipt is made out to (ออกในนาม) beside the student, and an empty one when it is the student's", async () => {
    const s = await signedInSession({ name: "น้องซีเอสวี" });
    const parent = await payByHand(s.uid, [base], { payerName: "คุณแม่ ใจดี" });
    const own = await payByHand(s.uid);
    const csv = new TextDecoder().decode(new Uint8Array(await (await get("/admin/payments/income.csv", admin)).arrayBuffer()).slice(3));
    const header = csv.split("\r\n")[0]!;
    expect(header).toContain('"ผู้ชำระ","ออกในนาม","อีเมล"');
    const row = (receipt: string) => csv.split("\r\n").find((l) => l.includes(`"${receipt}"`)) ?? "";
    expect(row(parent.receipt)).toContain(`"น้องซีเอสวี","คุณแม่ ใจดี","${s.email}"`);
    expect(row(own.receipt)).toContain(`"น้องซีเอสวี","","${s.email}"`);
  });
});

describe("a refund of money", () => {
  it("takes back only the order's unused hours, never below zero, once; the receipt, the student and the CSV know", async () => {
    const s = await signedInSession({ name: "คืนเงิน ทดสอบ" });
    const first = await payByHand(s.uid);
    const later = await payByHand(s.uid);
    await use(s.uid, 700, `hand-${first.orderId}`);
    expect(await balance(s.uid)).toBe(500);

    // The first order's hours are all used: its refund takes none back.
    const ask = await postForm(base, "/admin/payments", { intent: "refund-check", id: first.orderId, amount: "1,000", reason: "เรียนไม่ครบ" }, admin);
    expect(ask.status).toBe(200);
    expect(await text(ask)).toContain(`ยืนยันคืนเงิน 1,000 บาท ตามใบเสร็จเลขที่ ${first.receipt}`);
    expect((await db.collection(C.orders).doc(first.orderId).get()).get("refund")).toBeUndefined();
    const done = await postForm(base, "/admin/payments", { intent: "refund", id: first.orderId, amount: "1,000", reason: "เรียนไม่ครบ" }, admin);
    expect(done.status).toBe(302);
    expect(await balance(s.uid)).toBe(500);
    expect((await db.collection(C.ledger).doc(`revoke-${first.orderId}`).get()).exists).toBe(false);

    // Too much is refused in Thai, keeping the reason typed.
    const tooMuch = await postForm(base, "/admin/payments", { intent: "refund-check", id: later.orderId, amount: "4,000", reason: "ย้ายบ้าน" }, admin);
    expect(tooMuch.status).toBe(400);
    const refused = await text(tooMuch);
    expect(refused).toContain(ADMIN.refundBad);
    expect(refused).toContain('value="ย้ายบ้าน"');

    // The later order has 500 minutes left: all of them come back, the balance is zero; a second post writes nothing.
    const fields = { intent: "refund", id: later.orderId, amount: "3,500", reason: "ย้ายบ้าน" };
    const posts = await Promise.all([postForm(base, "/admin/payments", fields, admin), postForm(second!.url, "/admin/payments", fields, admin)]);
    // The later post finds it refunded: it answers what was done (302) or that it cannot (409), and writes nothing.
    expect(posts.map((r) => r.status)).toContain(302);
    expect(posts.every((r) => r.status === 302 || r.status === 409)).toBe(true);
    expect(await balance(s.uid)).toBe(0);
    expect((await db.collection(C.ledger).doc(`revoke-${later.orderId}`).get()).get("minutes")).toBe(-500);
    const order = (await db.collection(C.orders).doc(later.orderId).get()).data()!;
    expect(order.refund).toMatchObject({ satang: 350_000, reason: "ย้ายบ้าน" });

    const receipt = await text(await get(`/receipts/${later.receipt.replace("/", "-")}`, s.cookie));
    expect(receipt).toContain(RECEIPT.refunded("3,500 บาท", formatThaiDate(order.refund.at)));
    const mail = await getOutboxEntry(outboxId(`refund:${later.orderId}`));
    expect(mail?.to).toBe(s.email);
    expect(mail?.text).toContain("ย้ายบ้าน");
    const told = await db.collection("users").doc(s.uid).collection("notifications").where("kind", "==", "payment").get();
    expect(told.docs.map((d) => d.get("title"))).toContain(`คืนเงิน 3,500 บาท ตามใบเสร็จเลขที่ ${later.receipt} แล้ว`);

    // The income CSV: each refund a negative row, so the student's rows sum to what was kept.
    const csv = new TextDecoder().decode(new Uint8Array(await (await get("/admin/payments/income.csv", admin)).arrayBuffer()).slice(3));
    const rows = csv.split("\r\n").filter((l) => l.includes(s.email));
    expect(rows.map((l) => Number(/,"(-?[\d.]+)"$/.exec(l)![1]))).toEqual([3500, 3500, -1000, -3500]);
    expect(rows[3]).toContain("คืนเงิน: ชั่วโมงเรียน 10 ชั่วโมง");
  });
});

describe("expiry of hours", () => {
  it("writes one entry for what is left of an expired grant, never below zero, once however often it sweeps", async () => {
    const s = await signedInSession();
    const old = await payByHand(s.uid);
    const fresh = await payByHand(s.uid);
    await use(s.uid, 60, `exp-${old.orderId}`);
    const past = clockNow() - 1000;
    await db.collection(C.ledger).doc(`grant-${old.orderId}`).update({ expiresAt: past });
    expect(await balance(s.uid)).toBe(1140);

    const runs = await Promise.all([expireGrant(old.orderId), expireGrant(old.orderId)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // A grant not past its end is left alone.
    expect(await expireGrant(fresh.orderId)).toBe(false);
    await sweepExpiredHours();
    await sweepExpiredHours();
    const expiries = await db.collection(C.ledger).where("uid", "==", s.uid).where("kind", "==", "expiry").get();
    expect(expiries.docs.map((d) => [d.id, d.get("minutes")])).toEqual([[`expiry-${old.orderId}`, -540]]);
    expect(await balance(s.uid)).toBe(600);

    // The student reads until when the hours left last.
    const until = Number((await db.collection(C.ledger).doc(`grant-${fresh.orderId}`).get()).get("expiresAt"));
    const page = await text(await get("/tutoring", s.cookie));
    expect(page).toContain(ORDER.hoursUntil(formatThaiDate(until)));
  });
});
