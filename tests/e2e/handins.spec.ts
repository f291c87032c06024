/**
 * Hand-ins in Chromium at 375 px without JavaScript (app/handins): a student
 * enrols, finds the demo homework of math-02 on the dashboard, hands in a
 * photo (a real JPEG made with sharp) through the plain multipart form; the
 * tutor opens it from the inbox, sees the photo at the screen's width and
 * marks it with feedback; the student reads the mark. Axe on each page (in a
 * context with scripts, the same cookies); each fits its width. Then the same
 * form with JavaScript (islands/upload.ts): the chosen files' preview, a refusal,
 * a lost connection, a body too large and the upload's progress, each answered on the page.
 */
import { writeFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { signedInSession } from "../../harness/auth";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { DEMO_LESSONS } from "../../harness/seed-content";
import { axeViolations } from "../support/axe";
import { enrolHere, expect, expectFits, signInAs, test } from "../support/e2e";
import { FILE_ERRORS } from "~/files/index";
import { UPLOAD_TEXT } from "~/files/messages";
import { handinId } from "~/handins/handins.store.server";
import { HANDIN_TEXT, INBOX_TEXT, MARK_TEXT } from "~/handins/messages";
import { homeworkUrl } from "~/kernel/urls";
import { HANDIN_UPLOAD } from "~/platform/upload-limit";

const TITLE = DEMO_LESSONS.find((l) => l.id === DEMO_HOMEWORK.lessonId)!.title;
const PHONE = { width: 375, height: 800 };

async function axeAt(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: PHONE, locale: "th-TH" });
  await context.addCookies(await page.context().cookies());
  const other = await context.newPage();
  const path = new URL(page.url()).pathname;
  await other.goto(path);
  expect(await axeViolations(other), path).toEqual([]);
  await context.close();
}

/** A phone photo of a page of working: a real JPEG. */
function pageOfWork(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#f4f1ea" } })
    .composite([{ input: Buffer.from('<svg width="1200" height="1600"><text x="100" y="300" font-size="120">A ∪ B</text></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
}

test("a student hands in a photo, the tutor marks it, the student reads the mark: 375 px without JavaScript", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const student = await browser.newContext({ baseURL, viewport: PHONE, locale: "th-TH", javaScriptEnabled: false });
  const s = await signedInSession();
  await student.addCookies([{ name: "session", value: s.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();
  await page.goto("/course/math-m4-sets-and-logic");
  await enrolHere(page);

  await page.goto("/dashboard");
  const listed = page.getByTestId("outstanding-homework").filter({ hasText: TITLE });
  await expect(listed).toContainText(/กำหนดส่ง .+ 25\d\d/);
  await listed.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(HANDIN_TEXT.used(0))).toBeVisible();
  await expectFits(page);
  await axeAt(browser, page);

  const photo = await pageOfWork();
  await page.locator("#files").setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel(HANDIN_TEXT.note).fill("ข้อ 4 ไม่แน่ใจครับ");
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  await expect(page.locator("#notice")).toHaveText(HANDIN_TEXT.sent);
  await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(1) })).toBeVisible();
  await expect(page.getByText(HANDIN_TEXT.waiting)).toBeVisible();
  await expectFits(page);
  await axeAt(browser, page);

  const tutor = await browser.newContext({ baseURL, viewport: PHONE, locale: "th-TH", javaScriptEnabled: false });
  await signInAs(tutor, "demo-admin-1", baseURL!);
  const desk = await tutor.newPage();
  await desk.goto("/admin/handins");
  await expect(desk.getByRole("heading", { level: 1, name: INBOX_TEXT.title })).toBeVisible();
  await expectFits(desk);
  await axeAt(browser, desk);
  const id = handinId(DEMO_HOMEWORK.key, s.uid);
  await desk.locator(`a[href="/admin/handins/${id}"]`).click();
  const image = desk.getByRole("img", { name: HANDIN_TEXT.photo(1) });
  await expect(image).toBeVisible();
  // As wide as the phone allows: handwriting readable; the full size one tap away.
  expect((await image.boundingBox())!.width).toBeGreaterThan(300);
  await expect(desk.getByText("ข้อ 4 ไม่แน่ใจครับ")).toBeVisible();
  await expectFits(desk);
  await axeAt(browser, desk);
  await desk.getByLabel(MARK_TEXT.pass).check();
  await desk.getByLabel(INBOX_TEXT.feedback).fill("ถูกทุกข้อ **เก่งมาก** ข้อ 4 ถูกแล้ว");
  await desk.getByRole("button", { name: INBOX_TEXT.save }).click();
  await expect(desk).toHaveURL(/\/admin\/handins$/);
  await expect(desk.locator("#notice")).toHaveText(INBOX_TEXT.saved);

  await page.reload();
  await expect(page.getByTestId("mark")).toHaveText(MARK_TEXT.pass);
  await expect(page.locator("strong", { hasText: "เก่งมาก" })).toBeVisible();
  await expect(page.getByRole("button", { name: HANDIN_TEXT.handInAgain })).toHaveCount(0);
  await expectFits(page);
  await axeAt(browser, page);
  await student.close();
  await tutor.close();
});

test("with JavaScript at 375 px: the chosen files' preview, a refusal, a lost connection, a body too large, then the upload's progress and the hand-in", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const student = await browser.newContext({ baseURL, viewport: PHONE, locale: "th-TH" });
  const s = await signedInSession();
  await student.addCookies([{ name: "session", value: s.sessionToken, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await student.newPage();
  await page.goto("/course/math-m4-sets-and-logic");
  await enrolHere(page);
  const url = homeworkUrl(DEMO_HOMEWORK.key);
  await page.goto(url);
  const files = page.locator("#files");
  const preview = page.locator(".upload-preview");
  const photo = await pageOfWork();

  // A photo and a PDF chosen: the photo's thumbnail (loaded from its object URL), the PDF's name and size.
  await files.setInputFiles([
    { name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo },
    { name: "ใบงาน.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(1_300_000, "%PDF-1.4 ") },
  ]);
  const thumb = preview.getByRole("img", { name: "IMG_2041.JPG" });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(preview.getByRole("listitem").nth(1)).toHaveText(`ใบงาน.pdf · ${UPLOAD_TEXT.pdf} 1.2 MB`);
  const first = await thumb.getAttribute("src");
  // Chosen again: one thumbnail, and the first one's object URL is let go.
  await files.setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(preview.getByRole("listitem")).toHaveCount(1);
  const reload = (src: string | null) =>
    page.evaluate((url) => new Promise((done) => Object.assign(new Image(), { onload: () => done("kept"), onerror: () => done("revoked"), src: url })), src);
  expect(await reload(await thumb.getAttribute("src"))).toBe("kept");
  expect(await reload(first)).toBe("revoked");
  await expectFits(page);

  // Refused (not a picture): the server's page takes this one's place, the Thai error and the note kept.
  await files.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("ข้อ 1 A ∪ B") });
  await page.getByLabel(HANDIN_TEXT.note).fill("ข้อ 4 ไม่แน่ใจครับ");
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  await expect(page.getByRole("alert")).toHaveText(FILE_ERRORS.kind);
  await expect(page.getByLabel(HANDIN_TEXT.note)).toHaveValue("ข้อ 4 ไม่แน่ใจครับ");

  // The connection lost: the Thai message, the button back, the files and the note kept.
  await files.setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
  await page.route(`**${url}`, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  await expect(page.locator(".upload-progress[role=status]")).toHaveText(UPLOAD_TEXT.failed);
  await expect(page.getByRole("button", { name: HANDIN_TEXT.handIn })).toBeEnabled();
  await expect(page.getByLabel(HANDIN_TEXT.note)).toHaveValue("ข้อ 4 ไม่แน่ใจครับ");
  expect(await files.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await page.unroute(`**${url}`);

  // Larger than the server keeps (over the hand-in's bound, platform/upload-limit.ts): the page answers what to do
  // (fewer photos, or a PDF) at its top, focused, the note kept. (A file, not a buffer: Playwright's cap.)
  const scan = test.info().outputPath("scan.pdf");
  writeFileSync(scan, Buffer.alloc(HANDIN_UPLOAD.maxBodyBytes + 1024 * 1024, "%PDF-1.4 "));
  await files.setInputFiles(scan);
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  await expect(page.getByRole("alert")).toHaveText(HANDIN_TEXT.tooBig);
  await expect(page.getByRole("alert")).toBeInViewport();
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("button", { name: HANDIN_TEXT.handIn })).toBeEnabled();
  await expect(page.getByLabel(HANDIN_TEXT.note)).toHaveValue("ข้อ 4 ไม่แน่ใจครับ");
  await files.setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });

  // Sent again, held back until the progress has been seen: then the page of the hand-in with the notice.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${url}`, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  const progress = page.locator(".upload-progress[role=status]");
  await expect(progress.locator("progress")).toBeVisible();
  await expect(progress).toHaveText(/^กำลังอัปโหลด \d{1,3}%$/);
  await expect(page.getByRole("button", { name: HANDIN_TEXT.handIn })).toBeDisabled();
  release();
  await expect(page.locator("#notice")).toHaveText(HANDIN_TEXT.sent);
  await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(1) })).toBeVisible();
  await expect(page.getByText(HANDIN_TEXT.waiting)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(url);
  await expectFits(page);
  expect(await axeViolations(page), url).toEqual([]);
  await student.close();
});
