/**
 * Paying for an hour package in Chromium at 375 px without JavaScript: the student finds the
 * package on /tutoring, confirms the order, sees the QR with the amount and the recipient,
 * uploads a slip (a picture holding a QR, made with qrcode and sharp); the tutor confirms it on
 * /admin/payments; the student reads ชำระแล้ว, opens the receipt and has 10 hours on /tutoring, then
 * books the demo type paid from hours and has 9. Axe on each page (in a
 * second context with scripts, on the same server HTML), each fits 375 px. With JavaScript, the
 * slip chosen shows before it is sent (the upload island), and the order comes back the same.
 */
import { PDFDocument } from "pdf-lib";
import { signedInSession } from "../../harness/auth";
import { DEMO_HOUR_PACKAGE } from "../../harness/seed-payments.ts";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { testDays } from "../../harness/test-days";
import { expectPhonePage, PHONE } from "../support/phone";
import { slipImage } from "../support/payments";


test("buy an hour package, send the slip, the tutor confirms, the receipt (375 px, no JavaScript)", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const student = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  const session = await signedInSession({ name: "น้องทดสอบ จ่ายเงิน" });
  await student.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();

  await page.goto("/tutoring");
  await page.getByRole("link", { name: "ซื้อแพ็กเกจนี้ 10 ชั่วโมง 3,500 บาท" }).click();
  await expect(page).toHaveURL(`/orders/new?package=${DEMO_HOUR_PACKAGE.id}`);
  await expectPhonePage(browser, page, "/orders/new");
  await page.getByRole("button", { name: "ยืนยันการสั่งซื้อ" }).click();
  await expect(page.locator("#notice")).toContainText("สร้างคำสั่งซื้อแล้ว");
  await expect(page.locator("#order-status")).toHaveText("รอชำระเงิน");
  await expect(page.getByRole("img", { name: "QR พร้อมเพย์ ยอด 3,500 บาท" })).toBeVisible();
  await expect(page.getByText("สแกนด้วยแอปธนาคาร")).toBeVisible();
  const orderPath = new URL(page.url()).pathname;
  await expectPhonePage(browser, page, orderPath);

  const ref = `e2e-${Date.now().toString(36)}`;
  await page.getByLabel("รูปสลิป").setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipImage(ref) });
  await page.getByRole("button", { name: "ส่งสลิป" }).click();
  await expect(page.locator("#notice")).toContainText("ได้รับสลิปแล้ว");
  await expect(page.locator("#order-status")).toHaveText("รอตรวจสอบสลิป");
  await expectFits(page, "the order with its slip");

  const tutor = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  await signInAs(tutor, "demo-admin-1", baseURL!);
  const admin = await tutor.newPage();
  await admin.goto("/admin/payments");
  const card = admin.locator("article", { hasText: session.email });
  await expect(card.getByText(ref)).toBeVisible();
  await expect(card.getByRole("img")).toBeVisible();
  await expectPhonePage(browser, admin, "/admin/payments");
  await card.getByRole("button", { name: "ยืนยันรับเงิน" }).click();
  await expect(admin.locator("#notice")).toContainText(/ยืนยันรับเงินแล้ว ใบเสร็จเลขที่ 25\d\d\/\d{4}/);
  await expect(admin.locator("article", { hasText: session.email })).toHaveCount(0);
  await tutor.close();

  await page.goto(orderPath);
  await expect(page.locator("#order-status")).toHaveText("ชำระแล้ว");
  await page.getByRole("link", { name: "ดูใบเสร็จรับเงิน" }).click();
  await expect(page.getByRole("heading", { name: "ใบเสร็จรับเงิน" })).toBeVisible();
  await expect(page.getByText(/เลขที่ 25\d\d\/\d{4}/)).toBeVisible();
  await expect(page.locator("#amount-words")).toHaveText("สามพันห้าร้อยบาทถ้วน");
  await expectPhonePage(browser, page, "the receipt");
  // The receipt prints on one A4 sheet.
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  await page.goto("/tutoring");
  await expect(page.locator("#hours-left")).toHaveText(/^10\s+ชั่วโมง$/);

  // The student books the demo type paid from hours: the hour is used with the booking.
  await page.goto(`/tutoring?type=hours-60&day=${testDays(import.meta.url).day(18)}`);
  await page.locator(".tutoring-times a").first().click();
  await page.getByRole("button", { name: "ยืนยันการจอง" }).click();
  await expect(page.locator("#notice")).toContainText("จองเรียบร้อยแล้ว");
  await page.goto("/tutoring");
  await expect(page.locator("#hours-left")).toHaveText(/^9\s+ชั่วโมง$/);
  await student.close();
});

test("with JavaScript at 375 px the slip shows before it is sent, and the order after it (islands/upload.ts)", async ({ browser, baseURL }) => {
  const student = await browser.newContext({ baseURL, ...PHONE });
  const session = await signedInSession({ name: "น้องทดสอบ สลิป" });
  await student.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();
  await page.goto(`/orders/new?package=${DEMO_HOUR_PACKAGE.id}`);
  await page.getByRole("button", { name: "ยืนยันการสั่งซื้อ" }).click();
  await expect(page.locator("#order-status")).toHaveText("รอชำระเงิน");
  const orderPath = new URL(page.url()).pathname;

  await page.getByLabel("รูปสลิป").setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipImage(`e2e-js-${Date.now().toString(36)}`) });
  await expect(page.locator(".upload-preview").getByRole("img", { name: "slip.jpg" })).toBeVisible();
  await expectFits(page, "the order with the slip chosen");
  await page.getByRole("button", { name: "ส่งสลิป" }).click();
  await expect(page.locator("#notice")).toContainText("ได้รับสลิปแล้ว");
  await expect(page.locator("#order-status")).toHaveText("รอตรวจสอบสลิป");
  expect(new URL(page.url()).pathname).toBe(orderPath);
  await student.close();
});

test("buy a course: its price, the order, the slip, the tutor confirms, the lessons open (375 px, no JavaScript)", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const course = DEMO_COURSES.find((c) => c.price != null)!;
  const locked = DEMO_LESSONS.find((l) => l.courseId === course.id && !l.freePreview)!;
  const student = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  const session = await signedInSession({ name: "น้องทดสอบ ซื้อคอร์ส" });
  await student.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();

  await page.goto(`/course/${course.slug}`);
  await expect(page.getByTestId("course-price")).toHaveText("ราคา 1,500 บาท");
  await expectPhonePage(browser, page, "the paid course");
  await page.getByRole("link", { name: "ซื้อคอร์สนี้ 1,500 บาท" }).click();
  await expect(page).toHaveURL(`/orders/new?course=${course.slug}`);
  await expect(page.getByText(`คอร์ส ${course.title} 1,500 บาท`)).toBeVisible();
  await expectPhonePage(browser, page, "/orders/new?course");
  await page.getByRole("button", { name: "ยืนยันการสั่งซื้อ" }).click();
  await expect(page.locator("#notice")).toContainText("สร้างคำสั่งซื้อแล้ว");
  await expect(page.locator("#order-status")).toHaveText("รอชำระเงิน");
  await expect(page.getByRole("img", { name: "QR พร้อมเพย์ ยอด 1,500 บาท" })).toBeVisible();
  const orderPath = new URL(page.url()).pathname;

  // Back to the course and "buy" again: the open order, not a second one.
  await page.goto(`/course/${course.slug}`);
  await page.getByRole("link", { name: "ซื้อคอร์สนี้ 1,500 บาท" }).click();
  await expect(page.locator("#notice")).toContainText("มีคำสั่งซื้อที่รอชำระอยู่แล้ว");
  expect(new URL(page.url()).pathname).toBe(orderPath);

  const ref = `e2e-course-${Date.now().toString(36)}`;
  await page.getByLabel("รูปสลิป").setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: await slipImage(ref) });
  await page.getByRole("button", { name: "ส่งสลิป" }).click();
  await expect(page.locator("#order-status")).toHaveText("รอตรวจสอบสลิป");

  const tutor = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  await signInAs(tutor, "demo-admin-1", baseURL!);
  const admin = await tutor.newPage();
  await admin.goto("/admin/payments");
  const card = admin.locator("article", { hasText: session.email });
  await expect(card.getByText(`คอร์ส ${course.title} 1,500 บาท`)).toBeVisible();
  await card.getByRole("button", { name: "ยืนยันรับเงิน" }).click();
  await expect(admin.locator("#notice")).toContainText(/ยืนยันรับเงินแล้ว ใบเสร็จเลขที่ 25\d\d\/\d{4}/);
  await tutor.close();

  await page.goto(orderPath);
  await expect(page.locator("#order-status")).toHaveText("ชำระแล้ว");
  await expectPhonePage(browser, page, "the paid course order");
  await page.getByRole("link", { name: "เข้าเรียนคอร์สนี้" }).click();
  await expect(page.getByText("น้องลงทะเบียนคอร์สนี้แล้ว")).toBeVisible();
  await expect(page.getByRole("link", { name: "ซื้อคอร์สนี้ 1,500 บาท" })).toHaveCount(0);
  await page.goto(`/lesson/${locked.id}`);
  await expect(page.getByRole("heading", { level: 1, name: locked.title })).toBeVisible();
  await expect(page.getByText(`ซื้อคอร์ส “${course.title}” ก่อน`)).toHaveCount(0);
  await expectFits(page, "the lesson, bought");
  await student.close();
});

