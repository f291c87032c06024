/**
 * "ลงทะเบียนเรียนคอร์สนี้" tapped while signed out survives the sign-in (issue
 * 33), at 375 px: the sign-in page says what will happen ("เข้าสู่ระบบเพื่อ
 * ลงทะเบียนเรียน <course>"), and after the sign-in the course page is enrolled
 * without a second tap and says "ลงทะเบียนเรียบร้อยแล้ว". With JavaScript through
 * the emulator's popup; without it the sign-in page says it needs JavaScript
 * (the popup cannot run), and a session made elsewhere still finds the enrolment
 * waiting on the course page.
 */
import type { Page } from "@playwright/test";
import { AUTH_TEXT } from "~/auth/messages";
import { LEARNING_TEXT } from "~/learning/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { uniqueEmail } from "../../harness/auth";
import { expect, expectFits, signInThroughPopup, test } from "../support/e2e";

test.use({ popup: true });

const course = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const coursePath = `/course/${course.slug}`;

async function tapEnrolSignedOut(page: Page) {
  await page.goto(coursePath);
  await page.getByRole("button", { name: LEARNING_TEXT.course.enrol }).first().click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(coursePath)}`);
  await expect(page.getByText(AUTH_TEXT.toEnrol(course.title))).toBeVisible();
  await expectFits(page);
}

async function expectEnrolledWithNotice(page: Page) {
  await expect(page).toHaveURL(coursePath);
  const notice = page.getByRole("status").filter({ hasText: LEARNING_TEXT.course.enrolledNotice });
  await expect(notice).toBeInViewport();
  await expect(page.getByText(LEARNING_TEXT.course.enrolledTitle)).toBeVisible();
  await expect(page.getByRole("button", { name: LEARNING_TEXT.course.enrol })).toHaveCount(0);
  // Once: a reload shows the course as it is, without the notice.
  await page.reload();
  await expect(page.getByText(LEARNING_TEXT.course.enrolledTitle)).toBeVisible();
  await expect(notice).toHaveCount(0);
}

test.describe("enrolling before signing in, at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("with JavaScript: the sign-in names the course, then the course is enrolled without a second tap", async ({ page }) => {
    await tapEnrolSignedOut(page);
    await signInThroughPopup(page, "google", uniqueEmail("enrol-intent"), "น้องลงทะเบียน");
    // A first sign-in asks for a name first (docs/profile.md), the course carried on: the enrolment waits for it.
    await page.waitForURL((url) => url.pathname === "/profile" && url.searchParams.get("redirectTo") === coursePath);
    await page.getByRole("button", { name: "บันทึก" }).click();
    await expectEnrolledWithNotice(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the sign-in page names the course and says it needs JavaScript; signed in, the course page enrols", async ({ page, signIn }) => {
      await tapEnrolSignedOut(page);
      // The buttons cannot work here; the page says why in a <noscript> (which Chromium with scripts
      // switched off by Playwright still parses as text, so it is read from the HTML: a11y.spec.ts).
      await expect(page.getByRole("button", { name: AUTH_TEXT.google })).toBeDisabled();
      expect(await page.content()).toContain(`<noscript><p class="form-error">${AUTH_TEXT.needsJavaScript}</p></noscript>`);
      // The popup cannot run here: a session made another way, then the page the sign-in would return to.
      await signIn();
      await page.goto(coursePath);
      await expectEnrolledWithNotice(page);
    });
  });
});
