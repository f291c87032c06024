/**
 * The tutor's question bank and exam composer in a browser (docs/exams.md): at 1280 px with
 * JavaScript and at 375 px without, add a question to the demo course's bank and compose an
 * exam drawing from it (both removed after: the demo's bank stays as seeded); no axe violations on the pages (axe runs in the page: with JavaScript only).
 */
import { randomUUID } from "node:crypto";
import { axeViolations } from "../support/axe";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { BANK_TEXT } from "~/exams/messages";
import { EXAM_COLLECTIONS } from "~/exams/model";
import { testDb } from "../support/firestore";

for (const [js, width] of [
  [true, 1280],
  [false, 375],
] as const) {
  test.describe(`${js ? "with" : "without"} JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width, height: 900 } });

    test("add a bank question and compose an exam", async ({ page, context, baseURL }) => {
      const run = randomUUID().slice(0, 8);
      await signInAs(context, "demo-admin-1", baseURL!);
      await page.goto("/admin/exams/bank/new?course=math-m4-sets-and-logic&type=number");
      if (js) expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("โจทย์ (Markdown เขียนสูตรด้วย $…$ ได้)").fill(`ข้อ ${run}: $2^3$ เท่ากับเท่าใด`);
      await page.getByLabel("คำตอบที่ถูก (ตัวเลข)").fill("8");
      await page.getByRole("button", { name: BANK_TEXT.save }).click();
      await expect(page.getByText(BANK_TEXT.notices.saved)).toBeInViewport();
      if (width === 375) await expectFits(page);
      await page.screenshot({ path: `test-results/exams-bank-${width}.png`, fullPage: true });

      await page.goto("/admin/exams/new?course=math-m4-sets-and-logic");
      if (js) expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(BANK_TEXT.examTitle, { exact: true }).fill(`ข้อสอบ ${run}`);
      await page.getByLabel(BANK_TEXT.drawCount, { exact: true }).first().fill("3");
      await page.getByRole("button", { name: BANK_TEXT.save }).click();
      await expect(page.getByText(BANK_TEXT.notices.saved)).toBeInViewport();
      await page.screenshot({ path: `test-results/exams-compose-${width}.png`, fullPage: true });
      await page.goto("/admin/exams");
      await expect(page.getByRole("link", { name: `ข้อสอบ ${run}` })).toBeVisible();
      // The demo course's bank and exams are what other files sit and draw from: leave them as seeded.
      const db = testDb();
      const made = await db.collection(EXAM_COLLECTIONS.exams).where("title", "==", `ข้อสอบ ${run}`).get();
      const added = (await db.collection(EXAM_COLLECTIONS.bank).where("courseSlug", "==", "math-m4-sets-and-logic").get()).docs.filter((d) => String(d.get("question.prompt")).includes(run));
      expect([made.size, added.length]).toEqual([1, 1]);
      await Promise.all([...made.docs, ...added].map((d) => d.ref.delete()));
    });
  });
}
