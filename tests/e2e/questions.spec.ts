/**
 * Questions to the tutor in Chromium at 375 px, without and with JavaScript: a
 * student asks on a free preview (an empty question first: the Thai error) and
 * is told it was sent and where the answer will come; the admin answers from
 * the inbox (preview first) and lands on the next waiting question (or the
 * inbox), and "ตอบข้อถัดไป" leads to another one; the student sees the badge on
 * the dashboard, opens the answer, the badge is gone; the student replies, and
 * the question is back among the tutor's unanswered ones, its thread in order.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { QUESTION_TEXT } from "~/questions/messages";
import { expect, expectFits, signInAs, test } from "../support/e2e";

const PHONE = { width: 375, height: 800 };

async function adminPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: "th-TH", viewport: PHONE });
  await signInAs(context, "demo-admin-1", baseURL);
  return context.newPage();
}

async function flow(page: Page, browser: Browser, baseURL: string, js: boolean, signIn: () => Promise<unknown>) {
  await signIn();
  const question = `ทำไม $2^0 = 1$ คะ ${randomUUID().slice(0, 8)}`;
  await page.goto("/lesson/math-01");
  await page.getByRole("button", { name: QUESTION_TEXT.ask }).click();
  await expect(page.getByText(QUESTION_TEXT.errors.required).first()).toBeVisible();
  await page.getByLabel(QUESTION_TEXT.bodyLabel).fill(question);
  await page.getByRole("button", { name: QUESTION_TEXT.ask }).click();
  // Sent: said beside the form (and at the top), with where the answer will come.
  await expect(page.getByTestId("question-sent")).toHaveText(QUESTION_TEXT.sent);
  const mine = page.locator(".question-list .question").filter({ hasText: question.split(" ").pop()! });
  await expect(mine).toContainText(QUESTION_TEXT.status.open);
  await expectFits(page);

  const admin = await adminPage(browser, baseURL, js);
  await admin.goto("/admin/questions?status=open");
  const row = admin.locator(".inbox-item").filter({ hasText: question.split(" ").pop()! });
  await row.getByRole("link", { name: new RegExp(QUESTION_TEXT.admin.open) }).click();
  const answer = `เพราะ $\\frac{2^n}{2^n} = 2^0$ ${randomUUID().slice(0, 8)}`;
  await admin.getByLabel(QUESTION_TEXT.admin.answerLabel).fill(answer);
  if (!js) await admin.getByRole("button", { name: "ดูตัวอย่าง" }).click();
  await expect(admin.getByTestId("markdown-preview").locator(".katex").first()).toBeVisible();
  const ours = new URL(admin.url()).pathname;
  await admin.getByRole("button", { name: QUESTION_TEXT.admin.answer }).click();
  // Answered: the page lands on the oldest question still waiting, or on the inbox when none is.
  await expect(admin.getByText(new RegExp(`${QUESTION_TEXT.admin.done.answeredNext}|${QUESTION_TEXT.admin.done.answeredAll}`))).toBeVisible();
  expect(new URL(admin.url()).pathname).not.toBe(ours);
  await expectFits(admin);
  // Back on the answered question: "ตอบข้อถัดไป" opens another waiting question (one is left by the other test, or none).
  await admin.goto(ours);
  await expect(admin.locator(".question__answer")).toContainText(answer.split(" ").pop()!);
  const next = admin.getByRole("link", { name: new RegExp(QUESTION_TEXT.admin.answerNext) });
  if ((await next.count()) > 0) {
    const href = (await next.getAttribute("href"))!;
    expect(href).toMatch(/^\/admin\/questions\/[\w-]+$/);
    expect(href).not.toBe(ours);
    await next.click();
    // With JavaScript a client-side navigation: wait for it to arrive.
    await expect(admin).toHaveURL(new RegExp(`${href}$`));
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
  } else {
    await expect(admin.getByText(QUESTION_TEXT.admin.noneWaiting)).toBeVisible();
  }

  await page.goto("/dashboard");
  await expect(page.getByTestId("new-answers")).toHaveText(QUESTION_TEXT.dashboard.newAnswers(1));
  await page.locator(".my-question").filter({ hasText: question.split(" ").pop()! }).getByRole("link", { name: new RegExp(QUESTION_TEXT.dashboard.open) }).click();
  await expect(mine).toContainText(QUESTION_TEXT.status.answered);
  await expect(mine).toContainText(answer.split(" ").pop()!);
  await expect(mine.locator(".katex").first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: QUESTION_TEXT.dashboard.title })).toBeVisible();
  await expect(page.getByTestId("new-answers")).toHaveCount(0);

  // The student replies under the answer: told it was sent; it waits for the tutor again.
  await page.goto("/lesson/math-01");
  const more = `ยังงงอยู่ค่ะ ${randomUUID().slice(0, 8)}`;
  await mine.getByLabel(QUESTION_TEXT.replyLabel).fill(more);
  await mine.getByRole("button", { name: QUESTION_TEXT.reply }).click();
  await expect(page.getByTestId("question-sent")).toHaveText(QUESTION_TEXT.replySent);
  await expect(mine).toContainText(QUESTION_TEXT.status.open);
  await expect(mine.locator(".question__reply")).toContainText(more.split(" ").pop()!);
  await expectFits(page);

  // The tutor finds it among the unanswered again (its latest message shown), the thread in order.
  await admin.goto("/admin/questions?status=open");
  const again = admin.locator(".inbox-item").filter({ hasText: more.split(" ").pop()! });
  await again.getByRole("link", { name: new RegExp(QUESTION_TEXT.admin.open) }).click();
  const thread = admin.locator(".question__thread > li");
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(0)).toContainText(answer.split(" ").pop()!);
  await expect(thread.nth(1)).toContainText(more.split(" ").pop()!);
  await expect(admin.getByLabel(QUESTION_TEXT.admin.threadAnswerLabel)).toHaveValue("");
  await admin.context().close();
}

test.describe("questions without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test("ask → answer (admin) → badge → read", async ({ page, browser, baseURL, signIn }) => {
    await flow(page, browser, baseURL!, false, signIn);
  });
});

test.describe("questions with JavaScript", () => {
  test.use({ viewport: PHONE });
  test("ask → answer (admin) → badge → read", async ({ page, browser, baseURL, signIn }) => {
    await flow(page, browser, baseURL!, true, signIn);
  });
});
