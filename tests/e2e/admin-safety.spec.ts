/**
 * The admin's safety features in Chromium, with and without JavaScript: every
 * lesson opens for an admin (marked "มุมมองแอดมิน"); a save whose session has
 * expired (or whose cookie is invalid) keeps the typed text and comes back to
 * it after signing in again; after a failed save the error summary has the
 * focus and, at 375 px, the first field error is on screen and not under the
 * sticky save bar; with JavaScript an edited form is not left without a
 * warning (in-app links, reload), and is left freely after a save; a lesson
 * moves to a position in one step (position field; drag and drop with
 * JavaScript). The editors fit 1280 and 375 px.
 */
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { sessionForUid, withClaims } from "../../harness/auth";
import { expect, expectFits, test } from "../support/e2e";
import { postForm } from "../support/forms";

const adminSession = (baseURL: string, uid = "demo-admin-1") => sessionForUid(uid, baseURL);

async function setSession(context: BrowserContext, baseURL: string, value: string) {
  await context.addCookies([{ name: "session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The element is in the viewport and what is drawn at its centre is itself (not a sticky bar over it). */
async function visibleAndUncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight || r.height === 0) return false;
    const top = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  }, selector);
}

for (const js of [false, true]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("an admin opens locked and draft lessons as a student would, marked", async ({ page, context, baseURL }) => {
      await setSession(context, baseURL!, await adminSession(baseURL!));
      await page.goto("/admin/lessons/phy-06");
      await page.getByTestId("student-view").click();
      await expect(page).toHaveURL(/\/lesson\/phy-06$/);
      await expect(page.getByTestId("admin-view")).toContainText("มุมมองแอดมิน");
      await expect(page.getByTestId("admin-view")).toContainText("ฉบับร่าง");
      await expect(page.getByText("ร่างบทเรียน ยังไม่เผยแพร่")).toBeVisible();
      const locked = await page.goto("/lesson/phy-03");
      expect(locked?.status()).toBe(200);
      await expect(page.getByTestId("admin-view")).toContainText("ลงทะเบียนคอร์สก่อน");
      await expect(page.locator(".lesson-notes")).toBeVisible();
    });

    for (const broken of ["expired", "invalid"] as const) {
      test(`a save with an ${broken} session keeps the text and comes back to it after signing in`, async ({ page, context, baseURL }) => {
        const session = await adminSession(baseURL!);
        await setSession(context, baseURL!, session);
        await page.goto("/admin/lessons/math-05");
        const title = `ชื่อที่พิมพ์ค้างไว้ ${randomUUID().slice(0, 6)}`;
        const notes = `โน้ตยาวที่ห้ามหาย\n\nบรรทัดที่สอง ${title}`;
        await page.locator("#field-title").fill(title);
        await page.locator("#field-notes").fill(notes);
        // Meanwhile the session runs out (or the cookie is damaged).
        const bad = broken === "expired" ? withClaims(session, { exp: Math.floor(Date.now() / 1000) - 60 }) : "not-a-session";
        await setSession(context, baseURL!, bad);
        await button(page, "บันทึก").click();
        await expect(page.locator("#form-error")).toContainText("การเข้าสู่ระบบของคุณหมดอายุแล้ว");
        await expect(page.locator("#form-error")).toBeFocused();
        await expect(page.locator("#field-title")).toHaveValue(title);
        await expect(page.locator("#field-notes")).toHaveValue(notes);
        expect(new URL(page.url()).pathname).toBe("/admin/lessons/math-05");

        // Signed in again (the popup is not what is tested here): the link comes back to the form with the text.
        await setSession(context, baseURL!, await adminSession(baseURL!));
        const dialogs: string[] = [];
        page.on("dialog", (d) => {
          dialogs.push(d.type());
          void d.accept();
        });
        await page.getByTestId("sign-in-again").click();
        await expect(page).toHaveURL(/\/admin\/lessons\/math-05\?draft=/);
        await expect(page.getByTestId("draft-restored")).toBeVisible();
        await expect(page.locator("#field-title")).toHaveValue(title);
        await expect(page.locator("#field-notes")).toHaveValue(notes);
        expect(dialogs).toEqual([]); // the text was kept: leaving for the sign-in asked nothing
      });
    }

    test("after a failed save the error summary has the focus; at 375 px the first field error is not under the save bar", async ({ page, context, baseURL }) => {
      await setSession(context, baseURL!, await adminSession(baseURL!));
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        await page.goto("/admin/lessons/math-05");
        await page.locator("#field-title").fill("");
        await page.locator("#field-durationMinutes").fill("ไม่ใช่ตัวเลข");
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await button(page, "บันทึก").click();
        const summary = page.locator("#form-error");
        await expect(summary).toBeFocused();
        await expect(summary).toBeInViewport();
        await expect(summary.getByRole("link")).toHaveCount(2);
        await expect(page.locator("#field-title-error")).toBeVisible();
        await expectFits(page);
        expect(await visibleAndUncovered(page, "#field-title-error"), `first error at ${width}px`).toBe(true);
        if (width === 375) {
          // A summary link takes the admin to a field below, clear of the bar too.
          await summary.getByRole("link").nth(1).click();
          if (js) await expect(page.locator("#field-durationMinutes")).toBeFocused();
          await expect(page.locator("#field-durationMinutes-error")).toBeInViewport();
          expect(await visibleAndUncovered(page, "#field-durationMinutes-error")).toBe(true);
        }
      }
    });

    test("a lesson moves to a position in one step", async ({ page, context, baseURL }) => {
      const session = await adminSession(baseURL!);
      await setSession(context, baseURL!, session);
      const cookie = `session=${session}`;
      const run = randomUUID().slice(0, 6);
      const created = await postForm(baseURL!, "/admin/courses/new", { title: `คอร์สย้าย ${run}`, slug: "", summary: "ทดสอบ", description: "", level: "beginner", icon: "", order: "99", coverUrl: "", coverAlt: "", intent: "save" }, cookie);
      const courseUrl = created.headers.get("location")!.split("?")[0]!;
      const names = ["ก", "ข", "ค", "ง"].map((n) => `บท${n} ${run}`) as [string, string, string, string];
      for (const title of names) {
        await postForm(baseURL!, `${courseUrl}/lessons/new`, { title, notes: "", videoUrl: "", durationMinutes: "5", intent: "save" }, cookie);
      }
      await page.goto(courseUrl);
      const titles = page.getByTestId("lesson-order").locator(".lesson-order__title");
      await expect(titles).toHaveText(names);

      // The position field (the keyboard way, with or without JavaScript): the fourth lesson to first place.
      await page.getByLabel(`ย้ายไปลำดับที่ (“${names[3]}”)`).fill("1");
      await page.getByRole("button", { name: `ย้าย “${names[3]}”` }).click();
      await expect(page.locator(".admin-notice")).toHaveText("เปลี่ยนลำดับบทเรียนแล้ว");
      await expect(titles).toHaveText([names[3], names[0], names[1], names[2]]);

      if (js) {
        // Drag and drop: the first lesson (now บทง) onto the third place.
        const items = page.getByTestId("lesson-order").locator(".lesson-order__item");
        await items.nth(0).dragTo(items.nth(2));
        await expect(titles).toHaveText([names[0], names[1], names[3], names[2]]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectFits(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await expectFits(page);

      // Clean up: delete the course after its confirmation step.
      const confirm = await (await fetch(`${baseURL}${courseUrl}/delete`, { headers: { Cookie: cookie } })).text();
      const version = /name="version" value="([^"]+)"/.exec(confirm)![1]!;
      expect((await postForm(baseURL!, `${courseUrl}/delete`, { version, confirm: "yes" }, cookie)).status).toBe(302);
    });

    test("the lesson editor fits 1280 and 375 px", async ({ page, context, baseURL }) => {
      await setSession(context, baseURL!, await adminSession(baseURL!));
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        await page.goto("/admin/lessons/math-04");
        await expect(page.getByTestId("markdown-preview").or(page.locator("#field-notes"))).not.toHaveCount(0);
        if (js) await expect(page.getByTestId("markdown-preview")).toBeVisible();
        await expectFits(page);
      }
    });
  });
}

test.describe("with JavaScript: leaving an edited form", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 1280, height: 900 } });

  test("warns before another admin tab or a reload, and not after a successful save", async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await setSession(context, baseURL!, await adminSession(baseURL!));
    await page.goto("/admin/lessons/math-05");
    const title = page.locator("#field-title");
    const original = await title.inputValue();
    await expect(page.getByTestId("markdown-preview")).toBeVisible(); // hydrated
    await title.click();
    await page.keyboard.type(" (แก้)");
    const dialogs: { type: string; message: string }[] = [];
    page.on("dialog", (d) => {
      dialogs.push({ type: d.type(), message: d.message() });
      void d.dismiss(); // stay on the page
    });
    const statsLink = page.getByRole("navigation", { name: "เมนูผู้ดูแลระบบ" }).getByRole("link", { name: "สถิติ" });

    // Another admin tab: asked, and staying keeps the text.
    await statsLink.click();
    await expect.poll(() => dialogs.map((d) => d.type)).toEqual(["confirm"]);
    expect(dialogs[0]!.message).toContain("ยังไม่ได้บันทึก");
    await expect(page).toHaveURL(/\/admin\/lessons\/math-05$/);
    await expect(title).toHaveValue(`${original} (แก้)`);

    // A reload: the browser's own question (beforeunload); staying keeps the text.
    await page.evaluate(() => setTimeout(() => location.reload(), 0));
    await expect.poll(() => dialogs.map((d) => d.type)).toEqual(["confirm", "beforeunload"]);
    await expect(title).toHaveValue(`${original} (แก้)`);

    // Saved: leaving asks nothing.
    await title.fill(original);
    await button(page, "บันทึก").click();
    await expect(page.locator(".admin-notice")).toHaveText("บันทึกแล้ว");
    await statsLink.click();
    await expect(page).toHaveURL(/\/admin\/stats$/);
    expect(dialogs).toHaveLength(2);
  });
});
