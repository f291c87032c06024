/**
 * The content registry: the one URL rule for stored addresses (odd spellings
 * that a browser reads as another host), and one schema per kind shared by the
 * admin form and the model (the same rule refuses the same value in both).
 */
import { describe, expect, it } from "vitest";
import { articleInputSchema, articleKind } from "~/content/article";
import { courseInputSchema, courseKind } from "~/content/course";
import { parseArticleForm, parseCourseForm, parseLessonForm } from "~/content/form";
import { KINDS } from "~/content/kinds";
import { FIELD_ERRORS } from "~/content/labels";
import { lessonInputSchema, lessonKind } from "~/content/lesson";
import { markdownLimitError } from "~/services/markdown/markdown-limits";
import { safeRedirect } from "~/auth/redirect";
import { CLASSIC_PAYLOADS, openRedirectSample, unsafeRedirectReason } from "../support/open-redirect-corpus";
import { isHttpsUrl, isSitePath, isStoredUrl } from "~/content/url-rule";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** Spellings that some reader (a browser, `new URL`, a CDN) resolves to another host, or that are not addresses at all. */
const OFF_SITE = [
  "/\\evil.example/a.png",
  "\\\\evil.example/a.png",
  "/\\/evil.example",
  "//evil.example/a.png",
  "///evil.example/a.png",
  "/.//evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/x/..//evil.example/p",
  "/x/./../..//evil.example",
  "/.///evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%2e//evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5cevil.example",
  "/%5Cevil.example/a.png",
  "/%252e%252e//evil.example",
  "/%25252F%25252Fevil.example",
  "/\tevil",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/a\u0000b",
  "/a%00b",
  "/a%0d%0a//evil",
  "/a\u0085b",
  "/a b.png",
  "/%zz",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:image/png;base64,AAAA",
  "vbscript:x",
  "http://example.com/a.png",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "https://user:pass@evil.example/a.png",
  "https://",
  "ftp://x",
  "a.png",
  "./a.png",
  "",
];

const ON_SITE = ["/images/cover.png", "/images/ปก-ใหม่.png", "/images/my%20cover.png", "/a/../b.png", "/a/./b.png", "/img?x=1&y=2#top", "/"];
const HTTPS = ["https://example.com/a.png", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "HTTPS://EXAMPLE.COM/A.PNG", "https://ตัวอย่าง.ไทย/ปก.png"];

describe("the one URL rule", () => {
  it("refuses every spelling that leaves the site or is no address", () => {
    for (const bad of OFF_SITE) {
      expect(isStoredUrl(bad, "https-or-site"), JSON.stringify(bad)).toBe(false);
      expect(isStoredUrl(bad, "https"), JSON.stringify(bad)).toBe(false);
    }
  });

  it("takes site paths that stay on the site, and https addresses", () => {
    for (const ok of ON_SITE) expect(isSitePath(ok), ok).toBe(true);
    for (const ok of HTTPS) expect(isHttpsUrl(ok), ok).toBe(true);
    for (const ok of [...ON_SITE, ...HTTPS]) expect(isStoredUrl(ok, "https-or-site"), ok).toBe(true);
    // Videos take https only.
    for (const ok of ON_SITE) expect(isStoredUrl(ok, "https"), ok).toBe(false);
  });

  it("stores no site path that the redirect rule would refuse (one rule: kernel/site-path.ts)", () => {
    for (const payload of [...CLASSIC_PAYLOADS, ...openRedirectSample(2000)]) {
      // Stored as typed; a redirect to it would follow the same path (its encoded form, checked against the corpus).
      if (isSitePath(payload)) expect(unsafeRedirectReason(safeRedirect(payload, "/fallback"), "/fallback"), JSON.stringify(payload)).toBeNull();
      if (isSitePath(payload)) expect(safeRedirect(payload, "/fallback"), JSON.stringify(payload)).not.toBe("/fallback");
    }
  });

  it("keeps an accepted site path on the site whatever resolves it", () => {
    for (const ok of ON_SITE) expect(new URL(ok, "https://tutor.example").origin).toBe("https://tutor.example");
  });

  it("is the rule of the form and of the model alike", () => {
    const cover = (url: string) => ({ url, alt: "", width: 1200, height: 675 });
    const article = { slug: "a", title: "ก", excerpt: "ข", body: "", tags: [] };
    for (const bad of ["/\\evil.example/a.png", "/%2e%2e//evil.example", "http://example.com/a.png"]) {
      const parsed = parseArticleForm(form({ title: "ก", excerpt: "ข", coverUrl: bad }));
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) {
        expect(parsed.errors.coverUrl).toBe(FIELD_ERRORS.url);
        expect(parsed.values.coverUrl).toBe(bad);
      }
      const model = articleInputSchema.safeParse({ ...article, cover: cover(bad) });
      expect(model.success, bad).toBe(false);
      expect(model.error?.issues[0]?.message).toBe(FIELD_ERRORS.url);
      expect(courseInputSchema.safeParse({ ...article, summary: "ค", description: "", level: "beginner", cover: cover(bad) }).success).toBe(false);
    }
    const lesson = parseLessonForm(form({ title: "บท", durationMinutes: "5", videoUrl: "/\\evil.example/v" }));
    expect(!lesson.ok && lesson.errors.videoUrl).toBe(FIELD_ERRORS.httpUrl);
    expect(lessonInputSchema.safeParse({ courseId: "c1", title: "บท", notes: "", durationMinutes: 5, videoUrl: "/v.mp4" }).success).toBe(false);
  });
});

describe("the registry", () => {
  it("lists each kind once, with its Thai name, its form fields and percent-encoded URLs", () => {
    expect(Object.keys(KINDS)).toEqual(["article", "course", "lesson"]);
    expect(KINDS.article.label).toBe("บทความ");
    expect(articleKind.editUrl("a/b?c")).toBe("/admin/articles/a%2Fb%3Fc");
    const doc = { id: "x", status: "published" as const, slug: "เทคนิค-การอ่าน" };
    expect(articleKind.publicUrl(doc as never)).toBe(`/blog/${encodeURIComponent("เทคนิค-การอ่าน")}`);
    expect(courseKind.publicUrl(doc as never)).toBe(`/course/${encodeURIComponent("เทคนิค-การอ่าน")}`);
    expect(courseKind.publicUrl({ ...doc, status: "draft" } as never)).toBeNull();
  });

  it("shows a lesson publicly only when it and its course are published", () => {
    const lesson = { id: "l 1", status: "published" } as never;
    expect(lessonKind.publicUrl(lesson, { status: "published" })).toBe("/lesson/l%201");
    expect(lessonKind.publicUrl(lesson, { status: "draft" })).toBeNull();
    expect(lessonKind.publicUrl(lesson, null)).toBeNull();
  });

  it("reads a stored document back into the form it came from", () => {
    const typed = {
      title: "คอร์สใหม่",
      slug: "คอร์สใหม่",
      summary: "สรุป",
      description: "## หัวข้อ",
      level: "advanced",
      icon: "🧪",
      coverUrl: "/images/x.png",
      coverAlt: "ปก",
      order: "3",
      featured: "on",
      price: "1,500.50",
    };
    const parsed = parseCourseForm(form(typed));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const stored = { ...courseInputSchema.parse(parsed.data), id: "c", updatedAt: new Date() };
    expect(courseKind.toForm(stored as never)).toEqual(typed);
  });

  it("reads a course's price as people type it into whole satang: empty is free, else more than 0 baht", () => {
    const base = { title: "ก", slug: "a", summary: "ข", description: "d", level: "beginner", icon: "📘", order: "0" };
    const price = (typed: string) => {
      const parsed = parseCourseForm(form({ ...base, price: typed }));
      return parsed.ok ? parsed.data.price : parsed.errors.price;
    };
    expect(price("")).toBeNull();
    expect(price("1500")).toBe(150_000);
    expect(price("๑,๕๐๐ บาท")).toBe(150_000);
    expect(price("99.5")).toBe(9_950);
    for (const wrong of ["0", "-5", "1.234", "abc", "20000000"]) expect(price(wrong)).toBe(FIELD_ERRORS.price);
    const refused = parseCourseForm(form({ ...base, price: "abc" }));
    expect(refused.values.price).toBe("abc");
    expect(courseInputSchema.parse({ ...base, order: 0 }).price).toBeNull();
  });

  it("reads a stored article back into its form, with a cover and without one", () => {
    for (const cover of [{ coverUrl: "/images/ปก.png", coverAlt: "ปกบทความ" }, { coverUrl: "", coverAlt: "" }]) {
      const typed = { title: "บทความ", slug: "บทความ", excerpt: "ย่อ", body: "เนื้อหา", tags: "ฟิสิกส์, ม.4", ...cover };
      const parsed = parseArticleForm(form(typed));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const stored = { ...articleInputSchema.parse(parsed.data), id: "a", updatedAt: new Date() };
      expect(stored.cover).toEqual(cover.coverUrl ? { url: cover.coverUrl, alt: cover.coverAlt, width: 1200, height: 675 } : null);
      expect(articleKind.toForm(stored as never)).toEqual(typed);
    }
  });

  it("uses the same limits in the form and the model", () => {
    const long = "ก".repeat(161);
    const parsed = parseArticleForm(form({ title: long, excerpt: "x", tags: "a".repeat(41) }));
    expect(!parsed.ok && parsed.errors).toMatchObject({
      title: FIELD_ERRORS.tooLong("ชื่อเรื่อง", 160),
      tags: FIELD_ERRORS.tag("a".repeat(41)),
    });
    const model = articleInputSchema.safeParse({ slug: "a", title: long, excerpt: "x", body: "", tags: ["a".repeat(41)] });
    expect(model.error?.issues.map((i) => i.message).sort()).toEqual(
      [FIELD_ERRORS.tooLong("ชื่อเรื่อง", 160), FIELD_ERRORS.tag("a".repeat(41))].sort()
    );
  });

  it("holds the Markdown bounds in the one schema: form and model give the same Thai error for body, description and notes", () => {
    const deep = ">".repeat(2000);
    const message = markdownLimitError(deep);
    expect(message).not.toBeNull();
    const article = parseArticleForm(form({ title: "ก", slug: "a", excerpt: "ข", body: deep, tags: "" }));
    expect(!article.ok && article.errors.body).toBe(message);
    expect(article.values.body).toBe(deep);
    const course = parseCourseForm(form({ title: "ก", slug: "a", summary: "ข", description: deep, level: "beginner", icon: "📘", order: "0" }));
    expect(!course.ok && course.errors.description).toBe(message);
    const lesson = parseLessonForm(form({ title: "ก", notes: deep, durationMinutes: "5" }));
    expect(!lesson.ok && lesson.errors.notes).toBe(message);
    const model = articleInputSchema.safeParse({ slug: "a", title: "ก", excerpt: "ข", body: deep, tags: [] });
    expect(model.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
