/**
 * Paying for a course over HTTP against the built server (and a second server process for the
 * confirm race): a paid course shows its price and is never enrolled for free (the enrol post,
 * signed in or through the sign-in intent, goes to the order's step instead); the student's
 * open order for the course is reused; slip then confirm enrols exactly once under a double
 * click on two processes, with one receipt naming the course, and the locked lessons open; a
 * student who paid and left is enrolled again without paying twice.
 */
import { deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEARNING_TEXT } from "~/learning/messages";
import { FIELD_ERRORS } from "~/content/labels";
import { COURSE_ORDER, ORDER } from "~/payments/messages";
import { PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { outboxId } from "~/services/messaging/outbox.store.server";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { getOutboxEntry } from "../support/outbox";
import { postSlip, slipImage } from "../support/payments";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
const db = testDb();
const paid = DEMO_COURSES.find((c) => c.price != null && c.status === "published")!;
const coursePath = `/course/${paid.slug}`;
const buyPath = `/orders/new?course=${paid.slug}`;
const locked = DEMO_LESSONS.find((l) => l.courseId === paid.id && !l.freePreview)!;
let admin = "";
let second: AppServer | undefined;

const get = (path: string, cookie: string, server = base) => fetch(`${server}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const enrolment = (uid: string) => db.collection("enrolments").doc(`${uid}__${paid.id}`).get();

/** The `name=value` of a Set-Cookie the answer carries. */
const cookiePair = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0] ?? null;

/** The student confirms the order step: the order's page. */
async function buy(cookie: string): Promise<Response> {
  return postForm(base, "/orders/new", { course: paid.slug }, cookie);
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  second = await startAppServer({ port: testPort(3180), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.payments-course-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

describe("a paid course", () => {
  it("shows its price, and the free courses say ฟรี", async () => {
    expect(paid.price).toBe(150_000);
    const page = await text(await get(coursePath, ""));
    expect(page).toContain("1,500 บาท");
    expect(page).toContain(LEARNING_TEXT.course.buy("1,500 บาท"));
    expect(page).toContain(`href="${buyPath}"`);
    const free = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
    expect(free.price ?? null).toBeNull();
    const freePage = await text(await get(`/course/${free.slug}`, ""));
    expect(freePage).toContain(LEARNING_TEXT.course.free);
    expect(freePage).not.toContain("ซื้อคอร์สนี้");
    const catalogue = await text(await get("/dashboard", ""));
    expect(catalogue).toMatch(/ราคา <\/span>1,500 บาท/);
  });

  it("is never enrolled for free: the enrol post and the sign-in intent go to the order's step", async () => {
    const s = await signedInSession();
    const posted = await postForm(base, coursePath, { intent: "enrol" }, s.cookie);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(buyPath);
    const withRedirect = await postForm(base, coursePath, { intent: "enrol", redirectTo: `/lesson/${locked.id}` }, s.cookie);
    expect(withRedirect.headers.get("location")).toBe(buyPath);
    expect((await enrolment(s.uid)).exists).toBe(false);
    expect(await text(await get(`/lesson/${locked.id}`, s.cookie))).toContain(LEARNING_TEXT.lesson.lockedTextPaid(paid.title));

    // A visitor taps enrol, signs in, and comes back: sent to buy, the intent cleared, nothing enrolled.
    const tapped = await postForm(base, coursePath, { intent: "enrol" });
    const intent = cookiePair(tapped, "sign_in_intent")!;
    expect(intent).not.toBeNull();
    const visitor = await signedInSession();
    const back = await get(coursePath, `${visitor.cookie}; ${intent}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(buyPath);
    expect(cookiePair(back, "sign_in_intent")).toBe("sign_in_intent=");
    expect((await enrolment(visitor.uid)).exists).toBe(false);
    // A hand-made intent cookie does no better.
    const forged = `sign_in_intent=${deflateRawSync(JSON.stringify({ kind: "enrol", slug: paid.slug })).toString("base64url")}`;
    await get(coursePath, `${visitor.cookie}; ${forged}`);
    expect((await enrolment(visitor.uid)).exists).toBe(false);
  });

  it("asks first, then makes one order; a second order for the course is the open one", async () => {
    const s = await signedInSession();
    const ask = await text(await get(buyPath, s.cookie));
    expect(ask).toContain(ORDER.confirm);
    expect(ask).toContain(`คอร์ส ${paid.title} 1,500 บาท`);
    expect(ask).toContain('name="course"');
    expect((await get("/orders/new?course=no-such-course", s.cookie)).status).toBe(404);
    // A free course is not bought: back to its page.
    expect((await get("/orders/new?course=math-m4-sets-and-logic", s.cookie)).headers.get("location")).toBe("/course/math-m4-sets-and-logic");

    const first = await buy(s.cookie);
    expect(first.status).toBe(302);
    const path = first.headers.get("location")!;
    expect(path).toMatch(/^\/orders\/[A-Za-z0-9]{20}$/);
    const again = await Promise.all([buy(s.cookie), get(buyPath, s.cookie)]);
    for (const res of again) {
      expect(res.headers.get("location")).toBe(path);
      expect(decodeURIComponent(cookiePair(res, "notice") ?? "")).toContain(COURSE_ORDER.open);
    }
    const orders = await db.collection(C.orders).where("uid", "==", s.uid).get();
    expect(orders.size).toBe(1);
    expect(orders.docs[0]!.get("item")).toEqual({ kind: "course", courseId: paid.id, slug: paid.slug, title: paid.title, satang: 150_000 });
    expect(orders.docs[0]!.get("satang")).toBe(150_000);
    const page = await text(await get(path, s.cookie));
    expect(page).toContain("รอชำระเงิน");
    expect(page).toContain('alt="QR พร้อมเพย์ ยอด 1,500 บาท"');

    // Past its time the order is closed: the page says to order again from the course, and a new order is made.
    await orders.docs[0]!.ref.update({ expiresAt: clockNow() - 1 });
    expect(await text(await get(path, s.cookie))).toContain(COURSE_ORDER.expired);
    const fresh = await buy(s.cookie);
    expect(fresh.headers.get("location")).not.toBe(path);
    expect(decodeURIComponent(cookiePair(fresh, "notice") ?? "")).toContain(ORDER.created);
  });

  it("confirming enrols exactly once under a double click on two server processes; the receipt names the course; the lessons open", async () => {
    const s = await signedInSession({ name: "ผู้ซื้อ คอร์ส" });
    const path = (await buy(s.cookie)).headers.get("location")!;
    expect((await postSlip(base, path, await slipImage(`course-${clockNow().toString(36)}${Math.random().toString(36).slice(2, 8)}`), s.cookie)).status).toBe(302);
    const id = path.split("/").pop()!;
    const clicks = await Promise.all([base, second!.url, base, second!.url].map((server) => postForm(server, "/admin/payments", { intent: "confirm", id }, admin)));
    expect(clicks.map((r) => r.status)).toEqual([302, 302, 302, 302]);

    const order = (await db.collection(C.orders).doc(id).get()).data()!;
    expect(order.status).toBe("paid");
    expect((await db.collection(C.receipts).where("orderId", "==", id).get()).size).toBe(1);
    const enrolments = await db.collection("enrolments").where("uid", "==", s.uid).get();
    expect(enrolments.docs.map((d) => d.get("courseId"))).toEqual([paid.id]);
    // No hours were granted for a course.
    expect((await db.collection(C.ledger).where("uid", "==", s.uid).get()).size).toBe(0);
    const mail = await getOutboxEntry(outboxId(`receipt:${id}`));
    expect(mail?.text).toContain(`คอร์ส ${paid.title}: 1,500 บาท`);
    const receipt = await text(await get(`/receipts/${String(order.receipt).replace("/", "-")}`, s.cookie));
    expect(receipt).toContain(`คอร์ส ${paid.title}`);
    expect(receipt).toContain("หนึ่งพันห้าร้อยบาทถ้วน");

    // The course opens, on either process (neither held a copy of this student's enrolments).
    for (const server of [base, second!.url]) {
      const lesson = await text(await get(`/lesson/${locked.id}`, s.cookie, server));
      expect(lesson).not.toContain(LEARNING_TEXT.lesson.lockedTextPaid(paid.title));
      expect(lesson).toContain(locked.title);
    }
    const course = await text(await get(coursePath, s.cookie));
    expect(course).toContain(LEARNING_TEXT.course.enrolledTitle);
    expect(course).not.toContain(LEARNING_TEXT.course.buy("1,500 บาท"));
    expect((await get(buyPath, s.cookie)).headers.get("location")).toBe(coursePath);

    // Paid once: leaving and coming back enrols again without a second order.
    expect((await postForm(base, `${coursePath}/leave`, { intent: "leave" }, s.cookie)).status).toBe(302);
    expect((await enrolment(s.uid)).exists).toBe(false);
    for (const comeBack of [() => get(buyPath, s.cookie), () => buy(s.cookie)]) {
      const again = await comeBack();
      expect(again.headers.get("location")).toBe(coursePath);
      expect(decodeURIComponent(cookiePair(again, "notice") ?? "")).toContain(COURSE_ORDER.enrolledAgain);
      expect((await enrolment(s.uid)).exists).toBe(true);
      await postForm(base, `${coursePath}/leave`, { intent: "leave" }, s.cookie);
    }
    expect((await db.collection(C.orders).where("uid", "==", s.uid).get()).size).toBe(1);
  });
});

describe("the course editor's price", () => {
  it("refuses what is not an amount in Thai, keeping the typed text; stores 1,500 as satang; empty is free", async () => {
    const run = clockNow().toString(36);
    const fields = { title: `คอร์สมีราคา ${run}`, slug: `priced-${run}`, summary: "สรุป", description: "", level: "beginner", icon: "🧪", order: "98", coverUrl: "", coverAlt: "", intent: "save" };
    for (const price of ["หนึ่งพัน", "0", "1.234"]) {
      const bad = await postForm(base, "/admin/courses/new", { ...fields, price }, admin);
      expect(bad.status, price).toBe(400);
      const html = await text(bad);
      expect(html).toContain(`id="field-price-error">${FIELD_ERRORS.price}<`);
      expect(html).toContain(`value="${price}"`);
    }
    const saved = await postForm(base, "/admin/courses/new", { ...fields, price: "1,500" }, admin);
    expect(saved.status).toBe(302);
    const id = saved.headers.get("location")!.split("/")[3]!.split("?")[0]!;
    expect((await db.collection("courses").doc(id).get()).get("price")).toBe(150_000);
    expect(await text(await get(`/admin/courses/${id}`, admin))).toMatch(/name="price"[^>]*value="1,500"|value="1,500"[^>]*name="price"/);
    const free = await postForm(base, "/admin/courses/new", { ...fields, slug: `free-${run}`, price: "" }, admin);
    expect(free.status).toBe(302);
    expect((await db.collection("courses").doc(free.headers.get("location")!.split("/")[3]!.split("?")[0]!).get()).get("price")).toBeNull();
  });
});

