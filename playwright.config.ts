import { defineConfig } from "@playwright/test";
import { testBrowserPath } from "./harness/browser.ts";

/** Debian's Chromium headless shell (harness/browser.ts): Playwright cannot download its own browser here. */
export const CHROMIUM_PATH = testBrowserPath();
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // The headless shell hints glyphs fully by default: Thai text came out about 5 % wider than
  // in the full browser (harness/browser.ts). Unhinted, both measure alike.
  "--font-render-hinting=none",
];

/**
 * The browser tests' Chromium resolves no outside name: an outside request (a video's
 * thumbnail, a CDN) fails at once, without routing every request through Playwright,
 * which would turn the browser's cache off (tests/support/e2e.ts).
 */
const OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers saved about a minute but loaded the machine past the slip reader's 2 s budget
  // (docs/testing.md, "How long it takes"): two.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: process.env.APP_URL ?? "http://localhost:3100",
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE] },
    // No trace: recording one for every test cost 11 % of the phase's CPU (docs/testing.md).
    // A failure keeps a screenshot; for a hunt, PLAYWRIGHT_ARGS="--trace on" records them.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
