/**
 * A weekly series in Chromium at 375 px, without JavaScript and with it (issue 44): the student
 * opens a time's confirmation, chooses "ทุกสัปดาห์ 4 ครั้ง", books, lands on the series' page with
 * the notice in the first screen, and cancels one week through its confirmation (the other
 * weeks stay). Then the tutor sees the student under "นักเรียนประจำ" and ends the series from
 * its page, with a reason: the weeks ahead are cancelled and the student's series page says
 * so. Each page fits its width; axe on each step. This file's days (harness/test-days.ts):
 * +24, +31, +38, +45, at 10:00 with JavaScript and 15:00 without.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { signedInSession } from "../../harness/auth";
import { expect, expectFits, signInAs, test, thaiDay } from "../support/e2e";
import { axeViolations } from "../support/axe";
import { testDays } from "../../harness/test-days";

const DAYS = testDays(import.meta.url);
const REASON = "พี่ย้ายเวลาสอนเทอมหน้า ขอจบการเรียนประจำชุดนี้ก่อนนะ";

async function context375(browser: import("@playwright/test").Browser, baseURL: string, js: boolean): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, locale: "th-TH", javaScriptEnabled: js });
}

async function check(page: Page, what: string, js: boolean) {
  await expectFits(page, what);
  // Without JavaScript the page is the server's HTML: the same document axe reads with it.
  if (js) expect(await axeViolations(page), what).toEqual([]);
}

for (const js of [false, true]) {
  test(`a 4-week series booked, one week cancelled, the series ended by the tutor, at 375 px ${js ? "with" : "without"} JavaScript`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const clock = js ? "10:00" : "15:00";
    const student = await signedInSession({ name: js ? "น้องประจำก" : "น้องประจำข" });
    const context = await context375(browser, baseURL!, js);
    await context.addCookies([{ name: "session", value: student.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    const notice = page.locator("#notice");

    // The time's confirmation: every week, 4 times, with a note.
    await page.goto(`/tutoring?type=private-60&day=${DAYS.day(24)}&time=${clock}#confirm`);
    await expect(page.getByRole("heading", { name: "ตรวจสอบก่อนจอง" })).toBeVisible();
    await page.getByLabel("จำนวนครั้ง").selectOption("4");
    await page.getByLabel("อยากเรียนเรื่องอะไร (ไม่บังคับ)").fill("ทบทวนฟิสิกส์ทุกสัปดาห์");
    await check(page, "/tutoring, the confirmation with its weeks", js);
    await page.getByRole("button", { name: "ยืนยันการจอง" }).click();

    // The series' page, the notice in the first screen, its four weeks.
    await expect(page).toHaveURL(/\/sessions\/series\/[A-Za-z0-9_-]+/);
    const seriesUrl = new URL(page.url()).pathname;
    await expect(notice).toContainText(`${clock} น. 4 ครั้งเรียบร้อยแล้ว`);
    await expect(notice).toBeInViewport();
    const weeks = page.locator(".series-weeks > li");
    await expect(weeks).toHaveCount(4);
    for (const [i, d] of [24, 31, 38, 45].entries()) await expect(weeks.nth(i)).toContainText(thaiDay(DAYS.day(d)));
    await check(page, seriesUrl, js);

    // One week cancelled on its own, through its confirmation: the second.
    await weeks.nth(1).getByRole("link", { name: "ครั้งที่ 2 จาก 4" }).click();
    await expect(page).toHaveURL(/\/sessions\/(?!series)[A-Za-z0-9_-]+/);
    await page.getByRole("link", { name: "ยกเลิกนัดนี้" }).click();
    await expect(page.getByRole("heading", { name: "ต้องการยกเลิกนัดนี้ใช่ไหม" })).toBeVisible();
    await check(page, "a week's cancellation", js);
    await page.getByRole("button", { name: "ยืนยันการยกเลิก" }).click();
    await expect(notice).toHaveText("ยกเลิกนัดเรียบร้อยแล้ว");
    await expect(notice).toBeInViewport();
    await page.goto(seriesUrl);
    await expect(weeks.nth(1)).toContainText("ยกเลิกแล้ว");
    await expect(weeks.getByText("ยืนยันแล้ว", { exact: true })).toHaveCount(3);

    // The tutor: the student page's regulars, then the series' page, ended with a reason.
    const tutor = await context375(browser, baseURL!, js);
    await signInAs(tutor, "demo-admin-1", baseURL!);
    const admin = await tutor.newPage();
    await admin.goto(`/admin/students/${student.uid}`);
    const regulars = admin.getByTestId("student-series");
    await expect(regulars).toContainText(`${clock} น.`);
    await expect(regulars).toContainText("เหลืออีก 3 จาก 4 ครั้ง");
    await check(admin, "the student page's regulars", js);
    await admin.screenshot({ path: test.info().outputPath(`series-student-page-${js ? "js" : "nojs"}.png`), fullPage: true });
    await regulars.getByRole("link", { name: "ยุติการเรียนประจำ" }).click();
    await expect(admin.getByRole("heading", { name: "ยุติการเรียนประจำนี้หรือไม่" })).toBeInViewport();
    await expect(admin.getByText("ครั้งที่ยังไม่ถึง 3 ครั้งจะถูกยกเลิก")).toBeVisible();
    await check(admin, "the series' page", js);
    await admin.screenshot({ path: test.info().outputPath(`series-admin-${js ? "js" : "nojs"}.png`), fullPage: true });
    await admin.getByLabel("เหตุผล (ส่งถึงนักเรียน)").fill(REASON);
    await admin.getByRole("button", { name: "ยืนยัน ยุติการเรียนประจำ" }).click();
    await expect(admin.locator("#notice")).toContainText("ยุติการเรียนประจำแล้ว ยกเลิก 3 ครั้งที่เหลือ");
    await expect(admin.locator("#notice")).toBeInViewport();
    await expect(admin.getByTestId("series-state")).toHaveText("ยุติโดยพี่");
    await expect(admin.getByTestId("series-reason")).toHaveText(`เหตุผล: ${REASON}`);
    await check(admin, "the series' page, ended", js);

    // The student's series page: no week left confirmed.
    await page.goto(seriesUrl);
    await expect(page.getByText(`เหตุผล: ${REASON}`)).toBeVisible();
    await expect(weeks.getByText("ยกเลิกแล้ว", { exact: true })).toHaveCount(4);
    await expectFits(page);
    await tutor.close();
    await context.close();
  });
}
