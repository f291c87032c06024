/**
 * Maths in a lesson on a phone (375 px, JavaScript off: KaTeX needs none): the
 * formulas are typeset with KaTeX's fonts, display maths scrolls on its own
 * instead of widening the page.
 */
import { expect, expectFits, test } from "../support/e2e";

test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

test("a lesson with formulas is typeset without JavaScript and fits a phone", async ({ page }) => {
  await page.goto("/lesson/phy-02");
  const display = page.locator(".prose .katex-display").first();
  await expect(display).toBeVisible();
  await expect(page.locator(".prose .katex").nth(3)).toBeVisible();
  // KaTeX's own font is in use (the stylesheet and its fonts loaded, once the loads the page started are done).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check("16px KaTeX_Main"))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".katex")!).fontFamily)).toContain("KaTeX_Main");
  // The page itself never scrolls sideways.
  await expectFits(page);
});
