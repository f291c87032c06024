/**
 * A paid booking's 30-minute hold, over HTTP against the built server (and a second server
 * process for the confirm race): booking a type with a price per session holds the time and
 * makes its order in the same transaction; a slip keeps the hold until the tutor decides; the
 * confirm marks the booking paid once; a refused slip resumes the hold's clock; an unpaid hold
 * past its time is released by the sweep (the seat free again, the order expired, the student
 * told), once however many releases run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_AFTER_REFUSAL_MIN_MS, HOLD_MS, PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { HOLD, ORDER, SLIP_ERRORS } from "~/payments/messages";
import { cancelBooking, releaseHold, reschedule } from "~/tutoring/booking.store.server";
import { sweepHolds } from "~/tutoring/hold-sweep.server";
import { TUTORING_COLLECTIONS as TC } from "~/tutoring/model";
import { MAIL } from "~/tutoring/admin-messages";
import { bangkokInstant, clockOf, toOffsetIso, now as clockNow, nowDate } from "~/kernel/clock";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { postSlip, slipImage } from "../support/payments";
import { writeType } from "../support/tutoring";
import { testDays } from "../../harness/test-days";

const base = env.baseUrl;
const db = testDb();
const TYPE = `paid-hold-${clockNow().toString(36)}`;
// The file's own day (harness/test-days.ts); each test books its own time of it.
const DAY = testDays(import.meta.url).day(12);
/** The tests' sweeps run as one owner of the lease (the servers' own sweeps hold it as others). */
const SWEEPER = "test-sweeper";
let admin = "";
let second: AppServer | undefined;

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const unique = () => `${clockNow().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const orderOf = async (id: string) => (await db.collection(C.orders).doc(id).get()).data()!;
const bookingOf = async (id: string) => (await db.collection(TC.bookings).doc(id).get()).data()!;

/** A new student books the priced type at `minutes` past midnight of DAY: the answer, the order's id and the booking's. */
async function bookPriced(minutes: number) {
  const s = await signedInSession({ name: "นักเรียน จองจ่าย" });
  const start = bangkokInstant(DAY, minutes);
  const res = await postForm(base, "/tutoring", { type: TYPE, start: toOffsetIso(start) }, s.cookie);
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/orders\/[A-Za-z0-9]{20}$/);
  const orderId = location.split("/").pop()!;
  const order = await orderOf(orderId);
  return { s, res, start, orderId, order, bookingId: order.item.bookingId as string };
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  await writeType(TYPE, { payment: "session", priceSatang: 35_050 });
  second = await startAppServer({ port: testPort(3179), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.hold-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

describe("booking a type with a price per session", () => {
  it("holds the time and makes its order in one go: the QR for the exact amount, the 30-minute notice, and /sessions says until when", async () => {
    const before = clockNow();
    const { s, res, orderId, order, bookingId, start } = await bookPriced(9 * 60);
    expect(order).toMatchObject({ uid: s.uid, status: "pending", satang: 35_050, item: { kind: "session", typeId: TYPE, startsAt: start.getTime(), satang: 35_050 } });
    expect(order.holdUntil).toBeGreaterThanOrEqual(before + HOLD_MS);
    expect(order.expiresAt).toBe(order.holdUntil);
    const booking = await bookingOf(bookingId);
    expect(booking.status).toBe("confirmed");
    expect(booking.payment).toEqual({ status: "held", orderId, holdUntil: order.holdUntil });
    // The notice: until when, in Thai time (no ISO).
    const notice = decodeURIComponent(res.headers.get("set-cookie") ?? "");
    const until = clockOf(order.holdUntil);
    expect(notice).toContain("โปรดโอนเงินตาม QR และส่งสลิปภายใน 30 นาที");
    expect(notice).toContain(`(ถึง ${until} น.)`);
    const page = await text(await get(`/orders/${orderId}`, s.cookie));
    expect(page).toContain("รอชำระเงิน");
    expect(page).toContain("350.50 บาท");
    expect(page).toContain("สแกนด้วยแอปธนาคาร");
    expect(page).toContain(`ติวทดสอบ ${TYPE}`);
    const sessions = await text(await get("/sessions", s.cookie));
    expect(sessions).toContain(HOLD.waiting(until));
    expect(sessions).toContain(`href="/orders/${orderId}"`);
    // The tutor's slips page names what a session order is once a slip comes (below); the type's price shows where students choose.
    expect(await text(await get("/tutoring", s.cookie))).toContain("ครั้งละ 350.50 บาท");
  });

  it("a slip keeps the hold past its 30 minutes; the tutor's confirm (a double click on two processes) marks the booking paid once", async () => {
    const { s, orderId, bookingId } = await bookPriced(10 * 60 + 30);
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`hold-${unique()}`), s.cookie)).status).toBe(302);
    expect((await orderOf(orderId)).holdUntil).toBeNull();
    expect((await bookingOf(bookingId)).payment).toEqual({ status: "held", orderId, holdUntil: null });
    expect(await text(await get("/sessions", s.cookie))).toContain(HOLD.inReview);
    // Long after the 30 minutes, the sweep leaves it: the slip waits for the tutor.
    await sweepHolds(new Date(clockNow() + 2 * HOLD_MS), SWEEPER);
    expect((await bookingOf(bookingId)).status).toBe("confirmed");
    const review = await text(await get("/admin/payments", admin));
    expect(review).toContain(`เรียนสด: ติวทดสอบ ${TYPE}`);

    const clicks = await Promise.all([base, second!.url, base].map((server) => postForm(server, "/admin/payments", { intent: "confirm", id: orderId }, admin)));
    expect(clicks.map((r) => r.status)).toEqual([302, 302, 302]);
    const order = await orderOf(orderId);
    expect(order.status).toBe("paid");
    expect((await db.collection(C.receipts).where("orderId", "==", orderId).get()).size).toBe(1);
    expect((await bookingOf(bookingId)).payment).toEqual({ status: "paid", orderId, holdUntil: null });
    // No hours were granted for a session.
    expect((await db.collection(C.ledger).where("orderId", "==", orderId).get()).size).toBe(0);
    const receipt = await text(await get(`/receipts/${String(order.receipt).replace("/", "-")}`, s.cookie));
    expect(receipt).toContain(`เรียนสด: ติวทดสอบ ${TYPE}`);
    expect(receipt).toContain("สามร้อยห้าสิบบาทห้าสิบสตางค์");
    expect(await text(await get("/sessions", s.cookie))).toContain(HOLD.paid);
  });

  it("a refused slip: the hold runs again from where the slip stopped it (never restarted, at least 15 minutes)", async () => {
    const { s, orderId, bookingId } = await bookPriced(13 * 60);
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`rej-${unique()}`), s.cookie)).status).toBe(302);
    const left = (await orderOf(orderId)).holdLeftMs as number;
    expect(left).toBeLessThanOrEqual(HOLD_MS);
    const before = clockNow();
    expect((await postForm(base, "/admin/payments", { intent: "reject", id: orderId, reason: "ยอดเงินไม่ตรง" }, admin)).status).toBe(302);
    const order = await orderOf(orderId);
    expect(order.status).toBe("rejected");
    expect(order.holdUntil).toBeGreaterThanOrEqual(before + Math.max(left, HOLD_AFTER_REFUSAL_MIN_MS));
    expect(order.holdUntil).toBeLessThanOrEqual(clockNow() + Math.max(left, HOLD_AFTER_REFUSAL_MIN_MS));
    expect((await bookingOf(bookingId)).payment.holdUntil).toBe(order.holdUntil);
    const page = await text(await get(`/orders/${orderId}`, s.cookie));
    expect(page).toContain("ยอดเงินไม่ตรง");
    expect(page).toContain(ORDER.sendSlip);
  });

  it("a held booking the student cancelled is not paid for: its slip is refused", async () => {
    const { s, orderId, bookingId } = await bookPriced(18 * 60 + 30);
    await cancelBooking({ bookingId, by: "student", reason: null });
    const sent = await postSlip(base, `/orders/${orderId}`, await slipImage(`gone-${unique()}`), s.cookie);
    expect(sent.status).toBe(400);
    expect(await text(sent)).toContain(SLIP_ERRORS.notOpen);
    expect((await orderOf(orderId)).status).toBe("pending");
  });

  it("a held booking moved to another time keeps its one order and its hold, and the order says the new time", async () => {
    const { s, orderId, bookingId, order } = await bookPriced(19 * 60);
    const before = await bookingOf(bookingId);
    const newStart = bangkokInstant(testDays(import.meta.url).day(25), 14 * 60);
    const moved = await reschedule({ uid: s.uid, bookingId, newStart });
    expect(moved.ok).toBe(true);
    const after = await bookingOf(bookingId);
    expect(after.status).toBe("confirmed");
    expect(after.start.toDate().getTime()).toBe(newStart.getTime());
    // The hold is not lost, nor restarted: the same order, until the same minute.
    expect(after.payment).toEqual(before.payment);
    expect(after.payment).toEqual({ status: "held", orderId, holdUntil: order.holdUntil });
    const orders = await db.collection(C.orders).where("uid", "==", s.uid).get();
    expect(orders.docs.map((d) => d.id)).toEqual([orderId]);
    const now = await orderOf(orderId);
    expect(now.status).toBe("pending");
    expect(now.holdUntil).toBe(order.holdUntil);
    // What the student pays for (the order page, the receipt to come) is the class at its new time.
    expect(now.item).toMatchObject({ kind: "session", bookingId, sessionId: after.sessionId, startsAt: newStart.getTime(), endsAt: after.end.toDate().getTime() });
  });

  it("an unpaid hold past its time is released by the sweep, once however many run at once: the seat is free again, the order expired, the student told", async () => {
    const { s, orderId, bookingId, start } = await bookPriced(15 * 60);
    const { orderId: otherOrder, bookingId: otherBooking } = await bookPriced(17 * 60);
    // Not due yet: a sweep now leaves both.
    await sweepHolds(nowDate(), SWEEPER);
    expect((await bookingOf(bookingId)).status).toBe("confirmed");
    // Past the first's time (the second's moved on by hand): released once by two releases and a sweep at once.
    const late = new Date(clockNow() + HOLD_MS + 60_000);
    await db.collection(C.orders).doc(otherOrder).update({ holdUntil: late.getTime() + HOLD_MS, expiresAt: late.getTime() + HOLD_MS });
    const due = { orderId, bookingId };
    const [a, b] = await Promise.all([releaseHold(due, late), releaseHold(due, late), sweepHolds(late, SWEEPER)]);
    // The sweep may be the one that released it (it also releases other tests' holds due by then); never both releases.
    expect(a && b).toBe(false);
    const booking = await bookingOf(bookingId);
    expect(booking).toMatchObject({ status: "cancelled", cancelledBy: "tutor", cancelReason: HOLD.releasedReason, sequence: 1 });
    expect((await orderOf(orderId)).status).toBe("expired");
    expect((await bookingOf(otherBooking)).status).toBe("confirmed");
    // The seat and the day are free again: another student books the same time.
    expect((await db.collection(TC.seats).where("bookingId", "==", bookingId).get()).size).toBe(0);
    const other = await signedInSession({ name: "นักเรียน จองต่อ" });
    const again = await postForm(base, "/tutoring", { type: TYPE, start: toOffsetIso(start) }, other.cookie);
    expect(again.status).toBe(303);
    // Told once on the site and by e-mail (Thai date and time, no ISO).
    const told = await db.collection("users").doc(s.uid).collection("notifications").where("kind", "==", "booking-cancelled").get();
    expect(told.size).toBe(1);
    expect(told.docs[0]!.get("title")).toContain("ยกเลิกการจองแล้ว เพราะไม่ได้รับสลิปภายในเวลา");
    expect(told.docs[0]!.get("title")).toMatch(/พ\.ศ\. 25\d\d เวลา 15:00–16:00 น\./);
    const mails = (await db.collection("outbox").where("to", "==", s.email).get()).docs.filter((d) => String(d.get("subject")).startsWith(MAIL.released.studentSubject("")));
    expect(mails).toHaveLength(1);
    expect(String(mails[0]!.get("text"))).not.toMatch(/\d{4}-\d\d-\d\dT/);
    // Its page now says the hold ran out; a slip is refused.
    expect(await text(await get(`/orders/${orderId}`, s.cookie))).toContain("หมดเวลา");
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`late-${unique()}`), s.cookie)).status).toBe(400);
  });
});

describe("the tutor's price on a type", () => {
  it("asks a price only for ราคาต่อครั้ง: a bad or missing one is a Thai error beside the field with what was typed kept; a good one is stored in satang", async () => {
    const slug = `priced-${unique()}`;
    const fields = { title: "ติวจ่ายรายครั้ง", slug, description: "", durationMinutes: "60", kind: "one", seats: "1", courseId: "", published: "on", meetingUrl: "", payment: "session", intent: "save" };
    for (const price of ["", "0", "35.505", "สามร้อย"]) {
      const bad = await postForm(base, "/admin/tutoring/types/new", { ...fields, price }, admin);
      expect(bad.status, price).toBe(400);
      const html = await text(bad);
      expect(html).toContain("ราคาต้องเป็นจำนวนเงินมากกว่า 0");
      expect(html).toContain(`value="${slug}"`);
    }
    const ok = await postForm(base, "/admin/tutoring/types/new", { ...fields, price: "๓๕๐" }, admin);
    expect(ok.status).toBe(303);
    const saved = (await db.collection(TC.types).where("slug", "==", slug).get()).docs[0]!.data();
    expect(saved).toMatchObject({ payment: "session", priceSatang: 35_000 });
    // The price of a free type is ignored (a form without JavaScript always sends the field).
    const free = await postForm(base, "/admin/tutoring/types/new", { ...fields, slug: `${slug}-free`, payment: "free", price: "xyz" }, admin);
    expect(free.status).toBe(303);
    expect((await db.collection(TC.types).where("slug", "==", `${slug}-free`).get()).docs[0]!.data()).toMatchObject({ payment: "free", priceSatang: null });
  });
});
