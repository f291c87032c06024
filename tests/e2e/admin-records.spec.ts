/**
 * The trash and the student pages in Chromium, with and without JavaScript:
 * the admin menu's new links, restore from the trash (a Thai notice and a link
 * to the editor), delete for good after ticking the confirmation, the student
 * list's Thai search and a student's page, the course CSV download; and each
 * page fits 1280 and 375 px.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { trashArticle } from "../support/records";

/** The open page fits 1280 px and 375 px, and is left at 1280 px. */
async function fitsBothWidths(page: Page) {
  await expectFits(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFits(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const js of [false, true]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("the trash: restore as a draft, delete for good after the confirmation", async ({ page, context, baseURL }) => {
      await signInAs(context, "demo-admin-1", baseURL!);
      const run = randomUUID().slice(0, 6);
      const keep = `บทความกู้คืน ${run}`;
      const drop = `บทความลบถาวร ${run}`;
      await trashArticle(`e2e-keep-${run}`, keep, `e2e-keep-${run}`);
      await trashArticle(`e2e-drop-${run}`, drop, `e2e-drop-${run}`);

      await page.goto("/admin");
      await page.getByRole("navigation", { name: "เมนูผู้ดูแลระบบ" }).getByRole("link", { name: "ถังขยะ" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("ถังขยะ");
      await page.getByRole("main").getByRole("searchbox").fill(run);
      await page.getByRole("main").getByRole("button", { name: "ค้นหา", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/trash\\?q=${run}`));
      await expect(page.getByRole("status")).toHaveText("พบ 2 รายการ");
      await expect(page.locator("tr", { hasText: keep })).toContainText("admin2@example.com");
      if (js) await fitsBothWidths(page);

      await page.getByRole("button", { name: `กู้คืน ${keep}` }).click();
      await expect(page.locator(".admin-notice")).toContainText(`กู้คืนบทความ “${keep}” แล้ว เป็นฉบับร่าง`);
      await page.getByRole("link", { name: "เปิดหน้าแก้ไข" }).click();
      await expect(page.locator("#field-title")).toHaveValue(keep);

      await page.goto(`/admin/trash?q=${run}`);
      await page.getByRole("link", { name: `ลบถาวร… ${drop}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ลบ “${drop}” ถาวร?`);
      if (js) await expectFits(page);
      await page.getByLabel("ฉันเข้าใจว่ารายการนี้จะกู้คืนไม่ได้อีก").check();
      await page.getByRole("button", { name: "ลบถาวร", exact: true }).click();
      await expect(page.locator(".admin-notice")).toHaveText(`ลบ “${drop}” ถาวรแล้ว`);
      await expect(page.locator("tr", { hasText: drop })).toHaveCount(0);
    });

    test("students: Thai search, a student's page, the course CSV", async ({ page, context, baseURL }) => {
      await signInAs(context, "demo-admin-1", baseURL!);
      await page.goto("/admin");
      await page.getByRole("navigation", { name: "เมนูผู้ดูแลระบบ" }).getByRole("link", { name: "นักเรียน" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("นักเรียน");
      if (js) await fitsBothWidths(page);
      await page.getByRole("main").getByRole("searchbox").fill("ปราง");
      await page.getByRole("main").getByRole("button", { name: "ค้นหา", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("พบ 1 คน");
      await page.getByRole("link", { name: "น้องมะปราง" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("น้องมะปราง");
      await expect(page.getByText(/เรียนจบ \d+ จาก \d+ บท/).first()).toBeVisible();
      if (js) await fitsBothWidths(page);

      await page.goto("/admin/students?page=abc");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("นักเรียน");
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: /^ดาวน์โหลด CSV ของ “คณิต/ }).first().click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^students-.*\.csv$/);
    });
  });
}
