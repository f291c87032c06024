/**
 * What a held booking's student and tutor are mailed (app/tutoring/mail.server.ts), read from
 * the outbox: the hold (until when, the amount, a button to the order's QR; no invitation, no
 * reminders; the tutor's says รอชำระเงิน), a refused slip (the reason and the link, by e-mail
 * and LINE; the hold's clock resumes, it does not restart), the payment (the confirmation with
 * the invitation and the reminders, written in the confirm's transaction on the server), the
 * release (the hold ran out, nobody cancelled). Also the free type's "ฟรี" and the hours type's
 * "หัก 1 ชั่วโมง เหลือ 9 ชั่วโมง".
 *
 * The file's days lie past the booking window, so it books through the store with a clock of its
 * own (`book`'s `now`, two days before): the holds end far ahead of the real clock, and no other
 * file's sweep releases them. The slip, the refusal and the confirm go over HTTP to the built
 * server; the release and one refusal run here, where LINE is set (this process's environment),
 * so their LINE messages are queued beside the e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// LINE set in this process (the outbox queues a LINE message beside a student's e-mail); nothing here sends.
Object.assign(process.env, { LINE_CHANNEL_ACCESS_TOKEN: "hold-mail-line-token-0123456789", LINE_CHANNEL_SECRET: "0123456789abcdef0123456789abcdef", LINE_BOT_BASIC_ID: "@holdmail", LINE_API_BASE: "http://127.0.0.1:9" });

import { HOLD_AFTER_REFUSAL_MIN_MS, PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { SLIP_REFUSED_MAIL } from "~/payments/messages";
import { rejectSlip } from "~/payments/payments.store.server";
import { slipRefusedNews } from "~/payments/payments.server";
import { book, releaseHold } from "~/tutoring/booking.store.server";
import { MAIL } from "~/tutoring/admin-messages";
import { TUTORING_COLLECTIONS as TC } from "~/tutoring/model";
import { DEMO_ADMIN_EMAILS } from "~/platform/demo-accounts";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { clockOf, DAY_MS, now as clockNow } from "~/kernel/clock";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { postSlip, slipImage } from "../support/payments";
import { writeType } from "../support/tutoring";

const base = env.baseUrl;
const db = testDb();
const run = clockNow().toString(36);
const PRICED = `hold-mail-${run}`;
const FREE = `hold-mail-free-${run}`;
const HOURS = `hold-mail-hours-${run}`;
const days = testDays(import.meta.url);
let admin = "";

const unique = () => `${clockNow().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const orderOf = async (id: string) => (await db.collection(C.orders).doc(id).get()).data()!;

interface Entry {
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  dedupeKey: string;
  recipientUid: string | null;
  calendar: { method: string; content: string } | null | undefined;
}

/** Every outbox entry whose key names `what` (a booking or order id). */
async function entriesAbout(what: string): Promise<Entry[]> {
  const snap = await db.collection("outbox").where("dedupeKey", ">=", "").get();
  return snap.docs.map((d) => d.data() as Entry).filter((e) => e.dedupeKey.includes(what));
}
const mailsTo = (entries: Entry[], to: string) => entries.filter((e) => e.channel === "email" && e.to === to);

/** A new student books `type` at hh:mm of `day` through the store, two days ahead of it. */
async function bookAt(type: string, day: number, hhmm: string) {
  const s = await signedInSession({ name: "น้องจองจ่าย" });
  const start = days.at(day, hhmm);
  const outcome = await book({ uid: s.uid, email: s.email, name: "น้องจองจ่าย", typeSlug: type, start, now: new Date(start.getTime() - 2 * DAY_MS) });
  if (!outcome.ok) throw new Error(`not booked: ${outcome.reason}`);
  return { s, booking: outcome.booking, outcome, orderId: outcome.booking.payment?.orderId ?? "" };
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  await writeType(PRICED, { payment: "session", priceSatang: 35_050 });
  await writeType(FREE, { payment: "free" });
  await writeType(HOURS, { payment: "hours" });
}, 60_000);

afterAll(async () => {
  await closeFirebase();
});

describe("a held booking's mails", () => {
  it("the hold: until when, the amount and a button to the order, no invitation and no reminders; the tutor's says รอชำระเงิน", async () => {
    const { s, booking, orderId } = await bookAt(PRICED, 91, "09:00");
    const until = clockOf(new Date(booking.payment!.holdUntil!));
    const entries = await entriesAbout(booking.id);
    const [mail, ...more] = mailsTo(entries, s.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(MAIL.held.studentSubject(`ติวทดสอบ ${PRICED}`));
    expect(mail!.text).toContain(`ถึง ${until} น.`);
    expect(mail!.text).toContain("350.50 บาท");
    expect(mail!.text).not.toContain("ได้รับการยืนยันแล้ว");
    expect(mail!.text).toContain(`/orders/${orderId}`);
    expect(mail!.html).toContain(`>${MAIL.held.payButton}</a>`);
    expect(mail!.calendar ?? null).toBeNull();
    // Nothing to remind of before it is paid.
    expect(entries.filter((e) => e.dedupeKey.includes(":remind"))).toHaveLength(0);
    for (const tutor of DEMO_ADMIN_EMAILS) {
      const [told] = mailsTo(entries, tutor);
      expect(told!.subject).toBe(MAIL.held.tutorSubject(`ติวทดสอบ ${PRICED}`));
      expect(told!.subject).toContain("รอชำระเงิน");
      expect(told!.text).toContain(`ถึง ${until} น.`);
      expect(told!.calendar ?? null).toBeNull();
    }
  });

  it("a refused slip is mailed with the reason and the link, the hold resuming where the slip stopped it; the payment then sends the invitation and the reminders", async () => {
    const { s, booking, orderId } = await bookAt(PRICED, 91, "10:30");
    const heldUntil = booking.payment!.holdUntil!;
    const slipAt = clockNow();
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`hm-${unique()}`), s.cookie)).status).toBe(302);
    const inReview = await orderOf(orderId);
    expect(inReview.holdUntil).toBeNull();
    // The time the hold had left when the slip came is kept.
    expect(inReview.holdLeftMs).toBeLessThanOrEqual(heldUntil - slipAt);
    expect(inReview.holdLeftMs).toBeGreaterThanOrEqual(heldUntil - clockNow());

    const rejectAt = clockNow();
    expect((await postForm(base, "/admin/payments", { intent: "reject", id: orderId, reason: "ยอดเงินไม่ตรง" }, admin)).status).toBe(302);
    const rejected = await orderOf(orderId);
    // The clock resumes with what was left: not 30 minutes from the refusal.
    expect(rejected.holdUntil).toBeGreaterThanOrEqual(rejectAt + inReview.holdLeftMs);
    expect(rejected.holdUntil).toBeLessThanOrEqual(clockNow() + inReview.holdLeftMs);
    const refusal = mailsTo(await entriesAbout(orderId), s.email).find((e) => e.dedupeKey.includes(":rejected:"));
    expect(refusal, "the refusal's e-mail").toBeDefined();
    expect(refusal!.subject.startsWith(SLIP_REFUSED_MAIL.subject(""))).toBe(true);
    expect(refusal!.subject).toContain(`ติวทดสอบ ${PRICED}`);
    expect(refusal!.text).toContain("เหตุผล: ยอดเงินไม่ตรง");
    expect(refusal!.text).toContain(`ถึง ${clockOf(new Date(rejected.holdUntil))} น.`);
    expect(refusal!.text).toContain(`${base}/orders/${orderId}`);
    expect(refusal!.html).toContain(`>${SLIP_REFUSED_MAIL.button}</a>`);
    expect(refusal!.recipientUid).toBe(s.uid);

    // A new slip, confirmed: the confirmation with the invitation, in the confirm's transaction (on the server).
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`hm2-${unique()}`), s.cookie)).status).toBe(302);
    expect((await postForm(base, "/admin/payments", { intent: "confirm", id: orderId }, admin)).status).toBe(302);
    const entries = await entriesAbout(booking.id);
    const paid = mailsTo(entries, s.email).find((e) => e.dedupeKey.includes(":paid:"));
    expect(paid, "the confirmation after payment").toBeDefined();
    expect(paid!.subject).toBe(MAIL.paid.studentSubject(`ติวทดสอบ ${PRICED}`));
    expect(paid!.text).toContain(MAIL.paid.studentIntro("350.50 บาท"));
    expect(paid!.text).toContain(`/sessions/${booking.id}`);
    expect(paid!.calendar?.method).toBe("REQUEST");
    expect(paid!.calendar?.content).toContain("STATUS:CONFIRMED");
    for (const tutor of DEMO_ADMIN_EMAILS) {
      const told = mailsTo(entries, tutor).find((e) => e.dedupeKey.includes(":paid:"));
      expect(told!.subject).toBe(MAIL.paid.tutorSubject(`ติวทดสอบ ${PRICED}`));
      expect(told!.calendar?.method).toBe("REQUEST");
    }
    expect(entries.filter((e) => e.dedupeKey.includes(":remind24:")).length).toBeGreaterThanOrEqual(2);
  });

  it("a refusal late in the hold still leaves 15 minutes; it goes by LINE too", async () => {
    const { s, orderId } = await bookAt(PRICED, 92, "09:00");
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`hm3-${unique()}`), s.cookie)).status).toBe(302);
    // As if the slip had come with two minutes left.
    await db.collection(C.orders).doc(orderId).update({ holdLeftMs: 2 * 60_000 });
    const at = clockNow();
    await rejectSlip(orderId, "สลิปไม่ชัด", slipRefusedNews("สลิปไม่ชัด"), at);
    expect((await orderOf(orderId)).holdUntil).toBe(at + HOLD_AFTER_REFUSAL_MIN_MS);
    const entries = (await entriesAbout(orderId)).filter((e) => e.dedupeKey.includes(":rejected:"));
    expect(entries.map((e) => e.channel).sort()).toEqual(["email", "line"]);
    expect(entries.find((e) => e.channel === "line")!.text).toContain("เหตุผล: สลิปไม่ชัด");
  });

  it("the release says the hold ran out, not that the tutor cancelled; no calendar cancellation of an invitation never sent; by LINE too", async () => {
    const { s, booking, orderId } = await bookAt(PRICED, 92, "13:00");
    const late = new Date(booking.payment!.holdUntil! + 60_000);
    expect(await releaseHold({ orderId, bookingId: booking.id }, late)).toBe(true);
    const entries = (await entriesAbout(booking.id)).filter((e) => e.dedupeKey.includes(":released:"));
    const [mail] = mailsTo(entries, s.email);
    expect(mail!.subject).toBe(MAIL.released.studentSubject(`ติวทดสอบ ${PRICED}`));
    expect(mail!.text).toContain(`ถึง ${clockOf(new Date(booking.payment!.holdUntil!))} น.`);
    expect(mail!.text).not.toContain(MAIL.cancelled.studentIntroByTutor);
    // Offered to book again (this process's origin: the release ran here).
    expect(mail!.text).toMatch(new RegExp(`${MAIL.released.rebook}\\nhttps?://[^/\\s]+/tutoring\\n`));
    expect(mail!.calendar ?? null).toBeNull();
    expect(entries.filter((e) => e.channel === "line" && e.text.includes(MAIL.released.studentSubject(`ติวทดสอบ ${PRICED}`)))).toHaveLength(1);
    for (const tutor of DEMO_ADMIN_EMAILS) expect(mailsTo(entries, tutor)[0]!.subject).toBe(MAIL.released.tutorSubject(`ติวทดสอบ ${PRICED}`));
  });
});

describe("what a booking costs, in its confirmation", () => {
  it("an hours type: หัก 1 ชั่วโมง เหลือ 9 ชั่วโมง, with the invitation", async () => {
    const s = await signedInSession({ name: "น้องชั่วโมง" });
    await db.collection(C.balances).doc(s.uid).set({ minutes: 600 });
    const start = days.at(92, "16:00");
    const outcome = await book({ uid: s.uid, email: s.email, name: "น้องชั่วโมง", typeSlug: HOURS, start, now: new Date(start.getTime() - 2 * DAY_MS) });
    expect(outcome).toMatchObject({ ok: true, hoursLeft: 540 });
    const booking = (outcome as { booking: { id: string } }).booking;
    const [mail] = mailsTo(await entriesAbout(booking.id), s.email);
    expect(mail!.text).toContain("หัก 1\u00a0ชั่วโมง เหลือ 9\u00a0ชั่วโมง");
    expect(mail!.calendar?.method).toBe("REQUEST");
  });

  it("a free type says ฟรี, in its mail and on /tutoring", async () => {
    const { s, booking } = await bookAt(FREE, 91, "16:00");
    const [mail] = mailsTo(await entriesAbout(booking.id), s.email);
    expect(mail!.text).toContain(`${MAIL.price}: ${MAIL.free}`);
    expect(mail!.calendar?.method).toBe("REQUEST");
    const page = decodeHtml(await (await fetch(`${base}/tutoring`, { headers: { Cookie: s.cookie } })).text());
    const card = page.slice(page.indexOf(`id="type-${FREE}"`));
    expect(card.slice(0, card.indexOf("</article>"))).toContain(`>${MAIL.free}<`);
    // A free booking is never held for a payment.
    expect((await db.collection(TC.bookings).doc(booking.id).get()).get("payment") ?? null).toBeNull();
  });
});
