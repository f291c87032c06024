/**
 * The parent's two pages as a parent on a 375 px phone opens them from an
 * e-mail, without JavaScript: the confirmation page asks before it confirms,
 * the unsubscribe page asks before it stops, each post lands back on the page
 * with the notice and the new state; axe finds nothing on either page (or the
 * 404), which ship no script, so the HTML is the same with JavaScript.
 */
import { randomUUID } from "node:crypto";
import { PARENT_PAGES } from "~/parents/messages";
import { axeViolations } from "../support/axe";
import { expect, expectFits, test } from "../support/e2e";
import { writeParentLink } from "../support/parents";

test("a parent confirms, then stops, at 375 px without JavaScript; axe is clean", async ({ browser, baseURL }) => {
  const run = randomUUID().slice(0, 8);
  const link = await writeParentLink(`e2e-parent-${run}`, `parent-${run}@test.example.com`, "pending");
  const context = await browser.newContext({ baseURL, locale: "th-TH", javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();

  await page.goto(link.confirmUrl);
  await expect(page.getByRole("heading", { level: 1, name: PARENT_PAGES.confirm.title })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  await expectFits(page, "the confirmation page");
  await page.getByRole("button", { name: PARENT_PAGES.confirm.button }).click();
  await expect(page.locator("#notice")).toHaveText(PARENT_PAGES.confirm.done);
  await expect(page.getByRole("button", { name: PARENT_PAGES.confirm.button })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(link.confirmUrl);

  await page.goto(link.stopUrl);
  await expect(page.getByRole("heading", { level: 1, name: PARENT_PAGES.stop.title })).toBeVisible();
  await expectFits(page, "the unsubscribe page");
  await page.getByRole("button", { name: PARENT_PAGES.stop.button }).click();
  await expect(page.locator("#notice")).toHaveText(PARENT_PAGES.stop.done);
  await expect(page.getByRole("button", { name: PARENT_PAGES.stop.button })).toHaveCount(0);

  const missing = await page.goto(`/parent/confirm/${"z".repeat(43)}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: PARENT_PAGES.unknown.title })).toBeVisible();
  await expectFits(page, "the 404");
  await context.close();

  // axe runs in a context with JavaScript (the pages have none of their own).
  const fresh = await writeParentLink(`e2e-parent2-${run}`, `parent2-${run}@test.example.com`, "confirmed");
  const withJs = await browser.newContext({ baseURL, locale: "th-TH", viewport: { width: 375, height: 800 } });
  const axePage = await withJs.newPage();
  const found: Record<string, unknown> = {};
  for (const path of [link.confirmUrl, fresh.stopUrl, `/parent/stop/${"z".repeat(43)}`]) {
    await axePage.goto(path);
    const violations = await axeViolations(axePage);
    if (violations.length) found[path] = violations;
  }
  await withJs.close();
  expect(found).toEqual({});
});
