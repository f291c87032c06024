/**
 * Booking a type with a price per session in Chromium at 375 px without JavaScript: the student
 * chooses the demo paid type (its price where they choose and on the confirm step), books, lands
 * on the order with the QR for the exact amount and the notice that the time is held for 30
 * minutes and until when, uploads a slip; "นัดเรียนของฉัน" then shows the booking waiting for
 * the tutor's check. Axe on the confirm step and the order (a second context with scripts reads
 * the same server HTML); each fits 375 px.
 */
import { signedInSession } from "../../harness/auth";
import { expect, expectFits, test } from "../support/e2e";
import { testDays } from "../../harness/test-days";
import { expectPhonePage, PHONE } from "../support/phone";
import { slipImage } from "../support/payments";

// Day +11 is no other test's; the first open time of it is taken (a retry takes the next).
const DAY = testDays(import.meta.url).day(19);

test("book a type with a price per session: the QR, held 30 minutes, the slip, waiting for the tutor (375 px, no JavaScript)", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const student = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  const session = await signedInSession({ name: "น้องทดสอบ จองจ่ายรายครั้ง" });
  await student.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();

  await page.goto("/tutoring");
  const card = page.locator("article", { hasText: "เรียนเดี่ยวจ่ายรายครั้ง 60 นาที" });
  await expect(card.getByText("ครั้งละ 350 บาท")).toBeVisible();
  await page.goto(`/tutoring?type=paid-60&day=${DAY}`);
  await page.locator(".tutoring-times a").first().click();
  await expect(page.getByRole("heading", { name: "ตรวจสอบก่อนจอง" })).toBeVisible();
  await expect(page.locator(".tutoring-confirm").getByText("ครั้งละ 350 บาท")).toBeVisible();
  await expect(page.getByText("เวลานี้จะจองไว้ให้ 30 นาทีเพื่อรอสลิป")).toBeVisible();
  await expectPhonePage(browser, page, "the confirm step of a priced type");
  await page.getByRole("button", { name: "ยืนยันการจอง" }).click();

  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9]{20}$/);
  await expect(page.locator("#notice")).toContainText("จองเวลาไว้ให้แล้ว");
  await expect(page.locator("#notice")).toContainText(/ภายใน 30 นาที \(ถึง \d\d:\d\d น\.\)/);
  await expect(page.locator("#notice")).not.toContainText(/\d{4}-\d\d-\d\d/);
  await expect(page.locator("#order-status")).toHaveText("รอชำระเงิน");
  await expect(page.getByRole("img", { name: "QR พร้อมเพย์ ยอด 350 บาท" })).toBeVisible();
  await expect(page.getByText("สแกนด้วยแอปธนาคาร")).toBeVisible();
  const orderPath = new URL(page.url()).pathname;
  await expectPhonePage(browser, page, orderPath);

  await page.goto("/sessions");
  await expect(page.getByText(/^รอชำระเงิน \(จองไว้ถึง \d\d:\d\d น\.\)$/)).toBeVisible();
  // The booking's own page says the same, with the link to pay.
  await page.getByRole("heading", { level: 3 }).getByRole("link", { name: "เรียนเดี่ยวจ่ายรายครั้ง 60 นาที" }).click();
  await expect(page.locator(".session-facts")).toContainText(/การชำระเงิน\s*รอชำระเงิน \(จองไว้ถึง \d\d:\d\d น\.\)/);
  await expectPhonePage(browser, page, "a booking waiting for its payment");
  await page.screenshot({ path: test.info().outputPath("booking-waiting.png") });
  await page.locator(".session-facts").getByRole("link", { name: "ชำระเงิน" }).click();
  await expect(page).toHaveURL(orderPath);

  await page.getByLabel("รูปสลิป").setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipImage(`e2e-hold-${Date.now().toString(36)}`) });
  await page.getByRole("button", { name: "ส่งสลิป" }).click();
  await expect(page.locator("#notice")).toContainText("ได้รับสลิปแล้ว");
  await expect(page.locator("#order-status")).toHaveText("รอตรวจสอบสลิป");

  await page.goto("/sessions");
  await expect(page.locator(".badge", { hasText: "รอตรวจสอบสลิป" })).toBeVisible();
  await expectFits(page, "/sessions with a booking waiting for the tutor");
  await student.close();
});
