/**
 * An exercise in a lesson, in Chromium, with JavaScript disabled and enabled:
 * an enrolled student answers the "required" exercise of phy-05 (one wrong
 * answer first: the Thai errors keep the other answers), sees the graded
 * result with the answer keys, then the best score on the lesson page, the
 * course page and the dashboard.
 */
import type { Page } from "@playwright/test";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { EXERCISE_PROGRESS_TEXT } from "~/learning/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises } from "../../harness/seed-exercises";
import { enrolHere, expect, test } from "../support/e2e";
import { answerQuestion } from "../support/exercise-page";

const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const exercise = demoExercises().find((e) => e.lessonId === "phy-05")!.exercise;

async function flow(page: Page, signIn: () => Promise<unknown>) {
  await signIn();
  await page.goto(`/course/${physics.slug}`);
  await enrolHere(page);
  await page.goto("/lesson/phy-05");
  await expect(page.getByRole("heading", { name: EXERCISE_TEXT.title })).toBeVisible();

  // A typed answer that is not readable: Thai error, the other answers kept.
  const typed = exercise.questions.find((q) => q.type === "number");
  for (const q of exercise.questions) await answerQuestion(page, q, q === typed ? "อะไรนะ" : undefined);
  await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
  if (typed) {
    await expect(page.getByRole("alert")).toContainText("ยังส่งคำตอบไม่ได้");
    await expect(page.locator(`#exercise-q-${typed.id}-input`)).toHaveValue("อะไรนะ");
    const choice = exercise.questions.find((q) => q.type === "single");
    if (choice) await expect(page.locator(`input[name="answer.${choice.id}"]:checked`)).toHaveCount(1);
    await answerQuestion(page, typed);
  }
  // The graded submit: its own status says what went wrong if it did (400: answers, 503: the save).
  const graded = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/lesson/phy-05");
  await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
  expect((await graded).status(), "the graded submit answers 200").toBe(200);

  // The server may take up to 5 s for the save and 5 s for the statistics (EXERCISE_TIMEOUT_MS, STATS_TIMEOUT_MS).
  await expect(page.getByRole("heading", { name: EXERCISE_TEXT.resultTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "ได้" })).toContainText(EXERCISE_TEXT.passed(exercise.settings.passMarkPercent));
  await expect(page.getByText(EXERCISE_TEXT.best(100, 1))).toBeVisible();

  await page.getByRole("link", { name: EXERCISE_TEXT.retry }).click();
  // A new attempt: the form again, empty, under the best score so far.
  await expect(page.getByRole("button", { name: EXERCISE_TEXT.submit })).toBeVisible();
  await expect(page.getByRole("heading", { name: EXERCISE_TEXT.resultTitle })).toHaveCount(0);
  await expect(page.getByText(EXERCISE_TEXT.best(100, 1))).toBeVisible();
  await page.goto(`/course/${physics.slug}`);
  await expect(page.getByText(EXERCISE_PROGRESS_TEXT.rowBest(100, 1)).first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText(EXERCISE_PROGRESS_TEXT.dashboard(1, 1, 100))).toBeVisible();
}

test.describe("exercise without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("answer, errors kept, result, best score on the pages", async ({ page, signIn }) => {
    await flow(page, signIn);
  });
});

test.describe("exercise with JavaScript", () => {
  test("answer, errors kept, result, best score on the pages", async ({ page, signIn }) => {
    await flow(page, signIn);
  });
});

/** How a multiple-answer question scores is said under it, before any answer, on a phone (issue 33). */
for (const javaScriptEnabled of [false, true]) {
  test.describe(`a multiple-answer question's scoring rule, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    test("is said under the question before the student answers", async ({ page }) => {
      const preview = demoExercises().find((e) => e.lessonId === "math-04")!.exercise; // a free preview, stored without the choice: all or nothing
      const multiple = preview.questions.find((q) => q.type === "multiple")!;
      await page.goto("/lesson/math-04");
      const question = page.locator(`#exercise-q-${multiple.id}`);
      await question.scrollIntoViewIfNeeded();
      await expect(question.getByText(EXERCISE_TEXT.scoringAll)).toBeVisible();
      await expect(question).toHaveAccessibleDescription(new RegExp(EXERCISE_TEXT.scoringAll));
      await expect(page.getByText(EXERCISE_TEXT.scoringPartial)).toHaveCount(0);
    });
  });
}
