/**
 * The content manager in Chromium, once with JavaScript disabled (plain form
 * posts) and once enabled (Remix forms, live preview, slug suggestion):
 * write a draft article, hit a field error and find the typed text still
 * there, preview, publish, see it on /blog at once, edit, lose an edit race to
 * a second admin session and see both versions, save anyway, unpublish,
 * delete; create a course with lessons and reorder them; the audit log shows
 * each step. The two runs go one after the other (serial) so that each one's
 * audit entries stay among the latest twenty.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "../support/e2e";

test.describe.configure({ mode: "serial" });


const notice = (page: Page) => page.locator(".admin-notice");
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The actions of the audit rows about one document, newest first. */
async function auditActions(page: Page, docId: string): Promise<string[]> {
  await page.goto("/admin");
  const rows = page.getByTestId("audit-log").locator(`tr[data-doc="${docId}"]`);
  return rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-action") ?? ""));
}

for (const js of [false, true]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("an article from draft to delete, with a field error, preview, publish, an edit conflict and the audit log", async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      // About thirty page loads and posts: more than the default minute on a loaded machine.
      test.setTimeout(150_000);
      await signInAs(context, "demo-admin-1", baseURL!);
      const run = randomUUID().slice(0, 6);
      const title = `สรุปเคมี ม.4 บทที่ ${run}`;

      // A draft, with the excerpt forgotten: the error sits beside the field and nothing typed is lost.
      await page.goto("/admin");
      await page.getByRole("link", { name: "เขียนบทความใหม่" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("เขียนบทความใหม่");
      await page.locator("#field-title").fill(title);
      if (js) await expect(page.locator("#field-slug")).toHaveValue(""); // a Thai title suggests no slug while typing
      await page.locator("#field-body").fill("## โมลคืออะไร\n\nหนึ่งโมลมีอนุภาค **6.02 × 10²³** อนุภาค");
      await page.locator("#field-tags").fill("เคมี, สรุปบทเรียน");
      await button(page, "บันทึกฉบับร่าง").click();
      await expect(page.locator("#field-excerpt-error")).toHaveText("กรุณากรอกคำโปรย");
      await expect(page.locator("#field-excerpt")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("alert")).toContainText("ยังบันทึกไม่ได้");
      await expect(page.locator("#field-title")).toHaveValue(title);
      // The empty slug came back filled with a short id, shown for editing.
      await expect(page.locator("#field-slug")).toHaveValue(/^a-[2-9a-z]{4}$/);
      const slug = await page.locator("#field-slug").inputValue();
      await expect(page.locator("#field-body")).toHaveValue(/หนึ่งโมลมีอนุภาค \*\*6\.02 × 10²³\*\* อนุภาค/);
      await expect(page.locator("#field-tags")).toHaveValue("เคมี, สรุปบทเรียน");

      // Preview: a form post without JavaScript, live with it.
      const preview = page.getByTestId("markdown-preview");
      if (js) {
        await page.locator("#field-body").fill("## โมลคืออะไร\n\nหนึ่งโมลมีอนุภาค **6.02 × 10²³** อนุภาค\n\n- ข้อแรกของรายการ");
        await expect(preview.locator("li")).toHaveText("ข้อแรกของรายการ");
      } else {
        await button(page, "ดูตัวอย่าง").click();
      }
      await expect(preview.getByRole("heading", { name: /โมลคืออะไร/ })).toBeVisible();
      await expect(preview.locator("strong")).toHaveText("6.02 × 10²³");

      await page.locator("#field-excerpt").fill("สรุปเรื่องโมลสั้น ๆ ก่อนสอบ");
      await button(page, "บันทึกฉบับร่าง").click();
      await expect(notice(page)).toHaveText("สร้างแล้ว (ฉบับร่าง)");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const articleId = new URL(page.url()).pathname.split("/")[3]!;
      const editUrl = `/admin/articles/${articleId}`;

      // Publish: on /blog at once.
      await button(page, "เผยแพร่").click();
      await expect(notice(page)).toContainText("เผยแพร่แล้ว");
      await page.goto("/blog");
      await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
      // Opened by its address (the short slug), not by a click: React 18.3's streaming
      // renderer can put a NUL byte into a link at a 2 KB buffer boundary (reported).
      await page.goto(`/blog/${encodeURIComponent(slug)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("strong", { hasText: "6.02 × 10²³" })).toBeVisible();

      // Edit.
      await page.goto(editUrl);
      await page.locator("#field-excerpt").fill("สรุปเรื่องโมลและมวลโมเลกุลก่อนสอบ");
      await button(page, "บันทึก").click();
      await expect(notice(page)).toHaveText("บันทึกแล้ว");

      // A conflict: this page stays open while a second admin session saves first.
      const other = await browser.newContext({ javaScriptEnabled: js, baseURL });
      await signInAs(other, "demo-admin-2", baseURL!);
      const otherPage = await other.newPage();
      await otherPage.goto(editUrl);
      await otherPage.locator("#field-title").fill(`${title} (แก้โดยพี่ฝน)`);
      await button(otherPage, "บันทึก").click();
      await expect(otherPage.locator(".admin-notice")).toHaveText("บันทึกแล้ว");
      await other.close();

      const mine = "เนื้อหาที่พี่ต้นพิมพ์ไว้ระหว่างนั้น ต้องไม่หาย";
      await page.locator("#field-body").fill(mine);
      await button(page, "บันทึก").click();
      const conflict = page.getByTestId("conflict");
      await expect(page.getByRole("alert")).toContainText("มีคนบันทึกการแก้ไขเอกสารนี้ไปก่อนคุณ");
      await expect(conflict).toContainText("โดย admin2@example.com");
      await expect(conflict.locator('pre[data-side="theirs"]').first()).toHaveText(`${title} (แก้โดยพี่ฝน)`);
      await expect(conflict.locator('pre[data-side="yours"]').first()).toHaveText(title);
      await expect(conflict.locator('pre[data-side="yours"]').nth(1)).toHaveText(mine);
      await expect(page.locator("#field-body")).toHaveValue(mine);
      // Saving again, having seen theirs, keeps what was typed here.
      await button(page, "บันทึก").click();
      await expect(notice(page)).toHaveText("บันทึกแล้ว");
      await expect(page.locator("#field-body")).toHaveValue(mine);
      await expect(page.locator("#field-title")).toHaveValue(title);

      // Unpublish: gone from /blog.
      await button(page, "ยกเลิกการเผยแพร่").click();
      await expect(notice(page)).toContainText("ยกเลิกการเผยแพร่แล้ว");
      const gone = await page.goto(`/blog/${encodeURIComponent(slug)}`);
      expect(gone?.status()).toBe(404);

      // Delete, after the confirmation step.
      await page.goto(editUrl);
      await page.getByRole("link", { name: "ลบบทความนี้…" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ลบ “${title}” ?`);
      await expect(page.getByText("บทความจะย้ายไปอยู่ในถังขยะ")).toBeVisible();
      await page.getByLabel("ฉันเข้าใจผลของการลบบทความนี้แล้ว").check();
      await button(page, "ลบบทความ").click();
      await expect(page).toHaveURL(/\/admin\?done=deleted/);
      await expect(notice(page)).toHaveText(`ลบแล้ว: “${title}”`);

      // The audit log: every step, newest first, by both admins.
      expect(await auditActions(page, articleId)).toEqual(["delete", "unpublish", "update", "update", "update", "publish", "create"]);
      const rows = page.getByTestId("audit-log").locator(`tr[data-doc="${articleId}"]`);
      await expect(rows.nth(3)).toContainText("admin2@example.com");
      await expect(rows.nth(0)).toContainText("admin@example.com");
      await expect(rows.nth(0).getByRole("link")).toHaveCount(0); // deleted: no editor to open
    });

    test("a course with lessons, reordered with the up/down buttons", async ({ page, context, baseURL }) => {
      await signInAs(context, "demo-admin-1", baseURL!);
      const run = randomUUID().slice(0, 6);
      const courseTitle = `คอร์สทดลอง ${run}`;

      await page.goto("/admin/courses/new");
      await page.locator("#field-title").fill(courseTitle);
      await page.locator("#field-summary").fill("คอร์สสั้นสำหรับทดสอบการเรียงบทเรียน");
      await page.locator("#field-level").selectOption("intermediate");
      await button(page, "บันทึกฉบับร่าง").click();
      await expect(notice(page)).toHaveText("สร้างแล้ว (ฉบับร่าง)");
      const courseUrl = new URL(page.url()).pathname;
      const courseId = courseUrl.split("/")[3]!;
      await expect(page.locator("#field-slug")).toHaveValue(/^c-[2-9a-z]{4}$/); // a Thai title: a short id

      const [basics, practice, summary] = ["ปูพื้นฐาน", "ฝึกโจทย์", "สรุปท้ายบท"].map((n) => `${n} ${run}`) as [string, string, string];
      for (const [i, name] of [basics, practice, summary].entries()) {
        await page.getByRole("link", { name: "+ เพิ่มบทเรียน" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("เพิ่มบทเรียน");
        await page.locator("#field-title").fill(name);
        await page.locator("#field-durationMinutes").fill(String(10 + i));
        if (i === 0) await page.getByLabel("เปิดให้ดูฟรี (ไม่ต้องลงทะเบียน)").check();
        await button(page, "บันทึกฉบับร่าง").click();
        await expect(page).toHaveURL(new RegExp(`${courseUrl}\\?done=created#lessons$`));
      }
      const titles = page.getByTestId("lesson-order").locator(".lesson-order__title");
      await expect(titles).toHaveText([basics, practice, summary]);
      await expect(page.getByRole("button", { name: `เลื่อน “${basics}” ขึ้น` })).toBeDisabled();

      await page.getByRole("button", { name: `เลื่อน “${summary}” ขึ้น` }).click();
      await expect(notice(page)).toHaveText("เปลี่ยนลำดับบทเรียนแล้ว");
      await expect(titles).toHaveText([basics, summary, practice]);
      await page.getByRole("button", { name: `เลื่อน “${basics}” ลง` }).click();
      await expect(titles).toHaveText([summary, basics, practice]);

      expect(await auditActions(page, courseId)).toEqual(["reorder", "reorder", "create"]);
      await expect(page.getByTestId("audit-log").locator('tr[data-action="create"]', { hasText: practice })).toHaveCount(1);

      // Delete the course: the page says what happens to its lessons and to students' progress.
      await page.goto(`${courseUrl}/delete`);
      await expect(page.getByText("บทเรียนทั้ง 3 บทในคอร์สนี้จะถูกลบไปพร้อมกัน")).toBeVisible();
      await expect(page.getByText(/ผู้เรียนที่ลงทะเบียนไว้ 0 คน/)).toBeVisible();
      await page.getByLabel("ฉันเข้าใจผลของการลบคอร์สนี้แล้ว").check();
      await button(page, "ลบคอร์ส").click();
      await expect(notice(page)).toHaveText(`ลบแล้ว: “${courseTitle}”`);
      expect(await auditActions(page, courseId)).toEqual(["delete", "reorder", "reorder", "create"]);
    });
  });
}
