/**
 * The queue of a full group time in Chromium at 375 px, without JavaScript and with it: a
 * student opens the full time (the picker says "เต็ม · เข้าคิวรอได้"), joins the queue (the
 * notice with the place in line in the first screen), and after the student holding the seat
 * cancels, has the seat: the session in "นัดเรียนของฉัน", the bell's notification. Axe and the
 * 375 px fit on the confirmation step with the queue.
 */
import { signedInSession } from "../../harness/auth";
import { expect, expectFits, signInAs, test } from "../support/e2e";
import { testDays } from "../../harness/test-days";
import { expectPhonePage, PHONE } from "../support/phone";
import { postForm } from "../support/forms";
import { writeType } from "../support/tutoring";
import { bangkokInstant, now, toOffsetIso } from "~/kernel/clock";

const DAY = testDays(import.meta.url).day(23);
const TYPE = `queue-e2e-${now().toString(36)}`;

test.beforeAll(async () => {
  await writeType(TYPE, { title: "ติวกลุ่มคิวรอ E2E", kind: "group", seats: 1, payment: "free" });
});

for (const [javaScriptEnabled, hhmm, minutes] of [
  [false, "10:00", 10 * 60],
  [true, "14:00", 14 * 60],
] as const) {
  test(`join the queue of a full time and get the seat after a cancellation (375 px, JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const start = bangkokInstant(DAY, minutes);
    // Another student holds the only seat.
    const holder = await signedInSession({ name: "น้องที่จองไว้ก่อน" });
    const booked = await postForm(baseURL!, "/tutoring", { type: TYPE, start: toOffsetIso(start) }, holder.cookie);
    expect(booked.status).toBe(303);

    const context = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled });
    const session = await signedInSession({ name: "น้องรอคิว" });
    await context.addCookies([{ name: "session", value: session.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();

    await page.goto(`/tutoring?type=${TYPE}&day=${DAY}`);
    const time = page.locator(".tutoring-times a", { hasText: hhmm });
    await expect(time).toContainText("เต็ม · เข้าคิวรอได้");
    await time.click();
    const join = page.getByRole("button", { name: "เข้าคิวรอ" });
    await expect(join).toBeInViewport();
    await expectPhonePage(browser, page, "the confirmation step of a full time");
    await page.screenshot({ path: test.info().outputPath("full.png") });
    await join.click();

    await expect(page.locator("#notice")).toContainText("เข้าคิวรอแล้ว: คุณอยู่คิวที่ 1");
    await expect(page.locator("#notice")).toBeInViewport();
    await expect(page.locator(".tutoring-confirm").getByText("คิวที่ 1", { exact: true })).toBeVisible();
    await expectFits(page, "the confirmation step with the place in line");
    await page.screenshot({ path: test.info().outputPath("joined.png") });

    // The student holding the seat cancels: the first in line (this one) is booked at once.
    const bookingId = booked.headers.get("location")!.split("/").pop()!;
    expect((await postForm(baseURL!, `/sessions/${bookingId}`, { intent: "cancel" }, holder.cookie)).status).toBe(303);

    await page.goto("/sessions");
    const card = page.locator("#upcoming-title ~ ul li", { hasText: "ติวกลุ่มคิวรอ E2E" }).filter({ hasText: hhmm });
    await expect(card).toBeVisible();
    await expect(card).toContainText("ยืนยันแล้ว");
    await expect(page.getByText("คิวรอที่นั่ง")).toHaveCount(0);
    await expectFits(page, "/sessions with the seat from the queue");
    await page.screenshot({ path: test.info().outputPath("sessions.png") });

    await page.goto("/notifications");
    const bell = page.getByText(/ได้ที่นั่งจากคิวรอแล้ว: ติวกลุ่มคิวรอ E2E/).first();
    await expect(bell).toBeVisible();
    await expect(bell).toBeInViewport();
    await context.close();
  });
}

test("the demo: น้องมะปราง is second in the queue of the seed's full group-90 time, with the one-tap way out (375 px, no JavaScript)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  await signInAs(context, "demo-student-1", baseURL!);
  const page = await context.newPage();
  await page.goto("/sessions");
  const line = page.locator(".tutoring-queues li", { hasText: "ติวกลุ่มเล็ก 90 นาที" });
  await expect(line).toContainText("คิวที่ 2");
  await expect(line.getByRole("button", { name: "ออกจากคิว" })).toBeVisible();
  await expectFits(page, "/sessions with a queue");
  await page.screenshot({ path: test.info().outputPath("demo-sessions.png"), fullPage: true });
  await page.goto(`/tutoring?type=group-90&day=${testDays("seed").day(4)}&time=16:00`);
  await expect(page.locator(".tutoring-confirm").getByText("คิวที่ 2", { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("demo-step.png"), fullPage: true });
  await context.close();
});
