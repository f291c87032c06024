/**
 * The shell's top bar: nothing in it overlaps anything, at 320 to 1440 px, for
 * a visitor, a student with a 40-character address and an admin whose address
 * (22 characters, `bar.admin1@example.com`) has the Admin label under it. The
 * bar's visible items are measured (bounding boxes) and every pair must be
 * apart; on phones also with the menu open. The address is cut with an
 * ellipsis at 24 units at most, the whole of it in `title` and in the text a
 * screen reader reads. From 768 px the search box's placeholder is read whole
 * (its text, measured in the box's font, fits inside the padding) and the links
 * are on one line (the same top).
 *
 * A server of its own, on the shared emulators, so that the admin's address can
 * be one of ADMIN_EMAILS (the test stack's admins are the demo accounts).
 */
import type { Page } from "@playwright/test";
import { DEMO_ADMIN_EMAILS } from "~/platform/demo-accounts";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { expect, test } from "../support/e2e";

const APP_PORT = testPort(3198);
const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
const STUDENT_EMAIL = "student.with.long.address.27@example.com";
const ADMIN_EMAIL = "bar.admin1@example.com";

/** The bar's items a person sees or clicks, each measured on its own. */
const ITEMS = [
  ".brand",
  ".menu-toggle__button",
  ".site-search__input",
  ".site-search__button",
  ".topbar__nav .nav-link",
  ".avatar-compact",
  ".avatar",
  ".user-area__email",
  ".user-area__role",
  ".user-area__logout button",
  ".user-status__busy",
  ".notif-link",
];

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

let server: AppServer | undefined;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  // A server to start: on a loaded machine it can take more than the default minute.
  test.setTimeout(120_000);
  server = await startAppServer({
    port: APP_PORT,
    env: {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: env.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
      ADMIN_EMAILS: [...DEMO_ADMIN_EMAILS, ADMIN_EMAIL].join(","),
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The boxes of the bar's visible items (hidden ones and empty ones left out). */
function boxes(page: Page): Promise<Box[]> {
  return page.evaluate((selectors) => {
    const out: Box[] = [];
    for (const selector of selectors) {
      document.querySelectorAll(`.topbar ${selector}`).forEach((el, i) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === "hidden" || style.display === "none") return;
        out.push({ name: `${selector} [${i}]`, x: r.left, y: r.top, width: r.width, height: r.height });
      });
    }
    return out;
  }, ITEMS);
}

/** Every pair of boxes that share more than half a pixel each way. */
function overlaps(list: readonly Box[]): string[] {
  const found: string[] = [];
  const EPS = 0.5;
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      const apartX = a.x + a.width <= b.x + EPS || b.x + b.width <= a.x + EPS;
      const apartY = a.y + a.height <= b.y + EPS || b.y + b.height <= a.y + EPS;
      if (!apartX && !apartY) found.push(`${a.name} ${JSON.stringify(a)} × ${b.name} ${JSON.stringify(b)}`);
    }
  }
  return found;
}

/** The address's shown width, and what 24ch is in its font. */
function emailWidths(page: Page) {
  return page.locator(".topbar .user-area__email").evaluate((el) => {
    const probe = document.createElement("span");
    probe.className = el.className;
    probe.style.cssText = "position:absolute;visibility:hidden;display:block;max-width:none;width:24ch";
    el.parentElement!.appendChild(probe);
    const limit = probe.getBoundingClientRect().width;
    probe.remove();
    return { shown: el.getBoundingClientRect().width, full: el.scrollWidth, limit, overflow: getComputedStyle(el).textOverflow };
  });
}

/** The search box's placeholder width in its font, and the room for it inside the box's padding. */
function placeholderFit(page: Page) {
  return page.locator(".topbar .site-search__input").evaluate((el) => {
    const input = el as HTMLInputElement;
    const cs = getComputedStyle(input);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    return { text: ctx.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) };
  });
}

const ROLES: { role: string; email: string | null; admin: boolean }[] = [
  { role: "visitor", email: null, admin: false },
  { role: "student", email: STUDENT_EMAIL, admin: false },
  { role: "admin", email: ADMIN_EMAIL, admin: true },
];

for (const { role, email, admin } of ROLES) {
  test(`the top bar (${role}): no overlap at ${WIDTHS.join(", ")} px`, async ({ page, context }) => {
    const base = server!.url;
    if (email) {
      if (email === STUDENT_EMAIL) expect(email).toHaveLength(40);
      const session = await signedInSession({ email }, { baseUrl: base });
      await context.addCookies([{ name: "session", value: session.sessionToken, url: base, httpOnly: true, sameSite: "Lax" }]);
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${base}/blog`);
      const bar = page.getByRole("banner");
      await expect(bar.locator(".brand")).toBeVisible();
      if (admin) await expect(bar.getByText("Admin", { exact: true })).toBeAttached();

      const closed = await boxes(page);
      expect(closed.length, `${width}px: items measured`).toBeGreaterThanOrEqual(width < 768 ? 2 : 4);
      expect(overlaps(closed), `${role} at ${width}px`).toEqual([]);
      // Nothing pushed out of the page sideways either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${role} at ${width}px: page width`).toBeLessThanOrEqual(width);

      if (width >= 768) {
        const fit = await placeholderFit(page);
        expect(fit.text, `${role} at ${width}px: the placeholder is read whole`).toBeLessThanOrEqual(fit.room);
        const tops = await bar.locator(".topbar__nav .nav-link").evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
        expect(tops.length).toBeGreaterThanOrEqual(3);
        expect(new Set(tops).size, `${role} at ${width}px: the links on one line ${JSON.stringify(tops)}`).toBe(1);
      }

      if (width < 768) {
        await bar.getByLabel("เมนู", { exact: true }).click();
        await expect(page.locator("#site-menu")).toBeVisible();
        const open = await boxes(page);
        expect(open.length).toBeGreaterThan(closed.length);
        expect(overlaps(open), `${role} at ${width}px, menu open`).toEqual([]);
        await bar.getByLabel("เมนู", { exact: true }).click();
      }

      if (email) {
        const address = bar.locator(".user-area__email");
        // The whole address is in the text (what a screen reader reads) and in `title`.
        await expect(address).toHaveText(email);
        await expect(address).toHaveAttribute("title", email);
        if (width >= 768) {
          const w = await emailWidths(page);
          expect(w.shown, `${role} at ${width}px: at most 24ch`).toBeLessThanOrEqual(w.limit + 0.5);
          expect(w.overflow).toBe("ellipsis");
          // The 40-character address is cut (with the ellipsis) on every desktop width.
          if (email === STUDENT_EMAIL) expect(w.full).toBeGreaterThan(w.shown);
        }
      }
    }
  });
}
