/**
 * The tutor's morning in Chromium: /admin at 375 px, with and without JavaScript, opens on
 * "วันนี้" with its four counts in the first screen (fits, axe); at 1 280 px a slip's card on
 * /admin/payments has the slip beside the amount and the buttons, all in one screen, with the
 * bank's reference; the student page at 375 px lists the order (fits, axe).
 */
import { signedInSession } from "../../harness/auth";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { expect, signInAs, test } from "../support/e2e";
import { postForm } from "../support/forms";
import { ensureSlipRead, postSlip, slipImage, slipPayload } from "../support/payments";
import { expectPhonePage, PHONE } from "../support/phone";

const shot = (name: string) => `test-results/admin-today-${name}.png`;

for (const js of [false, true]) {
  test(`/admin opens on วันนี้ with its four counts in the first screen (375 px, JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const tutor = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: js });
    await signInAs(tutor, "demo-admin-1", baseURL!);
    const page = await tutor.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("วันนี้");
    for (const k of ["slips", "handins", "questions", "classes"]) await expect(page.getByTestId(`today-${k}`)).toBeInViewport();
    await page.screenshot({ path: shot(`375-js-${js ? "on" : "off"}`) });
    await expectPhonePage(browser, page, "/admin");
    await tutor.close();
  });
}

test("a slip's card at 1 280 px: the slip beside the amount and the buttons, in one screen, with the bank's reference", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const student = await signedInSession({ name: "น้องสลิปจอกว้าง" });
  const ordered = await postForm(baseURL!, "/orders/new", { package: DEMO_HOUR_PACKAGE.id }, student.cookie);
  expect(ordered.status).toBe(302);
  const orderPath = ordered.headers.get("location")!;
  const ref = `20261129${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  expect((await postSlip(baseURL!, orderPath, await slipImage(slipPayload(ref)), student.cookie)).status).toBe(302);
  await ensureSlipRead(orderPath, slipPayload(ref));

  const tutor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: "th-TH" });
  await signInAs(tutor, "demo-admin-1", baseURL!);
  const page = await tutor.newPage();
  await page.goto("/admin/payments");
  const card = page.getByTestId("slip-card").filter({ hasText: student.email });
  await card.scrollIntoViewIfNeeded();
  await card.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await expect(card.getByTestId("slip-ref")).toHaveText(ref);
  await expect(card.getByRole("img")).toBeInViewport();
  await expect(card.getByRole("button", { name: "ยืนยันรับเงิน" })).toBeInViewport();
  await expect(card.getByRole("button", { name: "สลิปไม่ผ่าน" })).toBeInViewport();
  const slip = (await card.getByRole("img").boundingBox())!;
  const amount = (await card.locator(".pay-review__amount").boundingBox())!;
  expect(slip.x + slip.width).toBeLessThanOrEqual(amount.x);
  await page.screenshot({ path: shot("payments-1280") });

  await page.setViewportSize(PHONE.viewport);
  await page.goto(`/admin/students/${student.uid}`);
  await expect(page.getByTestId("student-orders")).toContainText("รอตรวจสอบสลิป");
  await page.screenshot({ path: shot("student-375"), fullPage: true });
  await expectPhonePage(browser, page, "the student page");
  await tutor.close();
});
