/**
 * The admin forms at the edge (Thai messages per field, typed values kept),
 * stored slugs with Thai (content-slug.test.ts has the rule for new ones), which requests count as page views, and chart scales.
 */
import { describe, expect, it } from "vitest";
import { noticeIn, noticeOf } from "~/admin-kit/inputs";
import { niceMax } from "~/ui/charts";
import { FIELD_ERRORS } from "~/content/labels";
import { formValues } from "~/kernel/form";
import { parseArticleForm, parseCourseForm, parseLessonForm } from "~/content/form";
import { isPageView, lastDays, pageViewPath, type ViewedResponse } from "~/services/stats/page-views.store.server";
import { isSlug, suggestSlug } from "~/content/slug";
import { slugSchema } from "~/content/fields";
import { articleSlugOf } from "~/admin/stats.server";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("slugs", () => {
  it("are suggested from English titles only", () => {
    expect(suggestSlug("  Hello, World  ")).toBe("hello-world");
    expect(suggestSlug("\u200bHello\u200bWorld")).toBe("helloworld");
    expect(suggestSlug("ฟิสิกส์ ม.4")).toBe("");
  });

  it("as stored, allow Thai, lower-case letters, digits and single dashes", () => {
    for (const ok of ["thai-reading-tips", "เทคนิคการอ่าน-101", "ม4", "a"]) {
      expect(isSlug(ok), ok).toBe(true);
      expect(slugSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ["Not A Slug", "UPPER", "a--b", "-a", "a-", "a_b", "a/b", "a.b", ""]) {
      expect(isSlug(bad), bad).toBe(false);
      expect(slugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("the article form", () => {
  const good = {
    title: "วิธีจดโน้ตให้จำได้นาน",
    slug: "",
    excerpt: "สรุปวิธีจดโน้ตแบบสั้น ๆ",
    body: "## หัวข้อ\r\n\r\nเนื้อหา",
    tags: "เทคนิคการเรียน, การจดโน้ต, เทคนิคการเรียน",
    coverUrl: "",
    coverAlt: "",
  };

  it("fills an empty slug (a Thai title: a short id), normalises line endings and tags", () => {
    const result = parseArticleForm(form(good));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.slug).toMatch(/^a-[2-9a-z]{4}$/);
    expect(result.values.slug).toBe(result.data.slug);
    expect(result.data.body).toBe("## หัวข้อ\n\nเนื้อหา");
    expect(result.data.tags).toEqual(["เทคนิคการเรียน", "การจดโน้ต"]);
    expect(result.data.cover).toBeNull();
  });

  it("answers a Thai message per field and keeps every typed value", () => {
    const typed = { ...good, excerpt: "  ", slug: "Bad Slug", coverUrl: "javascript:alert(1)", tags: "ok, <script>" };
    const result = parseArticleForm(form(typed));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toEqual(typed);
    expect(result.errors).toEqual({
      excerpt: FIELD_ERRORS.required("คำโปรย"),
      slug: FIELD_ERRORS.slug,
      coverUrl: FIELD_ERRORS.url,
      tags: FIELD_ERRORS.tag("<script>"),
    });
  });

  it("limits lengths and the number of tags", () => {
    const result = parseArticleForm(form({ ...good, title: "ก".repeat(161), tags: "a,b,c,d,e,f,g,h,i" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe(FIELD_ERRORS.tooLong("ชื่อเรื่อง", 160));
    expect(result.errors.tags).toBe(FIELD_ERRORS.tooManyTags);
  });

  it("fills an empty slug from an English title, else with a short id, and shows it back", () => {
    const english = parseArticleForm(form({ ...good, title: "Reading Tips: 101!", slug: "" }));
    expect(english.values.slug).toBe("reading-tips-101");
    const thai = parseArticleForm(form({ ...good, slug: "" }));
    expect(thai.ok).toBe(true);
    expect(thai.values.slug).toMatch(/^a-[2-9a-z]{4}$/);
  });
});

describe("the course and lesson forms", () => {
  it("checks the level, order and the checkbox", () => {
    const ok = parseCourseForm(
      form({ title: "คอร์สใหม่", slug: "คอร์สใหม่", summary: "สรุป", description: "", level: "beginner", icon: "", order: "", featured: "on" })
    );
    expect(ok.ok && ok.data).toMatchObject({ level: "beginner", icon: "📘", order: 0, featured: true });
    const bad = parseCourseForm(form({ title: "คอร์ส", summary: "สรุป", level: "expert", order: "-1" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors).toMatchObject({ level: FIELD_ERRORS.level, order: FIELD_ERRORS.order });
  });

  it("wants a duration in minutes and an http(s) video address", () => {
    const bad = parseLessonForm(form({ title: "บทที่ 1", notes: "", videoUrl: "/local.mp4", durationMinutes: "สิบ" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors).toEqual({ videoUrl: FIELD_ERRORS.httpUrl, durationMinutes: FIELD_ERRORS.duration });
      expect(bad.values.durationMinutes).toBe("สิบ");
    }
    const ok = parseLessonForm(form({ title: "บทที่ 1", notes: "", videoUrl: "https://youtu.be/dQw4w9WgXcQ", durationMinutes: "12" }));
    expect(ok.ok && ok.data).toEqual({ title: "บทที่ 1", notes: "", videoUrl: "https://youtu.be/dQw4w9WgXcQ", durationMinutes: 12, freePreview: false });
  });

  it("reads missing fields as empty and cuts absurdly long ones", () => {
    const values = formValues(form({ title: "x".repeat(200_000) }), ["title", "notes"] as const);
    expect(values.notes).toBe("");
    expect(values.title.length).toBe(120_000);
  });
});

describe("page views", () => {
  const view = (patch: Partial<ViewedResponse>): ViewedResponse => ({
    counted: true,
    method: "GET",
    path: "/blog/x",
    status: 200,
    contentType: "text/html; charset=utf-8",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    purpose: null,
    ...patch,
  });

  it("count public HTML pages that answered 200 to a browser", () => {
    expect(isPageView(view({}))).toBe(true);
    expect(isPageView(view({ path: "/" }))).toBe(true);
  });

  it("leave out pages whose policy does not count views (admin, API, assets), data requests, errors, bots and prefetches", () => {
    for (const patch of [
      { path: "/admin", counted: false },
      { path: "/admin/stats", counted: false },
      { path: "/api/auth/me", counted: false },
      { path: "/assets/app.js", counted: false },
      { path: "/blog/x.data" },
      { status: 404 },
      { status: 302 },
      { method: "HEAD" },
      { contentType: "application/json" },
      { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      { userAgent: null },
      { purpose: "prefetch" },
    ] satisfies Partial<ViewedResponse>[]) {
      expect(isPageView(view(patch)), JSON.stringify(patch)).toBe(false);
    }
  });

  it("count paths decoded, without trailing slashes or queries", () => {
    expect(pageViewPath("/blog/%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%AD%E0%B9%88%E0%B8%B2%E0%B8%99/")).toBe("/blog/การอ่าน");
    expect(pageViewPath("/blog?page=2")).toBe("/blog");
    expect(pageViewPath("//x")).toBe("/x");
    expect(pageViewPath("/%E0%A4%A")).toBeNull();
    expect(articleSlugOf("/blog/การอ่าน")).toBe("การอ่าน");
    expect(articleSlugOf("/blog")).toBeNull();
  });

  it("cover the last days in Bangkok time", () => {
    // 2026-01-31 20:00 UTC is already 1 February in Bangkok.
    expect(lastDays(3, new Date("2026-01-31T20:00:00Z"))).toEqual(["2026-01-30", "2026-01-31", "2026-02-01"]);
  });
});

describe("chart scales", () => {
  it("round the top of an axis up to four whole steps", () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(4)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(31)).toBe(40);
    expect(niceMax(240)).toBe(400);
    expect(niceMax(1001)).toBe(2000);
    for (const n of [3, 17, 99, 12345]) expect(Number.isInteger(niceMax(n) / 4), String(n)).toBe(true);
  });
});

describe("the notice after a redirect (?done=)", () => {
  it("names a known notice, with the document's title when given", () => {
    expect(noticeOf(new URL("http://x/admin?done=saved"))).toBe("บันทึกแล้ว");
    expect(noticeOf(new URL("http://x/admin?done=saved&title=บทความ"))).toBe("บันทึกแล้ว: “บทความ”");
  });

  it("knows nothing of the keys every object inherits", () => {
    for (const done of ["toString", "constructor", "__proto__", "hasOwnProperty", "", "nope"]) {
      expect(noticeOf(new URL(`http://x/admin?done=${done}`))).toBeNull();
      expect(noticeIn({ added: "เพิ่มแล้ว" }, done)).toBeNull();
    }
    expect(noticeIn({ added: "เพิ่มแล้ว" }, null)).toBeNull();
    expect(noticeIn({ added: "เพิ่มแล้ว" }, "added")).toBe("เพิ่มแล้ว");
  });
});
