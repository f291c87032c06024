/**
 * A page as a student or the tutor sees it on a phone, for the browser tests that run without
 * JavaScript: the phone's context options, and the check that a page fits 375 px and passes axe.
 * Axe needs a script, so a second context with the same cookies reads the page again: by its
 * address (path and query), or, for the answer to a post that an address cannot bring back
 * (an ask-first step), by the same HTML loaded into a page of the site (`sameHtml`).
 */
import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, expectFits } from "./e2e";

export const PHONE = { viewport: { width: 375, height: 800 }, locale: "th-TH" } as const;

export async function expectPhonePage(browser: Browser, page: Page, what: string, { sameHtml = false }: { sameHtml?: boolean } = {}) {
  await expectFits(page, what);
  const url = new URL(page.url());
  const context = await browser.newContext({ baseURL: url.origin, ...PHONE });
  await context.addCookies(await page.context().cookies());
  const other = await context.newPage();
  await other.goto(`${url.pathname}${url.search}`);
  if (sameHtml) await other.setContent(await page.content(), { waitUntil: "load" });
  expect(await axeViolations(other), what).toEqual([]);
  await context.close();
}
