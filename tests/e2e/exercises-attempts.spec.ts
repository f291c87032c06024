/**
 * A student's past attempts in Chromium at 375 × 800, with JavaScript disabled
 * and enabled: an attempt of phy-05 with three wrong answers, leave, come back,
 * open the attempt from the lesson and read the wrong answer beside the right
 * one and the explanation; then "ฝึกเฉพาะข้อที่ผิด" shows only those
 * questions, says it is practice, and leaves the best score as it was.
 */
import type { Page } from "@playwright/test";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { gradeAttempt } from "~/exercises/grading";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises, rightAnswer } from "../../harness/seed-exercises";
import { axeViolations } from "../support/axe";
import { enrolHere, expect, expectFits, test } from "../support/e2e";
import { answerQuestion } from "../support/exercise-page";

const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const exercise = demoExercises().find((e) => e.lessonId === "phy-05")!.exercise;
/** The first attempt's wrong answers: typed numbers, and a wrong choice of a single-answer question. */
const WRONG = { "p5-q1": "99 m/s", "p5-q2": "99", "p5-q4": "c2v7" } as const;
const firstScore = gradeAttempt(
  exercise,
  Object.fromEntries(exercise.questions.map((q) => [q.id, q.id in WRONG ? [WRONG[q.id as keyof typeof WRONG]] : rightAnswer(q)])),
  "first-attempt-0000000",
).percent;

/** axe runs a script in the page: only where the page runs scripts. */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
}

async function flow(page: Page, signIn: () => Promise<unknown>, javaScriptEnabled: boolean) {
  await signIn();
  await page.goto(`/course/${physics.slug}`);
  await enrolHere(page);
  await page.goto("/lesson/phy-05");
  for (const q of exercise.questions) {
    if (q.id === "p5-q4") await page.locator(`input[name="answer.${q.id}"][value="${WRONG[q.id]}"]`).check();
    else await answerQuestion(page, q, q.id === "p5-q1" || q.id === "p5-q2" ? WRONG[q.id] : undefined);
  }
  await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
  await expect(page.getByRole("heading", { name: EXERCISE_TEXT.resultTitle })).toBeVisible({ timeout: 15_000 });

  // Leave, come back: the lesson links to the attempts.
  await page.goto("/dashboard");
  await page.goto("/lesson/phy-05");
  await expect(page.getByText(EXERCISE_TEXT.best(firstScore, 1))).toBeVisible();
  await page.getByRole("link", { name: EXERCISE_TEXT.attemptsLink }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: EXERCISE_TEXT.attemptsTitle })).toBeVisible();
  await expectFits(page);
  await expectAccessible(page, javaScriptEnabled);

  // The attempt's review: the wrong answer, the right one, the explanation.
  await page.getByRole("link", { name: /^ทำเมื่อ / }).click();
  await expect(page.getByRole("heading", { name: EXERCISE_TEXT.resultTitle })).toBeVisible();
  const q1 = page.locator("#exercise-r-p5-q1");
  await q1.scrollIntoViewIfNeeded();
  await expect(q1).toContainText(EXERCISE_TEXT.wrong);
  await expect(q1.locator("dd").first()).toHaveText(WRONG["p5-q1"]);
  await expect(q1.locator("dd").nth(1)).toContainText("10");
  await expect(q1.getByText(EXERCISE_TEXT.explanation)).toBeVisible();
  await expect(page.locator("#exercise-r-p5-q4 .exercise-r__choice--chosen")).not.toHaveClass(/--correct/);
  await expectFits(page);
  await expectAccessible(page, javaScriptEnabled);

  // ฝึกเฉพาะข้อที่ผิด: only those questions, said to be practice.
  await page.getByRole("link", { name: EXERCISE_TEXT.practiceWrong }).click();
  await expect(page.getByText(EXERCISE_TEXT.practiceWrongNote)).toBeVisible();
  await expect(page.locator("fieldset.exercise-q")).toHaveCount(3);
  await expect(page.locator("#exercise-q-p5-q1")).toBeVisible();
  await expect(page.locator("#exercise-q-p5-q4")).toBeAttached();
  await expectFits(page);
  await expectAccessible(page, javaScriptEnabled);
  for (const id of Object.keys(WRONG)) await answerQuestion(page, exercise.questions.find((q) => q.id === id)!);
  await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
  const points = exercise.questions.filter((q) => q.id in WRONG).reduce((n, q) => n + q.points, 0);
  await expect(page.getByText(EXERCISE_TEXT.score(points, points, 100))).toBeVisible({ timeout: 15_000 });
  // "ลองใหม่" asks the same questions again, in a new form.
  await page.getByRole("link", { name: EXERCISE_TEXT.retry }).click();
  await expect(page.locator("fieldset.exercise-q")).toHaveCount(3);

  // Practice only: the best score and the count are as before.
  await page.goto("/lesson/phy-05");
  await expect(page.getByText(EXERCISE_TEXT.best(firstScore, 1))).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`past attempts, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    test("reread an attempt, then practise only the wrong questions", async ({ page, signIn }) => {
      test.setTimeout(180_000);
      await flow(page, signIn, javaScriptEnabled);
    });
  });
}
