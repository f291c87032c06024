import { existsSync } from "node:fs";

/**
 * The browser the tests drive. Debian's `chromium-headless-shell` is the same Chromium
 * build as its `chromium` package without the desktop browser around it; Playwright's own
 * headless default is that shell too. It used about 40 % less CPU on the axe walks and form
 * specs (docs/testing.md). `CHROMIUM_PATH` overrides it; where the shell is missing and
 * cannot be installed, the full browser serves.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
