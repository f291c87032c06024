/**
 * A student's way through the learning content, in Chromium, once with
 * JavaScript disabled (plain links and form posts) and once enabled (client
 * navigation, the video facade): browse and page through the blog, filter by a
 * tag, search with a Thai word from the middle of a sentence, read an article,
 * open a course, try a locked lesson anonymously and land on the sign-in page,
 * sign in and come back, enrol, mark two lessons done, and see the progress bar
 * and the "continue" link on /dashboard; "Back" after marking a lesson done,
 * and leaving a course; at 375 px without JavaScript, "mark done" comes back to
 * the lesson with "บันทึกแล้ว" in the first screen and the next lesson's link.
 */
import type { Page } from "@playwright/test";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS, SEARCH_WORD, SEARCH_WORD_ARTICLE } from "../../harness/seed-content";
import { enrolHere, expect, expectFits, test } from "../support/e2e";
import { percentOf } from "~/platform/percent";

const published = DEMO_ARTICLES.filter((a) => a.status === "published");
const oldest = [...published].sort((a, b) => a.date.localeCompare(b.date))[0]!;
const searchArticle = DEMO_ARTICLES.find((a) => a.slug === SEARCH_WORD_ARTICLE)!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const lessons = DEMO_LESSONS.filter((l) => l.courseId === math.id && l.status === "published").sort((a, b) => a.order - b.order);
const [lesson1, lesson2, lesson3] = lessons as [(typeof lessons)[0], (typeof lessons)[0], (typeof lessons)[0]];
const TAG = "ภาษาอังกฤษ";

async function browseBlog(page: Page) {
  await page.goto("/blog");
  const cards = page.locator(".article-card");
  await expect(cards).toHaveCount(10);

  // Page through.
  await page.getByRole("navigation", { name: "เลือกหน้า" }).getByRole("link", { name: /ถัดไป/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  // The oldest articles are on page 2. Other tests running alongside may have
  // published an article of their own (the newest), so count at least the demo rest.
  await expect(page.getByRole("link", { name: oldest.title }).first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(published.length - 10);
  expect(await cards.count()).toBeLessThanOrEqual(10);
  await expect(page.getByText("หน้า 2 จาก 2")).toBeVisible();

  // Filter by a tag.
  await page
    .getByRole("list", { name: "แท็ก" })
    .getByRole("link", { name: new RegExp(TAG) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${encodeURIComponent(TAG)}$`));
  await expect(page.getByText(`บทความในแท็ก “${TAG}”`)).toBeVisible();
  await expect(cards).toHaveCount(published.filter((a) => a.tags.includes(TAG)).length);

  // Search with a Thai word that sits mid-sentence in one article.
  await page.goto("/blog");
  await page.getByRole("searchbox", { name: "ค้นหาบทความ" }).fill(SEARCH_WORD);
  await page.getByRole("main").getByRole("button", { name: "ค้นหา", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(SEARCH_WORD)}`));
  await expect(page.getByRole("status")).toContainText(`ผลการค้นหา “${SEARCH_WORD}” พบ 1 บทความ`);
  await expect(cards).toHaveCount(1);

  // Read it.
  await page.getByRole("link", { name: searchArticle.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${SEARCH_WORD_ARTICLE}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(searchArticle.title);
  await expect(page.locator(".article-hero time").first()).toHaveText("8 กุมภาพันธ์ 2568");
  await expect(page.getByText(/อ่าน\s\d+\sนาที/).first()).toBeVisible();
  await expect(page.locator(".article-body")).toContainText(SEARCH_WORD);
  await expect(page.getByRole("navigation", { name: "ในบทความนี้" })).toBeVisible();
}

async function learn(page: Page, signIn: () => Promise<unknown>, js: boolean) {
  // Open a course from the catalogue.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: math.title }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${math.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(math.title);
  for (const l of lessons) await expect(page.getByRole("link", { name: new RegExp(l.title) })).toBeVisible();

  // A locked lesson, anonymously: to the sign-in page, with the way back.
  await page.getByRole("link", { name: new RegExp(lesson2.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/lesson/${lesson2.id}`)}$`));

  // Sign in; the sign-in page then sends the student back to the lesson.
  await signIn();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lesson2.id}$`));

  // Not enrolled yet: the Thai prompt (403), and its enrol button.
  await expect(page.getByRole("heading", { name: "บทเรียนนี้สำหรับผู้ที่ลงทะเบียนคอร์สแล้ว" })).toBeVisible();
  await page.getByRole("button", { name: "ลงทะเบียนเรียนคอร์สนี้" }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lesson2.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson2.title);

  // Mark it done (a form post). Without JavaScript the post comes back to this lesson, saying "บันทึกแล้ว".
  await page.getByRole("button", { name: "ทำเครื่องหมายว่าเรียนจบแล้ว" }).click();
  if (!js) {
    await expect(page).toHaveURL(new RegExp(`/lesson/${lesson2.id}\\?saved=1#lesson-saved$`));
    await expect(page.getByText("บันทึกแล้ว", { exact: true })).toBeVisible();
  }
  await expect(page.getByText("บทนี้เรียนจบแล้ว")).toBeVisible();
  await expect(page.getByRole("button", { name: "ยกเลิกเครื่องหมายเรียนจบ" })).toBeVisible();

  // The previous lesson (a free preview with a video), marked done too.
  await page.getByRole("link", { name: /บทก่อนหน้า/ }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lesson1.id}$`));
  const facade = page.getByRole("link", { name: `เล่นวิดีโอ: ${lesson1.title}` });
  await expect(facade).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  if (js) {
    await expect(page.locator("iframe")).toHaveCount(0);
    await facade.click();
    await expect(page.locator("iframe.video__frame")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/
    );
  }
  await page.getByRole("button", { name: "ทำเครื่องหมายว่าเรียนจบแล้ว" }).click();
  await expect(page.getByText("บทนี้เรียนจบแล้ว")).toBeVisible();
  if (!js) await expect(page).toHaveURL(new RegExp(`/lesson/${lesson1.id}\\?saved=1#lesson-saved$`)); // lesson 1 done: back to it

  // The dashboard: progress bar and the "continue" link to the first lesson not done.
  await page.getByRole("navigation", { name: "เมนูหลัก" }).getByRole("link", { name: "บทเรียน" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const mine = page.locator(".my-course", { hasText: math.title });
  await expect(mine).toContainText(`เรียนแล้ว 2 จาก ${lessons.length} บท`);
  const percent = percentOf(2, lessons.length); // the site's one rounding rule
  await expect(mine.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(percent));
  await expect(mine).toContainText(`${percent}%`);
  const next = mine.getByRole("link", { name: /เรียนต่อ/ });
  await expect(next).toHaveAttribute("href", `/lesson/${lesson3.id}`);
  await expect(next).toContainText(lesson3.title);
  // The courses not taken yet are offered below.
  await expect(page.getByRole("heading", { name: "คอร์สอื่นที่น่าสนใจ" })).toBeVisible();
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson3.title);
}

test.describe("learning without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("blog: page, tag, Thai search, article", async ({ page }) => {
    await browseBlog(page);
  });

  test("course, locked lesson, sign in, enrol, progress, continue", async ({ page, signIn }) => {
    await learn(page, () => signIn(), false);
  });
});

test.describe("learning with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("blog: page, tag, Thai search, article", async ({ page }) => {
    await browseBlog(page);
  });

  test("course, locked lesson, sign in, enrol, progress, continue", async ({ page, signIn }) => {
    await learn(page, () => signIn(), true);
  });
});

for (const js of [false, true]) {
  test.describe(`a lesson done and a course left, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("marking a lesson done (Back leaves the lesson), then leaving the course", async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/course/${math.slug}`);
      await enrolHere(page);
      await page.goto(`/course/${math.slug}`);
      await page.goto("/lesson/math-02");
      await page.getByRole("button", { name: "ทำเครื่องหมายว่าเรียนจบแล้ว" }).click();
      // Without JavaScript the post comes back to this lesson with "บันทึกแล้ว" (a new history entry).
      if (!js) await expect(page).toHaveURL(/\/lesson\/math-02\?saved=1#lesson-saved$/);
      await expect(page.getByRole("status").filter({ hasText: "บทนี้เรียนจบแล้ว" })).toBeVisible();
      // A plain form post always adds a history entry: Back returns to the lesson once, then leaves it.
      // With JavaScript the done island posts with fetch: no entry.
      if (!js) {
        await page.goBack();
        await expect(page).toHaveURL(/\/lesson\/math-02$/);
      }
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/course/${math.slug}$`));

      // Leaving the course: a confirmation step, then the enrol button is back.
      await page.goto(`/course/${math.slug}`);
      await page.getByRole("link", { name: "ออกจากคอร์ส" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /ออกจากคอร์ส/ })).toBeVisible();
      await page.getByRole("button", { name: "ยืนยัน ออกจากคอร์ส" }).click();
      await expect(page).toHaveURL(new RegExp(`/course/${math.slug}$`));
      await expect(page.getByRole("button", { name: "ลงทะเบียนเรียนคอร์สนี้" }).first()).toBeVisible();
      // The course page says what happened, once: a reload no longer shows it.
      const left = page.getByRole("status").filter({ hasText: "ออกจากคอร์สแล้ว" });
      await expect(left).toBeInViewport();
      await page.reload();
      await expect(page.getByRole("button", { name: "ลงทะเบียนเรียนคอร์สนี้" }).first()).toBeVisible();
      await expect(left).toHaveCount(0);
    });
  });
}

test.describe("'mark done' on a practice lesson at 375 px without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("comes back to the lesson with 'บันทึกแล้ว' in the first screen, focused, and the link to the next lesson", async ({ page, signIn }) => {
    await signIn();
    await page.goto(`/course/${math.slug}`);
    await enrolHere(page);
    await page.goto(`/lesson/${lesson2.id}`);
    // The button is far down a phone's page (notes, exercise): tapped at the bottom.
    const done = page.getByRole("button", { name: "ทำเครื่องหมายว่าเรียนจบแล้ว" });
    await done.scrollIntoViewIfNeeded();
    await done.click();
    await expect(page).toHaveURL(new RegExp(`/lesson/${lesson2.id}\\?saved=1#lesson-saved$`));
    const saved = page.getByText("บันทึกแล้ว", { exact: true });
    await expect(saved).toBeInViewport();
    await expect(saved).toBeFocused();
    const next = page.getByRole("link", { name: new RegExp(`^บทถัดไป: ${lesson3.title}`) });
    await expect(next).toBeInViewport();
    await expectFits(page);
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson3.title);
  });
});
