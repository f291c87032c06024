/**
 * Weekly series, the student's side (issue 44), over HTTP against the built server: a series
 * books every week or none (a clash in one week books nothing and names the week; "จองเฉพาะ
 * สัปดาห์ที่ว่าง" books the others, still all or none); an hours-paid series takes the hours of
 * every week at once and is refused whole when they are short; a priced series is one order
 * for all its weeks, one receipt after the confirm (every week paid), and its hold's release
 * cancels every week; "ยกเลิกครั้งที่เหลือทั้งหมด" asks first and cancels only the weeks still
 * ahead; a double post is one series; a week moved alone keeps the series' one entry in the
 * student's limit at its last week. The days: harness/test-days.ts ("series", one chain of
 * days 7 apart; each test its own time of day).
 */
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_COLLECTIONS as PC } from "~/payments/model";
import { HOLD } from "~/payments/messages";
import { dueHolds } from "~/payments/index.server";
import { REFUSALS, SERIES_TEXT } from "~/tutoring/messages";
import { releaseHold, reschedule } from "~/tutoring/booking.store.server";
import { bookSeries, cancelRest, endSeries } from "~/tutoring/series.store.server";
import { seriesUpcomingKey, TUTORING_COLLECTIONS as TC } from "~/tutoring/model";
import { clockOf, DAY_MS, formatThaiDate, HOUR_MS, now as clockNow, toOffsetIso } from "~/kernel/clock";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { postSlip, slipImage } from "../support/payments";
import { writeType } from "../support/tutoring";
import { getOutboxEntry } from "../support/outbox";
import { outboxId } from "~/services/messaging/outbox.store.server";

const base = env.baseUrl;
const db = testDb();
const days = testDays(import.meta.url);
/** The chain of days, 7 apart: week 1 is day 27 (inside the 28-day window), week 8 day 76. */
const CHAIN = [27, 34, 41, 48, 55, 62, 69, 76] as const;
const run = clockNow().toString(36);
const FREE = `series-free-${run}`;
const HOURS = `series-hours-${run}`;
const PRICED = `series-priced-${run}`;
const OTHER = `series-other-${run}`;

const weekAt = (week: number, hhmm: string) => days.at(CHAIN[week]!, hhmm);
const iso = (d: Date) => toOffsetIso(d);
const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const student = (name: string) => signedInSession({ name });

/** Posts a series of `type` from week 1 at `hhmm`, `weeks` long, with `skip`s and a note. */
function postSeries(cookie: string, type: string, hhmm: string, weeks: number, skip: Date[] = [], note = "") {
  const fields: [string, string][] = [
    ["type", type],
    ["start", iso(weekAt(0, hhmm))],
    ["weeks", String(weeks)],
    ["note", note],
    ...skip.map((d): [string, string] => ["skip", iso(d)]),
  ];
  return postForm(base, "/tutoring", fields, cookie);
}

const bookingsOf = async (uid: string) => (await db.collection(TC.bookings).where("uid", "==", uid).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as DocumentData);
const seriesOf = async (uid: string) => (await db.collection(TC.series).where("uid", "==", uid).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as DocumentData);
const seriesIdOf = (res: Response) => {
  const location = res.headers.get("location") ?? "";
  expect(location).toMatch(/^\/sessions\/series\/[A-Za-z0-9]{20}$/);
  return location.split("/").pop()!;
};

/** Another student's booking of `type` at week `week`'s `hhmm`, as the engine leaves it: its seat held and its day entry. */
async function takenBy(type: string, week: number, hhmm: string) {
  const start = weekAt(week, hhmm);
  const sessionId = `${type}_${start.getTime()}`;
  const end = new Date(start.getTime() + HOUR_MS);
  await db.collection(TC.seats).doc(`${sessionId}_1`).set({ uid: `someone-${run}`, bookingId: `bk-${run}-${start.getTime()}`, sessionId, booked: true, claimedAt: Timestamp.fromMillis(clockNow()) });
  await db
    .collection(TC.days)
    .doc(days.day(CHAIN[week]!))
    .set({ sessions: { [sessionId]: { typeId: type, start: Timestamp.fromDate(start), end: Timestamp.fromDate(end), taken: 1, seatsTotal: 1 } } }, { merge: true });
}

beforeAll(async () => {
  await writeType(FREE, { title: `ติวทุกสัปดาห์ ${run}`, payment: "free" });
  await writeType(HOURS, { title: `ติวใช้ชั่วโมง ${run}`, payment: "hours" });
  await writeType(PRICED, { title: `ติวจ่ายรายครั้ง ${run}`, payment: "session", priceSatang: 35_000 });
  await writeType(OTHER, { title: `ติวอื่น ${run}`, payment: "free" });
});

describe("a weekly series, all or none", () => {
  let cookie = "";
  let uid = "";

  it("a clash in one week books nothing, names the week, and keeps the note", async () => {
    const s = await student("นักเรียน ทุกสัปดาห์");
    cookie = s.cookie;
    uid = s.uid;
    // Week 3 is held by another type's session (the transaction's open-time rule refuses it).
    await takenBy(OTHER, 2, "09:00");
    const res = await postSeries(cookie, FREE, "09:00", 8, [], "อยากทวนเรื่องเศษส่วน");
    expect(res.status).toBe(409);
    const page = await text(res);
    expect(page).toContain(SERIES_TEXT.clashTitle);
    expect(page).toContain(formatThaiDate(weekAt(2, "09:00"), "full"));
    expect(page).toContain(REFUSALS.overlap);
    expect(page).toContain(SERIES_TEXT.bookFree);
    expect(page).toContain(`name="skip" value="${iso(weekAt(2, "09:00"))}"`);
    expect(page).toContain("อยากทวนเรื่องเศษส่วน");
    // Nothing booked, no series, and no week's seat left claimed.
    expect(await bookingsOf(uid)).toEqual([]);
    expect(await seriesOf(uid)).toEqual([]);
    for (const week of [0, 1, 3, 4, 5, 6, 7]) expect((await db.collection(TC.seats).doc(`${FREE}_${weekAt(week, "09:00").getTime()}_1`).get()).exists).toBe(false);
  });

  it("\"จองเฉพาะสัปดาห์ที่ว่าง\" books the other weeks, still all or none: a week lost meanwhile is named, then the rest books", async () => {
    // Meanwhile week 6's seat is taken (a claim lost: the post stops and names it).
    await takenBy(FREE, 5, "09:00");
    const again = await postSeries(cookie, FREE, "09:00", 8, [weekAt(2, "09:00")], "อยากทวนเรื่องเศษส่วน");
    expect(again.status).toBe(409);
    const page = await text(again);
    expect(page).toContain(formatThaiDate(weekAt(5, "09:00"), "full"));
    expect(page).toContain(REFUSALS.full);
    expect(await bookingsOf(uid)).toEqual([]);

    const res = await postSeries(cookie, FREE, "09:00", 8, [weekAt(2, "09:00"), weekAt(5, "09:00")], "อยากทวนเรื่องเศษส่วน");
    expect(res.status).toBe(303);
    const id = seriesIdOf(res);
    const series = (await db.collection(TC.series).doc(id).get()).data()!;
    expect(series).toMatchObject({ uid, typeId: FREE, weekday: expect.any(Number), clock: "09:00", weeks: 6, status: "active", payment: null });
    const bookings = (await bookingsOf(uid)).sort((a, b) => a.start.toMillis() - b.start.toMillis());
    expect(bookings.map((b) => b.start.toMillis())).toEqual([0, 1, 3, 4, 6, 7].map((w) => weekAt(w, "09:00").getTime()));
    expect(bookings.map((b) => b.series)).toEqual(bookings.map((b, i) => ({ id, index: i + 1, count: 6 })));
    expect(bookings.every((b) => b.status === "confirmed" && b.note === "อยากทวนเรื่องเศษส่วน")).toBe(true);
    expect(series.bookingIds).toEqual(bookings.map((b) => b.id));
    // One entry of the student's limit for the whole series.
    const upcoming = (await db.collection(TC.students).doc(uid).get()).get("upcoming") as Record<string, number>;
    expect(upcoming).toEqual({ [seriesUpcomingKey(id)]: weekAt(7, "09:00").getTime() });
    // The series' page: its line and every week; /sessions shows it once.
    const seriesPage = await text(await get(`/sessions/series/${id}`, cookie));
    expect(seriesPage).toContain("09:00 น. · ครั้งที่ 1 จาก 6");
    for (const b of bookings) expect(seriesPage).toContain(`href="/sessions/${b.id}"`);
    const list = await text(await get("/sessions", cookie));
    expect(list.split(`href="/sessions/series/${id}"`).length - 1).toBe(1);
    expect(list).toContain("ครั้งที่ 1 จาก 6");
    // One e-mail for the series, with one calendar file of every week.
    const email = String(bookings[0]!.email);
    const mail = await getOutboxEntry(outboxId(`tutoring-series:${id}:confirmed:${bookings[0]!.id}:0:6:${email}`));
    expect(mail?.subject).toContain("ทุกสัปดาห์");
    const calendar = mail?.calendar?.content ?? "";
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(await getOutboxEntry(outboxId(`tutoring:${bookings[0]!.id}:0:confirmed:${email}`))).toBeNull();
    // The student's calendar feed shows every week, each with its own UID and the series' id.
    const made = await (await postForm(base, "/sessions", { intent: "rotate-feed" }, cookie)).text();
    const tag = /<input[^>]*data-testid="feed-url"[^>]*>/.exec(made)?.[0] ?? "";
    const link = /value="([^"]+)"/.exec(tag)?.[1] ?? "";
    const feed = await (await fetch(`${base}${new URL(decodeHtml(link)).pathname}`)).text();
    for (const b of bookings) expect(feed).toContain(`UID:${b.calendarUid}`);
    expect(feed.match(/X-THAI-TUTOR-SERIES:series-/g)).toHaveLength(6);
    expect(calendar.match(/X-THAI-TUTOR-SERIES:series-/g)).toHaveLength(6);
  });

  it("a double post is one series", async () => {
    const s = await student("นักเรียน กดซ้ำ");
    const [a, b] = await Promise.all([postSeries(s.cookie, FREE, "10:30", 3), postSeries(s.cookie, FREE, "10:30", 3)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(seriesIdOf(a)).toBe(seriesIdOf(b));
    const c = await postSeries(s.cookie, FREE, "10:30", 3);
    expect(c.status).toBe(303);
    expect(seriesIdOf(c)).toBe(seriesIdOf(a));
    expect(await seriesOf(s.uid)).toHaveLength(1);
    expect((await bookingsOf(s.uid)).filter((x) => x.status === "confirmed")).toHaveLength(3);
  });
});

describe("paying for a series", () => {
  it("an hours-paid series takes every week's hours at once, and is refused whole when they are short", async () => {
    const s = await student("นักเรียน ใช้ชั่วโมง");
    await db.collection(PC.balances).doc(s.uid).set({ minutes: 180 });
    const short = await postSeries(s.cookie, HOURS, "13:00", 4);
    expect(short.status).toBe(409);
    expect(await text(short)).toContain(REFUSALS["no-hours"]);
    expect(await bookingsOf(s.uid)).toEqual([]);
    expect((await db.collection(PC.balances).doc(s.uid).get()).get("minutes")).toBe(180);

    const res = await postSeries(s.cookie, HOURS, "13:00", 3);
    expect(res.status).toBe(303);
    seriesIdOf(res);
    expect((await db.collection(PC.balances).doc(s.uid).get()).get("minutes")).toBe(0);
    const bookings = await bookingsOf(s.uid);
    expect(bookings).toHaveLength(3);
    for (const b of bookings) expect((await db.collection(PC.ledger).doc(`use-${b.id}`).get()).get("minutes")).toBe(-60);
    // The tutor ends the series with a reason: every week cancelled, every week's hour back, the reason kept.
    const id = seriesIdOf(res);
    expect(await endSeries({ seriesId: id, reason: "พี่ติดสอบปลายภาค" })).toMatchObject({ ok: true, cancelled: 3 });
    expect((await db.collection(PC.balances).doc(s.uid).get()).get("minutes")).toBe(180);
    expect((await bookingsOf(s.uid)).map((b) => [b.status, b.cancelledBy])).toEqual([["cancelled", "tutor"], ["cancelled", "tutor"], ["cancelled", "tutor"]]);
    expect((await db.collection(TC.series).doc(id).get()).data()).toMatchObject({ status: "ended", endedBy: "tutor", endReason: "พี่ติดสอบปลายภาค" });
    expect(await text(await get(`/sessions/series/${id}`, s.cookie))).toContain("พี่ติดสอบปลายภาค");
  });

  it("a priced series is one order for every week and one receipt after the confirm, every week paid", async () => {
    const s = await student("นักเรียน จ่ายทุกสัปดาห์");
    const admin = await sessionCookieForUid("demo-admin-1");
    const res = await postSeries(s.cookie, PRICED, "14:30", 4);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/orders\/[A-Za-z0-9]{20}$/);
    const orderId = location.split("/").pop()!;
    const order = (await db.collection(PC.orders).doc(orderId).get()).data()!;
    const [series] = await seriesOf(s.uid);
    expect(order).toMatchObject({ uid: s.uid, status: "pending", satang: 140_000, holdPath: `${TC.series}/${series!.id}`, item: { kind: "session", satang: 140_000, series: { id: series!.id, weeks: 4 } } });
    expect((await db.collection(PC.orders).where("uid", "==", s.uid).get()).size).toBe(1);
    const bookings = await bookingsOf(s.uid);
    expect(bookings).toHaveLength(4);
    for (const b of bookings) expect(b.payment).toMatchObject({ status: "held", orderId });
    expect(await text(await get(`/orders/${orderId}`, s.cookie))).toContain("1,400 บาท");

    // A week's own page says what is owed and until when, with the link to pay the series' one order.
    const owing = await text(await get(`/sessions/${bookings[1]!.id}`, s.cookie));
    expect(owing).toContain(HOLD.waiting(clockOf(new Date(order.holdUntil))));
    expect(owing).toContain(`href="/orders/${orderId}"`);
    expect((await postSlip(base, `/orders/${orderId}`, await slipImage(`series-${run}`), s.cookie)).status).toBe(302);
    // The slip pauses the series' one hold: every week's own page says so, as /sessions does.
    const week = await text(await get(`/sessions/${bookings[1]!.id}`, s.cookie));
    expect(week).toContain(HOLD.inReview);
    expect(week).not.toContain(HOLD.waiting(clockOf(new Date(bookings[1]!.payment.holdUntil))));
    expect((await postForm(base, "/admin/payments", { intent: "confirm", id: orderId }, admin)).status).toBe(302);
    expect((await db.collection(PC.orders).doc(orderId).get()).get("status")).toBe("paid");
    expect((await db.collection(PC.receipts).where("orderId", "==", orderId).get()).size).toBe(1);
    for (const b of await bookingsOf(s.uid)) expect(b.payment).toMatchObject({ status: "paid", orderId, holdUntil: null });
    expect((await db.collection(TC.series).doc(series!.id).get()).get("payment.status")).toBe("paid");
  });

  it("the hold's release cancels every week of a priced series, the order expired", async () => {
    const s = await student("นักเรียน ไม่ได้จ่าย");
    const res = await postSeries(s.cookie, PRICED, "16:00", 3);
    expect(res.status).toBe(303);
    const orderId = res.headers.get("location")!.split("/").pop()!;
    const order = (await db.collection(PC.orders).doc(orderId).get()).data()!;
    const due = (await dueHolds(order.holdUntil + 1, 1000)).find((d) => d.orderId === orderId);
    expect(due).toMatchObject({ orderId, seriesId: order.item.series.id });
    expect(await releaseHold(due!, new Date(order.holdUntil + 1))).toBe(true);
    expect(await releaseHold(due!, new Date(order.holdUntil + 2))).toBe(false);
    expect((await db.collection(PC.orders).doc(orderId).get()).get("status")).toBe("expired");
    const bookings = await bookingsOf(s.uid);
    expect(bookings.map((b) => b.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect((await db.collection(TC.series).doc(order.item.series.id).get()).get("status")).toBe("ended");
    // Every week's time is free again.
    for (const w of [0, 1, 2]) expect((await db.collection(TC.seats).doc(`${PRICED}_${weekAt(w, "16:00").getTime()}_1`).get()).exists).toBe(false);
  });
});

describe("ยกเลิกครั้งที่เหลือทั้งหมด", () => {
  it("asks first, then cancels only the weeks still ahead", async () => {
    const s = await student("นักเรียน ยกเลิกที่เหลือ");
    const res = await postSeries(s.cookie, FREE, "17:30", 4);
    expect(res.status).toBe(303);
    const id = seriesIdOf(res);
    const asking = await text(await get(`/sessions/series/${id}?step=cancel-rest`, s.cookie));
    expect(asking).toContain(SERIES_TEXT.cancelRestTitle);
    expect(asking).toContain(SERIES_TEXT.cancelRestConfirm);
    expect(await bookingsOf(s.uid)).toHaveLength(4);
    // Seen from after week 2 has passed: weeks 1 and 2 stay, 3 and 4 are cancelled.
    const later = new Date(weekAt(1, "17:30").getTime() + 2 * HOUR_MS);
    const outcome = await cancelRest({ seriesId: id, uid: s.uid, now: later });
    expect(outcome).toMatchObject({ ok: true, cancelled: 2 });
    const bookings = (await bookingsOf(s.uid)).sort((a, b) => a.start.toMillis() - b.start.toMillis());
    expect(bookings.map((b) => b.status)).toEqual(["confirmed", "confirmed", "cancelled", "cancelled"]);
    expect((await db.collection(TC.series).doc(id).get()).data()).toMatchObject({ status: "ended", endedBy: "student" });
    for (const w of [2, 3]) expect((await db.collection(TC.seats).doc(`${FREE}_${weekAt(w, "17:30").getTime()}_1`).get()).exists).toBe(false);
    // Seen from now (before week 1), weeks 1 and 2 are still ahead: the post cancels them; then nothing is left to cancel.
    expect((await postForm(base, `/sessions/series/${id}?step=cancel-rest`, { intent: "cancel-rest" }, s.cookie)).status).toBe(303);
    expect((await bookingsOf(s.uid)).map((b) => b.status)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
    expect((await db.collection(TC.students).doc(s.uid).get()).get("upcoming")).toEqual({});
    const again = await postForm(base, `/sessions/series/${id}?step=cancel-rest`, { intent: "cancel-rest" }, s.cookie);
    expect(again.status).toBe(409);
    expect(await text(again)).toContain(SERIES_TEXT.nothingToCancel);
  });

  it("weeks cancelled one by one: the series counts once until its last week still booked, then not at all; another student's series is a 404", async () => {
    const s = await student("นักเรียน ยกเลิกทีละครั้ง");
    const res = await postSeries(s.cookie, FREE, "19:00", 3);
    const id = seriesIdOf(res);
    const other = await student("นักเรียน คนอื่น");
    expect((await get(`/sessions/series/${id}`, other.cookie)).status).toBe(404);
    expect((await postForm(base, `/sessions/series/${id}?step=cancel-rest`, { intent: "cancel-rest" }, other.cookie)).status).toBe(404);
    const weeks = (await bookingsOf(s.uid)).sort((a, b) => a.start.toMillis() - b.start.toMillis());
    const upcoming = async () => (await db.collection(TC.students).doc(s.uid).get()).get("upcoming");
    const cancel = async (week: number) => expect((await postForm(base, `/sessions/${weeks[week]!.id}`, { intent: "cancel" }, s.cookie)).status).toBe(303);
    expect(await upcoming()).toEqual({ [seriesUpcomingKey(id)]: weekAt(2, "19:00").getTime() });
    await cancel(2);
    expect(await upcoming()).toEqual({ [seriesUpcomingKey(id)]: weekAt(1, "19:00").getTime() });
    await cancel(0);
    expect(await upcoming()).toEqual({ [seriesUpcomingKey(id)]: weekAt(1, "19:00").getTime() });
    await cancel(1);
    expect(await upcoming()).toEqual({});
    const none = await postForm(base, `/sessions/series/${id}?step=cancel-rest`, { intent: "cancel-rest" }, s.cookie);
    expect(none.status).toBe(409);
    expect(await text(none)).toContain(SERIES_TEXT.nothingToCancel);
  });
});

describe("a week of a series moved alone", () => {
  it("the series' one entry in the limit ends at its last week wherever the moves put it", async () => {
    // Days 29 and 36 are past the booking window: the store books and moves them on a clock two weeks back.
    const now = new Date(days.at(29, "12:00").getTime() - 14 * DAY_MS);
    const s = await student("นักเรียน ย้ายสัปดาห์");
    const booked = await bookSeries({ uid: s.uid, email: s.email, name: "นักเรียน ย้ายสัปดาห์", typeSlug: FREE, start: days.at(29, "13:00"), weeks: 2, now });
    expect(booked.ok).toBe(true);
    const series = booked.ok ? booked.series : null;
    const [first, second] = series!.bookingIds;
    const entry = async () => (await db.collection(TC.students).doc(s.uid).get()).get("upcoming") as Record<string, number>;
    expect(await entry()).toEqual({ [seriesUpcomingKey(series!.id)]: days.at(36, "13:00").getTime() });
    // The last week moved before the first: the series now ends with the first week.
    expect((await reschedule({ uid: s.uid, bookingId: second!, newStart: days.at(29, "09:00"), now })).ok).toBe(true);
    expect(await entry()).toEqual({ [seriesUpcomingKey(series!.id)]: days.at(29, "13:00").getTime() });
    // The first week moved past the other: the series ends with it.
    expect((await reschedule({ uid: s.uid, bookingId: first!, newStart: days.at(36, "16:00"), now })).ok).toBe(true);
    expect(await entry()).toEqual({ [seriesUpcomingKey(series!.id)]: days.at(36, "16:00").getTime() });
  });
});
