/**
 * A mock exam's result in Chromium at 375 × 800, with JavaScript off and on: the score line
 * and the topic breakdown in view, the page fits, axe finds nothing (where scripts run); then
 * "ฝึกหัวข้อที่ยังอ่อน": a post missing an answer lands on the reason in view, then the set
 * answered is graded at once. Attempts are written in Firestore (tests/support/exam-results.ts).
 */
import type { Page } from "@playwright/test";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { EXAM_RESULT_TEXT } from "~/exams/messages";
import { attemptResultUrl } from "~/exams/urls";
import { newId } from "~/kernel/ids";
import { axeViolations } from "../support/axe";
import { expect, expectFits, test } from "../support/e2e";
import { LOGIC, SETS, resultFixtures } from "../support/exam-results";

/** axe runs a script in the page: only where the page runs scripts. */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`a mock exam's result, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });

    test("the score and the topic breakdown, then the weak topic practised", async ({ page, signIn }) => {
      test.setTimeout(120_000);
      const run = newId().toLowerCase();
      const fx = resultFixtures(run);
      const me = await signIn({ name: "น้องดูผล" });
      await fx.writeBank();
      const examId = await fx.writeExam();
      const attemptId = await fx.writeAttempt(examId, me.uid, { ...fx.rightAnswers, ...fx.wrongAnswers });

      await page.goto(attemptResultUrl(examId, attemptId));
      await expect(page.getByText(EXAM_RESULT_TEXT.score(2, 4, 50))).toBeInViewport();
      const topics = page.getByTestId("exam-topics");
      await topics.scrollIntoViewIfNeeded();
      await expect(topics.getByRole("img", { name: EXAM_RESULT_TEXT.topicScore(SETS, 2, 2, 100) })).toBeInViewport();
      await expect(topics.getByRole("img", { name: EXAM_RESULT_TEXT.topicScore(LOGIC, 0, 2, 0) })).toBeVisible();
      await expect(topics.getByText(EXAM_RESULT_TEXT.weakBadge)).toBeVisible();
      await expectFits(page);
      await expectAccessible(page, javaScriptEnabled);
      await page.screenshot({ path: `test-results/exams-result-${javaScriptEnabled ? "js" : "nojs"}.png`, fullPage: true });

      await page.getByRole("link", { name: EXAM_RESULT_TEXT.practiceWeak }).click();
      await expect(page.getByText(EXAM_RESULT_TEXT.practiceNote)).toBeVisible();
      await expect(page.locator("fieldset.exercise-q")).toHaveCount(3);
      await expectFits(page);
      await expectAccessible(page, javaScriptEnabled);

      // One left blank: the reason lands in view.
      await page.locator(`input[name="answer.${run}-l1"][value="a"]`).check();
      await page.locator(`input[name="answer.${run}-l2"]`).fill("KEYTEXT-เท็จ");
      await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
      await expect(page.locator("#exercise-result")).toBeInViewport({ timeout: 15_000 });

      await page.locator(`input[name="answer.${run}-l1"][value="a"]`).check();
      await page.locator(`input[name="answer.${run}-l2"]`).fill("KEYTEXT-เท็จ");
      await page.locator(`input[name="answer.${run}-l3"]`).fill("x");
      await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
      await expect(page.getByText(EXERCISE_TEXT.score(2, 3, 67))).toBeInViewport({ timeout: 15_000 });
      await expect(page.getByText("EXPLAIN-L3")).toBeAttached();
      await expectFits(page);
      await expectAccessible(page, javaScriptEnabled);
      await page.screenshot({ path: `test-results/exams-practice-${javaScriptEnabled ? "js" : "nojs"}.png`, fullPage: true });
    });
  });
}
