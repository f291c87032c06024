/**
 * Questions to the tutor in Chromium, without and with JavaScript: a student
 * asks on a free preview (an empty question first: the Thai error), the admin
 * answers from the inbox (preview first), the student sees the badge on the
 * dashboard, opens the answer, and the badge is gone.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { Q } from "~/questions/messages";
import { expect, offlineOutsideWorld, signInAs, test } from "../support/e2e";

async function adminPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: "th-TH" });
  await offlineOutsideWorld(context);
  await signInAs(context, "demo-admin-1", baseURL);
  return context.newPage();
}

async function flow(page: Page, browser: Browser, baseURL: string, js: boolean, signIn: () => Promise<unknown>) {
  await signIn();
  const question = `ทำไม $2^0 = 1$ คะ ${randomUUID().slice(0, 8)}`;
  await page.goto("/lesson/math-01");
  await page.getByRole("button", { name: Q.ask }).click();
  await expect(page.getByText(Q.errors.required).first()).toBeVisible();
  await page.getByLabel(Q.bodyLabel).fill(question);
  await page.getByRole("button", { name: Q.ask }).click();
  const mine = page.locator(".question-list .question").filter({ hasText: question.split(" ").pop()! });
  await expect(mine).toContainText(Q.status.open);

  const admin = await adminPage(browser, baseURL, js);
  await admin.goto("/admin/questions?status=open");
  const row = admin.locator(".inbox-item").filter({ hasText: question.split(" ").pop()! });
  await row.getByRole("link", { name: new RegExp(Q.admin.open) }).click();
  const answer = `เพราะ $\\frac{2^n}{2^n} = 2^0$ ${randomUUID().slice(0, 8)}`;
  await admin.getByLabel(Q.admin.answerLabel).fill(answer);
  if (!js) await admin.getByRole("button", { name: "ดูตัวอย่าง" }).click();
  await expect(admin.getByTestId("markdown-preview").locator(".katex").first()).toBeVisible();
  await admin.getByRole("button", { name: Q.admin.answer }).click();
  await expect(admin.getByText(Q.admin.done.answered)).toBeVisible();
  await admin.context().close();

  await page.goto("/dashboard");
  await expect(page.getByTestId("new-answers")).toHaveText(Q.dashboard.newAnswers(1));
  await page.locator(".my-question").filter({ hasText: question.split(" ").pop()! }).getByRole("link", { name: new RegExp(Q.dashboard.open) }).click();
  await expect(mine).toContainText(Q.status.answered);
  await expect(mine).toContainText(answer.split(" ").pop()!);
  await expect(mine.locator(".katex").first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: Q.dashboard.title })).toBeVisible();
  await expect(page.getByTestId("new-answers")).toHaveCount(0);
}

test.describe("questions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ask → answer (admin) → badge → read", async ({ page, browser, baseURL, signIn }) => {
    await flow(page, browser, baseURL!, false, signIn);
  });
});

test.describe("questions with JavaScript", () => {
  test("ask → answer (admin) → badge → read", async ({ page, browser, baseURL, signIn }) => {
    await flow(page, browser, baseURL!, true, signIn);
  });
});
