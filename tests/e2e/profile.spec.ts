/**
 * The profile in Chromium: the first sign-in (through the emulator's popup,
 * JavaScript on) asks for a name, offered cleaned from the IdP's
 * `Mal<img …>`, then goes on to the page the student was going to; the name
 * then shows in /admin/students, the question inbox and the agenda (a
 * question asked and a session booked through the pages). Without
 * JavaScript the form posts, and a refusal keeps everything typed.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { PROFILE_TEXT } from "~/auth/messages";
import { QUESTION_TEXT } from "~/questions/messages";
import { signedInSession, uniqueEmail } from "../../harness/auth";
import { expect, expectFits, signInAs, pickTime, signInThroughPopup, test } from "../support/e2e";
import { testDays } from "../../harness/test-days";

test.use({ popup: true });


async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "th-TH" });
  await signInAs(context, "demo-admin-1", baseURL);
  return context.newPage();
}

test("the first sign-in asks for a name, then goes on; the tutor sees the name in the lists", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 6);
  const name = `น้องอีทู ${run}`;
  await page.goto(`/login?redirectTo=${encodeURIComponent("/lesson/math-01")}`);
  await signInThroughPopup(page, "google", uniqueEmail("first"), "Mal<img src=x onerror=alert(1)>");
  await page.waitForURL(/\/profile\?redirectTo=%2Flesson%2Fmath-01$/);
  await expect(page.getByRole("heading", { level: 1, name: PROFILE_TEXT.firstTitle })).toBeVisible();
  const field = page.getByLabel(PROFILE_TEXT.displayName);
  await expect(field).toHaveValue("Mal");
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  await field.fill(name);
  await page.getByRole("button", { name: PROFILE_TEXT.save, exact: true }).click();
  await page.waitForURL(/\/lesson\/math-01$/);
  await expect(page.locator("#notice")).toHaveText(PROFILE_TEXT.saved);

  // A question to find in the inbox.
  await page.getByLabel(QUESTION_TEXT.bodyLabel).fill(`คำถามของ ${run}`);
  await page.getByRole("button", { name: QUESTION_TEXT.ask }).click();
  await expect(page.locator(".question-list .question").filter({ hasText: run })).toBeVisible();

  // A booking to find in the agenda (the next 14 days): the file's own day, its last open time.
  await page.goto("/tutoring");
  await page.getByRole("link", { name: "เลือกวันและเวลา ติวตัวต่อตัว 60 นาที" }).click();
  await page.waitForURL(/[?&]type=.+#pick-day$/);
  await pickTime(page, testDays(import.meta.url).day(8), "last");
  await page.getByRole("button", { name: "ยืนยันการจอง" }).click();
  await expect(page).toHaveURL(/\/sessions\/[A-Za-z0-9_-]+$/);

  const admin = await adminPage(browser, baseURL!);
  await admin.goto(`/admin/students?q=${encodeURIComponent(run)}`);
  await expect(admin.getByRole("link", { name })).toBeVisible();
  await admin.goto("/admin/questions?status=open");
  await expect(admin.locator(".inbox-item").filter({ hasText: run })).toContainText(name);
  await admin.goto("/admin/tutoring");
  await expect(admin.getByText(name).first()).toBeVisible();
});

test("without JavaScript: a refused name keeps everything typed, then the profile saves", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "th-TH", javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const run = randomUUID().slice(0, 6);
  const session = await signedInSession({ name: "ไม่มีสคริปต์" });
  await context.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: PROFILE_TEXT.firstTitle })).toBeVisible();
  await expectFits(page);
  await page.getByLabel(PROFILE_TEXT.displayName).fill("ก".repeat(41));
  await page.getByLabel(PROFILE_TEXT.grade).selectOption("ม.3");
  await page.getByLabel(PROFILE_TEXT.school).fill(`โรงเรียน ${run}`);
  await page.getByRole("button", { name: PROFILE_TEXT.save, exact: true }).click();
  // The reason at the top of the first screen (FormAnswer, its link to the field) and under the field.
  await expect(page.locator("#form-answer")).toContainText(PROFILE_TEXT.errors.nameLong);
  await expect(page.locator("#displayName-error")).toHaveText(PROFILE_TEXT.errors.nameLong);
  await expect(page.getByLabel(PROFILE_TEXT.displayName)).toHaveValue("ก".repeat(41));
  await expect(page.getByLabel(PROFILE_TEXT.grade)).toHaveValue("ม.3");
  await expect(page.getByLabel(PROFILE_TEXT.school)).toHaveValue(`โรงเรียน ${run}`);
  await page.getByLabel(PROFILE_TEXT.displayName).fill(`ไม่มีสคริปต์ ${run}`);
  await page.getByRole("button", { name: PROFILE_TEXT.save, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByText(`สวัสดี ไม่มีสคริปต์ ${run}`)).toBeVisible();
  await context.close();
});
