/**
 * The tutor's admin pages in Chromium: create a session type, set the hours,
 * see the agenda, mark attendance, write notes. Each page passes axe and the
 * Nu HTML Checker, and fits 1280 px and 375 px without sideways scrolling.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { dayKeyOf, now } from "~/kernel/clock";
import { cancelAsStudent, HOUR, keepSettings, writeSession, writeType } from "../support/tutoring";
import { axeViolations } from "../support/axe";

const VNU = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");
const TYPE = `e2e-type-${randomUUID().slice(0, 6)}`;
let sessionPath = "";
/** The Bangkok date of that session, "YYYY-MM-DD" (UTC+7 all year). */
let sessionDay = "";
let startedPath = "";
let cancelledPath = "";
let restoreSettings = async () => {};
const dir = mkdtempSync(path.join(tmpdir(), "tutoring-e2e-"));

test.beforeAll(async () => {
  restoreSettings = await keepSettings();
  await writeType(TYPE, { title: "ติวตัวต่อตัว E2E" });
  const start = new Date(Math.floor((now() + 30 * HOUR) / HOUR) * HOUR);
  const s = await writeSession(TYPE, start, [{ uid: "demo-student-4", email: "student4@example.com", name: "น้องกันต์" }]);
  sessionPath = `/admin/tutoring/sessions/${s.sessionId}`;
  sessionDay = dayKeyOf(start);
  const started = await writeSession(TYPE, new Date(Math.floor((now() - 3 * HOUR) / HOUR) * HOUR), [{ uid: "demo-student-4", email: "student4@example.com", name: "น้องกันต์" }]);
  startedPath = `/admin/tutoring/sessions/${started.sessionId}`;
  // A student who cancelled, with a reason and a long unbroken note (the agenda must still fit 375 px).
  const gone = await writeSession(TYPE, new Date(Math.floor((now() + 50 * HOUR) / HOUR) * HOUR), [{ uid: "demo-student-3", email: "student3@example.com", name: "น้องยกเลิกเอง" }]);
  cancelledPath = `/admin/tutoring/sessions/${gone.sessionId}`;
  await cancelAsStudent(gone.sessionId, gone.bookingIds[0]!, "ติดสอบกลางภาค", { note: "อยากเรียนเรื่องhttps://example.com/a/very/long/unbroken/address/that/should/wrap/nicely" });
});
test.afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await restoreSettings();
});

/** The pages checkPage kept, for the Nu HTML Checker: one Java start for all of them at the end. */
const kept: string[] = [];

async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  const html = await (await page.request.get(page.url())).text();
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, html.slice(0, html.lastIndexOf("</html>") + "</html>".length));
  kept.push(file);
  await expectFits(page, name);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFits(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Every kept page passes the Nu HTML Checker (its errors, by page). */
async function expectValidHtml() {
  const { stdout } = await promisify(execFile)("java", ["-jar", VNU, "--format", "json", "--stdout", "--exit-zero-always", ...kept], { maxBuffer: 8 * 1024 * 1024 });
  const errors: Record<string, string[]> = Object.fromEntries(kept.map((file) => [path.basename(file, ".html"), []]));
  for (const m of (JSON.parse(stdout) as { messages: Array<{ type: string; url?: string; message: string; extract?: string }> }).messages) {
    if (m.type !== "error") continue;
    const name = m.url ? path.basename(decodeURIComponent(new URL(m.url).pathname), ".html") : "?";
    (errors[name] ??= []).push(`${m.message} (${m.extract?.trim()})`);
  }
  expect(errors).toEqual(Object.fromEntries(kept.map((file) => [path.basename(file, ".html"), []])));
}

test("the tutor creates a type, sets the hours, sees the agenda, marks attendance and writes notes", async ({ page, context, baseURL }) => {
  test.setTimeout(360_000);
  await signInAs(context, "demo-admin-1", baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new session type.
  const slug = `group-e2e-${randomUUID().slice(0, 6)}`;
  await page.goto("/admin/tutoring/types/new");
  await checkPage(page, "type-new");
  await page.locator("#field-title").fill("ติวกลุ่มเล็ก E2E");
  await page.locator("#field-slug").fill(slug);
  await page.locator("#field-durationMinutes").fill("90");
  await page.locator("#field-kind").selectOption("group");
  await page.locator("#field-seats").fill("6");
  await page.getByLabel("เผยแพร่ (นักเรียนเห็นและจองได้)").check();
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("บันทึกแล้ว");
  await expect(page.locator("#field-slug")).toHaveValue(slug);
  await page.goto("/admin/tutoring/types");
  await expect(page.getByTestId("type-row").filter({ hasText: "ติวกลุ่มเล็ก E2E" })).toContainText("กลุ่ม 6 ที่นั่ง");
  await checkPage(page, "types");

  // The hours: a range whose end is before its start first (kept, with the
  // error beside it), then the range as it was, saved again. The student
  // tests book at the same time, so this test leaves the week as it found it.
  await page.goto("/admin/tutoring/hours");
  await checkPage(page, "hours");
  const end = page.locator("#field-day2-0-end");
  const tuesdayEnd = await end.inputValue();
  expect(tuesdayEnd).toMatch(/^\d\d:\d\d$/);
  await page.locator("#field-day2-0-start").fill("01:00");
  await end.fill("00:30");
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.locator("#field-day2-0-end-error")).toContainText("เวลาจบต้องหลังเวลาเริ่ม");
  await expect(end).toHaveValue("00:30");
  expect(await axeViolations(page), "hours-error").toEqual([]);
  await page.goto("/admin/tutoring/hours");
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.locator("#notice")).toContainText("บันทึกเวลาสอนแล้ว");
  await expect(end).toHaveValue(tuesdayEnd);
  // A day off on the day of a booked session: the question, not a save (left unanswered).
  const offRows = await page.getByTestId("rows-off").getByTestId("hours-row").count();
  await page.getByRole("button", { name: "เพิ่มวันหยุด (วันหยุด)" }).click();
  await page.locator(`#field-off-${offRows}-date`).fill(sessionDay);
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.getByTestId("off-question")).toContainText("น้องกันต์");
  expect(await axeViolations(page), "hours-question").toEqual([]);
  await expectFits(page, "hours-question");

  // The agenda and the session.
  // The agenda and the session.
  await page.goto("/admin/tutoring");
  // Other workers' sessions are on the agenda too: this one is found by its link.
  const row = page.getByTestId("agenda-row").filter({ has: page.locator(`a[href="${sessionPath}"]`) });
  await expect(row).toContainText("น้องกันต์");
  await expect(row).toContainText("ติวตัวต่อตัว E2E");
  await expect(row).toContainText(/พ\.ศ\. 25\d\d/);
  // With the private calendar link shown (a long unbroken address), the page still fits 375 px.
  // The tutor's link is made here, or made anew when another test made one first.
  await page.getByRole("button", { name: /สร้างลิงก์ปฏิทิน|ทำลิงก์ใหม่/ }).click();
  await expect(page.getByTestId("tutor-feed-url")).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{20,}\.ics/);
  // The page hydrates: React shows the copy button.
  await expect(page.getByRole("button", { name: "คัดลอกลิงก์" })).toBeVisible();
  await checkPage(page, "agenda");
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${sessionPath}$`));
  await checkPage(page, "session");
  // Tomorrow's session: attendance waits for its start.
  await expect(page.getByText("บันทึกการเข้าเรียนได้ตั้งแต่เวลาเริ่มคาบ")).toBeVisible();
  await expect(page.getByRole("button", { name: "มาเรียน (น้องกันต์)" })).toHaveCount(0);
  await page.goto(startedPath);
  await page.getByRole("button", { name: "มาเรียน (น้องกันต์)" }).click();
  await expect(page.getByTestId("student-state").first()).toHaveText("มาเรียน");
  await page.locator("#field-notes").fill("วันนี้ทบทวน [บทที่ 1](/lesson/math-01)");
  await page.locator("#field-homework").fill("ทำแบบฝึกหัดข้อ 1–3");
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("บันทึกแล้ว");
  await expect(page.locator("#field-notes")).toHaveValue("วันนี้ทบทวน [บทที่ 1](/lesson/math-01)");
  await expectValidHtml();
});

test("the agenda at 375 px: a student's cancellation is a line of the cancelled list with who and why, and every card fits", async ({ page, context, baseURL }) => {
  await signInAs(context, "demo-admin-1", baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/tutoring");
  // Its only student cancelled: no card among the classes, a quiet line in the cancelled list.
  await expect(page.getByTestId("agenda-row").filter({ has: page.locator(`a[href="${cancelledPath}"]`) })).toHaveCount(0);
  const card = page.getByTestId("agenda-cancelled").filter({ has: page.locator(`a[href="${cancelledPath}"]`) });
  await expect(card).toContainText("น้องยกเลิกเอง · ยกเลิกโดยนักเรียน: ติดสอบกลางภาค");
  await expect(card).not.toContainText("ยืนยันแล้ว");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page), "agenda at 375 px").toEqual([]);
  // Its page names the student: the tutor knows whom to offer another time.
  await card.getByRole("link").click();
  await expect(page.getByTestId("left-row")).toContainText("น้องยกเลิกเอง");
  await expect(page.getByTestId("left-row")).toContainText("student3@example.com");
  await expect(page.getByText("ยังไม่มีนักเรียน")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page), "cancelled session at 375 px").toEqual([]);
});

for (const js of [true, false]) {
  test.describe(`the hours editor at 375 px ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 375, height: 800 } });
    test("adds and removes a range, keeps what was typed, refuses an overlap in Thai", async ({ page, context, baseURL }) => {
      await signInAs(context, "demo-admin-1", baseURL!);
      await page.goto("/admin/tutoring/hours");
      const sunday = page.getByTestId("rows-day0");
      const before = await sunday.getByTestId("hours-row").count();
      // Something typed elsewhere, not yet saved: adding a row must not lose it.
      await page.locator("#field-bufferMinutes").fill("20");
      await page.getByRole("button", { name: "เพิ่มช่วงเวลา (วันอาทิตย์)" }).click();
      await expect(sunday.getByTestId("hours-row")).toHaveCount(before + 1);
      await expect(page.locator("#field-bufferMinutes")).toHaveValue("20");
      const start = page.locator(`#field-day0-${before}-start`);
      await expect(start).toHaveAttribute("type", "time");
      await expect(start).toHaveValue("");
      await page.locator(`#field-day0-${before}-start`).fill("20:00");
      await page.locator(`#field-day0-${before}-end`).fill("21:00");
      await page.getByRole("button", { name: "เพิ่มช่วงเวลา (วันอาทิตย์)" }).click();
      await page.locator(`#field-day0-${before + 1}-start`).fill("20:30");
      await page.locator(`#field-day0-${before + 1}-end`).fill("22:00");
      await page.getByRole("button", { name: "บันทึก", exact: true }).click();
      await expect(page.locator(`#field-day0-${before + 1}-start-error`)).toContainText("ช่วงเวลานี้ซ้อนกับอีกช่วงของวันเดียวกัน");
      await expect(page.locator(`#field-day0-${before}-start`)).toHaveValue("20:00");
      await expect(page.locator(`#field-day0-${before + 1}-end`)).toHaveValue("22:00");
      await expect(page.locator("#field-bufferMinutes")).toHaveValue("20");
      // Scripts off: no page.evaluate, and the layout is the same one.
      if (js) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await axeViolations(page), "hours with errors").toEqual([]);
      }
      // Both new rows removed: nothing was saved, the week is as it was.
      await page.getByRole("button", { name: `ลบ วันอาทิตย์ ช่วงที่ ${before + 2}` }).click();
      await page.getByRole("button", { name: `ลบ วันอาทิตย์ ช่วงที่ ${before + 1}` }).click();
      await expect(sunday.getByTestId("hours-row")).toHaveCount(before);
      await expect(page.locator("#field-bufferMinutes")).toHaveValue("20");
    });
  });
}
