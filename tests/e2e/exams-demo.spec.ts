/**
 * The demo mock exam as a student sits it on a phone without JavaScript (issue 43's "done
 * when"): enrolled in the demo course, from the course page's list to the exam, every page of
 * drawn questions answered and moved on, the review, the confirmation, and the result with its
 * breakdown by the bank's three topics. A new student each run: the exam allows two attempts.
 */
import { signedInSession } from "../../harness/auth";
import { DEMO_EXAM_COURSE, DEMO_EXAM_TOPICS, demoExam } from "../../harness/seed-exams";
import { postForm } from "../support/forms";
import { DEADLINE_SHOWN } from "../support/exams";
import { expect, expectFits, test } from "../support/e2e";
import { EXAM_RESULT_TEXT, EXAM_TEXT } from "~/exams/messages";
import { courseUrl } from "~/kernel/urls";
import { nowDate } from "~/kernel/clock";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, locale: "th-TH" });

test("the demo exam, from the course page to the topic breakdown, at 375 px without JavaScript", async ({ page, context, baseURL }, testInfo) => {
  const exam = demoExam(nowDate());
  const s = await signedInSession();
  expect((await postForm(baseURL!, courseUrl(DEMO_EXAM_COURSE), { intent: "enrol" }, s.cookie)).status, "enrolled").toBe(302);
  await context.addCookies([{ name: "session", value: s.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

  await page.goto(courseUrl(DEMO_EXAM_COURSE));
  await page.getByRole("link", { name: exam.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: exam.title })).toBeVisible();
  await expect(page.getByText(EXAM_TEXT.minutes(20))).toBeVisible();
  await page.getByRole("button", { name: EXAM_TEXT.start }).click();

  // Every page: each question answered (the first choice, or a number typed), then on.
  const pages = Math.ceil(10 / exam.pageSize);
  for (let n = 1; n <= pages; n++) {
    await expect(page.getByText(EXAM_TEXT.pageOf(n, pages)).first()).toBeVisible();
    await expect(page.getByText(DEADLINE_SHOWN).first()).toBeInViewport();
    await expectFits(page);
    for (const question of await page.locator('fieldset[id^="q-"]').all()) {
      const radios = question.getByRole("radio");
      const typed = question.getByRole("textbox");
      if ((await radios.count()) > 0) await radios.first().check();
      else if ((await typed.count()) > 0) await typed.first().fill("3");
      else await question.locator(`input[type="checkbox"]:not([name="mark"])`).first().check();
    }
    await page.getByRole("button", { name: n < pages ? EXAM_TEXT.next : EXAM_TEXT.review }).click();
  }

  await expect(page.getByRole("heading", { name: EXAM_TEXT.allAnswered })).toBeInViewport();
  await page.getByRole("link", { name: EXAM_TEXT.submit }).click();
  await expect(page.getByRole("heading", { name: EXAM_TEXT.confirmTitle })).toBeInViewport();
  await page.getByRole("button", { name: EXAM_TEXT.confirmSubmit }).click();

  await expect(page.getByText(/^ได้ [\d.]+ จาก 10 คะแนน \(\d+%\)$/)).toBeInViewport();
  await expect(page.getByRole("heading", { name: EXAM_RESULT_TEXT.byTopicTitle })).toBeVisible();
  const bars = page.locator("section", { has: page.getByRole("heading", { name: EXAM_RESULT_TEXT.byTopicTitle }) });
  for (const topic of DEMO_EXAM_TOPICS) await expect(bars.getByText(topic, { exact: false }).first()).toBeVisible();
  await expectFits(page);
  await page.screenshot({ path: testInfo.outputPath("demo-result.png"), fullPage: true });
});
