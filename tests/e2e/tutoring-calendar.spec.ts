/**
 * Finding your sessions again, in Chromium at 375 px, with and without
 * JavaScript: the calendar link is made where the student is looking (the
 * post lands on `#calendar`; the new link's field has the focus, or the next
 * Tab without JavaScript), with a
 * copy button (JavaScript), plain Thai steps for Google Calendar, an iPhone
 * and Android, and no jargon; and "นัดเรียนของฉัน" is one link away from a
 * lesson page (the user area: in the phone's menu, in the bar on a desktop).
 */
import type { Page } from "@playwright/test";
import { signedInSession } from "../../harness/auth";
import { DEMO_LESSONS } from "../../harness/seed-content";
import { axeViolations } from "../support/axe";
import { expect, expectFits, test } from "../support/e2e";

const lesson = DEMO_LESSONS.find((l) => l.freePreview)!;

async function studentPage(browser: import("@playwright/test").Browser, baseURL: string, js: boolean, width = 375): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    locale: "th-TH",
    javaScriptEnabled: js,
    permissions: js ? ["clipboard-read", "clipboard-write"] : [],
  });
  const session = await signedInSession({ name: "น้องปฏิทิน" });
  await context.addCookies([{ name: "session", value: session.sessionToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context.newPage();
}

for (const js of [true, false]) {
  const how = js ? "with" : "without";

  test(`the calendar link lands where the student looks, copies, and explains itself at 375 px ${how} JavaScript`, async ({ browser, baseURL }) => {
    const page = await studentPage(browser, baseURL!, js);
    await page.goto("/sessions");
    await page.getByRole("button", { name: "สร้างลิงก์ปฏิทิน" }).click();

    await expect(page).toHaveURL(/\/sessions#calendar$/);
    const field = page.getByLabel("ลิงก์ปฏิทินของน้อง");
    await expect(field).toHaveValue(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(field).toBeInViewport();
    // With JavaScript the field has the focus; without, the page opened on the section, so the next Tab reaches it.
    if (!js) await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "ลิงก์ปฏิทินของน้องพร้อมแล้ว" })).toBeVisible();

    const section = page.locator("#calendar");
    const words = await section.innerText();
    for (const jargon of ["webcal", "https", "ลิงก์ https"]) expect(words).not.toContain(jargon);

    // One device's steps at a time (native <details>).
    await section.getByText("Google Calendar (บนคอมพิวเตอร์)").click();
    await expect(section.getByText("เลือก “จาก URL”")).toBeVisible();
    await section.getByText("iPhone หรือ iPad").click();
    const open = section.getByRole("link", { name: "กดตรงนี้เพื่อเปิดในแอปปฏิทินของ iPhone" });
    await expect(open).toHaveAttribute("href", (await field.inputValue()).replace(/^https?:/, "webcal:"));
    await section.getByText("มือถือ Android").click();
    await expect(section.getByText("เปิด “ซิงค์”")).toBeVisible();
    await expectFits(page);

    const copy = section.getByRole("button", { name: "คัดลอกลิงก์" });
    if (js) {
      await copy.click();
      await expect(section.getByRole("button", { name: "คัดลอกแล้ว" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
      expect(await axeViolations(page), "/sessions with a new calendar link").toEqual([]);
    } else await expect(copy).toBeHidden();
    await page.context().close();
  });

  test(`"นัดเรียนของฉัน" from a lesson page: in the phone's menu at 375 px, one tap in the bar on a desktop, ${how} JavaScript`, async ({ browser, baseURL }) => {
    const phone = await studentPage(browser, baseURL!, js);
    await phone.goto(`/lesson/${lesson.id}`);
    await phone.getByLabel("เมนู", { exact: true }).click();
    await phone.getByRole("link", { name: "นัดเรียนของฉัน" }).click();
    await expect(phone).toHaveURL(/\/sessions$/);
    await expect(phone.getByRole("heading", { level: 1, name: "นัดเรียนของฉัน" })).toBeVisible();
    await phone.context().close();

    const desktop = await studentPage(browser, baseURL!, js, 1280);
    await desktop.goto(`/lesson/${lesson.id}`);
    await desktop.locator(".topbar").getByRole("link", { name: "นัดเรียนของฉัน" }).click();
    await expect(desktop).toHaveURL(/\/sessions$/);
    await desktop.context().close();
  });
}
