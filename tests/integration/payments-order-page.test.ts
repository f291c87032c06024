/**
 * The order page as a phone pays from it (issue 42), over HTTP against the built server: the
 * amount, the QR as a picture (the PNG "บันทึกรูป QR" saves: the payload read back, kept by the
 * browser with its version, only for the order's student while it waits), the PromptPay number
 * as text, three steps, then the slip form; "ออกใบเสร็จในนาม" checked, kept as typed after a
 * refusal, stored on the order and its receipt; a refused slip answered with its reason first
 * in the page's main column.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ORDER, PAY, SLIP_ERRORS } from "~/payments/messages";
import { PAYMENT_COLLECTIONS as C } from "~/payments/model";
import { promptPayPayload } from "~/payments/promptpay";
import { now as clockNow } from "~/kernel/clock";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { DEMO_HOUR_PACKAGE, DEMO_PAYMENT_SETTINGS } from "../../harness/seed-payments.ts";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { decodeQr, postSlip, slipImage } from "../support/payments";

const base = env.baseUrl;
const db = testDb();

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const text = async (res: Response) => decodeHtml(await res.text());
const unique = () => `${clockNow().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const orderDoc = async (path: string) => (await db.collection(C.orders).doc(path.split("/").pop()!).get()).data()!;

async function newOrder(cookie: string): Promise<string> {
  const res = await postForm(base, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, cookie);
  expect(res.status).toBe(302);
  return res.headers.get("location")!;
}

/** Where `needle` is in `page` (it must be there). */
function at(page: string, needle: string): number {
  const i = page.indexOf(needle);
  expect(i, needle).toBeGreaterThanOrEqual(0);
  return i;
}

const qrSrc = (page: string) => /<img src="([^"]+)" alt="QR พร้อมเพย์ ยอด 3,500 บาท"/.exec(page)![1]!;

describe("an open order's page", () => {
  it("opens on the amount and the QR picture, then the save link, the PromptPay number, three steps and the slip form", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const page = await text(await get(path, s.cookie));
    const order = [
      at(page, '<main'),
      at(page, 'class="pay-amount"'),
      at(page, 'alt="QR พร้อมเพย์ ยอด 3,500 บาท"'),
      at(page, PAY.saveQr),
      at(page, 'id="promptpay-number"'),
      at(page, PAY.stepsTitle),
      at(page, ORDER.slipTitle),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain(`value="${DEMO_PAYMENT_SETTINGS.promptPayId}"`);
    expect(page).toContain(PAY.promptPay.phone);
    for (const step of PAY.steps("3,500 บาท")) expect(page).toContain(step);
    const src = qrSrc(page);
    expect(src).toMatch(new RegExp(`^${path}/qr\\.png\\?v=[\\w-]+$`));
    expect(page).toContain(`href="${src}" download="promptpay-3500.png"`);

    // The picture: a PNG whose QR reads back as the payload, kept by the browser at its version.
    const png = await get(src, s.cookie);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(png.headers.get("content-disposition")).toBe('inline; filename="promptpay-3500.png"');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(await decodeQr(bytes)).toBe(promptPayPayload(DEMO_PAYMENT_SETTINGS.promptPayId, 350_000));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 600 });
    // Drawn once: the same bytes again; another version is not kept; another student gets nothing.
    expect(Buffer.from(await (await get(src, s.cookie)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await get(`${path}/qr.png?v=old`, s.cookie)).headers.get("cache-control")).toBe("private, no-store");
    const other = await signedInSession();
    expect((await get(src, other.cookie)).status).toBe(404);
    expect((await get(`/orders/not-an-id/qr.png`, s.cookie)).status).toBe(404);
  });

  it("has no picture once the slip is sent", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const src = qrSrc(await text(await get(path, s.cookie)));
    expect((await postSlip(base, path, await slipImage(`pic-${unique()}`), s.cookie)).status).toBe(302);
    expect((await get(src, s.cookie)).status).toBe(404);
    expect(await text(await get(path, s.cookie))).not.toContain(PAY.saveQr);
  });
});

describe("ออกใบเสร็จในนาม", () => {
  it("refuses a name of signs only or too long, in Thai, keeping what was typed; a good one is cleaned and goes to the order and its receipt", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const slip = await slipImage(`payer-${unique()}`);
    const signs = await postSlip(base, path, slip, s.cookie, "image/jpeg", { payerName: "!!!" });
    expect(signs.status).toBe(400);
    const signsPage = await text(signs);
    expect(signsPage).toContain(PAY.payerEmpty);
    expect(signsPage).toContain('value="!!!"');
    const long = "ก".repeat(81);
    const tooLong = await postSlip(base, path, slip, s.cookie, "image/jpeg", { payerName: long });
    expect(tooLong.status).toBe(400);
    expect(await text(tooLong)).toContain(PAY.payerLong(80));
    expect((await orderDoc(path)).status).toBe("pending");

    expect((await postSlip(base, path, slip, s.cookie, "image/jpeg", { payerName: "  คุณแม่  <b>สมศรี</b>\u200b ใจดี " })).status).toBe(302);
    const order = await orderDoc(path);
    expect(order.status).toBe("review");
    expect(order.payerName).toBe("คุณแม่ สมศรี ใจดี");
    const id = path.split("/").pop()!;
    expect((await postForm(base, "/admin/payments", { intent: "confirm", id }, await sessionCookieForUid("demo-admin-1"))).status).toBe(302);
    const receipts = await db.collection(C.receipts).where("orderId", "==", id).get();
    expect(receipts.docs.map((d) => d.get("payerName"))).toEqual(["คุณแม่ สมศรี ใจดี"]);
    const paid = await text(await get(path, s.cookie));
    expect(paid).toContain(PAY.payerShown);
    expect(paid).toContain("คุณแม่ สมศรี ใจดี");
  });

  it("an empty name is none: the receipt is the student's", async () => {
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    expect((await postSlip(base, path, await slipImage(`nopayer-${unique()}`), s.cookie, "image/jpeg", { payerName: "   " })).status).toBe(302);
    expect((await orderDoc(path)).payerName).toBeNull();
  });
});

describe("a refused slip", () => {
  it("answers with its reason first in the page's main column, focused when the page loads, the typed name kept", async () => {
    const slip = await slipImage(`used-${unique()}`);
    const first = await signedInSession();
    expect((await postSlip(base, await newOrder(first.cookie), slip, first.cookie)).status).toBe(302);
    const s = await signedInSession();
    const path = await newOrder(s.cookie);
    const res = await postSlip(base, path, slip, s.cookie, "image/jpeg", { payerName: "คุณพ่อ ทดสอบ" });
    expect(res.status).toBe(400);
    const page = await text(res);
    const answer = /<div class="alert alert--error form-answer" role="alert" id="form-answer" tabindex="-1" autofocus=""><p>([^<]*)<\/p>/.exec(page);
    expect(answer?.[1]).toBe(SLIP_ERRORS.reused);
    expect(at(page, "<main")).toBeLessThan(answer!.index);
    expect(answer!.index).toBeLessThan(at(page, "<h1"));
    expect(page).toContain('value="คุณพ่อ ทดสอบ"');
    expect((await orderDoc(path)).status).toBe("pending");
  });
});
