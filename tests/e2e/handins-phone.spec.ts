/**
 * Homework from a phone (app/handins, issue 42), in Chromium at 375 × 800: five photos of a
 * 12-megapixel phone camera (3.7 MB each, real JPEGs made with sharp) go in one hand-in.
 * - Without JavaScript the server takes them as sent (the pixel budget takes ten such
 *   photos); a second hand-in adds to the first; a file is taken out after asking first;
 *   eleven files are refused in the first screen, the note kept.
 * - With JavaScript the upload island shrinks each photo before sending (long edge 2 000 px,
 *   JPEG): the body is a fraction of the photos' bytes; the answer is in the first screen.
 */
import { writeFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { signedInSession } from "../../harness/auth";
import { DEMO_HOMEWORK } from "../../harness/seed-handins";
import { expectPhonePage, PHONE } from "../support/phone";
import { phoneCameraPhoto } from "../support/upload-fixtures";
import { enrolHere, expect, expectFits, signInAs, test } from "../support/e2e";
import { handinId } from "~/handins/handins.store.server";
import { HANDIN_ADMIN } from "~/handins/urls";
import { HANDIN_TEXT } from "~/handins/messages";
import { homeworkUrl } from "~/kernel/urls";

const PAGE = homeworkUrl(DEMO_HOMEWORK.key);
const MB = 1024 * 1024;
let uid = "";

/** Five phone photos as files on disk (Playwright's buffers are capped), their total bytes. */
async function fivePhotos(): Promise<{ paths: string[]; bytes: number }> {
  const photos = await Promise.all(Array.from({ length: 5 }, phoneCameraPhoto));
  const paths = photos.map((bytes, i) => {
    const path = test.info().outputPath(`IMG_20${i}.JPG`);
    writeFileSync(path, bytes);
    return path;
  });
  for (const p of photos) expect(p.length).toBeGreaterThan(3.4e6);
  return { paths, bytes: photos.reduce((sum, p) => sum + p.length, 0) };
}

async function student(context: BrowserContext, baseURL: string) {
  const s = await signedInSession();
  uid = s.uid;
  await context.addCookies([{ name: "session", value: s.sessionToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  await page.goto("/course/math-m4-sets-and-logic");
  await enrolHere(page);
  await page.goto(PAGE);
  return page;
}

test("without JavaScript at 375 px: five 3.7 MB photos in one hand-in, one more added, one taken out after asking, eleven refused in the first screen", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  const page = await student(context, baseURL!);
  const { paths, bytes } = await fivePhotos();
  expect(bytes).toBeGreaterThan(16 * MB); // more than the server took before the stream reader

  await page.getByLabel(HANDIN_TEXT.note).fill("ห้ารูปค่ะ ข้อ 3 ไม่แน่ใจ");
  await page.locator("#files").setInputFiles(paths);
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  await expect(page.locator("#notice")).toHaveText(HANDIN_TEXT.sent);
  await expect(page.locator("#notice")).toBeInViewport();
  for (let n = 1; n <= 5; n++) await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(n) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("five.png"), fullPage: true });
  await expectPhonePage(browser, page, "five photos handed in");

  // A second hand-in before the mark adds to the first.
  const sixth = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#f4f1ea" } }).png().toBuffer();
  await page.locator("#files").setInputFiles({ name: "page-6.png", mimeType: "image/png", buffer: sixth });
  await page.getByRole("button", { name: HANDIN_TEXT.handInMore }).click();
  await expect(page.locator("#notice")).toHaveText(HANDIN_TEXT.sent);
  await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(6) })).toBeVisible();

  // Taken out: asked first (in the first screen), then gone.
  await page.getByRole("link", { name: HANDIN_TEXT.removeLink(HANDIN_TEXT.photoName(6)) }).click();
  const asking = page.getByRole("heading", { name: HANDIN_TEXT.removeQuestion(HANDIN_TEXT.photoName(6)) });
  await expect(asking).toBeInViewport();
  await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(6) })).toBeVisible(); // nothing removed yet
  await page.screenshot({ path: test.info().outputPath("ask.png") });
  await expectPhonePage(browser, page, "the removal asks first");
  await page.getByRole("button", { name: HANDIN_TEXT.confirmRemove }).click();
  await expect(page.locator("#notice")).toHaveText(HANDIN_TEXT.removed);
  await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(5) })).toBeVisible();
  await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(6) })).toHaveCount(0);

  // Eleven files at once: the reason in the first screen, the note kept.
  await page.getByLabel(HANDIN_TEXT.note).fill("สิบเอ็ดไฟล์");
  const tiny = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, i]) }));
  await page.locator("#files").setInputFiles(tiny);
  await page.getByRole("button", { name: HANDIN_TEXT.handInMore }).click();
  await expect(page.getByRole("alert")).toHaveText(HANDIN_TEXT.tooMany);
  await expect(page.getByRole("alert")).toBeInViewport();
  await expect(page.getByLabel(HANDIN_TEXT.note)).toHaveValue("สิบเอ็ดไฟล์");
  await page.screenshot({ path: test.info().outputPath("refused.png") });
  await expectFits(page);

  // The tutor's page of the hand-in: what the homework asks and by when, above the five photos.
  const tutor = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled: false });
  await signInAs(tutor, "demo-admin-1", baseURL!);
  const desk = await tutor.newPage();
  await desk.goto(HANDIN_ADMIN.handin(handinId(DEMO_HOMEWORK.key, uid)));
  const asked = desk.getByTestId("homework-asked");
  await expect(asked).toContainText(DEMO_HOMEWORK.instructions.slice(0, 30));
  await expect(asked).toContainText(/กำหนดส่ง .+ 25\d\d/);
  await expect(desk.getByRole("img", { name: HANDIN_TEXT.photo(5) })).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath("tutor.png") });
  await expectFits(desk);
  await tutor.close();
  await context.close();
});

test("with JavaScript at 375 px: five 3.7 MB photos shrunk in the browser before they are sent, handed in at once", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, ...PHONE });
  // The files of each body the page sends with XMLHttpRequest (Playwright does not hand a multipart body's files over).
  await context.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const record = window as unknown as { sentFiles: { name: string; size: number; type: string }[] };
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) record.sentFiles = [...body.values()].filter((v): v is File => v instanceof File).map((f) => ({ name: f.name, size: f.size, type: f.type }));
      return send.call(this, body);
    };
  });
  const page = await student(context, baseURL!);
  const { paths, bytes } = await fivePhotos();

  await page.getByLabel(HANDIN_TEXT.note).fill("ห้ารูปจากมือถือ");
  await page.locator("#files").setInputFiles(paths);
  await expect(page.locator(".upload-preview img")).toHaveCount(5);
  await page.getByRole("button", { name: HANDIN_TEXT.handIn }).click();
  // Five pictures taken in by the server (about a second of a thread each, more on a busy machine).
  await expect(page.locator("#notice")).toHaveText(HANDIN_TEXT.sent, { timeout: 90_000 });
  // What the island sent (recorded by the init script): each photo drawn again at 2 000 × 1 500, a fraction of its bytes.
  const sent = await page.evaluate(() => (window as unknown as { sentFiles: { name: string; size: number; type: string }[] }).sentFiles);
  expect(sent.map((f) => f.name)).toEqual(["IMG_200.jpg", "IMG_201.jpg", "IMG_202.jpg", "IMG_203.jpg", "IMG_204.jpg"]);
  for (const f of sent) expect(f.type).toBe("image/jpeg");
  expect(sent.reduce((sum, f) => sum + f.size, 0)).toBeLessThan(bytes / 2);
  await expect(page.locator("#notice")).toBeInViewport();
  for (let n = 1; n <= 5; n++) await expect(page.getByRole("link", { name: HANDIN_TEXT.openFull(n) })).toBeVisible();
  // Stored at most 1 600 px on the long edge, as the server makes every picture.
  const full = await page.getByRole("link", { name: HANDIN_TEXT.openFull(1) }).getAttribute("href");
  const stored = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, full!);
  expect(stored).toEqual([1600, 1200]);
  await expectPhonePage(browser, page, "five photos handed in with JavaScript");
  await context.close();
});
