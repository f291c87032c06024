/**
 * Live tutoring in Chromium at 375 px, with and without JavaScript: on
 * /tutoring choose the type, a day and a time, book through the confirmation
 * with a note, land on the booking's page with the notice, see it on
 * /sessions, make the calendar link (shown once; copied with JavaScript),
 * reschedule with the same picker and cancel with a reason, each through its
 * confirmation and with its notice. Axe on every step; each fits its width.
 * Each run books a fresh student on its own Bangkok day (+12 with JavaScript,
 * +13 without), so the two never take each other's time.
 */
import type { Page } from "@playwright/test";
import { sessionForUid, signedInSession } from "../../harness/auth";
import { expect, expectFits, pickTime, test, thaiDay } from "../support/e2e";
import { axeViolations } from "../support/axe";
import { testDays } from "../../harness/test-days";

/** This file's own days (harness/test-days.ts): one with JavaScript, one without. */
const DAYS = testDays(import.meta.url);


async function axe(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}


for (const js of [true, false]) {
  test(`book, see and cancel at 375 px ${js ? "with" : "without"} JavaScript`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 800 },
      locale: "th-TH",
      javaScriptEnabled: js,
      permissions: js ? ["clipboard-read", "clipboard-write"] : [],
    });
    const session = await signedInSession();
    await context.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();

    const check = async (what: string) => {
      await expectFits(page, what);
      const url = new URL(page.url());
      if (js) await axe(page, what);
      else await axeWithoutScripts(page, `${url.pathname}${url.search}`);
    };
    const notice = page.locator("#notice");

    // The picker: the type, then a day (with its count), then a time; then the confirmation with a note.
    await page.goto("/tutoring");
    await expect(page.getByRole("heading", { level: 1, name: "เรียนสดกับพี่ติวเตอร์" })).toBeVisible();
    await page.getByRole("link", { name: "เลือกวันและเวลา ติวตัวต่อตัว 60 นาที" }).click();
    await page.waitForURL(/[?&]type=.+#pick-day$/);
    await expect(page.getByRole("heading", { name: "เลือกวัน" })).toBeVisible();
    await expect(page.locator(".tutoring-times a")).toHaveCount(0);
    const day = page.getByRole("link", { name: new RegExp(`^${thaiDay(DAYS.day(js ? 16 : 17))}\\s*ว่าง \\d+ เวลา$`) });
    await day.click();
    // Each step is a page of its own, scrolled to its fragment: act once it has loaded.
    await page.waitForURL(/[?&]day=.+#pick-time$/);
    await expect(day).toHaveAttribute("aria-current", "true");
    const times = page.locator(".tutoring-times a");
    await expect(times.first()).toBeVisible();
    await check("/tutoring, a day's times");
    await times.first().click();
    await page.waitForURL(/[?&]time=.+#confirm$/);
    await expect(page.getByRole("heading", { name: "ตรวจสอบก่อนจอง" })).toBeVisible();
    await expect(page.getByText("ยกเลิกหรือเลื่อนได้จนถึง 12 ชั่วโมงก่อนเริ่ม")).toBeVisible();
    const note = `อยากทบทวนเรื่องตรีโกณมิติ ${js ? "ก" : "ข"}`;
    await page.getByLabel("อยากเรียนเรื่องอะไร (ไม่บังคับ)").fill(note);
    await check("/tutoring, the confirmation");
    await page.getByRole("button", { name: "ยืนยันการจอง" }).click();

    await expect(page).toHaveURL(/\/sessions\/[A-Za-z0-9_-]+$/);
    const bookingUrl = new URL(page.url()).pathname;
    await expect(notice).toContainText(`จองเรียบร้อยแล้ว ${thaiDay(DAYS.day(js ? 16 : 17))} เวลา`);
    await expect(page.getByText("ยืนยันแล้ว")).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByRole("link", { name: "เพิ่มลงปฏิทิน" })).toBeVisible();
    await expectFits(page);
    if (js) await axe(page, bookingUrl);

    await page.goto("/sessions");
    await expect(page.getByRole("link", { name: "ติวตัวต่อตัว 60 นาที" })).toHaveAttribute("href", bookingUrl);
    await expectFits(page);
    if (js) await axe(page, "/sessions");

    // The calendar link: shown once, in a field to select; with JavaScript the copy island copies it.
    await page.getByRole("button", { name: "สร้างลิงก์ปฏิทิน" }).click();
    const link = page.getByTestId("feed-url");
    await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const copy = page.getByRole("button", { name: "คัดลอกลิงก์" });
    if (js) {
      await copy.click();
      await expect(page.getByRole("button", { name: "คัดลอกแล้ว" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
      await axe(page, "/sessions with a new link");
    } else await expect(copy).toBeHidden();
    await page.goto("/sessions");
    await expect(page.getByTestId("feed-url")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "ทำลิงก์ใหม่ (ลิงก์เดิมจะใช้ไม่ได้)" })).toBeVisible();

    // Reschedule with the same picker (no <select>), opened by its button near the top, through its confirmation.
    await page.goto(bookingUrl);
    await expect(page.locator("select")).toHaveCount(0);
    await page.getByRole("link", { name: "เลื่อนนัดนี้" }).click();
    await page.waitForURL(/[?&]step=reschedule#pick-day$/);
    const newLabel = await pickTime(page, DAYS.day(js ? 16 : 17), "last");
    await expect(page.getByRole("heading", { name: "ตรวจสอบก่อนเลื่อนนัด" })).toBeVisible();
    await check(`${bookingUrl}, the reschedule's confirmation`);
    await page.getByRole("button", { name: "ยืนยันการเลื่อนนัด" }).click();
    await expect(page).toHaveURL(new RegExp(`${bookingUrl}$`));
    await expect(notice).toContainText(`เลื่อนนัดเรียบร้อยแล้ว เป็น${thaiDay(DAYS.day(js ? 16 : 17))} เวลา ${newLabel}`);

    // Cancel: a link to the confirmation, with a reason; the cancelled page offers to book again.
    await page.getByRole("link", { name: "ยกเลิกนัดนี้" }).click();
    await expect(page.getByRole("heading", { name: "ต้องการยกเลิกนัดนี้ใช่ไหม" })).toBeVisible();
    await page.getByLabel("เหตุผลที่ยกเลิก (ไม่บังคับ)").fill("ติดสอบ");
    await check(`${bookingUrl}, the cancellation's confirmation`);
    await page.getByRole("button", { name: "ยืนยันการยกเลิก" }).click();
    await expect(notice).toHaveText("ยกเลิกนัดเรียบร้อยแล้ว");
    await expect(page.getByText("ยกเลิกแล้ว").first()).toBeVisible();
    await expect(page.getByText("ติดสอบ")).toBeVisible();
    await expect(page.getByRole("link", { name: "ยกเลิกนัดนี้" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "จองเวลาใหม่" })).toHaveAttribute("href", "/tutoring?type=private-60#pick-day");
    await expectFits(page);
    await context.close();
  });
}

/** Axe needs a script: without JavaScript it runs in a second context on the same server HTML. */
async function axeWithoutScripts(page: Page, path: string) {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 375, height: 800 }, locale: "th-TH" });
  await context.addCookies(await page.context().cookies());
  await context.route(
    (url) => `${url.pathname}${url.search}` === path,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
      await route.fulfill({ response, body: html });
    },
  );
  const other = await context.newPage();
  await other.goto(path);
  await axe(other, `${path} without scripts`);
  await context.close();
}

for (const width of [375, 1280]) {
  test(`the pages at ${width} px pass axe (visitor and student) and show no meeting link`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const visitor = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "th-TH" });
    const page = await visitor.newPage();
    await page.goto("/tutoring");
    await expect(page.getByRole("link", { name: "เข้าสู่ระบบเพื่อจอง" }).first()).toHaveAttribute("href", "/login?redirectTo=%2Ftutoring");
    await expect(page.getByRole("button", { name: /^จองเวลา/ })).toHaveCount(0);
    expect(await page.content()).not.toContain("meet.google.com");
    await axe(page, `/tutoring visitor ${width}`);
    await expectFits(page);
    await visitor.close();

    const student = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "th-TH" });
    await student.addCookies([{ name: "session", value: await sessionForUid("demo-student-1", baseURL), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const sp = await student.newPage();
    for (const path of ["/tutoring", "/sessions", "/sessions/demo-booking-1", "/sessions/demo-booking-past"]) {
      const res = await sp.goto(path);
      expect(res?.status(), path).toBe(200);
      await sp.waitForLoadState("networkidle");
      await axe(sp, `${path} student ${width}`);
      await expectFits(sp, path);
    }
    // The past session shows the tutor's notes and homework, with the lesson link.
    await expect(sp.getByRole("heading", { name: "บันทึกจากพี่ติวเตอร์" })).toBeVisible();
    await expect(sp.getByRole("link", { name: "บทเรียนคณิตศาสตร์" }).first()).toHaveAttribute("href", "/lesson/math-01");
    await student.close();
  });
}
