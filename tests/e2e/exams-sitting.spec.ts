/**
 * Sitting a mock exam in the browser (docs/exams.md, "Sitting an exam"): at 375 px without
 * JavaScript, start to finish (start, answer page 1, next, mark one, back, review, confirm,
 * submit) landing on the result's address; a page saved, then the deadline passed on the test
 * clock (a second server whose clock starts past the deadline) finds the attempt graded with
 * what was saved; with JavaScript the countdown shows, and axe checks each page (axe needs
 * JavaScript in the page, as in exercises-attempts.spec.ts).
 */
import type { Browser } from "@playwright/test";
import { signedInSession } from "../../harness/auth";
import { startAppServer } from "../../harness/app-server";
import { testPort } from "../../harness/ports";
import { axeViolations } from "../support/axe";
import { expect, expectFits, test } from "../support/e2e";
import { DEADLINE_SHOWN, readAttemptDoc, writeFixedExam } from "../support/exams";
import { EXAM_TEXT } from "~/exams/messages";
import { attemptResultUrl, examUrl } from "~/exams/urls";
import { MINUTE_MS, machineNow, toOffsetIso } from "~/kernel/clock";

const PHONE = { width: 375, height: 800 };

async function student(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE, locale: "th-TH" });
  const s = await signedInSession();
  await context.addCookies([{ name: "session", value: s.sessionToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { page: await context.newPage(), context, uid: s.uid };
}

const noViolations = async (page: Parameters<typeof axeViolations>[0]) => expect(await axeViolations(page)).toEqual([]);

/** The attempt's id from its page's address. */
const attemptIdOf = (url: string) => /\/attempts\/([^/?#]+)/.exec(new URL(url).pathname)![1]!;

test("without JavaScript at 375 px: start, answer, next, mark, back, review, confirm, submit", async ({ browser, baseURL }, testInfo) => {
  const { exam, questions } = await writeFixedExam();
  const [q1, q2, q3] = questions;
  const { page, context } = await student(browser, baseURL!, false);

  await page.goto(examUrl(exam.id));
  await expect(page.getByRole("heading", { level: 1, name: exam.title })).toBeVisible();
  await expect(page.getByText(EXAM_TEXT.questions(4))).toBeVisible();
  await expect(page.getByText(EXAM_TEXT.minutes(20))).toBeVisible();
  await expectFits(page);
  await page.getByRole("button", { name: EXAM_TEXT.start }).click();

  // Page 1: the deadline in the first screen, one answer chosen and one typed.
  await expect(page.getByText(DEADLINE_SHOWN)).toBeInViewport();
  await expect(page.getByText(EXAM_TEXT.pageOf(1, 2)).first()).toBeVisible();
  await page.locator(`#q-${q1!.id}`).getByRole("radio").first().check();
  await page.locator(`#q-${q2!.id}`).getByRole("textbox").fill("4");
  await page.screenshot({ path: testInfo.outputPath("attempt-page-1.png") });
  await expectFits(page);
  await page.getByRole("button", { name: EXAM_TEXT.next }).click();

  // Page 2: mark one, back.
  await expect(page.getByText(EXAM_TEXT.pageOf(2, 2)).first()).toBeVisible();
  await page.locator(`#q-${q3!.id}`).getByRole("checkbox", { name: EXAM_TEXT.mark }).check();
  await page.getByRole("button", { name: EXAM_TEXT.previous }).click();
  await expect(page.locator(`#q-${q1!.id}`).getByRole("radio").first()).toBeChecked();
  await expect(page.locator(`#q-${q2!.id}`).getByRole("textbox")).toHaveValue("4");

  // The review: two unanswered, one marked; the confirmation; the submit.
  await page.getByRole("button", { name: EXAM_TEXT.review }).click();
  await expect(page.getByRole("heading", { name: EXAM_TEXT.unanswered(2) })).toBeInViewport();
  await expect(page.getByRole("heading", { name: EXAM_TEXT.marked(1) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("review.png") });
  await expectFits(page);
  await page.getByRole("link", { name: EXAM_TEXT.submit }).click();
  await expect(page.getByRole("heading", { name: EXAM_TEXT.confirmTitle })).toBeInViewport();
  const attemptId = attemptIdOf(page.url());
  await page.getByRole("button", { name: EXAM_TEXT.confirmSubmit }).click();
  await expect(page).toHaveURL(new RegExp(`${attemptResultUrl(exam.id, attemptId)}$`));
  const stored = await readAttemptDoc(attemptId);
  expect(stored?.status).toBe("submitted");
  expect(stored?.result).toMatchObject({ score: 2, max: 4 });
  expect(stored?.marked).toEqual([q3!.id]);
  await context.close();
});

test("with JavaScript the countdown shows beside the deadline; axe on each page", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { exam } = await writeFixedExam();
  const { page, context } = await student(browser, baseURL!, true);
  await page.goto(examUrl(exam.id));
  await noViolations(page);
  await page.getByRole("button", { name: EXAM_TEXT.start }).click();
  await expect(page.getByRole("timer")).toBeInViewport();
  await expect(page.getByRole("timer")).toHaveText(/^เวลาที่เหลือ (19:[0-5]\d|20:00)$/);
  await page.screenshot({ path: testInfo.outputPath("countdown.png") });
  await expectFits(page);
  await noViolations(page);
  await page.getByRole("button", { name: EXAM_TEXT.review }).click();
  await expect(page.getByRole("heading", { level: 1, name: EXAM_TEXT.reviewTitle })).toBeVisible();
  await noViolations(page);
  await page.getByRole("link", { name: EXAM_TEXT.submit }).click();
  await expect(page.getByRole("heading", { name: EXAM_TEXT.confirmTitle })).toBeVisible();
  await noViolations(page);
  await page.goto("/exams");
  await noViolations(page);
  await context.close();
});

test("a page saved, then the deadline passes on the test clock: the attempt is graded with what was saved", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { exam, questions } = await writeFixedExam();
  const [q1, q2] = questions;
  const { page, context } = await student(browser, baseURL!, false);
  await page.goto(examUrl(exam.id));
  await page.getByRole("button", { name: EXAM_TEXT.start }).click();
  await page.locator(`#q-${q1!.id}`).getByRole("radio").first().check();
  await page.locator(`#q-${q2!.id}`).getByRole("textbox").fill("7");
  await page.getByRole("button", { name: EXAM_TEXT.next }).click();
  await expect(page.getByText(EXAM_TEXT.pageOf(2, 2)).first()).toBeVisible();
  const attemptId = attemptIdOf(page.url());
  const saved = await readAttemptDoc(attemptId);
  expect(saved?.status).toBe("open");

  // A server whose clock starts a minute past the deadline (the same emulators).
  const later = await startAppServer({
    port: testPort(3443),
    env: { TEST_CLOCK_START: toOffsetIso(Number(saved!.deadline) + MINUTE_MS), TEST_CLOCK_SET_AT: String(machineNow()) },
  });
  try {
    await page.goto(`${later.url}${new URL(page.url()).pathname}?page=2`);
    await expect(page).toHaveURL(new RegExp(`${attemptResultUrl(exam.id, attemptId)}$`));
    const graded = await readAttemptDoc(attemptId);
    expect(graded?.status).toBe("expired");
    expect(graded?.endedAt).toBe(saved!.deadline);
    expect(graded?.result).toMatchObject({ score: 1, max: 4, percent: 25 });
  } finally {
    await later.stop();
    await context.close();
  }
});
