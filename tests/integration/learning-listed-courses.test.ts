/**
 * A course is listed to students only when it is published and has a published
 * lesson (`courseIsListed`): the tutor is warned before publishing a course
 * without one (a second post with `confirm=publish`, no JavaScript needed), and
 * such a course, once published, is on no list (dashboard, home, search,
 * sitemap) while its page still answers. With a published lesson it is listed.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";
import { PUBLISH_WARNINGS } from "~/admin-kit/messages";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const title = `คอร์สยังว่าง ${run}`;
const slug = `empty-course-${run}`;
const fields = { title, slug, summary: `คอร์สที่ยังไม่มีบทเรียน ${run}`, description: "", level: "beginner", icon: "📘", order: "97", coverUrl: "", coverAlt: "" };
let admin = "";
let student = "";
let courseId = "";

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const text = async (path: string, cookie?: string) => {
  const res = await get(path, cookie);
  expect(res.status).toBe(200);
  return res.text();
};
/** Text as React writes it into HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const versionIn = (html: string) => /name="version" value="([^"]+)"/.exec(html)![1]!;

/** Where students find courses: the dashboard (a student's and a visitor's), the home page, the search, the sitemap. */
async function listedAnywhere(): Promise<Record<string, boolean>> {
  const has = (html: string) => html.includes(title) || html.includes(`/course/${slug}"`) || html.includes(`/course/${slug}<`);
  return {
    dashboard: has(await text("/dashboard", student)),
    visitorDashboard: has(await text("/dashboard")),
    home: has(await text("/")),
    search: has(await text(`/search?q=${encodeURIComponent(`ยังว่าง ${run}`)}`)),
    sitemap: has(await text("/sitemap.xml")),
  };
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  student = (await signedInSession()).cookie;
});

afterAll(async () => {
  if (!courseId) return;
  const page = await (await get(`/admin/courses/${courseId}/delete`, admin)).text();
  await postForm(base, `/admin/courses/${courseId}/delete`, { version: versionIn(page), confirm: "yes" }, admin);
});

describe("a course without a published lesson", () => {
  it("is not published from the new-course form without a confirmation", async () => {
    const res = await postForm(base, "/admin/courses/new", { ...fields, intent: "publish" }, admin);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(escapeHtml(PUBLISH_WARNINGS.emptyCourse));
    // The confirmation is a second post of the same form: the typed text and a confirm field.
    expect(html).toContain(`value="${title}"`);
    expect(html).toMatch(/<input type="hidden" name="confirm" value="publish"\/>/);
    expect(html).toContain(escapeHtml(PUBLISH_WARNINGS.confirm));
    // Nothing was created.
    expect((await text(`/admin?q=${encodeURIComponent(run)}`, admin)).includes(title)).toBe(false);
  });

  it("as a draft, then published from its editor: warned first, published after the confirmation", async () => {
    const created = await postForm(base, "/admin/courses/new", { ...fields, intent: "save" }, admin);
    expect(created.status).toBe(302);
    courseId = /^\/admin\/courses\/([^/?#]+)/.exec(created.headers.get("location")!)![1]!;
    const edit = `/admin/courses/${courseId}`;
    const version = versionIn(await text(edit, admin));

    const warned = await postForm(base, edit, { ...fields, version, intent: "publish" }, admin);
    expect(warned.status).toBe(409);
    expect(await warned.text()).toContain(escapeHtml(PUBLISH_WARNINGS.emptyCourse));
    expect(await text(edit, admin)).toContain("ฉบับร่าง"); // still a draft

    const confirmed = await postForm(base, edit, { ...fields, version, intent: "publish", confirm: "publish" }, admin);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`${edit}?done=published`);
  });

  it("once published, is listed nowhere, and its page still answers", async () => {
    expect(await listedAnywhere()).toEqual({ dashboard: false, visitorDashboard: false, home: false, search: false, sitemap: false });
    expect(await text(`/course/${slug}`, admin)).toContain(escapeHtml(title));
    expect(await text(`/course/${slug}`)).toContain(escapeHtml(title));
    // The editor tells the tutor why.
    expect(await text(`/admin/courses/${courseId}`, admin)).toContain(escapeHtml(PUBLISH_WARNINGS.notListed));
  });

  it("with a published lesson, is listed", async () => {
    const lesson = await postForm(
      base,
      `/admin/courses/${courseId}/lessons/new`,
      { title: `บทแรก ${run}`, notes: "", videoUrl: "", durationMinutes: "10", intent: "publish" },
      admin,
    );
    expect(lesson.status).toBe(302);
    const listed = await listedAnywhere();
    expect(listed).toMatchObject({ dashboard: true, visitorDashboard: true, search: true, sitemap: true });
    expect(await text(`/admin/courses/${courseId}`, admin)).not.toContain(escapeHtml(PUBLISH_WARNINGS.notListed));
  });
});
