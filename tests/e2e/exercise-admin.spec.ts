/**
 * The tutor's exercise editor in Chromium, without and with JavaScript: add a
 * single-choice and a number question (a field error first: the typed text
 * stays), preview the maths, edit, reorder and delete them until the lesson
 * has no exercise again; with JavaScript all in one document (a marker set
 * on the window survives), the focus on the opened form's prompt, the saved
 * question's row, the moved question's button, the list after a delete. Then, with JavaScript, a student checks one question
 * on its own: the verdict takes the focus and sits in a live region, the page
 * does not move and nothing else changes. At 375 px a maths lesson with its
 * exercise and its result page fit the width.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { EDITOR_ERRORS, EDITOR_NOTICES } from "~/exercises/editor/messages";
import { EXERCISE_ERRORS, EXERCISE_TEXT } from "~/exercises/messages";
import type { Question } from "~/exercises/schema";
import { demoExercises } from "../../harness/seed-exercises";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { answerQuestion } from "../support/exercise-page";

test.describe.configure({ mode: "serial" });


const rows = (page: Page) => page.getByTestId("question-list").locator("li");
const notice = (page: Page) => page.locator(".admin-notice");

for (const js of [false, true]) {
  test.describe(js ? "exercise editor with JavaScript" : "exercise editor without JavaScript", () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("add, field error, preview, edit, reorder and delete questions", async ({ page, context, baseURL }) => {
      // About twenty page loads and posts: more than the default minute on a loaded machine.
      test.setTimeout(240_000);
      await signInAs(context, "demo-admin-1", baseURL!);
      const lesson = js ? "math-05" : "math-03";
      const run = randomUUID().slice(0, 6);
      await page.goto(`/admin/lessons/${lesson}`);
      await page.getByRole("link", { name: "แก้ไขแบบฝึกหัดท้ายบท" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/lessons/${lesson}/exercise$`));
      // With JavaScript every step below stays in this document: a marker set now survives them all.
      if (js) await page.evaluate(() => Object.assign(window, { __marker: 1 }));
      const sameDocument = async () => {
        if (js) expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      };
      // With JavaScript the focus follows each step (without it the page loads at the step's fragment).
      const focused = async (locator: ReturnType<Page["locator"]>) => {
        if (js) await expect(locator).toBeFocused();
      };

      // A single-choice question: no correct choice ticked first → Thai error, the typed text kept.
      await page.getByRole("link", { name: "+ ตัวเลือกเดียว" }).click();
      await focused(page.getByLabel("โจทย์", { exact: false }));
      await page.getByLabel("โจทย์", { exact: false }).fill(`ข้อ ${run}: $\\sqrt{16}$ เท่ากับเท่าไร`);
      await page.getByLabel("ตัวเลือกที่ 1", { exact: true }).fill("$4$");
      await page.getByLabel("ตัวเลือกที่ 2", { exact: true }).fill("$8$");
      await page.getByRole("button", { name: "บันทึกคำถาม" }).click();
      await expect(page.getByText(EDITOR_ERRORS.invalid)).toBeVisible();
      await expect(page.getByText(EXERCISE_ERRORS.singleNeedsOneCorrect)).toBeVisible();
      await focused(page.locator("#question-form"));
      await expect(page.getByLabel("ตัวเลือกที่ 2", { exact: true })).toHaveValue("$8$");
      await expect(page.getByLabel("โจทย์", { exact: false })).toHaveValue(`ข้อ ${run}: $\\sqrt{16}$ เท่ากับเท่าไร`);
      await page.getByLabel("ตัวเลือกที่ 1 ถูก").check();
      // The preview renders the maths (without JavaScript: the button; with it: as typed).
      await page.getByRole("button", { name: "ดูตัวอย่าง" }).first().click();
      await expect(page.getByTestId("markdown-preview").first().locator(".katex").first()).toBeVisible();
      await page.getByRole("button", { name: "บันทึกคำถาม" }).click();
      await expect(notice(page)).toHaveText(EDITOR_NOTICES.added);
      await expect(rows(page)).toHaveCount(1);
      await focused(rows(page).nth(0).getByRole("link"));
      await sameDocument();

      // A number question with a unit.
      await page.getByRole("link", { name: "+ ตอบเป็นตัวเลข" }).click();
      await expect(page).toHaveURL(/[?&]new=number#question-form$/);
      await page.getByLabel("โจทย์", { exact: false }).fill(`ข้อ ${run}: รถวิ่ง $100\\,\\text{m}$ ใน $20\\,\\text{s}$ อัตราเร็วเท่าใด`);
      await page.getByLabel("คำตอบที่ถูก (ตัวเลข)").fill("๕");
      await page.getByLabel("หน่วยที่ยอมรับ", { exact: false }).fill("m/s");
      await page.getByLabel("ต้องตอบพร้อมหน่วย").check();
      await page.getByRole("button", { name: "บันทึกคำถาม" }).click();
      await expect(notice(page)).toHaveText(EDITOR_NOTICES.added);
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).nth(1)).toContainText("อัตราเร็ว");

      // Edit the first: its form holds the stored text.
      await rows(page).nth(0).getByRole("link").click();
      await expect(page.getByLabel("ตัวเลือกที่ 1", { exact: true })).toHaveValue("$4$");
      await page.getByLabel("ตัวเลือกที่ 3", { exact: true }).fill("$2$");
      await page.getByRole("button", { name: "บันทึกคำถาม" }).click();
      await expect(notice(page)).toHaveText(EDITOR_NOTICES.saved);

      // Reorder: the number question goes up.
      await page.getByRole("button", { name: "เลื่อนข้อ 2 ขึ้น" }).click();
      await expect(notice(page)).toHaveText(EDITOR_NOTICES.moved);
      await expect(rows(page).nth(0)).toContainText("อัตราเร็ว");
      // The moved question is first now: its "up" is off, so its "down" has the focus.
      await focused(page.getByRole("button", { name: "เลื่อนข้อ 1 ลง" }));
      await sameDocument();

      // The settings, then delete both: the lesson has no exercise again.
      await page.getByLabel("เกณฑ์ผ่าน (%)").fill("70");
      await page.getByRole("button", { name: "บันทึกการตั้งค่า" }).click();
      await expect(notice(page)).toHaveText(EDITOR_NOTICES.settings);
      await page.getByRole("button", { name: "ลบข้อนี้ (ข้อ 1)" }).click();
      await expect(notice(page)).toHaveText(EDITOR_NOTICES.deleted);
      await expect(rows(page)).toHaveCount(1);
      await focused(page.locator("#questions"));
      await page.getByRole("button", { name: "ลบข้อนี้ (ข้อ 1)" }).click();
      await expect(page.getByText("บทนี้ยังไม่มีแบบฝึกหัด")).toBeVisible();
      await sameDocument();
    });
  });
}

const math04 = demoExercises().find((e) => e.lessonId === "math-04")!.exercise; // a free preview

test.describe("checking one question with JavaScript", () => {
  test("the verdict takes the focus, sits in a live region, and the form stays as it was", async ({ page }) => {
    await page.goto("/lesson/math-04");
    const attemptId = await page.locator('input[name="attemptId"]').inputValue();
    const text = math04.questions.find((q) => q.type === "text")!;
    const single = math04.questions.find((q) => q.type === "single") as Extract<Question, { type: "single" }>;
    const wrong = single.choices.find((c) => !c.correct)!;
    await page.locator(`input[name="answer.${single.id}"][value="${wrong.id}"]`).check();
    const box = page.locator(`#exercise-q-${single.id}`);
    await box.getByRole("button", { name: EXERCISE_TEXT.check }).click();
    const live = page.locator(`#exercise-q-${single.id}-check`);
    await expect(live).toHaveAttribute("role", "status");
    await expect(live).toHaveAttribute("aria-live", "polite");
    await expect(live).toContainText("ยังไม่ถูก");
    await expect(page.getByTestId("check-result")).toBeFocused();

    await answerQuestion(page, text);
    await page.locator(`#exercise-q-${text.id}`).getByRole("button", { name: EXERCISE_TEXT.check }).click();
    await expect(page.locator(`#exercise-q-${text.id}-check`)).toHaveText(EXERCISE_TEXT.checkRight);
    await expect(page.locator(`#exercise-q-${text.id}-check [data-testid="check-result"]`)).toBeFocused();
    // No reload: the same attempt, the answers as typed, no answer key on the page.
    await expect(page.locator('input[name="attemptId"]')).toHaveValue(attemptId);
    await expect(page.locator(`input[name="answer.${single.id}"][value="${wrong.id}"]`)).toBeChecked();
    await expect(page.getByText(EXERCISE_TEXT.correctAnswer)).toHaveCount(0);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("a maths lesson with its exercise, and its result page, fit the width", async ({ page }) => {
    await page.goto("/lesson/math-04");
    await expect(page.getByRole("heading", { name: EXERCISE_TEXT.title })).toBeVisible();
    await expectFits(page);
    for (const q of math04.questions) await answerQuestion(page, q);
    const first = math04.questions[0] as Extract<Question, { type: "single" | "multiple" }>;
    if ("choices" in first) {
      // One wrong answer, so the result shows a wrong question with its key.
      await page.locator(`input[name="answer.${first.id}"]`).evaluateAll((inputs) => inputs.forEach((i) => ((i as HTMLInputElement).checked = false)));
      await page.locator(`input[name="answer.${first.id}"][value="${first.choices.find((c) => !c.correct)!.id}"]`).check();
    }
    await page.getByRole("button", { name: EXERCISE_TEXT.submit }).click();
    await expect(page.getByRole("heading", { name: EXERCISE_TEXT.resultTitle })).toBeVisible();
    await expectFits(page);
  });
});
