/**
 * In Chromium, with and without JavaScript: the site search from the
 * top bar (375 px and 1280 px), "Back" after marking a lesson done, leaving a
 * course, and screenshots of the main pages at 375 px (test-results/).
 */
import type { Page } from "@playwright/test";
import { DEMO_ARTICLES, DEMO_COURSES } from "../../scripts/seed-content";
import { enrolHere, expect, test } from "../support/e2e";

const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const article = DEMO_ARTICLES.find((a) => a.slug === "stay-focused-at-home")!;

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
  // No horizontal scrolling at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
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

    test("marking a lesson done (Back leaves the lesson with JS), then leaving the course", async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/course/${math.slug}`);
      await enrolHere(page);
      await page.goto(`/course/${math.slug}`);
      await page.goto("/lesson/math-02");
      await page.getByRole("button", { name: "ทำเครื่องหมายว่าเรียนจบแล้ว" }).click();
      if (!js) {
        // A plain form post always adds a history entry: it leads on to the next lesson,
        // so Back returns to this lesson (done) once, and then leaves it.
        await expect(page).toHaveURL(/\/lesson\/math-03$/);
        await page.goBack();
        await expect(page).toHaveURL(/\/lesson\/math-02$/);
      }
      await expect(page.getByRole("status").filter({ hasText: "บทนี้เรียนจบแล้ว" })).toBeVisible();
      // With JavaScript, Remix replaces the entry when the post redirects to the same URL.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/course/${math.slug}$`));

      // Leaving the course: a confirmation step, then the enrol button is back.
      await page.goto(`/course/${math.slug}`);
      await page.getByRole("link", { name: "ออกจากคอร์ส" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /ออกจากคอร์ส/ })).toBeVisible();
      await page.getByRole("button", { name: "ยืนยัน ออกจากคอร์ส" }).click();
      await expect(page).toHaveURL(new RegExp(`/course/${math.slug}$`));
      await expect(page.getByRole("button", { name: "ลงทะเบียนเรียนคอร์สนี้" }).first()).toBeVisible();
    });
  });
}

test("screenshots at 375 px: home, article, lesson, dashboard", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn();
  await page.goto(`/course/${math.slug}`);
  await enrolHere(page);
  for (const [name, path] of [
    ["home", "/"],
    ["article", `/blog/${article.slug}`],
    ["lesson", "/lesson/math-01"],
    ["dashboard", "/dashboard"],
  ] as const) {
    await page.goto(path);
    await page.screenshot({ path: `test-results/screens-375/${name}.png`, fullPage: true });
  }
});
