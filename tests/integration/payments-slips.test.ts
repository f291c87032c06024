/**
 * Slips that used to hold the server (issue 41), over HTTP against the built server: a
 * 1 600 × 1 600 picture of noise sent as a slip is read on the CPU pool within its budget
 * while /healthz keeps answering, and lands with the tutor as "check by hand"; the same slip
 * sent again for another order with a box over its QR passes the QR claim but is shown to
 * the tutor as alike the first order's slip.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ORDER } from "~/payments/messages";
import { PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { healthWhile } from "../support/event-loop";
import { decodeHtml } from "../support/html";
import { postSlip } from "../support/payments";
import { bankSlip, coveredQr, noisePicture } from "../support/slip-pictures";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
const db = testDb();
let admin = "";

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const orderDoc = async (path: string) => (await db.collection(C.orders).doc(path.split("/").pop()!).get()).data()!;

async function newOrder(cookie: string): Promise<string> {
  const res = await postForm(base, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, cookie);
  expect(res.status).toBe(302);
  return res.headers.get("location")!;
}

/** The tutor's card of `orderId` on /admin/payments. */
async function reviewCard(orderId: string): Promise<string> {
  const page = decodeHtml(await (await get("/admin/payments", admin)).text());
  const at = page.indexOf(`id="order-${orderId}"`);
  expect(at).toBeGreaterThan(-1);
  return page.slice(at, page.indexOf("</article>", at));
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
});

describe("a slip of noise", () => {
  it("is read off the main thread within its budget (/healthz under 200 ms throughout) and left to the tutor by hand", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const noise = await sharp(await noisePicture(1600)).jpeg({ quality: 92 }).toBuffer();
    const started = performance.now();
    const { result: res, worstMs, polls } = await healthWhile(base, postSlip(base, path, noise, s.cookie));
    const took = performance.now() - started;
    console.log(`noise slip: answered in ${Math.round(took)} ms; /healthz worst ${Math.round(worstMs)} ms over ${polls} polls`);
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.get("set-cookie") ?? "")).toContain(ORDER.slipManual);
    expect(worstMs).toBeLessThan(200);
    // The QR budget (2 s) and the picture's own work (accept, print), not the 7 s of issue 41.
    expect(took).toBeLessThan(6_000);
    const order = await orderDoc(path);
    expect([order.status, order.slip.ref]).toEqual(["review", null]);
    expect(await reviewCard(path.split("/").pop()!)).toContain(ADMIN.manual);
  });
});

describe("the same slip with its QR covered", () => {
  it("passes the QR claim, and the tutor sees it beside the slip as alike the first order's", async () => {
    const ref = `ref-alike-${clockNow().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const slip = await bankSlip(ref, 1);
    const first = await signedInSession();
    const firstPath = await newOrder(first.cookie);
    expect((await postSlip(base, firstPath, slip, first.cookie)).status).toBe(302);
    expect((await orderDoc(firstPath)).slip.ref).toBe(ref);
    const firstId = firstPath.split("/").pop()!;

    const second = await signedInSession();
    const secondPath = await newOrder(second.cookie);
    const res = await postSlip(base, secondPath, await coveredQr(slip), second.cookie);
    expect(res.status).toBe(302);
    const order = await orderDoc(secondPath);
    expect([order.status, order.slip.ref]).toEqual(["review", null]);
    expect(order.slip.print).toMatch(/^[0-9a-f]{256}$/);
    const card = await reviewCard(secondPath.split("/").pop()!);
    expect(card).toContain(ADMIN.alike);
    expect(card).toContain(`href="/orders/${firstId}"`);
    // A slip of another transfer is not said to be alike it.
    const other = await signedInSession();
    const otherPath = await newOrder(other.cookie);
    expect((await postSlip(base, otherPath, await bankSlip(`${ref}-other`, 5), other.cookie)).status).toBe(302);
    expect(await reviewCard(otherPath.split("/").pop()!)).not.toContain(`href="/orders/${firstId}"`);
  });
});
