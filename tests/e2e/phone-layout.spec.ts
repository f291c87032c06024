/**
 * Small fixes at phone width, in Chromium with and without
 * JavaScript: the article's contents come before the article, collapsed, and
 * the aside takes over from 1024 px; the admin stats page keeps its active tab
 * on screen and its chart's day labels apart at 375 px.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, signInAs, test } from "../support/e2e";

const ARTICLE = "/blog/common-math-mistakes"; // five headings

/** The boxes of the visible elements of `locator`. */
async function boxes(locator: Locator) {
  const all = await locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, visible: r.width > 0 && style.display !== "none" && style.visibility !== "hidden" };
    }),
  );
  return all.filter((b) => b.visible);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const js of [false, true]) {
  test.describe(`at phone width, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("an article's contents come first, collapsed, and open on a tap", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(ARTICLE);
      const toc = page.locator("details.toc--collapsed");
      await expect(toc).toBeVisible();
      await expect(toc).not.toHaveAttribute("open", /.*/);
      await expect(page.locator(".article-layout__aside")).toBeHidden();
      const tocTop = (await toc.boundingBox())!.y;
      const bodyTop = (await page.locator(".article-body").boundingBox())!.y;
      expect(tocTop).toBeLessThan(bodyTop);
      const links = toc.getByRole("navigation", { name: "ในบทความนี้" }).getByRole("link");
      await expect(links.first()).toBeHidden();
      await toc.locator("summary").click();
      await expect(links).toHaveCount(5);
      await expect(links.first()).toBeVisible();
      expect(await noSideScroll(page)).toBe(true);

      // From 1024 px the aside shows the contents and the collapsed box is gone.
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.locator(".article-layout__aside")).toBeVisible();
      await expect(toc).toBeHidden();
    });

    test("the admin stats page keeps its active tab on screen and its day labels apart", async ({ page, context, baseURL }) => {
      await signInAs(context, "demo-admin-1", baseURL!);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/admin/stats");
      const active = page.getByRole("navigation", { name: "เมนูผู้ดูแลระบบ" }).locator('[aria-current="page"]');
      await expect(active).toHaveText("สถิติ");
      const tab = (await active.boundingBox())!;
      expect(tab.x).toBeGreaterThanOrEqual(0);
      expect(tab.x + tab.width).toBeLessThanOrEqual(375);
      expect(await noSideScroll(page)).toBe(true);

      const charts = page.locator(".chart__x");
      expect(await charts.count()).toBeGreaterThan(0);
      for (const chart of await charts.all()) {
        const labels = await boxes(chart.locator("span"));
        expect(labels.length).toBeGreaterThan(1);
        const sorted = [...labels].sort((a, b) => a.left - b.left);
        for (let i = 1; i < sorted.length; i++) {
          // Neighbours on one line never overlap.
          expect(sorted[i]!.left, `label ${i} of ${sorted.length}`).toBeGreaterThanOrEqual(sorted[i - 1]!.right);
        }
        for (const b of labels) {
          expect(b.left).toBeGreaterThanOrEqual(0);
          expect(b.right).toBeLessThanOrEqual(375);
        }
      }
    });
  });
}
