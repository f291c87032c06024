/**
 * Notifications on the site in Chromium at 375 px: the tutor's answer (posted
 * over HTTP, as the admin page does) shows as a count on the top bar's link
 * with the menu closed, the list shows it unread with a Thai date, opening it
 * leads to the question and clears the count; without JavaScript "mark all
 * read" posts and lands on the list with its notice. axe on the list.
 */
import type { BrowserContext } from "@playwright/test";
import { NOTIFY } from "~/notifications/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { axeViolations } from "../support/axe";
import { expect, expectFits, test } from "../support/e2e";
import { postForm } from "../support/forms";

const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const PHONE = { width: 375, height: 800 };

/** A new student whose question on math-02 the tutor answered; their browser context, signed in. */
async function answeredStudent(context: BrowserContext, baseURL: string) {
  const student = await signedInSession({ name: "น้องกระดิ่ง" });
  expect((await postForm(baseURL, `/course/${math.slug}`, { intent: "enrol" }, student.cookie)).status).toBe(302);
  expect((await postForm(baseURL, "/lesson/math-02", { intent: "question-ask", body: `ถามหน่อย ${Date.now()}` }, student.cookie)).status).toBe(303);
  const lesson = await fetch(`${baseURL}/lesson/math-02`, { headers: { Cookie: student.cookie } });
  const id = /id="q-([A-Za-z0-9_-]+)"/.exec(await lesson.text())?.[1];
  expect(id).toBeTruthy();
  const admin = `session=${await sessionForUid("demo-admin-1")}`;
  expect((await postForm(baseURL, `/admin/questions/${id}`, { intent: "answer", version: "0", answer: "ตอบแล้วนะ" }, admin)).status).toBe(303);
  await context.addCookies([{ name: "session", value: student.sessionToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { questionId: id! };
}

for (const javaScriptEnabled of [true, false]) {
  test(`the unread count and the list at 375 px (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "th-TH", javaScriptEnabled, viewport: PHONE });
    const { questionId } = await answeredStudent(context, baseURL!);
    const page = await context.newPage();

    await page.goto("/dashboard");
    const bell = page.getByRole("link", { name: `${NOTIFY.title} ${NOTIFY.unread(1)}` });
    await expect(bell).toBeVisible(); // in the bar, the menu closed
    await expect(bell.locator(".notif-link__badge")).toHaveText("1");
    await expectFits(page);

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: NOTIFY.title })).toBeVisible();
    const item = page.locator(".notif-list__item--unread");
    await expect(item).toHaveCount(1);
    await expect(item.locator("time")).toHaveText(/^\d{1,2} \S+ 25\d\d \d\d:\d\d$/);
    await expectFits(page);
    // axe runs as a script in the page: only where scripts run.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    if (javaScriptEnabled) {
      await item.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/lesson/math-02#q-${questionId}$`));
      await page.goto("/notifications");
      await expect(page.locator(".notif-list__item--unread")).toHaveCount(0);
    } else {
      await page.getByRole("button", { name: NOTIFY.markAll }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.locator("#notice")).toHaveText(NOTIFY.markedAll);
      await expect(page.locator(".notif-list__item--unread")).toHaveCount(0);
      await expectFits(page);
    }
    await expect(page.getByRole("link", { name: NOTIFY.title, exact: true })).toBeVisible();
    await expect(page.locator(".notif-link__badge")).toHaveCount(0);
    await context.close();
  });
}
