/**
 * After every post on a lesson page, the answer is on screen (issue 33): on a
 * 375 × 800 phone, with JavaScript on and off, a student taps "ส่งคำตอบ" at the
 * bottom of math-02's exercise (first with a typed answer that cannot be read:
 * the errors, then right) and "ส่งคำถาม" under the questions (first empty: the
 * error, then a question), and the practice of the attempt's missed questions: each time the page lands on what the post answered,
 * inside the first screen, and the focus is on it (screen readers start there).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { ATTEMPT_ERRORS, EXERCISE_TEXT } from "~/exercises/messages";
import { QUESTION_TEXT } from "~/questions/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises } from "../../harness/seed-exercises";
import { enrolHere, expect, expectFits, test } from "../support/e2e";
import { answerQuestion } from "../support/exercise-page";

const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const exercise = demoExercises().find((e) => e.lessonId === "math-02")!.exercise;

/** Taps a button the way a phone user reaches it: scrolled to, far down the page. */
async function tapFromBelow(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

async function expectLandedOn(page: Page, what: ReturnType<Page["locator"]>) {
  await expect(what).toBeVisible({ timeout: 15_000 });
  await expect(what).toBeInViewport();
  await expect(what).toBeFocused();
  await expectFits(page);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`a lesson's posts at 375 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });

    test("the exercise lands on its errors, then on its result", async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/course/${math.slug}`);
      await enrolHere(page);
      await page.goto("/lesson/math-02");

      const typed = exercise.questions.find((q) => q.type === "number")!;
      for (const q of exercise.questions) await answerQuestion(page, q, q === typed ? "อะไรนะ" : undefined);
      await tapFromBelow(page, EXERCISE_TEXT.submit);
      await expectLandedOn(page, page.getByRole("alert").filter({ hasText: ATTEMPT_ERRORS.summary(1) }));

      await answerQuestion(page, typed);
      await tapFromBelow(page, EXERCISE_TEXT.submit);
      const score = page.getByRole("status").filter({ hasText: EXERCISE_TEXT.practiceDone });
      await expectLandedOn(page, score);
      const total = exercise.questions.reduce((sum, q) => sum + q.points, 0);
      await expect(score).toContainText(EXERCISE_TEXT.score(total, total, 100));
    });

    test("the practice of missed questions lands on its errors, then on its result", async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/course/${math.slug}`);
      await enrolHere(page);
      await page.goto("/lesson/math-02");
      // One wrong answer (the number question), the rest right: an attempt with one missed question.
      const missed = exercise.questions.find((q) => q.type === "number")!;
      for (const q of exercise.questions) await answerQuestion(page, q, q === missed ? "99999" : undefined);
      await tapFromBelow(page, EXERCISE_TEXT.submit);
      await expect(page.getByRole("status").filter({ hasText: EXERCISE_TEXT.practiceDone })).toBeVisible({ timeout: 15_000 });
      await page.goto("/lesson/math-02/attempts");
      await page.getByRole("link", { name: EXERCISE_TEXT.practiceWrong }).first().click();
      await expect(page).toHaveURL(/\/wrong$/);

      await tapFromBelow(page, EXERCISE_TEXT.submit);
      await expectLandedOn(page, page.getByRole("alert").filter({ hasText: ATTEMPT_ERRORS.summary(1) }));
      await answerQuestion(page, missed);
      await tapFromBelow(page, EXERCISE_TEXT.submit);
      await expectLandedOn(page, page.getByRole("status").filter({ hasText: EXERCISE_TEXT.score(missed.points, missed.points, 100) }));
    });

    test("a question lands on its error, then on the question sent", async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/course/${math.slug}`);
      await enrolHere(page);
      await page.goto("/lesson/math-02");

      await tapFromBelow(page, QUESTION_TEXT.ask);
      await expectLandedOn(page, page.getByRole("alert").filter({ hasText: QUESTION_TEXT.errors.invalid }));

      const marker = randomUUID().slice(0, 8);
      await page.getByLabel(QUESTION_TEXT.bodyLabel).fill(`ข้อ 3 ทำไมต้องลบ ${marker}`);
      await tapFromBelow(page, QUESTION_TEXT.ask);
      await expectLandedOn(page, page.locator(".question-list .question").filter({ hasText: marker }));
    });
  });
}
