/**
 * The site search from the top bar, in Chromium, with and without JavaScript,
 * at 375 px and 1280 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectFits, test } from "../support/e2e";

async function searchFromTopBar(page: Page, phone: boolean) {
  await page.goto("/blog");
  if (phone) await page.locator("summary.menu-toggle__button").click();
  const box = page.getByRole("search").filter({ has: page.locator("#site-search-top") });
  await box.getByRole("searchbox", { name: "ค้นหาทั้งเว็บไซต์" }).fill("เซต");
  await box.getByRole("button", { name: "ค้นหา" }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1, name: "ค้นหา" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /บทเรียน/ })).toBeVisible();
  await expect(page.locator("mark", { hasText: "เซต" }).first()).toBeVisible();
  await expectFits(page);
}

for (const js of [false, true]) {
  test.describe(`site search, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("from the top bar at 375 px", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await searchFromTopBar(page, true);
    });

    test("from the top bar at 1280 px", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await searchFromTopBar(page, false);
    });
  });
}
