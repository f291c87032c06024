/**
 * A picture in the lesson editor, in Chromium at 375 px, without JavaScript and
 * with it (docs/files.md): the tutor types in the notes, chooses a photo and writes its
 * alt text, presses "ใส่รูปท้ายเนื้อหา"; the form comes back with what was typed
 * and the picture's Markdown at its end, unsaved; "บันทึก" saves it and the
 * lesson shows the picture, loaded, with its alt text. Every page fits 375 px.
 * The demo lesson with a picture shows it to its enrolled student.
 */
import sharp from "sharp";
import { FieldValue } from "firebase-admin/firestore";
import { DEMO_PICTURE } from "../../harness/seed-files";
import type { Locator } from "@playwright/test";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { testDb } from "../support/firestore";

const ALT = "ตารางอ่านหนังสือสัปดาห์สอบ";

/** The picture has loaded (scrolled to: it loads lazily), at its width. */
async function expectLoaded(img: Locator, width: number) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(width);
}

for (const js of [false, true]) {
  // A lesson each: the two run at once.
  const LESSON = js ? "study-04" : "study-05";
  test(`${js ? "with" : "without"} JavaScript at 375 px, the tutor places a picture in the notes, saves, and the lesson shows it with its alt`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const stored = (await testDb().collection("lessons").doc(LESSON).get()).data()!;
    try {
      await signInAs(context, "demo-admin-1", baseURL!);
      await page.goto(`/admin/lessons/${LESSON}`);
      await expectFits(page);
      const notes = page.locator("#field-notes");
      const typed = `${await notes.inputValue()}\n\nดูตารางด้านล่างแล้ววางแผนของตัวเอง`;
      await notes.fill(typed);
      const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#e0f2fe" } }).png().toBuffer();
      await page.getByLabel("รูปที่จะใส่ในเนื้อหา").setInputFiles({ name: "plan.png", mimeType: "image/png", buffer: picture });
      // With JavaScript, the chosen picture shows under its field (platform/upload-preview.ts).
      if (js) await expect(page.getByTestId("picture-upload").getByRole("img", { name: "plan.png" })).toBeVisible();
      await page.getByLabel("คำอธิบายภาพ (alt)").fill(ALT);
      await page.getByRole("button", { name: "ใส่รูปท้ายเนื้อหา" }).click();

      await expect(page.getByRole("status").filter({ hasText: ALT })).toBeVisible();
      const placed = await notes.inputValue();
      expect(placed.startsWith(typed)).toBe(true);
      expect(placed).toMatch(new RegExp(`!\\[${ALT}\\]\\(/files/[0-9a-f]{64}\\.png "1200x800"\\)\\s*$`));
      await expect(page.getByLabel("คำอธิบายภาพ (alt)")).toHaveValue("");
      await expectFits(page);

      await page.getByRole("button", { name: "บันทึก", exact: true }).click();
      await expect(page.getByText("บันทึกแล้ว").first()).toBeVisible();
      await page.goto(`/lesson/${LESSON}`);
      const img = page.getByRole("img", { name: ALT });
      await expect(img).toBeVisible();
      await expectLoaded(img, 1200);
      await expectFits(page);
    } finally {
      await context.close();
      await testDb().collection("lessons").doc(LESSON).set(stored);
      await testDb().doc("meta/content").set({ version: FieldValue.increment(1) }, { merge: true });
    }
  });
}

test.describe("without JavaScript, at 375 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the demo lesson on Venn diagrams shows its picture to its enrolled student", async ({ page, context, baseURL }) => {
    await signInAs(context, "demo-student-1", baseURL!);
    await page.goto(`/lesson/${DEMO_PICTURE.lessonId}`);
    const img = page.getByRole("img", { name: DEMO_PICTURE.alt });
    await expect(img).toBeVisible();
    await expectLoaded(img, 800);
    await expectFits(page);
  });
});
