/**
 * Markdown's bounds against the real server and emulators: an article
 * written straight to Firestore (past the form) whose Markdown overflows
 * marked's stack no longer freezes the content cache (a new course appears,
 * an unpublished one disappears, the article's page shows a Thai error); the
 * preview and the editors answer Thai errors with the typed text, never a 500.
 * Maths: a page with maths has KaTeX's markup and stylesheet, one without
 * has neither.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKDOWN_PROBLEM_MESSAGES } from "~/services/markdown/markdown-limits";
import { db } from "~/platform/firestore.store.server";
import { articleKind } from "~/content/article";
import { bumpContentVersion } from "~/content/content-version.store.server";
import { LEVELS } from "~/content/course";
import { courses, getCourseById } from "~/content/course.store.server";
import { courseKind } from "~/content/course";
import { sessionCookieForUid } from "../../harness/auth";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const badArticleId = `bad-md-${run}`;
const badSlug = `bad-markdown-${run}`;
const courseIds: string[] = [];
let admin = "";

function get(path: string, cookie = "") {
  return fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/** Polls until `check` holds (the content cache follows the version within about a second). */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

const status = async (path: string) => (await get(path)).status;

function courseInput(slug: string, status: "published" | "draft") {
  return { slug, title: `คอร์สทดสอบ ${slug}`, summary: "สรุป", description: "คำอธิบาย", status };
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
});

afterAll(async () => {
  await db().collection(articleKind.collection).doc(badArticleId).delete();
  for (const id of courseIds) await db().collection(courseKind.collection).doc(id).delete();
  await bumpContentVersion();
});

describe("one bad document does not freeze the content (item 3)", () => {
  it("keeps updating the site around an article that overflows marked's stack", async () => {
    const level = LEVELS[0];
    const old = await courses.create({ ...courseInput(`old-${run}`, "published"), level });
    courseIds.push(old.id);
    expect(await eventually(async () => (await status(`/course/old-${run}`)) === 200)).toBe(true);

    // Straight to Firestore, past the admin form and its checks.
    const now = new Date();
    await db()
      .collection(articleKind.collection)
      .doc(badArticleId)
      .set({
        slug: badSlug,
        title: `บทความเสีย ${run}`,
        excerpt: "เนื้อหาซ้อนลึกเกินไป",
        body: ">".repeat(2000),
        tags: [],
        cover: null,
        status: "published",
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      });
    await bumpContentVersion();

    const fresh = await courses.create({ ...courseInput(`new-${run}`, "published"), level });
    courseIds.push(fresh.id);
    const stored = (await getCourseById(old.id))!;
    await courses.update(old.id, { ...courseInput(`old-${run}`, "draft"), level }, stored.updatedAt);

    expect(await eventually(async () => (await status(`/course/new-${run}`)) === 200)).toBe(true);
    expect(await eventually(async () => (await status(`/course/old-${run}`)) === 404)).toBe(true);

    const page = await get(`/blog/${badSlug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('class="markdown-error"');
    expect(html).toContain("ไม่สามารถแสดงเนื้อหาส่วนนี้ได้");
    expect(html).toContain(`บทความเสีย ${run}`);
    // The other articles still render.
    expect((await get("/blog")).status).toBe(200);
  });
});

describe("preview and editors (items 3 and 4)", () => {
  it.each([
    ["2 000 '>'", ">".repeat(2000), MARKDOWN_PROBLEM_MESSAGES.tooDeep],
    ["'_a' × 50 000", "_a".repeat(50_000), MARKDOWN_PROBLEM_MESSAGES.tooComplex],
    ["too long", "ก".repeat(100_001), MARKDOWN_PROBLEM_MESSAGES.tooLong],
  ])("/admin/preview answers %s with a Thai error and the typed text", async (_name, markdown, message) => {
    const res = await postForm(base, "/admin/preview", { markdown }, admin);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; html: string; markdown: string };
    expect(body.error).toBe(message);
    expect(body.markdown).toBe(markdown);
    expect(body.html).toContain("markdown-error");
  });

  it("/admin/preview typesets maths and shows a wrong formula as a Thai error", async () => {
    const ok = await postForm(base, "/admin/preview", { markdown: "สูตร $x^2$" }, admin);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { html: string }).html).toContain('class="katex"');
    const bad = await postForm(base, "/admin/preview", { markdown: "สูตร $\\frac{1}$" }, admin);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: string }).error).toBe("สูตรคณิตศาสตร์ไม่ถูกต้อง: \\frac{1}");
  });

  it("a save with such a body gets a field error beside the body, the text kept", async () => {
    const body = `ย่อหน้าแรก\n\n${">".repeat(2000)}`;
    const res = await postForm(
      base,
      "/admin/articles/new",
      { intent: "save", title: `ทดสอบ ${run}`, slug: `md-save-${run}`, excerpt: "สรุป", body, tags: "" },
      admin
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(MARKDOWN_PROBLEM_MESSAGES.tooDeep.replace(/>/g, "&gt;").slice(0, 20));
    expect(html).toContain("&gt;".repeat(50));
  });

  it("a save with a wrong formula gets a Thai field error", async () => {
    const res = await postForm(
      base,
      "/admin/articles/new",
      { intent: "save", title: `ทดสอบ ${run}`, slug: `md-tex-${run}`, excerpt: "สรุป", body: "สูตร $\\frac{1}$", tags: "" },
      admin
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("สูตรคณิตศาสตร์ไม่ถูกต้อง: \\frac{1}");
  });
});

describe("maths pages", () => {
  const katexLink = /<link rel="stylesheet" href="\/assets\/katex[^"]*\.css"/;

  it("a lesson with formulas has KaTeX's markup and stylesheet", async () => {
    const html = await (await get("/lesson/phy-02")).text();
    expect(html).toContain('<span class="katex-display">');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
    expect(html).toMatch(katexLink);
    const css = html.match(katexLink)![0].match(/href="([^"]+)"/)![1]!;
    const sheet = await get(css);
    expect(sheet.status).toBe(200);
    expect(await sheet.text()).toMatch(/url\(\/?[^)]*KaTeX_Main-Regular[^)]*\.woff2\)/);
  });

  it("a page without maths has no KaTeX stylesheet", async () => {
    for (const path of ["/lesson/phy-01", "/blog", "/"]) {
      const html = await (await get(path)).text();
      expect(html, path).not.toMatch(katexLink);
      expect(html, path).not.toContain('class="katex');
    }
  });
});
