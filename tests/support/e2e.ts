/**
 * Playwright fixtures shared by the browser tests. The machine has no internet:
 * Chromium resolves no outside name (playwright.config.ts: `--host-resolver-rules`),
 * so an outside request fails at once and nothing waits on the network. The
 * tests that sign in through the Auth emulator's popup (`test.use({ popup: true })`)
 * also need Google's gapi loader, which a small stand-in (gapi-shim.js) replaces,
 * and the widget's CDN styles, answered empty: only those route requests, as
 * routing turns Chromium's cache off and every page would fetch its styles,
 * scripts and fonts again (issue 45: that made the browser tests slower, and
 * left a page just posted measured before its stylesheet had come back).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { sessionForUid, signedInSession, type TestUserOptions } from "../../harness/auth";
import { bangkokInstant, formatThaiDate } from "~/kernel/clock";

const shim = readFileSync(path.join(import.meta.dirname, "gapi-shim.js"), "utf8");
const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//;

/** The emulator's popup without the internet: the gapi stand-in, every other outside request answered empty. */
async function offlineOutsideWorld(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: shim }),
  );
  await context.route(
    (url) => !LOCAL.test(url.href) && !url.href.startsWith("https://apis.google.com/js/api.js") && /^https?:/.test(url.protocol),
    (route) => route.fulfill({ status: 200, body: "" }),
  );
}

export const test = base.extend<{ popup: boolean; signIn: (opts?: TestUserOptions) => Promise<{ email: string; uid: string; sessionToken: string }> }>({
  /** The test signs in through the emulator's popup: its context gets offlineOutsideWorld. */
  popup: [false, { option: true }],
  context: async ({ context, popup }, use) => {
    if (popup) await offlineOutsideWorld(context);
    await use(context);
  },
  /** Signs the browser context in without the popup: a real session cookie from the server. */
  signIn: async ({ context, baseURL }, use) => {
    await use(async (opts = {}) => {
      const session = await signedInSession(opts);
      await context.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      return session;
    });
  },
});

export { expect };

/** A Bangkok day ("yyyy-mm-dd", from harness/test-days.ts) as its Thai full date (the /tutoring day headings use it). */
export function thaiDay(day: string): string {
  return formatThaiDate(bangkokInstant(day, 12 * 60), "full");
}

/**
 * The time picker's two steps (a day, then a time: each link loads a document
 * that scrolls to its fragment), each waited for until its page has loaded: a
 * click on a page still streaming in can land where the fragment scroll then
 * moves another link. `which` picks the day's time; returns its label ("19:00 น.").
 */
export async function pickTime(page: Page, day: string, which: "first" | "last"): Promise<string> {
  await page.getByRole("link", { name: new RegExp(`^${thaiDay(day)}\\s*ว่าง \\d+ เวลา$`) }).click();
  await page.waitForURL(/[?&]day=.+#pick-time$/);
  const times = page.locator(".tutoring-times a");
  const time = which === "first" ? times.first() : times.last();
  const label = (await time.innerText()).trim();
  await time.click();
  await page.waitForURL(/[?&]time=.+#confirm$/);
  return label;
}

/**
 * The open page fits its width: nothing scrolls sideways. This is the check the
 * browser tests make at a width, instead of keeping a screenshot nobody compares.
 */
export async function expectFits(page: Page, what = new URL(page.url()).pathname) {
  // Measured once the page's stylesheets have loaded: right after a post, a page without its
  // CSS yet is wider than it will be (issue 45: 873 px at 375 px, once, in a full run).
  await expect
    .poll(() => page.evaluate(() => document.readyState !== "loading" && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null)), {
      message: `${what}: the document parsed, its stylesheets loaded`,
    })
    .toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} at ${page.viewportSize()?.width} px scrolls sideways by`).toBeLessThanOrEqual(0);
  expect(await controlsOutside(page), `${what} at ${page.viewportSize()?.width} px: controls wider than their box`).toEqual([]);
}

/**
 * The shown buttons and fields that stick out of their box (the nearest block around them)
 * by more than a pixel, where no box between scrolls sideways: a long label that cannot
 * wrap spills over a card's edge even where the page as a whole still fits.
 */
function controlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(".button, button, input, select, textarea")) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || el.closest("[hidden], details:not([open]) > :not(summary)")) continue;
      let box = el.parentElement;
      while (box && getComputedStyle(box).display.startsWith("inline")) box = box.parentElement;
      if (!box) continue;
      let scrolls = false;
      for (let a: HTMLElement | null = box; a && !scrolls; a = a.parentElement) scrolls = /auto|scroll/.test(getComputedStyle(a).overflowX);
      if (scrolls) continue;
      const b = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const left = b.left + parseFloat(style.borderLeftWidth);
      const right = b.right - parseFloat(style.borderRightWidth);
      if (r.left < left - 1 || r.right > right + 1) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "").trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.left)}–${Math.round(r.right)} px in ${Math.round(left)}–${Math.round(right)} px`);
      }
    }
    return out;
  });
}

/**
 * Signs in through the Auth emulator's own popup widget, as a person would:
 * click the provider button, add an account (or pick an existing one) in the popup.
 */
export async function signInThroughPopup(page: Page, provider: "google" | "microsoft", email: string, name?: string) {
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: provider === "google" ? "เข้าสู่ระบบด้วย Google" : "เข้าสู่ระบบด้วย Microsoft" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  const existing = popup.locator("li.js-reuse-account", { hasText: email });
  await popup.locator(".js-new-account, li.js-reuse-account").first().waitFor();
  if (await existing.count()) {
    await existing.first().click();
  } else {
    await popup.locator(".js-new-account").click();
    await popup.locator("#email-input").fill(email);
    if (name) await popup.locator("#display-name-input").fill(name);
    await popup.locator("#sign-in").click();
  }
  return popup;
}

/** Signs a demo account in by its uid (a real session cookie from the server) for every page of `context`. */
export async function signInAs(context: BrowserContext, uid: string, baseURL: string) {
  const sessionToken = await sessionForUid(uid, baseURL);
  await context.addCookies([{ name: "session", value: sessionToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * Enrols in the course page that is open and waits until the server has done it
 * (the page says so). With JavaScript the button's name changes as soon as the
 * post starts, so its absence alone proves nothing, and leaving the page then
 * would cancel the enrolment.
 */
export async function enrolHere(page: Page) {
  await page.getByRole("button", { name: "ลงทะเบียนเรียนคอร์สนี้" }).first().click();
  await expect(page.getByText("น้องลงทะเบียนคอร์สนี้แล้ว")).toBeVisible();
}
