/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules plus its best practices)
 * over every page type, for each role that sees it: at 375 px with and without
 * JavaScript (the phone, where most students are), and at 1280 px with it; zero
 * violations expected. A page without JavaScript is the same document at either
 * width (its layout is checked with JavaScript at both), so 1280 px without it
 * repeats a walk. One test per role and JavaScript setting walks that role's
 * pages, so the browser context (and the session) is made once; with JavaScript
 * each page is loaded once and checked at 375 px, then widened to 1280 px and
 * checked again (the same document: only the layout changes).
 *
 * axe itself is a script: in a context with JavaScript disabled Playwright cannot
 * run it. "Without JavaScript" is therefore the server's HTML with every
 * `<script>` removed and `<noscript>` unwrapped (what a browser without
 * JavaScript shows), loaded in a context where only axe runs. A page whose
 * server HTML has no script and no noscript is the same page either way: the
 * test with JavaScript checks it, the one without only checks its status.
 */
import type { BrowserContext } from "@playwright/test";
import { DEMO_ARTICLES, DEMO_COURSES, SEARCH_WORD } from "../../harness/seed-content";
import { DEMO_QUESTIONS } from "../../harness/seed-questions";
import { expect, signInAs, test } from "../support/e2e";
import { testDays } from "../../harness/test-days";
import { trashSample } from "../support/records";
import { axeViolations } from "../support/axe";

// A trash entry, so that the trash pages show their table and their confirmation.
const TRASH_SAMPLE = "a11y-trash-sample";
test.beforeAll(() => trashSample(TRASH_SAMPLE));

/** A day of the booking window with free evening times (the tutoring steps' pages). */
const TUTORING_DAY = testDays(import.meta.url).day(20);
const article = DEMO_ARTICLES.find((a) => a.slug === "stay-focused-at-home")!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;

const PAGES = {
  visitor: [
    ["/", 200],
    ["/blog", 200],
    [`/blog?q=${encodeURIComponent(SEARCH_WORD)}`, 200],
    [`/search?q=${encodeURIComponent("เซต")}`, 200],
    [`/blog/${article.slug}`, 200],
    [`/course/${math.slug}`, 200],
    ["/lesson/math-01", 200], // a free preview with a video
    ["/dashboard", 200],
    ["/login", 200],
    ["/login?redirectTo=%2Flesson%2Fmath-02", 200], // sent from a locked lesson
    ["/no-such-page", 404],
    ["/tutoring", 200],
  ],
  // demo-student-1 (seeded): enrolled in the maths course with three lessons done.
  student: [
    ["/dashboard", 200],
    [`/course/${math.slug}`, 200],
    ["/lesson/math-02", 200], // enrolled, done
    ["/lesson/math-04", 200], // enrolled, not done
    ["/lesson/phy-03", 403], // not enrolled: the enrol prompt
    [`/course/${math.slug}/leave`, 200], // leaving a course: the confirmation step
    ["/lesson/math-01", 200], // a free preview with a FAQ and the student's answered question
    ["/tutoring", 200], // live tutoring: the types, each a link to its time picker
    [`/tutoring?type=private-60&day=${TUTORING_DAY}`, 200], // the picker: the days, one day's times
    [`/tutoring?type=private-60&day=${TUTORING_DAY}&time=19:00`, 200], // the confirmation with its note
    ["/sessions", 200],
    ["/sessions/demo-booking-1", 200], // upcoming: the reschedule picker, the link to cancel
    ["/sessions/demo-booking-1?step=cancel", 200], // the cancellation's confirmation with its reason
    ["/sessions/demo-booking-past", 200], // past: the tutor's notes and homework
    [`/tutoring?type=group-90&day=${testDays("seed").day(4)}&time=16:00`, 200], // a full time: the student's place in its queue (the seed's)
    ["/profile", 200], // the profile form
  ],
  admin: [
    ["/admin", 200],
    ["/admin/articles/new", 200],
    [`/admin/articles/${article.id}`, 200],
    [`/admin/courses/${math.id}`, 200],
    ["/admin/lessons/math-01", 200],
    ["/admin/stats", 200],
    ["/lesson/phy-03", 200], // locked for students: the admin's view, marked
    ["/lesson/phy-06", 200], // a draft: the admin's view, marked
    ["/admin/questions", 200],
    [`/admin/questions/${DEMO_QUESTIONS[0]!.id}`, 200],
    ["/admin/lessons/math-04/exercise", 200],
    ["/admin/lessons/math-04/exercise?new=number", 200],
    ["/admin/lessons/math-04/exercise?new=single", 200],
    ["/admin/stats/exercises", 200],
    ["/admin/trash", 200],
    [`/admin/trash/${TRASH_SAMPLE}`, 200],
    ["/admin/students", 200],
    ["/admin/students/demo-student-1", 200],
    ["/admin/students/demo-student-4", 200], // the demo regular: "นักเรียนประจำ" (issue 44)
    ["/admin/tutoring/series/demo-series-1", 200], // the demo series: its weeks, the form that ends it
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, number]>>;

const ACCOUNTS = { visitor: null, student: "demo-student-1", admin: "demo-admin-1" } as const;

/**
 * Serves every document without its scripts, and with its `<noscript>` content
 * shown. Returns the paths whose server HTML had neither: a browser shows them
 * the same with JavaScript or without, so the JavaScript test of the same role
 * and width has already checked exactly that page.
 */
async function withoutScripts(context: BrowserContext, baseURL: string): Promise<Set<string>> {
  const plain = new Set<string>();
  await context.route(
    (url) => url.origin === new URL(baseURL).origin,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const original = await response.text();
      const html = original
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<\/?noscript>/g, "");
      const url = new URL(route.request().url());
      if (html === original) plain.add(url.pathname + url.search);
      else plain.delete(url.pathname + url.search);
      await route.fulfill({ response, body: html });
    },
  );
  return plain;
}

/** The widths a page with JavaScript is checked at, in turn, after one load (the phone's first). */
const WIDTHS_WITH_JS = [375, 1280] as const;

for (const role of Object.keys(PAGES) as Array<keyof typeof PAGES>) {
  for (const js of [true, false]) {
    const widths = js ? WIDTHS_WITH_JS : ([375] as const);
    test(`axe: ${role}, ${widths.join(" and ")} px, ${js ? "with" : "without"} JavaScript`, async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ baseURL, viewport: { width: widths[0], height: 800 }, locale: "th-TH" });
      const plain = js ? new Set<string>() : await withoutScripts(context, baseURL!);
      const uid = ACCOUNTS[role];
      if (uid) await signInAs(context, uid, baseURL!);
      const page = await context.newPage();
      const found: Record<string, unknown> = {};
      for (const [path, status] of PAGES[role]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        if (js) await page.waitForLoadState("networkidle");
        else expect(await page.locator("script").count(), path).toBe(0);
        // The same HTML as with JavaScript (no script, no noscript): checked there.
        if (plain.has(path)) continue;
        for (const width of widths) {
          if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 800 });
          const violations = await axeViolations(page);
          if (violations.length) found[`${path} at ${width} px`] = violations;
        }
        if (page.viewportSize()?.width !== widths[0]) await page.setViewportSize({ width: widths[0], height: 800 });
      }
      await context.close();
      expect(found).toEqual({});
    });
  }
}

test.describe("keyboard and announcements", () => {
  test("inputs show a visible focus ring", async ({ page }) => {
    await page.goto("/blog");
    const input = page.getByRole("searchbox", { name: "ค้นหาบทความ" });
    await input.focus();
    // Two rings: the surface gap and a 5 px ring in the primary colour.
    await expect(input).toHaveCSS("box-shadow", /5px/);
  });

  test("mark done keeps the focus on the button and announces the change", async ({ page, signIn }) => {
    await signIn();
    await page.goto(`/course/${math.slug}`);
    await page.getByRole("button", { name: "ลงทะเบียนเรียนคอร์สนี้" }).first().click();
    await expect(page.getByText("น้องลงทะเบียนคอร์สนี้แล้ว")).toBeVisible();
    await page.goto("/lesson/math-02");
    const button = page.getByRole("button", { name: "ทำเครื่องหมายว่าเรียนจบแล้ว" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "บทนี้เรียนจบแล้ว" })).toBeVisible();
    await expect(page.locator(":focus")).toHaveText("ยกเลิกเครื่องหมายเรียนจบ");
  });

  test("starting a video moves the focus to the player and announces it", async ({ page }) => {
    await page.goto("/lesson/math-01");
    await page.getByRole("link", { name: /^เล่นวิดีโอ:/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("iframe.video__frame")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "กำลังเล่นวิดีโอ" })).toHaveCount(1);
  });

  test("the mobile menu closes when the focus leaves it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/lesson/math-01"); // a page with islands (the menu island comes with the lesson's)
    const toggle = page.getByLabel("เมนู", { exact: true });
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "เมนูหลัก" });
    await expect(nav).toBeVisible();
    await page.getByRole("link", { name: "เข้าสู่ระบบ", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
