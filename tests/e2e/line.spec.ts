/**
 * The profile's LINE part in Chromium at 375 px without JavaScript, on a
 * server of its own with a LINE channel set (the shared one has none, so
 * LINE is off there): a code is asked for, and the page shows it with the
 * add-friend link and its QR code; the message settings save and show a
 * notice. With JavaScript (axe runs in the page) the same page passes axe. The webhook's side: tests/integration/line.test.ts.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { LINE } from "~/line/messages";
import { kindOf } from "~/services/messaging/kinds";
import { signedInSession } from "../../harness/auth";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { testPort } from "../../harness/ports";
import { axeViolations } from "../support/axe";
import type { Browser } from "@playwright/test";
import { expect, expectFits, test } from "../support/e2e";
import { postForm } from "../support/forms";

let app: AppServer;
// One worker runs both tests: one server on one port.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  app = await startAppServer({
    port: testPort(3430),
    env: {
      LINE_CHANNEL_ACCESS_TOKEN: `line-token-${randomUUID()}`,
      LINE_CHANNEL_SECRET: randomBytes(16).toString("hex"),
      LINE_BOT_BASIC_ID: "@tutortest",
      // Nothing is pushed here: no API is needed.
      LINE_API_BASE: "http://127.0.0.1:9",
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
});

async function studentPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled, viewport: { width: 375, height: 740 }, locale: "th-TH" });
  const s = await signedInSession({}, { baseUrl: app.url });
  // A returning student: the first sign-in's page asks only for the name (LINE comes after).
  expect((await postForm(app.url, "/profile", { displayName: "น้องไลน์" }, s.cookie)).status).toBe(302);
  await context.addCookies([{ name: "session", value: s.sessionToken, url: app.url, httpOnly: true, sameSite: "Lax" }]);
  return context.newPage();
}

test("without JavaScript at 375 px: a code with the add-friend link and QR code, and the settings saved", async ({ browser }) => {
  const page = await studentPage(browser, false);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 2, name: LINE.title })).toBeVisible();
  await expect(page.getByText(LINE.notLinked)).toBeVisible();
  await page.getByRole("button", { name: LINE.getCode }).click();
  await expect(page.locator("#line-code")).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByRole("link", { name: LINE.addFriend("@tutortest") })).toHaveAttribute("href", "https://line.me/R/ti/p/@tutortest");
  await expect(page.getByRole("img", { name: LINE.qrLabel("@tutortest") })).toBeVisible();
  await expectFits(page);

  const answers = kindOf("answer").label;
  // E-mail only for answers: the LINE box unticked, saved, and still unticked on the page the post lands on.
  const lineForAnswers = page.getByRole("checkbox", { name: LINE.byLine(answers) });
  await expect(lineForAnswers).toBeChecked();
  await lineForAnswers.uncheck();
  await page.getByRole("button", { name: LINE.save }).click();
  await expect(page.locator("#notice")).toHaveText(LINE.saved);
  await expect(page.getByRole("checkbox", { name: LINE.byLine(answers) })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: LINE.byEmail(answers) })).toBeChecked();
  await expectFits(page);
  await page.context().close();
});

test("the profile with its LINE part and a code passes axe", async ({ browser }) => {
  const page = await studentPage(browser, true);
  await page.goto("/profile");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: LINE.getCode }).click();
  await expect(page.locator("#line-code")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
