/**
 * A weekly series under a race (issue 44): ten students post the same two-week series of the
 * same time at once, half of them to a second server process, as the confirmation step posts it
 * without JavaScript. Exactly one student has every week; the others have nothing at all: no
 * booking, no series, no seat document, no day entry of theirs and no payment order (a priced
 * type's series is one order, the winner's). Days +26 and +33 (harness/test-days.ts): the first
 * week inside the booking window, the second past it, as a series may run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_COLLECTIONS as PC } from "~/payments/model";
import { TUTORING_COLLECTIONS as C, sessionId } from "~/tutoring/model";
import { toOffsetIso } from "~/kernel/clock";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { testDays } from "../../harness/test-days";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";

const base = env.baseUrl;
const db = testDb();
const { at, day } = testDays(import.meta.url);
const STUDENTS = 10;

let second: AppServer | undefined;

beforeAll(async () => {
  second = await startAppServer({ port: testPort(3262), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.series-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

const docsWhere = async (collection: string, field: string, value: string) => (await db.collection(collection).where(field, "==", value).get()).docs;

/** Ten students post one series of `type` at `clock` on days +26 and +33, at once, on two processes. */
async function race(type: string, clock: string) {
  const students = await Promise.all(Array.from({ length: STUDENTS }, () => signedInSession()));
  const start = at(26, clock);
  // As the confirmation step posts it: to the page of its step (a refusal answers that day's picker).
  const path = `/tutoring?${new URLSearchParams({ type, day: day(26), time: clock })}`;
  const fields = { type, start: toOffsetIso(start), note: "เรียนทุกสัปดาห์", weeks: "2" };
  const answers = await Promise.all(students.map((s, i) => postForm(i % 2 ? second!.url : base, path, fields, s.cookie)));
  const starts = [start, at(33, clock)];
  return { students, answers, starts, sessions: starts.map((s) => sessionId(type, s)) };
}

/** What the race left: the winner's series with every week, nothing of anyone else's. */
async function expectOneWinner(r: Awaited<ReturnType<typeof race>>, type: string) {
  const statuses = r.answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 303), statuses.join(" ")).toHaveLength(1);
  for (const a of r.answers.filter((x) => x.status !== 303)) {
    expect([409, 503], statuses.join(" ")).toContain(a.status);
    expect(await a.text()).toMatch(/[\u0E00-\u0E7F]/);
  }
  const winnerAt = statuses.indexOf(303);
  const winner = r.students[winnerAt]!;
  const others = r.students.filter((_, i) => i !== winnerAt);

  const series = await docsWhere(C.series, "uid", winner.uid);
  expect(series).toHaveLength(1);
  const s = series[0]!.data();
  expect(s.status).toBe("active");
  expect(s.starts).toEqual(r.starts.map((d) => d.getTime()));
  expect(s.bookingIds).toHaveLength(2);
  const bookings = await docsWhere(C.bookings, "uid", winner.uid);
  expect(bookings.map((b) => [b.get("sessionId"), b.get("status"), b.get("series")?.index, b.get("series")?.count]).sort()).toEqual(
    r.sessions.map((sid, i) => [sid, "confirmed", i + 1, 2]).sort()
  );
  for (const [i, sid] of r.sessions.entries()) {
    // One seat document, the winner's, booked; one day entry with one seat taken.
    const seats = await docsWhere(C.seats, "sessionId", sid);
    expect(seats.map((d) => `${d.get("uid")} ${d.get("booked")}`)).toEqual([`${winner.uid} true`]);
    const dayDoc = (await db.collection(C.days).doc(day(i === 0 ? 26 : 33)).get()).get("sessions") as Record<string, { taken: number }>;
    expect(dayDoc[sid]?.taken).toBe(1);
    const session = (await db.collection(C.sessions).doc(sid).get()).get("seats") as Record<string, string>;
    expect(Object.keys(session)).toEqual([winner.uid]);
  }
  for (const o of others) {
    expect(await docsWhere(C.bookings, "uid", o.uid), o.uid).toHaveLength(0);
    expect(await docsWhere(C.series, "uid", o.uid), o.uid).toHaveLength(0);
    expect(await docsWhere(C.seats, "uid", o.uid), o.uid).toHaveLength(0);
    expect(await docsWhere(PC.orders, "uid", o.uid), o.uid).toHaveLength(0);
    const upcoming = (await db.collection(C.students).doc(o.uid).get()).get("upcoming") as Record<string, number> | undefined;
    expect(Object.keys(upcoming ?? {}), o.uid).toEqual([]);
  }
  const orders = await docsWhere(PC.orders, "uid", winner.uid);
  expect(orders).toHaveLength(type === "paid-60" ? 1 : 0);
  return { winner, orders };
}

describe("ten students race one weekly series on two server processes", () => {
  it("a free 1:1 series: one student has both weeks, the nine others nothing", async () => {
    const r = await race("private-60", "10:00");
    await expectOneWinner(r, "private-60");
    expect(r.answers.find((a) => a.status === 303)!.headers.get("location")).toMatch(/^\/sessions\/series\/[A-Za-z0-9_-]+/);
  }, 120_000);

  it("a priced series: one student holds both weeks on one order, the nine others have no order", async () => {
    const r = await race("paid-60", "15:00");
    const { orders } = await expectOneWinner(r, "paid-60");
    expect(orders[0]!.get("satang")).toBe(2 * 35_000);
    expect(r.answers.find((a) => a.status === 303)!.headers.get("location")).toContain(`/orders/${orders[0]!.id}`);
  }, 120_000);
});
