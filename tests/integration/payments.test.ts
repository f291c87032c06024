/**
 * Paying for an hour package over HTTP against the built server (and a second server
 * process for the confirm race): the order's QR for the exact amount, a slip uploaded
 * and its reference read, a reused slip refused, a slip without a code left to the tutor,
 * confirm granting exactly once with a receipt numbered without gaps, reject with a reason;
 * the hours ledger's race (one hour, two bookings at once).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotEnoughHoursError, readHours, readRefundable, refundHours, useHours } from "~/payments/hours.store.server";
import { PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { db as appDb } from "~/platform/firestore.store.server";
import { cancelBooking } from "~/tutoring/booking.store.server";
import { TUTORING_COLLECTIONS } from "~/tutoring/model";
import { toOffsetIso, now as clockNow } from "~/kernel/clock";
import { writeType } from "../support/tutoring";
import { ADMIN, ORDER, SLIP_ERRORS } from "~/payments/messages";
import { promptPayPayload } from "~/payments/promptpay";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE, DEMO_PAYMENT_SETTINGS } from "../../harness/seed-payments.ts";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { getOutboxEntry } from "../support/outbox";
import { decodeQr, postSlip, slipImage } from "../support/payments";
import { testDays } from "../../harness/test-days";

const base = env.baseUrl;
const db = testDb();
let admin = "";
let second: AppServer | undefined;

const get = (path: string, cookie: string, server = base) => fetch(`${server}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
/** The file's own Bangkok days (harness/test-days.ts). */
const days = testDays(import.meta.url);
const unique = () => `${clockNow().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A new student's order of the demo package: its page's path. */
async function newOrder(cookie: string): Promise<string> {
  const res = await postForm(base, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, cookie);
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/orders\/[A-Za-z0-9]{20}$/);
  return location;
}

const orderDoc = async (path: string) => (await db.collection(C.orders).doc(path.split("/").pop()!).get()).data()!;

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  second = await startAppServer({ port: testPort(3188), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.payments-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

describe("buying an hour package", () => {
  it("offers the package on /tutoring, asks first, then shows a QR for the exact amount that decodes to the PromptPay payload", async () => {
    const s = await signedInSession();
    const tutoring = await text(await get("/tutoring", s.cookie));
    expect(tutoring).toContain("10 ชั่วโมง 3,500 บาท");
    expect(tutoring).toContain(`/orders/new?package=${DEMO_HOUR_PACKAGE.id}`);
    const ask = await text(await get(`/orders/new?package=${DEMO_HOUR_PACKAGE.id}`, s.cookie));
    expect(ask).toContain(ORDER.confirm);
    expect((await get("/orders/new?package=nope", s.cookie)).status).toBe(404);

    const path = await newOrder(s.cookie);
    const page = await text(await get(path, s.cookie));
    expect(page).toContain("รอชำระเงิน");
    expect(page).toContain("3,500 บาท");
    expect(page).toContain(DEMO_PAYMENT_SETTINGS.receiptName);
    expect(page).toContain("สแกนด้วยแอปธนาคาร");
    // The QR is a picture (a phone saves it): a PNG that reads back as the payload.
    const src = /<img src="([^"]+)" alt="QR พร้อมเพย์ ยอด 3,500 บาท"/.exec(page)![1]!;
    const png = await get(src, s.cookie);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(await decodeQr(Buffer.from(await png.arrayBuffer()))).toBe(promptPayPayload(DEMO_PAYMENT_SETTINGS.promptPayId, 350_000));
    // Another student sees nothing of it.
    const other = await signedInSession();
    expect((await get(path, other.cookie)).status).toBe(404);
  });
});

describe("slips", () => {
  it("keeps the slip's reference, lets its student and the tutor see it, and refuses it (or its reference) on another order", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const ref = `004600060000010103014022520251126${unique()}5102TH9104ABCD`;
    const slip = await slipImage(ref);
    const sent = await postSlip(base, path, slip, s.cookie);
    expect(sent.status).toBe(302);
    expect(decodeURIComponent(sent.headers.get("set-cookie") ?? "")).toContain(ORDER.slipSent);
    const order = await orderDoc(path);
    expect(order.status).toBe("review");
    expect(order.slip.ref).toBe(ref);
    const page = await text(await get(path, s.cookie));
    expect(page).toContain("รอตรวจสอบสลิป");
    const slipUrl = `/files/${order.slip.sha256}.${order.slip.ext}`;
    expect(page).toContain(slipUrl);
    expect((await get(slipUrl, s.cookie)).status).toBe(200);
    expect((await get(slipUrl, admin)).status).toBe(200);

    const thief = await signedInSession();
    expect((await get(slipUrl, thief.cookie)).status).toBe(404);
    const theirs = await newOrder(thief.cookie);
    const same = await postSlip(base, theirs, slip, thief.cookie);
    expect(same.status).toBe(400);
    expect(await text(same)).toContain(SLIP_ERRORS.reused);
    // Another picture of the same transfer (recoloured, so other bytes) holds the same reference.
    const again = await postSlip(base, theirs, await slipImage(ref, "#43a047"), thief.cookie);
    expect(again.status).toBe(400);
    expect(await text(again)).toContain(SLIP_ERRORS.reused);
    expect((await orderDoc(theirs)).status).toBe("pending");
    // The refused picture was not kept for the thief's order.
    expect((await get(slipUrl, thief.cookie)).status).toBe(404);
  });

  it("a slip without a readable code goes to the tutor marked for a manual check; a non-picture is refused", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const pdfLike = await postSlip(base, path, Buffer.from("not a picture at all"), s.cookie, "image/jpeg");
    expect(pdfLike.status).toBe(400);
    const res = await postSlip(base, path, await slipImage(null, `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, "0")}`), s.cookie);
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.get("set-cookie") ?? "")).toContain(ORDER.slipManual);
    expect((await orderDoc(path)).slip.ref).toBeNull();
    const review = await text(await get("/admin/payments", admin));
    expect(review).toContain(ADMIN.manual);
    expect(review).toContain(path.split("/").pop()!);
  });
});

describe("the tutor's check", () => {
  it("confirms exactly once under a double click on two server processes: one receipt, one grant, one e-mail", async () => {
    const s = await signedInSession({ name: "นักเรียน ทดสอบ" });
    const path = await newOrder(s.cookie);
    expect((await postSlip(base, path, await slipImage(`ref-${unique()}`), s.cookie)).status).toBe(302);
    const id = path.split("/").pop()!;
    const clicks = await Promise.all([base, second!.url, base, second!.url].map((server) => postForm(server, "/admin/payments", { intent: "confirm", id }, admin)));
    expect(clicks.map((r) => r.status)).toEqual([302, 302, 302, 302]);
    const order = await orderDoc(path);
    expect(order.status).toBe("paid");
    expect(order.receipt).toMatch(/^25\d\d\/\d{4}$/);
    const receipts = await db.collection(C.receipts).where("orderId", "==", id).get();
    expect(receipts.size).toBe(1);
    const grants = await db.collection(C.ledger).where("uid", "==", s.uid).get();
    expect(grants.docs.map((d) => d.get("minutes"))).toEqual([600]);
    expect((await db.collection(C.balances).doc(s.uid).get()).get("minutes")).toBe(600);
    const mail = await getOutboxEntry(outboxId(`receipt:${id}`));
    expect(mail?.to).toBe(s.email);
    expect(mail?.subject).toContain(order.receipt);
    expect(mail?.text).toContain("3,500 บาท");
    // One notification on the site, however many clicks: it leads to the receipt.
    const told = await db.collection("users").doc(s.uid).collection("notifications").where("kind", "==", "payment").get();
    expect(told.docs.map((d) => d.get("link"))).toEqual([`/receipts/${order.receipt.replace("/", "-")}`]);

    const page = await text(await get(path, s.cookie));
    expect(page).toContain("ชำระแล้ว");
    const receiptPath = `/receipts/${order.receipt.replace("/", "-")}`;
    const receipt = await text(await get(receiptPath, s.cookie));
    expect(receipt).toContain(`ใบเสร็จรับเงิน`);
    expect(receipt).toContain(`เลขที่ ${order.receipt}`);
    expect(receipt).toContain("สามพันห้าร้อยบาทถ้วน");
    expect(receipt).toContain("นักเรียน ทดสอบ");
    expect((await get(receiptPath, (await signedInSession()).cookie)).status).toBe(404);

    // The income: by month on the tutor's page, every receipt in the CSV (Excel: UTF-8 with BOM, amounts as numbers).
    expect(await text(await get("/admin/payments", admin))).toContain("รายรับรายเดือน");
    const csv = await get("/admin/payments/income.csv", admin);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe('"วันที่ (ISO)","วันที่","เลขที่ใบเสร็จ","ผู้ชำระ","ออกในนาม","อีเมล","รายการ","จำนวนเงิน (บาท)"');
    const row = lines.find((l) => l.includes(`"${order.receipt}"`))!;
    expect(row).toMatch(/^"\d{4}-\d\d-\d\d","\d+ \S+ 25\d\d",/);
    expect(row).toContain(`"นักเรียน ทดสอบ","","${s.email}","ชั่วโมงเรียน 10 ชั่วโมง","3500"`);
    expect((await get("/admin/payments/income.csv", s.cookie)).status).toBe(403);
  });

  it("numbers receipts without gaps when several are confirmed at once", async () => {
    const paths: string[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await signedInSession();
      const path = await newOrder(s.cookie);
      expect((await postSlip(base, path, await slipImage(`gap-${unique()}`), s.cookie)).status).toBe(302);
      paths.push(path);
    }
    await Promise.all(paths.map((p, i) => postForm(i % 2 ? second!.url : base, "/admin/payments", { intent: "confirm", id: p.split("/").pop()! }, admin)));
    const labels = (await Promise.all(paths.map(orderDoc))).map((o) => String(o.receipt));
    expect(new Set(labels).size).toBe(4);
    // Other files confirm receipts at the same time, so ours need not be adjacent: the year's
    // receipts, read in one snapshot, are numbered 1…n with none missing and ours among them.
    const year = labels[0]!.split("/")[0]!;
    const all = await db.collection(C.receipts).get();
    const numbers = all.docs.map((d) => String(d.get("label"))).filter((l) => l.startsWith(`${year}/`)).map((l) => Number(l.split("/")[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const label of labels.filter((l) => l.startsWith(`${year}/`))) expect(numbers).toContain(Number(label.split("/")[1]));
  });

  it("rejects with a reason the student reads, and takes a new slip; no reason is a Thai error", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    expect((await postSlip(base, path, await slipImage(`rej-${unique()}`), s.cookie)).status).toBe(302);
    const id = path.split("/").pop()!;
    const empty = await postForm(base, "/admin/payments", { intent: "reject", id, reason: " " }, admin);
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain(ADMIN.reasonRequired);
    expect((await postForm(base, "/admin/payments", { intent: "reject", id, reason: "ยอดเงินไม่ตรง" }, admin)).status).toBe(302);
    const page = await text(await get(path, s.cookie));
    expect(page).toContain("สลิปไม่ผ่าน");
    expect(page).toContain("ยอดเงินไม่ตรง");
    expect(page).toContain(ORDER.sendSlip);
    expect((await postSlip(base, path, await slipImage(`rej2-${unique()}`), s.cookie)).status).toBe(302);
    expect((await orderDoc(path)).status).toBe("review");
  });
});

describe("the tutor's settings", () => {
  it("refuses a 13-digit id with a bad checksum in Thai, keeping what was typed; only admins reach the page", async () => {
    const res = await postForm(base, "/admin/payments", { intent: "settings", promptPayId: "1234567890122", receiptName: "ครู" }, admin);
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain(ADMIN.promptPayBad);
    expect(html).toContain('value="1234567890122"');
    const s = await signedInSession();
    expect([403, 404]).toContain((await get("/admin/payments", s.cookie)).status);
    expect([403, 404]).toContain((await postForm(base, "/admin/payments", { intent: "confirm", id: "x" }, s.cookie)).status);
    const pkg = await postForm(base, "/admin/payments", { intent: "package", hours: "5", price: "๑,๘๐๐", months: "3" }, admin);
    expect(pkg.status).toBe(302);
    const added = (await db.collection(C.packages).where("hours", "==", 5).get()).docs.map((d) => d.get("satang"));
    expect(added).toContain(180_000);
  });
});

describe("hours of credit", () => {
  it("one hour and two bookings at once: one uses it, the other is refused, the balance never goes below zero; a refund gives it back", async () => {
    const uid = `hours-${unique()}`;
    await db.collection(C.balances).doc(uid).set({ minutes: 60 });
    const attempt = (bookingId: string) =>
      appDb().runTransaction(async (tx) => {
        const read = await readHours(tx, uid);
        useHours(tx, read, 60, bookingId);
      });
    const [a, b] = [`a-${unique()}`, `b-${unique()}`];
    const results = await Promise.allSettled([attempt(a), attempt(b)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(NotEnoughHoursError);
    expect((await db.collection(C.balances).doc(uid).get()).get("minutes")).toBe(0);
    const entries = await db.collection(C.ledger).where("uid", "==", uid).get();
    expect(entries.docs.map((d) => d.get("minutes"))).toEqual([-60]);
    const used = entries.docs[0]!.get("bookingId") as string;
    const refund = () =>
      appDb().runTransaction(async (tx) => {
        const refundable = await readRefundable(tx, uid, used);
        if (refundable) refundHours(tx, refundable);
        return refundable !== null;
      });
    expect(await refund()).toBe(true);
    expect((await db.collection(C.balances).doc(uid).get()).get("minutes")).toBe(60);
    // A refund is given once per booking.
    expect(await refund()).toBe(false);
    expect((await db.collection(C.balances).doc(uid).get()).get("minutes")).toBe(60);
  });
});

describe("booking a type paid from hours", () => {
  it("one hour and two times posted at once (two processes): one booking uses the hour, the other is refused in Thai; cancelling gives it back", async () => {
    const typeId = `hours-${unique()}`;
    await writeType(typeId, { hoursPaid: true });
    const s = await signedInSession();
    await db.collection(C.balances).doc(s.uid).set({ minutes: 60 });
    const starts = [days.at(2, "15:00"), days.at(2, "17:00")];
    const answers = await Promise.all(starts.map((start, i) => postForm(i ? second!.url : base, "/tutoring", { type: typeId, start: toOffsetIso(start) }, s.cookie)));
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await text(refused)).toContain("ชั่วโมงเรียนคงเหลือไม่พอ");
    // The booking's notice says what it took and what is left, in hours.
    const booked = answers.find((r) => r.status === 303)!;
    expect(decodeURIComponent(booked.headers.get("set-cookie") ?? "")).toContain("หัก 1\u00a0ชั่วโมง เหลือ 0\u00a0ชั่วโมง");
    const bookings = await db.collection(TUTORING_COLLECTIONS.bookings).where("uid", "==", s.uid).get();
    expect(bookings.size).toBe(1);
    expect((await db.collection(C.balances).doc(s.uid).get()).get("minutes")).toBe(0);
    const use = await db.collection(C.ledger).doc(`use-${bookings.docs[0]!.id}`).get();
    expect(use.get("minutes")).toBe(-60);

    await cancelBooking({ bookingId: bookings.docs[0]!.id, by: "student", reason: null });
    expect((await db.collection(C.balances).doc(s.uid).get()).get("minutes")).toBe(60);
    const page = await text(await get("/tutoring", s.cookie));
    expect(page).toMatch(/id="hours-left">1\s+ชั่วโมง</);
  });

  it("thirty students, each with an hour, post one 1:1 time at once (two processes): one booking, one hour used, the others keep theirs", async () => {
    const typeId = `hours-race-${unique()}`;
    await writeType(typeId, { hoursPaid: true });
    const students = await Promise.all(Array.from({ length: 30 }, () => signedInSession()));
    await Promise.all(students.map((s) => db.collection(C.balances).doc(s.uid).set({ minutes: 60 })));
    const start = days.at(2, "10:00");
    const answers = await Promise.all(students.map((s, i) => postForm(i % 2 ? second!.url : base, "/tutoring", { type: typeId, start: toOffsetIso(start) }, s.cookie)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((c) => c === 303), statuses.join(" ")).toHaveLength(1);
    expect(statuses.filter((c) => c === 409), statuses.join(" ")).toHaveLength(29);
    const winner = students[statuses.indexOf(303)]!;
    const balances = await Promise.all(students.map(async (s) => Number((await db.collection(C.balances).doc(s.uid).get()).get("minutes"))));
    expect(balances.filter((m) => m === 0)).toHaveLength(1);
    expect(balances.filter((m) => m === 60)).toHaveLength(29);
    expect(Number((await db.collection(C.balances).doc(winner.uid).get()).get("minutes"))).toBe(0);
    const uses = (await Promise.all(students.map((s) => db.collection(C.ledger).where("uid", "==", s.uid).get()))).flatMap((q) => q.docs);
    expect(uses.map((d) => [d.get("kind"), d.get("minutes")])).toEqual([["use", -60]]);
  }, 120_000);
});
