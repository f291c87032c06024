/**
 * The tutor's reports on a mock exam in Chromium at 1280 px with JavaScript: the results table
 * (each student's best attempt and topics) and the item analysis (a flagged question, its
 * choices' picks, maths typeset); axe on both; both fit 1280 and 375 px.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { EXAM_REPORT_TEXT } from "~/exams/messages";
import { ADMIN_EXAM_URLS } from "~/exams/urls";
import { now } from "~/kernel/clock";
import { signedInSession } from "../../harness/auth";
import { axeViolations } from "../support/axe";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { writeReportAttempt, writeReportExam } from "../support/exam-reports";

async function fitsAndPasses(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await expectFits(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFits(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the results table and the item analysis of an exam", async ({ page, context, baseURL }) => {
  const run = randomUUID().slice(0, 8);
  const examId = `e2e-reports-${run}`;
  const title = `ข้อสอบจำลองดูรายงาน ${run}`;
  const at = now() - 3_600_000;
  await writeReportExam(examId, title, at);
  const [a, b, c] = await Promise.all([`น้องหนึ่ง ${run}`, `น้องสอง ${run}`, `น้องสาม ${run}`].map((name) => signedInSession({ name })));
  await writeReportAttempt(examId, a!.uid, 1, { "q-union": ["a"], "q-trap": ["a"], "q-count": ["8"] }, at);
  await writeReportAttempt(examId, b!.uid, 1, { "q-union": ["b"], "q-trap": ["b"], "q-count": ["8"] }, at);
  await writeReportAttempt(examId, c!.uid, 1, { "q-union": ["a"], "q-trap": ["b"] }, at, "expired");
  await signInAs(context, "demo-admin-1", baseURL!);

  await page.goto(ADMIN_EXAM_URLS.results(examId));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EXAM_REPORT_TEXT.resultsTitle(title));
  const table = page.getByRole("table", { name: EXAM_REPORT_TEXT.resultsCaption });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "ตรรกศาสตร์" })).toBeVisible();
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(`น้องหนึ่ง ${run}`);
  await expect(first).toContainText("3/3");
  await expect(first).toContainText("100%");
  await expect(table.getByRole("row", { name: new RegExp(`น้องสาม ${run}`) })).toContainText(EXAM_REPORT_TEXT.gradedAtDeadline);
  await expect(page.getByRole("link", { name: EXAM_REPORT_TEXT.csv })).toHaveAttribute("href", ADMIN_EXAM_URLS.resultsCsv(examId));
  await fitsAndPasses(page);

  await page.getByRole("link", { name: EXAM_REPORT_TEXT.toItems }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_EXAM_URLS.items(examId)}$`));
  await expect(page.getByTestId("items-flagged")).toHaveText(EXAM_REPORT_TEXT.flaggedCount(1));
  const trap = page.locator('[data-question="q-trap"]');
  await expect(trap).toContainText(EXAM_REPORT_TEXT.flagBadge);
  await expect(trap).toContainText(EXAM_REPORT_TEXT.right(1, 33));
  await expect(trap.locator('[data-choice="b"]')).toContainText("67%");
  await expect(page.locator('[data-question="q-union"] .katex').first()).toBeVisible();
  await expect(page.locator('[data-question="q-union"]')).not.toContainText("$");
  await fitsAndPasses(page);
});
