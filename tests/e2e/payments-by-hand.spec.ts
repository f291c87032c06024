/**
 * The tutor's payments by hand in Chromium at 375 px without JavaScript: a cash payment
 * recorded on /admin/payments (the ask-first step with the amount, then the receipt's
 * number), then a refund of it from the recent receipts (asked first too); the student's
 * receipt says how it was paid and that it was refunded, and the hours went back. Axe on the
 * page and on each ask-first answer (its HTML in a second context with scripts), each fits 375 px.
 */
import { signedInSession } from "../../harness/auth";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { expectPhonePage, PHONE } from "../support/phone";


test("the tutor records a cash payment, then refunds it, each asked first (375 px, no JavaScript)", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const session = await signedInSession({ name: "น้องเงินสด ทดสอบ" });
  const tutor = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  await signInAs(tutor, "demo-admin-1", baseURL!);
  const admin = await tutor.newPage();
  await admin.goto("/admin/payments");
  await expectPhonePage(browser, admin, "/admin/payments", { sameHtml: true });

  const form = admin.locator("section", { has: admin.getByRole("heading", { name: "บันทึกการรับเงิน (เงินสดหรือช่องทางอื่น)" }) });
  await form.getByLabel("นักเรียน").selectOption({ label: `น้องเงินสด ทดสอบ (${session.email})` });
  await form.getByLabel("รายการที่ขาย").selectOption({ label: "แพ็กเกจ 10 ชั่วโมง 3,500 บาท" });
  await form.getByLabel("ช่องทางการชำระเงิน").selectOption({ label: "เงินสด" });
  await form.getByLabel("หมายเหตุ (ไม่บังคับ)").fill("จ่ายหน้าห้อง");
  await form.getByRole("button", { name: "ตรวจสอบก่อนบันทึก" }).click();
  await expect(admin.getByRole("heading", { name: /^ยืนยันบันทึกรับเงิน 3,500 บาท จาก น้องเงินสด ทดสอบ/ })).toBeVisible();
  await expectPhonePage(browser, admin, "the payment's ask-first step", { sameHtml: true });
  await admin.getByRole("button", { name: "ยืนยันบันทึกรับเงิน" }).click();
  await expect(admin.locator("#notice")).toContainText(/บันทึกรับเงินแล้ว ใบเสร็จเลขที่ 25\d\d\/\d{4}/);
  const receipt = /25\d\d\/\d{4}/.exec((await admin.locator("#notice").textContent()) ?? "")![0];

  const item = admin.locator("li", { hasText: receipt });
  await expect(item).toContainText("น้องเงินสด ทดสอบ · 3,500 บาท · เงินสด");
  await item.getByText(`คืนเงิน ${receipt}`).click();
  await expect(item.getByLabel("จำนวนเงินที่คืน (บาท)")).toHaveValue("3500");
  await item.getByLabel("เหตุผลที่คืนเงิน (นักเรียนจะเห็นข้อความนี้)").fill("ย้ายโรงเรียน");
  await item.getByRole("button", { name: "คืนเงิน", exact: true }).click();
  await expect(admin.getByRole("heading", { name: new RegExp(`^ยืนยันคืนเงิน 3,500 บาท ตามใบเสร็จเลขที่ ${receipt}`) })).toBeVisible();
  await expectPhonePage(browser, admin, "the refund's ask-first step", { sameHtml: true });
  await admin.getByRole("button", { name: "ยืนยันคืนเงิน" }).click();
  await expect(admin.locator("#notice")).toContainText(/คืนเงิน 3,500 บาท แล้ว หักชั่วโมงเรียนคืน 10\s+ชั่วโมง/);
  await expect(admin.locator("li", { hasText: receipt })).toContainText("คืนเงินแล้ว 3,500 บาท เมื่อ");
  await tutor.close();

  const student = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  await student.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();
  await page.goto(`/receipts/${receipt.replace("/", "-")}`);
  await expect(page.getByText("ชำระด้วยเงินสด")).toBeVisible();
  await expect(page.locator("#refunded")).toContainText("คืนเงินแล้ว 3,500 บาท เมื่อ");
  await expectFits(page, "the refunded receipt");
  await page.goto("/tutoring");
  await expect(page.locator("#hours-left")).toHaveText(/^0\s+ชั่วโมง$/);
  await student.close();
});
