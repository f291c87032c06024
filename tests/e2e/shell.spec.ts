/**
 * The page shell in a browser: the sticky top bar, the user area, the mobile
 * menu with and without JavaScript, the self-hosted Thai font, the bar at tablet
 * widths, logout; links from a page that hydrates to one that does not load its
 * document (and its islands). What the server's HTML alone shows (the links and
 * the active one, the footer, the Thai error pages, /_app, the document's
 * language and title) is in tests/integration/shell.test.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { demoExercises } from "../../harness/seed-exercises";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { expect, test } from "../support/e2e";
import { answerQuestion } from "../support/exercise-page";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const BRAND = "ติวกับพี่";
const ANONYMOUS_LINKS = ["หน้าหลัก", "บทความ", "บทเรียน", "เข้าสู่ระบบ"];
const STUDENT_LINKS = ["หน้าหลัก", "บทความ", "บทเรียน"];
const ADMIN_LINKS = ["หน้าหลัก", "บทความ", "บทเรียน", "แอดมิน", "สถิติ"];

/** The visible main navigation (desktop bar, or the opened mobile menu). */
function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "เมนูหลัก" });
}

async function expectLinks(page: Page, labels: string[], active: string | null) {
  const nav = mainNav(page);
  await expect(nav.getByRole("link")).toHaveText(labels);
  const current = nav.locator('a[aria-current="page"]');
  if (active) {
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(active);
  } else {
    await expect(current).toHaveCount(0);
  }
}

test.describe("anonymous, desktop", () => {
  test.use({ viewport: DESKTOP });

  // The other routes' links, statuses and active link are the server's HTML:
  // tests/integration/shell.test.ts. /login hydrates (the Firebase popup).
  const ROUTES: Array<[path: string, status: number, active: string | null]> = [["/login", 200, "เข้าสู่ระบบ"]];

  for (const [path, status, active] of ROUTES) {
    test(`${path}: links in order, ${active ?? "nothing"} active`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("banner")).toBeVisible();
      await expectLinks(page, ANONYMOUS_LINKS, active);
      await expect(page.getByRole("link", { name: "แอดมิน" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "สถิติ" })).toHaveCount(0);
    });
  }

  test("the top bar is sticky and the brand leads home", async ({ page }) => {
    await page.goto("/blog");
    const bar = page.getByRole("banner");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeInViewport();
    await bar.getByRole("link", { name: BRAND }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText("หน้าหลัก");
  });

  test("the Sarabun font is loaded and used", async ({ page }) => {
    await page.goto("/");
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        thai: document.fonts.check("16px Sarabun", "ก"),
        bold: document.fonts.check("700 16px Sarabun", "ก"),
        body: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(font.thai).toBe(true);
    expect(font.bold).toBe(true);
    expect(font.body).toMatch(/^"?Sarabun"?,/);
  });
});

// Anonymous public pages ship no JavaScript: the menu's scripted
// behaviour is tested on a page with islands (a free lesson: its video facade
// and exercise; the menu island comes with them).
const WITH_ISLANDS = "/lesson/math-01";

test.describe("mobile menu, with JavaScript", () => {
  test.use({ viewport: PHONE });

  test("the button opens and closes the menu; choosing a link closes it", async ({ page }) => {
    await page.goto(WITH_ISLANDS);
    const button = page.getByLabel("เมนู", { exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expectLinks(page, ANONYMOUS_LINKS, "บทเรียน");

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();

    await button.click();
    await mainNav(page).getByRole("link", { name: "บทความ" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // A new page (/blog runs no script: its native toggle, closed).
    await expect(mainNav(page)).toBeHidden();

    await button.click();
    await expectLinks(page, ANONYMOUS_LINKS, "บทความ");
  });

  test("Escape closes the menu", async ({ page }) => {
    await page.goto(WITH_ISLANDS);
    const button = page.getByLabel("เมนู", { exact: true });
    await button.click();
    await expect(mainNav(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
  });

  test("the menu button is hidden on desktop, the links inline", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await expect(page.getByLabel("เมนู", { exact: true })).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe("anonymous public pages ship no JavaScript", () => {
  test.use({ viewport: PHONE });

  test("the home page loads no script, and its menu still opens natively", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);
    const button = page.getByLabel("เมนู", { exact: true });
    // No script sets aria-expanded: the native <details> carries the state.
    await expect(button).not.toHaveAttribute("aria-expanded", /.*/);
    await button.click();
    await expectLinks(page, ANONYMOUS_LINKS, "หน้าหลัก");
  });
});

test.describe("mobile menu, without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the menu opens natively and its links work", async ({ page }) => {
    await page.goto("/");
    const details = page.locator("details.menu-toggle");
    await expect(details).not.toHaveAttribute("open", /.*/);
    await expect(mainNav(page)).toBeHidden();

    await page.getByLabel("เมนู", { exact: true }).click();
    await expect(details).toHaveAttribute("open", /.*/);
    await expectLinks(page, ANONYMOUS_LINKS, "หน้าหลัก");

    await mainNav(page).getByRole("link", { name: "บทเรียน" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByLabel("เมนู", { exact: true }).click();
    await expectLinks(page, ANONYMOUS_LINKS, "บทเรียน");
  });

  test("the 404 page renders in the shell without JavaScript", async ({ page }) => {
    const response = await page.goto("/lesson/abc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่พบหน้านี้");
    await page.getByLabel("เมนู", { exact: true }).click();
    await expectLinks(page, ANONYMOUS_LINKS, "บทเรียน");
  });
});

test.describe("signed in", () => {
  test.use({ viewport: DESKTOP });

  test("a long address is cut at 24 characters' width, the full one in title", async ({ page, signIn }) => {
    const { email } = await signIn({ email: `a-rather-long-student-name-${Date.now()}@test.example.com` });
    await page.goto("/");
    const address = page.getByRole("banner").getByText(email, { exact: true });
    await expect(address).toHaveAttribute("title", email);
    const box = await address.evaluate((el) => {
      const style = getComputedStyle(el);
      const probe = document.createElement("span");
      probe.style.font = style.font;
      probe.style.position = "absolute";
      probe.textContent = "0".repeat(24);
      document.body.append(probe);
      const ch24 = probe.getBoundingClientRect().width;
      probe.remove();
      return { width: el.getBoundingClientRect().width, ch24, overflow: style.textOverflow, scroll: el.scrollWidth };
    });
    expect(box.overflow).toBe("ellipsis");
    expect(box.width).toBeLessThanOrEqual(box.ch24 + 1);
    expect(box.scroll).toBeGreaterThan(box.width);
  });

  // The admin's links and their active states are the server's HTML: tests/integration/shell.test.ts.
  test("an admin at tablet widths: everything still fits", async ({ page, signIn }) => {
    await signIn({ email: "admin@example.com" });
    // Tablet width: everything still fits (links move to a second row), nothing scrolls sideways.
    for (const width of [768, 900]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/admin");
      await expectLinks(page, ADMIN_LINKS, "แอดมิน");
      await expect(page.getByRole("banner").getByRole("button", { name: "ออกจากระบบ" })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test("logout: only the spinner while it runs, then signed out on /", async ({ page, signIn }) => {
    const { email } = await signIn();
    await page.goto("/blog");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The hydrated shell posts to /logout(.data); the logout island to the API's /api/auth/sessionLogout.
    await page.route(/\/(logout|api\/auth\/sessionLogout)(\.data)?(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByRole("banner");
    await bar.getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(bar.getByRole("status")).toHaveText("กำลังออกจากระบบ...");
    await expect(bar.getByText(email, { exact: true })).toBeHidden();
    await expect(bar.getByRole("button", { name: /ออก/ })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expectLinks(page, ANONYMOUS_LINKS, "หน้าหลัก");
    await expect(bar.getByRole("status")).toHaveCount(0);
  });

  test("logout from the mobile menu closes it", async ({ page, signIn }) => {
    await page.setViewportSize(PHONE);
    await signIn();
    await page.goto("/dashboard");
    const button = page.getByLabel("เมนู", { exact: true });
    await button.click();
    await expectLinks(page, STUDENT_LINKS, "บทเรียน");
    // Held, so the page is still the signed-in one when the menu is checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(logout|api\/auth\/sessionLogout)(\.data)?(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("#site-menu").getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/$/);
    await button.click();
    await expectLinks(page, ANONYMOUS_LINKS, "หน้าหลัก");
  });
});

test.describe("signed in, without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("logout is a real form post", async ({ page, signIn }) => {
    const { email } = await signIn();
    await page.goto("/blog");
    const bar = page.getByRole("banner");
    await expect(bar.getByText(email, { exact: true })).toBeVisible();
    await bar.getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLinks(page, ANONYMOUS_LINKS, "หน้าหลัก");
  });
});

test.describe("links from a page that hydrates", () => {
  test.use({ viewport: DESKTOP });

  test("from /login, the nav's บทเรียน to a free lesson gives a working check button", async ({ page }) => {
    const preview = DEMO_LESSONS.find((l) => l.id === "math-04")!;
    const course = DEMO_COURSES.find((c) => c.id === preview.courseId)!;
    const question = demoExercises().find((e) => e.lessonId === preview.id)!.exercise.questions.find((q) => q.type === "text")!;
    await page.goto("/login");
    // The sign-in page hydrates (the Firebase popup): wait for React before following its links.
    await page.waitForFunction(() => "__remixRouter" in window);
    await mainNav(page).getByRole("link", { name: "บทเรียน" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("link", { name: course.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/course/${encodeURIComponent(course.slug)}$`));
    await page.getByRole("link", { name: preview.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/lesson/${preview.id}$`));

    await answerQuestion(page, question);
    await page.locator(`#exercise-q-${question.id}`).getByRole("button", { name: EXERCISE_TEXT.check }).click();
    await expect(page.locator(`#exercise-q-${question.id}-check`)).toHaveText(EXERCISE_TEXT.checkRight);
  });
});
