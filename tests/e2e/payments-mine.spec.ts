/**
 * "การชำระเงินของฉัน" on a phone, in Chromium at 375 px with and without JavaScript: from a lesson
 * page the student opens the menu, taps "การชำระเงินของฉัน", finds the order still waiting (its
 * button back to the QR in the first screen) and the one paid by hand, with its receipt and the
 * hours left in hours; the receipt is made out to the parent who paid and names the student by
 * the name they chose; its print button shows with JavaScript (a hint says how without). Axe
 * on the page and the receipt; each fits 375 px.
 */
import type { Browser } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { DEMO_LESSONS } from "../../harness/seed-content";
import { axeViolations } from "../support/axe";
import { expect, expectFits, test } from "../support/e2e";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { PHONE } from "../support/phone";

const lesson = DEMO_LESSONS.find((l) => l.freePreview)!;
const hidden = (html: string, name: string) => new RegExp(`type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";

/** A student who chose a name, an order of theirs waiting, and one paid by hand by a parent: the paid order's receipt. */
async function studentWithPayments(base: string) {
  const s = await signedInSession();
  await testDb().collection("users").doc(s.uid).set({ profile: { displayName: "น้องฟ้า ชำระเงิน", grade: null, school: null, parentEmail: null } }, { merge: true });
  const ordered = await postForm(base, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, s.cookie);
  expect(ordered.status).toBe(302);
  const admin = await sessionCookieForUid("demo-admin-1");
  const ask = await (await postForm(base, "/admin/payments", { intent: "byhand-check", student: s.uid, item: `package:${DEMO_HOUR_PACKAGE.id}`, method: "cash", note: "", payerName: "คุณแม่ ฟ้าใส" }, admin)).text();
  const orderId = hidden(ask, "orderId");
  const done = await postForm(base, "/admin/payments", { intent: "byhand", student: s.uid, item: `package:${DEMO_HOUR_PACKAGE.id}`, method: "cash", note: "", payerName: "คุณแม่ ฟ้าใส", orderId }, admin);
  expect(done.status).toBe(302);
  const receipt = String((await testDb().collection("paymentOrders").doc(orderId).get()).get("receipt"));
  return { s, waiting: ordered.headers.get("location")!, receipt };
}

async function phoneOf(browser: Browser, baseURL: string, token: string, js: boolean) {
  const context = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: js });
  await context.addCookies([{ name: "session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context.newPage();
}

for (const js of [true, false]) {
  const how = js ? "with" : "without";

  test(`the student finds the waiting order, the receipt and the hours on การชำระเงินของฉัน at 375 px ${how} JavaScript`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { s, waiting, receipt } = await studentWithPayments(baseURL!);
    const page = await phoneOf(browser, baseURL!, s.sessionToken, js);
    await page.goto(`/lesson/${lesson.id}`);
    await page.getByLabel("เมนู", { exact: true }).click();
    await page.getByRole("link", { name: "การชำระเงินของฉัน" }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole("heading", { level: 1, name: "การชำระเงินของฉัน" })).toBeVisible();

    // The waiting order's way back to its QR is in the first screen.
    const pay = page.getByRole("link", { name: /^ดู QR และชำระเงิน/ });
    await expect(pay).toHaveAttribute("href", waiting);
    await expect(pay).toBeInViewport();
    await expect(page.locator("#my-hours-left")).toHaveText(/^10\s+ชั่วโมง$/);
    await expect(page.locator("#my-hours-until")).toContainText("ใช้ได้ถึง");
    await expectFits(page, "/payments");
    expect(await axeViolations(js ? page : await otherWithScripts(browser, baseURL!, s.sessionToken, "/payments")), "/payments").toEqual([]);

    await page.getByRole("link", { name: `ใบเสร็จเลขที่ ${receipt}` }).first().click();
    await expect(page).toHaveURL(new RegExp(`/receipts/${receipt.replace("/", "-")}$`));
    await expect(page.locator("#receipt-payer")).toHaveText("คุณแม่ ฟ้าใส");
    await expect(page.locator("#receipt-student")).toHaveText(`น้องฟ้า ชำระเงิน (${s.email})`);
    const print = page.getByRole("button", { name: "พิมพ์หรือบันทึกเป็น PDF" });
    if (js) {
      await expect(print).toBeInViewport();
      await expect(page.getByText("พิมพ์หรือบันทึกเป็น PDF ได้จากเมนูพิมพ์ของเบราว์เซอร์")).toBeHidden();
    } else {
      await expect(print).toBeHidden();
      await expect(page.getByText("พิมพ์หรือบันทึกเป็น PDF ได้จากเมนูพิมพ์ของเบราว์เซอร์")).toBeInViewport();
    }
    await expectFits(page, "the receipt");
    // Printed: the receipt alone, on one A4 sheet.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".receipt-tools")).toBeHidden();
    await expect(page.locator(".topbar")).toBeHidden();
    if (js) {
      const pdf = await PDFDocument.load(await page.pdf({ format: "A4", preferCSSPageSize: true }));
      expect(pdf.getPageCount()).toBe(1);
    }
    await page.context().close();
  });
}

/** The same page in a context with scripts, for axe (which needs them). */
async function otherWithScripts(browser: Browser, baseURL: string, token: string, path: string) {
  const page = await phoneOf(browser, baseURL, token, true);
  await page.goto(path);
  return page;
}
