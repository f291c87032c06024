/**
 * What one student may ask of payments, over HTTP against the built server
 * (docs/payments.md#limits): orders a minute, orders waiting unpaid at once, slips
 * a day per order and files a minute per student, and the slips' storage quota.
 * Each refusal is the page again in Thai, 429 (the quota: 400), and each test
 * has students and orders of its own.
 */
import { describe, expect, it } from "vitest";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { DEMO_COURSES } from "../../harness/seed-content";
import { MAX_STUDENT_SLIP_BYTES } from "~/files/limits";
import { FILE_ERRORS } from "~/files/messages";
import { SLIP_ERRORS, TOO_MANY_OPEN_ORDERS } from "~/payments/messages";
import { MAX_OPEN_ORDERS, PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { RATE_LIMIT_MESSAGE } from "~/platform/rate-limit.store.server";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { postSlip, slipImage } from "../support/payments";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
const db = testDb();
const orderPage = `/orders/new?package=${DEMO_HOUR_PACKAGE.id}`;
const order = (cookie: string) => postForm(base, orderPage, { package: DEMO_HOUR_PACKAGE.id }, cookie);
const orderRef = (path: string) => db.collection(C.orders).doc(path.split("/").pop()!);
/** An order no longer waiting for a payment (it ran out), so only the rate counts. */
const runOut = (path: string) => orderRef(path).update({ expiresAt: clockNow() - 1000 });
const junk = new TextEncoder().encode("not a picture at all");
const text = async (res: Response) => decodeHtml(await res.text());

async function newOrder(cookie: string): Promise<string> {
  const res = await order(cookie);
  expect(res.status).toBe(302);
  return res.headers.get("location")!;
}

describe("orders", () => {
  it("takes five orders a minute from one student, then answers 429 in Thai with the order page", async () => {
    const s = await signedInSession();
    for (let i = 0; i < 5; i++) await runOut(await newOrder(s.cookie));
    const refused = await order(s.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const page = await text(refused);
    expect(page).toContain(RATE_LIMIT_MESSAGE);
    expect(page).toContain(`value="${DEMO_HOUR_PACKAGE.id}"`);
    expect((await db.collection(C.orders).where("uid", "==", s.uid).get()).size).toBe(5);
    // Another student is not affected.
    expect((await order((await signedInSession()).cookie)).status).toBe(302);
  });

  it(`keeps at most ${MAX_OPEN_ORDERS} orders waiting unpaid: the next is refused until one is paid or runs out`, async () => {
    const s = await signedInSession();
    const open = [await newOrder(s.cookie), await newOrder(s.cookie), await newOrder(s.cookie)];
    const refused = await order(s.cookie);
    expect(refused.status).toBe(429);
    expect(await text(refused)).toContain(TOO_MANY_OPEN_ORDERS(MAX_OPEN_ORDERS));
    expect((await db.collection(C.orders).where("uid", "==", s.uid).get()).size).toBe(3);
    // One sent its slip (waiting for the tutor, paid as far as the student knows): room for one more.
    await orderRef(open[0]!).update({ status: "review" });
    expect((await order(s.cookie)).status).toBe(302);
  });

  it("counts a course's order among them: the fourth unpaid is refused on the course's step too", async () => {
    const s = await signedInSession();
    for (let i = 0; i < 3; i++) await newOrder(s.cookie);
    const course = DEMO_COURSES.find((c) => c.price != null && c.status === "published")!;
    const refused = await postForm(base, `/orders/new?course=${course.slug}`, { course: course.slug }, s.cookie);
    expect(refused.status).toBe(429);
    expect(await text(refused)).toContain(TOO_MANY_OPEN_ORDERS(MAX_OPEN_ORDERS));
    expect((await db.collection(C.orders).where("uid", "==", s.uid).where("item.kind", "==", "course").get()).size).toBe(0);
  });
});

describe("slips", () => {
  it("takes five slips a day for one order, then answers 429 on the order's page", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    for (let i = 0; i < 5; i++) {
      const res = await postSlip(base, path, junk, s.cookie);
      expect(res.status).toBe(400);
      expect(await text(res)).toContain(FILE_ERRORS.kind);
    }
    const refused = await postSlip(base, path, junk, s.cookie);
    expect(refused.status).toBe(429);
    expect(await text(refused)).toContain(RATE_LIMIT_MESSAGE);
    // The student's other order still takes its slips.
    expect((await postSlip(base, await newOrder(s.cookie), junk, s.cookie)).status).toBe(400);
  });

  it("takes ten files a minute from one student, whatever the order", async () => {
    const s = await signedInSession();
    const orders = [await newOrder(s.cookie), await newOrder(s.cookie), await newOrder(s.cookie)];
    for (let i = 0; i < 10; i++) expect((await postSlip(base, orders[i % 2]!, junk, s.cookie)).status).toBe(400);
    const refused = await postSlip(base, orders[2]!, junk, s.cookie);
    expect(refused.status).toBe(429);
    expect(await text(refused)).toContain(RATE_LIMIT_MESSAGE);
  });

  it("refuses a slip past the student's slip quota, in Thai, and the order still waits for one", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    await db.collection(C.slipQuota).doc(s.uid).set({ bytes: MAX_STUDENT_SLIP_BYTES - 1000, updatedAt: clockNow() });
    const res = await postSlip(base, path, await slipImage(`0046000600000101030140225202511${clockNow()}5102TH9104ABCD`), s.cookie);
    expect(res.status).toBe(400);
    expect(await text(res)).toContain(SLIP_ERRORS.quota);
    expect((await orderRef(path).get()).get("status")).toBe("pending");
    expect((await db.collection(C.slipQuota).doc(s.uid).get()).get("bytes")).toBe(MAX_STUDENT_SLIP_BYTES - 1000);
    // Room again (the tutor's doing): the same slip goes in and is counted.
    await db.collection(C.slipQuota).doc(s.uid).set({ bytes: 0, updatedAt: clockNow() });
    const sent = await postSlip(base, path, await slipImage(`0046000600000101030140225202512${clockNow()}5102TH9104ABCD`), s.cookie);
    expect(sent.status).toBe(302);
    expect((await db.collection(C.slipQuota).doc(s.uid).get()).get("bytes")).toBeGreaterThan(0);
  });
});
