/**
 * Short readable addresses over HTTP, as a browser without JavaScript posts:
 * a new course titled in Thai gets a short id ("c-7k2m"), not a
 * percent-encoded title; a slug edit answers 301 from the old address (the
 * HTML cache keeps no stale page there), twice edited too, and a new
 * document cannot take an old address; a reserved, non-ASCII or duplicate
 * slug is refused with a Thai message and everything typed kept.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { FIELD_ERRORS } from "~/content/labels";
import { listLessonsOfCourse } from "~/content/lesson.store.server";
import { SLUG_REDIRECTS } from "~/content/slug-redirects.store.server";
import { db } from "~/platform/firestore.store.server";
import { sessionCookieForUid } from "../../harness/auth";
import { decodeHtml } from "../support/html";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const title = `คณิตศาสตร์ ม.4 เรื่องเซตและตรรกศาสตร์สำหรับการสอบเข้ามหาวิทยาลัย ${run}`;
const fields = { title, summary: "สรุปคอร์ส", description: "", level: "beginner", icon: "📘", order: "96", coverUrl: "", coverAlt: "" };
let admin = "";
let courseId = "";
let firstSlug = "";

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const versionIn = (html: string) => /name="version" value="([^"]+)"/.exec(html)![1]!;
const slugIn = (html: string) => /id="field-slug"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*id="field-slug"/.exec(html)!.slice(1).find(Boolean)!;

async function saveSlug(slug: string): Promise<Response> {
  const version = versionIn(await (await get(`/admin/courses/${courseId}`, admin)).text());
  return postForm(base, `/admin/courses/${courseId}`, { ...fields, slug, version, intent: "save" }, admin);
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  const created = await postForm(base, "/admin/courses/new", { ...fields, slug: "", intent: "publish", confirm: "publish" }, admin);
  expect(created.status).toBe(302);
  courseId = /^\/admin\/courses\/([^/?#]+)/.exec(created.headers.get("location")!)![1]!;
  const lesson = await postForm(base, `/admin/courses/${courseId}/lessons/new`, { title: "บทแรก", notes: "", videoUrl: "", durationMinutes: "10", intent: "publish" }, admin);
  expect(lesson.status).toBe(302);
  // A new lesson gets a short id too: /lesson/l-7k2m.
  expect((await listLessonsOfCourse(courseId)).map((l) => l.id)).toEqual([expect.stringMatching(/^l-[2-9a-z]{4}$/)]);
});

afterAll(async () => {
  if (!courseId) return;
  const page = await (await get(`/admin/courses/${courseId}/delete`, admin)).text();
  await postForm(base, `/admin/courses/${courseId}/delete`, { version: versionIn(page), confirm: "yes" }, admin);
  const records = await db().collection(SLUG_REDIRECTS).where("docId", "==", courseId).get();
  await Promise.all(records.docs.map((d) => d.ref.delete()));
});

describe("a new course titled in Thai", () => {
  it("gets a short ASCII address, shown in its editor", async () => {
    const editor = decodeHtml(await (await get(`/admin/courses/${courseId}`, admin)).text());
    firstSlug = slugIn(editor);
    expect(firstSlug).toMatch(/^c-[2-9a-z]{4}$/);
    const page = await get(`/course/${firstSlug}`);
    expect(page.status).toBe(200);
    expect(decodeHtml(await page.text())).toContain(title);
  });
});

describe("a slug edit", () => {
  it("answers 301 from the old address to the new one, the cached old page gone", async () => {
    // Twice: the second fetch may come from the HTML cache.
    expect((await get(`/course/${firstSlug}`)).status).toBe(200);
    expect((await get(`/course/${firstSlug}`)).status).toBe(200);
    const saved = await saveSlug(`sets-logic-${run}`);
    expect(saved.status).toBe(302);
    const old = await get(`/course/${firstSlug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/course/sets-logic-${run}`);
    expect((await get(`/course/sets-logic-${run}`)).status).toBe(200);
  });

  it("leads every old address to the newest after a second edit", async () => {
    expect((await saveSlug(`sets-and-logic-${run}`)).status).toBe(302);
    for (const old of [firstSlug, `sets-logic-${run}`]) {
      const res = await get(`/course/${old}`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get("location")).toBe(`/course/sets-and-logic-${run}`);
    }
    // The sitemap names the current address only.
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/course/sets-and-logic-${run}<`);
    expect(sitemap).not.toContain(`/course/${firstSlug}<`);
  });

  it("refuses, in Thai and with the typed text kept, a reserved, a Thai, a taken or an old slug", async () => {
    const cases: [string, string][] = [
      ["admin", FIELD_ERRORS.slugReserved("admin")],
      ["เซตและตรรกศาสตร์", FIELD_ERRORS.slugAscii],
      ["math-m4-sets-and-logic", FIELD_ERRORS.slugTaken("math-m4-sets-and-logic")], // a demo course's
    ];
    for (const [slug, message] of cases) {
      const res = await saveSlug(slug);
      expect(res.status, slug).toBe(400);
      const html = decodeHtml(await res.text());
      expect(html, slug).toContain(FORM_ERRORS.invalid);
      expect(html, slug).toContain(`id="field-slug-error">${message}<`);
      expect(slugIn(html), slug).toBe(slug);
      expect(html).toContain(title);
    }
    // Another new course may not take this one's old address.
    const res = await postForm(base, "/admin/courses/new", { ...fields, title: `อีกคอร์ส ${run}`, slug: `sets-logic-${run}`, intent: "save" }, admin);
    expect(res.status).toBe(400);
    const html = decodeHtml(await res.text());
    expect(html).toContain(`id="field-slug-error">${FIELD_ERRORS.slugTaken(`sets-logic-${run}`)}<`);
    expect(html).toContain(`อีกคอร์ส ${run}`);
  });
});
