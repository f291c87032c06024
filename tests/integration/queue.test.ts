/**
 * The queue of a full group time ("คิวรอ", app/tutoring/queue*.ts), over HTTP against the built
 * server (and a second server process for the race): joining, the place in line on /tutoring
 * and /sessions, leaving; a student who holds the time or is in line already cannot join; a
 * cancellation books the first in line of a free type at once; two seats freed at once by two
 * cancellations on two processes go to the first two in line, each once; a priced type's freed
 * seat (a released payment hold) is offered to the first in line (the picker shows the time
 * full to the others meanwhile), and passes to the next when
 * the offer runs out (the clock moved by passing `now`, never waited for); an hours-paid type
 * skips a student short of hours and tells them; more seats on the type go to the line, and the
 * tutor cancelling the time closes its queue and tells each one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_MS, PAYMENT_COLLECTIONS as PC } from "~/payments/model";
import { releaseHold } from "~/tutoring/booking.store.server";
import { QUEUE_REFUSALS, QUEUE_TEXT } from "~/tutoring/messages";
import { QUEUE_OFFER_MINUTES, sessionId, TUTORING_COLLECTIONS as TC, type TutoringType } from "~/tutoring/model";
import { promoteType, sweepQueues } from "~/tutoring/queue.server";
import { bangkokInstant, now as clockNow, toOffsetIso } from "~/kernel/clock";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { writeType } from "../support/tutoring";
import { writeBookingDirect } from "../../harness/seed-tutoring";

const base = env.baseUrl;
const db = testDb();
const RUN = clockNow().toString(36);
// The file's own day (harness/test-days.ts); each test its own hour of it (60 min + the 15-minute buffer apart).
const DAY = testDays(import.meta.url).day(21);
const SWEEPER = "test-queue-sweeper";
let second: AppServer | undefined;

type Student = Awaited<ReturnType<typeof signedInSession>>;
const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const students = (n: number, name: string) => Promise.all(Array.from({ length: n }, (_, i) => signedInSession({ name: `${name} ${i + 1}` })));

/** A group type of its own for one test (`seats` seats, free unless `extra` says otherwise). */
async function groupType(name: string, seats: number, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `queue-${name}-${RUN}`;
  await writeType(id, { kind: "group", seats, payment: "free", ...extra });
  return id;
}

async function book(type: string, start: Date, s: Student, server = base) {
  return postForm(server, "/tutoring", { type, start: toOffsetIso(start) }, s.cookie);
}
async function join(type: string, start: Date, s: Student) {
  return postForm(base, "/tutoring", { intent: "queue-join", type, start: toOffsetIso(start) }, s.cookie);
}
const queueOf = async (type: string, start: Date) => (await db.collection(TC.queues).doc(sessionId(type, start)).get()).data()!;
const sessionOf = async (type: string, start: Date) => (await db.collection(TC.sessions).doc(sessionId(type, start)).get()).data()!;
const bookingIdOf = (res: Response) => res.headers.get("location")!.split("/").pop()!;
const notice = (res: Response) => decodeURIComponent(res.headers.get("set-cookie") ?? "");

beforeAll(async () => {
  second = await startAppServer({ port: testPort(3263), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.queue-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

describe("the queue of a full group time", () => {
  it("joins at the end of the line, shows the place on /tutoring and /sessions, refuses a second join and a student who holds the time, and leaves in one tap", async () => {
    const type = await groupType("line", 1);
    const start = bangkokInstant(DAY, 9 * 60);
    const [holder, first, second_] = await students(3, "นักเรียน คิว");
    // A seat is free: no queue, book it.
    expect((await join(type, start, first!)).status).toBe(409);
    expect((await book(type, start, holder!)).status).toBe(303);

    // The time is full: the picker says so and offers the queue.
    const picker = await text(await get(`/tutoring?type=${type}&day=${DAY}&time=09:00`, first!.cookie));
    expect(picker).toContain(QUEUE_TEXT.join);
    expect(picker).toContain('name="intent" value="queue-join"');
    // The day's count in the list of days: the full time is not counted as open.
    const days = await text(await get(`/tutoring?type=${type}`, first!.cookie));
    const count = new RegExp(`day=${DAY}[^"]*"[^>]*>(?:(?!</a>).)*time-picker__count">([^<]*)<`, "s").exec(days)?.[1];
    expect(count === QUEUE_TEXT.fullJoin || /^ว่าง \d+ เวลา · เต็ม 1$/.test(count ?? ""), `the day's count: ${count}`).toBe(true);

    const one = await join(type, start, first!);
    expect(one.status).toBe(303);
    expect(notice(one)).toContain(QUEUE_TEXT.joined(1));
    const two = await join(type, start, second_!);
    expect(notice(two)).toContain(QUEUE_TEXT.joined(2));
    expect(await text(await get("/tutoring", second_!.cookie))).toContain(QUEUE_TEXT.place(2));
    expect(await text(await get("/sessions", second_!.cookie))).toContain(QUEUE_TEXT.place(2));
    expect(await text(await get(`/tutoring?type=${type}&day=${DAY}&time=09:00`, first!.cookie))).toContain(QUEUE_TEXT.place(1));

    // Twice, or a time the student holds: refused with the reason.
    const again = await join(type, start, first!);
    expect(again.status).toBe(409);
    expect(await text(again)).toContain(QUEUE_REFUSALS.queued);
    const holds = await join(type, start, holder!);
    expect(holds.status).toBe(409);
    expect(await text(holds)).toContain(QUEUE_REFUSALS.holds);
    expect(Object.keys((await queueOf(type, start)).entries)).toHaveLength(2);

    // The first leaves: the second is next.
    const left = await postForm(base, "/tutoring", { intent: "queue-leave", session: sessionId(type, start), back: "sessions" }, first!.cookie);
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe("/sessions");
    expect(notice(left)).toContain(QUEUE_TEXT.left);
    expect(await text(await get("/sessions", second_!.cookie))).toContain(QUEUE_TEXT.place(1));
    expect((await queueOf(type, start)).members).toEqual([second_!.uid]);
  });

  it("a cancellation books the first in line at once (a free type): the seat, the booking, the bell", async () => {
    const type = await groupType("free", 1);
    const start = bangkokInstant(DAY, 11 * 60);
    const [holder, first, next] = await students(3, "นักเรียน ยกเลิก");
    const booked = await book(type, start, holder!);
    expect(booked.status).toBe(303);
    expect((await join(type, start, first!)).status).toBe(303);
    expect((await join(type, start, next!)).status).toBe(303);

    expect((await postForm(base, `/sessions/${bookingIdOf(booked)}`, { intent: "cancel" }, holder!.cookie)).status).toBe(303);

    const session = await sessionOf(type, start);
    expect(Object.keys(session.seats)).toEqual([first!.uid]);
    const mine = await db.collection(TC.bookings).where("uid", "==", first!.uid).where("sessionId", "==", sessionId(type, start)).get();
    expect(mine.docs.map((d) => d.get("status"))).toEqual(["confirmed"]);
    const queue = await queueOf(type, start);
    expect(queue.entries[first!.uid].status).toBe("booked");
    expect(queue.members).toEqual([next!.uid]);
    const bell = await db.collection("users").doc(first!.uid).collection("notifications").get();
    expect(bell.docs.map((d) => d.get("title") as string).some((t) => t.startsWith("ได้ที่นั่งจากคิวรอแล้ว"))).toBe(true);
    expect(await text(await get("/sessions", next!.cookie))).toContain(QUEUE_TEXT.place(1));
  });

  it("two seats freed at once by two cancellations on two processes go to the first two in line, each once", async () => {
    const type = await groupType("race", 2);
    const start = bangkokInstant(DAY, 13 * 60);
    const [a, b, q1, q2, q3] = await students(5, "นักเรียน แข่ง");
    const ba = await book(type, start, a!);
    const bb = await book(type, start, b!);
    for (const q of [q1, q2, q3]) expect((await join(type, start, q!)).status).toBe(303);

    const cancels = await Promise.all([
      postForm(base, `/sessions/${bookingIdOf(ba)}`, { intent: "cancel" }, a!.cookie),
      postForm(second!.url, `/sessions/${bookingIdOf(bb)}`, { intent: "cancel" }, b!.cookie),
    ]);
    expect(cancels.map((r) => r.status)).toEqual([303, 303]);

    const session = await sessionOf(type, start);
    expect(Object.keys(session.seats).sort()).toEqual([q1!.uid, q2!.uid].sort());
    const confirmed = await db.collection(TC.bookings).where("sessionId", "==", sessionId(type, start)).where("status", "==", "confirmed").get();
    expect(confirmed.docs.map((d) => d.get("uid") as string).sort()).toEqual([q1!.uid, q2!.uid].sort());
    const seats = await db.collection(TC.seats).where("sessionId", "==", sessionId(type, start)).get();
    expect(seats.docs.map((d) => d.get("booked"))).toEqual([true, true]);
    const queue = await queueOf(type, start);
    expect(queue.members).toEqual([q3!.uid]);
    expect(await text(await get("/tutoring", q3!.cookie))).toContain(QUEUE_TEXT.place(1));
  });

  it("a priced type: a released hold's seat is offered to the first in line, passes to the next when the offer runs out, and the next confirms and pays", async () => {
    const type = await groupType("priced", 1, { payment: "session", priceSatang: 20_000 });
    const start = bangkokInstant(DAY, 15 * 60);
    const [holder, first, next, other] = await students(4, "นักเรียน จ่าย");
    const held = await book(type, start, holder!);
    expect(held.status).toBe(303);
    const orderId = held.headers.get("location")!.split("/").pop()!;
    const order = (await db.collection(PC.orders).doc(orderId).get()).data()!;
    expect((await join(type, start, first!)).status).toBe(303);
    expect((await join(type, start, next!)).status).toBe(303);

    // No slip came: the hold is released, and the seat is offered to the first in line.
    const released = new Date(clockNow() + HOLD_MS + 60_000);
    expect(await releaseHold({ orderId, bookingId: order.item.bookingId as string }, released)).toBe(true);
    let queue = await queueOf(type, start);
    expect(queue.entries[first!.uid]).toMatchObject({ status: "offered", offerUntil: released.getTime() + QUEUE_OFFER_MINUTES * 60_000 });
    const offer = await text(await get(`/tutoring?type=${type}&day=${DAY}&time=15:00`, first!.cookie));
    expect(offer).toContain(QUEUE_TEXT.confirmPay);
    const mail = await db.collection("outbox").where("recipientUid", "==", first!.uid).get();
    expect(mail.docs.some((d) => String(d.get("subject")).startsWith("มีที่นั่งว่างจากคิวรอ"))).toBe(true);
    // Nobody else can take the seat held for the offer, and the picker says so: full, the queue offered.
    const seen = await text(await get(`/tutoring?type=${type}&day=${DAY}&time=15:00`, other!.cookie));
    expect(seen).toContain('name="intent" value="queue-join"');
    expect((await book(type, start, other!)).status).toBe(409);

    // The offer runs out (the clock moved): the seat passes to the next.
    expect(await sweepQueues(new Date(released.getTime() + (QUEUE_OFFER_MINUTES + 1) * 60_000), SWEEPER)).toBe(1);
    queue = await queueOf(type, start);
    expect(queue.entries[first!.uid].status).toBe("passed");
    expect(queue.entries[next!.uid].status).toBe("offered");
    expect(await text(await get("/sessions", next!.cookie))).toContain(QUEUE_TEXT.confirmPay);

    // The next confirms and pays: the usual hold and QR, out of the line.
    const paid = await book(type, start, next!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^\/orders\//);
    queue = await queueOf(type, start);
    expect(queue.entries[next!.uid].status).toBe("booked");
    expect(queue.members).toEqual([]);
    expect(Object.keys((await sessionOf(type, start)).seats)).toEqual([next!.uid]);
    // The day document: the seat booked, no offer left holding one.
    const day = (await db.collection(TC.days).doc(DAY).get()).get(`sessions.${sessionId(type, start)}`);
    expect(day).toMatchObject({ taken: 1, offers: {} });
  });

  it("an hours-paid type: the first in line short of hours is skipped and told, and the seat goes on down the line", async () => {
    const type = await groupType("hours", 1, { payment: "hours" });
    const start = bangkokInstant(DAY, 17 * 60);
    const [holder, first, next] = await students(3, "นักเรียน ชั่วโมง");
    const typeDoc = { id: type, slug: type, title: `ติวทดสอบ ${type}`, description: "", durationMinutes: 60, kind: "group" as const, seats: 1, courseId: null, enrolledOnly: false, payment: "hours" as const, priceSatang: null, published: true, meetingUrl: null, weeklyMaxWeeks: 0, updatedAt: new Date(clockNow()) } as TutoringType;
    const held = await writeBookingDirect(db, { uid: holder!.uid, email: holder!.email, name: "ผู้ถือที่นั่ง", type: typeDoc, start, now: new Date(clockNow()) });
    expect((await join(type, start, first!)).status).toBe(303);
    expect((await join(type, start, next!)).status).toBe(303);

    expect((await postForm(base, `/sessions/${held.id}`, { intent: "cancel" }, holder!.cookie)).status).toBe(303);

    const queue = await queueOf(type, start);
    expect(queue.entries[first!.uid].status).toBe("skipped");
    expect(queue.entries[next!.uid].status).toBe("skipped");
    expect(queue.members).toEqual([]);
    expect((await sessionOf(type, start)).seats).toEqual({});
    for (const s of [first!, next!]) {
      const bell = await db.collection("users").doc(s.uid).collection("notifications").get();
      expect(bell.docs.map((d) => d.get("title") as string).some((t) => t.startsWith("ถึงคิวของคุณแต่จองไม่ได้"))).toBe(true);
      const mail = await db.collection("outbox").where("recipientUid", "==", s.uid).get();
      expect(mail.docs.some((d) => String(d.get("subject")).startsWith("ถึงคิวของคุณแต่จองไม่ได้"))).toBe(true);
    }
    // The seat is free for anyone again.
    expect(await db.collection(TC.seats).where("sessionId", "==", sessionId(type, start)).get()).toHaveProperty("size", 0);
  });

  it("the tutor raising the type's seats gives the new one to the first in line; the tutor cancelling the time closes the queue and tells the rest", async () => {
    const type = await groupType("tutor", 1);
    const start = bangkokInstant(DAY, 19 * 60);
    const [holder, first, second, third] = await students(4, "นักเรียน พี่ปรับ");
    expect((await book(type, start, holder!)).status).toBe(303);
    for (const s of [first, second, third]) expect((await join(type, start, s!)).status).toBe(303);

    // Two seats now (the type's form saves, then settles each queue of the type: admin.server.ts).
    await writeType(type, { kind: "group", seats: 2, payment: "free" });
    await promoteType(type);
    expect(Object.keys((await sessionOf(type, start)).seats).sort()).toEqual([holder!.uid, first!.uid].sort());
    expect((await sessionOf(type, start)).seatsTotal).toBe(2);
    expect((await queueOf(type, start)).members).toEqual([second!.uid, third!.uid]);

    const admin = await sessionCookieForUid("demo-admin-1");
    const cancelled = await postForm(base, `/admin/tutoring/sessions/${sessionId(type, start)}`, { intent: "cancel", reason: "พี่ติดธุระ" }, admin);
    expect(cancelled.status).toBe(303);
    const queue = await queueOf(type, start);
    expect(queue.members).toEqual([]);
    expect([queue.entries[second!.uid].status, queue.entries[third!.uid].status]).toEqual(["closed", "closed"]);
    for (const s of [second!, third!]) {
      const bell = await db.collection("users").doc(s.uid).collection("notifications").get();
      expect(bell.docs.map((d) => d.get("title") as string).some((t) => t.startsWith("เวลาที่คุณรอคิวถูกยกเลิก"))).toBe(true);
      expect(await text(await get("/sessions", s.cookie))).not.toContain(QUEUE_TEXT.mine);
    }
  });
});
