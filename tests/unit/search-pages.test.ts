/**
 * The pure parts behind the listing, course and lesson pages: query-string
 * parsing (page, tag, search), pagination, the published-content snapshot,
 * progress, the lesson access rule and video addresses.
 */
import { describe, expect, it } from "vitest";
import { pageWindow } from "~/ui/Pagination";
import type { Article } from "~/content/article.store.server";
import { parseBlogQuery } from "~/blog/blog.server";
import { blogUrl } from "~/blog/blog-url";
import { buildPublishedContent } from "~/content/cache.server";
import type { Course } from "~/content/course.store.server";
import { courseIsListed } from "~/content/course";
import { courseProgress } from "~/learning/enrolment.store.server";
import { lessonAccess } from "~/learning/learning.server";
import type { Lesson } from "~/content/lesson.store.server";
import { lessonVideo, youtubeEmbedUrl, youtubeIdOf } from "~/learning/video";

const url = (qs: string) => new URL(`http://site.test/blog${qs}`);

describe("blog query string", () => {
  it.each([
    ["", { page: 1, tag: undefined, q: undefined }],
    ["?page=2", { page: 2, tag: undefined, q: undefined }],
    ["?page=3&tag=เตรียมสอบ&q=  สมาธิ   ดี ", { page: 3, tag: "เตรียมสอบ", q: "สมาธิ ดี" }],
    ["?q=", { page: 1, tag: undefined, q: undefined }],
    ["?tag=", { page: 1, tag: undefined, q: undefined }],
  ])("parses %j", (qs, query) => {
    expect(parseBlogQuery(url(qs))).toEqual({ query });
  });

  it.each([
    ["?page=abc", "/blog"],
    ["?page=0", "/blog"],
    ["?page=-1", "/blog"],
    ["?page=1.5", "/blog"],
    ["?page=1e3", "/blog"],
    ["?page=99999999999", "/blog"],
    ["?page=&tag=ฟิสิกส์", `/blog?tag=${encodeURIComponent("ฟิสิกส์")}`],
    ["?page=x&q=Mind%20Map", "/blog?q=Mind+Map"],
  ])("redirects a bad page %j to %s (never an error)", (qs, target) => {
    expect(parseBlogQuery(url(qs))).toEqual({ redirect: target });
  });

  it("cuts a very long search to 100 characters", () => {
    const parsed = parseBlogQuery(url(`?q=${"ก".repeat(150)}`));
    expect("query" in parsed && parsed.query.q?.length).toBe(100);
  });

  it("builds listing URLs, leaving page 1 out", () => {
    expect(blogUrl({ page: 1 })).toBe("/blog");
    expect(blogUrl({ page: 2, tag: "a b", q: "ค" })).toBe(`/blog?tag=a+b&q=${encodeURIComponent("ค")}&page=2`);
  });

  it("shows a window of page numbers with gaps", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

const at = (day: string) => new Date(`${day}T02:00:00Z`);

function article(id: string, day: string, status: "draft" | "published" = "published", tags = ["ก"]): Article {
  return {
    id,
    slug: id,
    title: `บทความ ${id}`,
    excerpt: "ย่อ",
    body: `## หัวข้อ ${id}\n\nเนื้อหา`,
    tags,
    cover: null,
    status,
    publishedAt: status === "published" ? at(day) : null,
    createdAt: at(day),
    updatedAt: at(day),
  };
}
function course(id: string, order: number, status: "draft" | "published" = "published"): Course {
  return {
    id,
    slug: id,
    title: id,
    summary: "s",
    description: "# d",
    level: "beginner",
    cover: null,
    icon: "📘",
    order,
    featured: false,
    price: null,
    status,
    publishedAt: at("2025-01-01"),
    createdAt: at("2025-01-01"),
    updatedAt: at("2025-01-01"),
  };
}
function lesson(id: string, courseId: string, order: number, extra: Partial<Lesson> = {}): Lesson {
  return {
    id,
    courseId,
    order,
    title: id,
    notes: "n",
    videoUrl: null,
    durationMinutes: 10,
    freePreview: false,
    status: "published",
    createdAt: at("2025-01-01"),
    updatedAt: at("2025-01-01"),
    ...extra,
  };
}

describe("published content snapshot", () => {
  const content = buildPublishedContent(
    7,
    [
      article("old", "2025-01-01", "published", ["ก", "ข"]),
      article("new", "2025-03-01", "published", ["ข"]),
      article("draft", "2025-04-01", "draft"),
    ],
    [course("c2", 2), course("c1", 1), course("hidden", 3, "draft")],
    [
      lesson("l2", "c1", 20),
      lesson("l1", "c1", 10, { freePreview: true, durationMinutes: 15 }),
      lesson("l3", "c1", 30, { status: "draft" }),
      lesson("h1", "hidden", 1),
    ]
  );

  it("has published articles newest first, with rendered HTML and reading time", () => {
    expect(content.version).toBe(7);
    expect(content.articles.map((a) => a.id)).toEqual(["new", "old"]);
    expect(content.articleBySlug.has("draft")).toBe(false);
    expect(content.articles[0]!.html).toContain('<h2 id="หัวข้อ-new">');
    expect(content.articles[0]!.readingMinutes).toBe(1);
  });

  it("counts tags of published articles, most used first", () => {
    expect(content.tags).toEqual([
      { tag: "ข", count: 2 },
      { tag: "ก", count: 1 },
    ]);
  });

  it("orders courses and their published lessons, and leaves drafts out", () => {
    expect(content.courses.map((c) => c.id)).toEqual(["c1", "c2"]);
    const c1 = content.courseById.get("c1")!;
    expect(c1.lessons.map((l) => [l.id, l.position])).toEqual([
      ["l1", 1],
      ["l2", 2],
    ]);
    expect(c1.totalMinutes).toBe(25);
    expect(c1.freePreviewCount).toBe(1);
    expect(c1.descriptionHtml).toMatch(/^<h3 id="d">/);
    expect(content.lessonById.has("l3")).toBe(false); // draft lesson
    expect(content.lessonById.has("h1")).toBe(false); // lesson of a draft course
  });

  it("lists only courses with a published lesson (courseIsListed), while every published course keeps its page", () => {
    expect(content.listedCourses.map((c) => c.id)).toEqual(["c1"]);
    expect(content.courseById.has("c2")).toBe(true); // published, no lesson yet: its page answers
    expect(courseIsListed({ status: "published" }, [{ status: "draft" }, { status: "published" }])).toBe(true);
    expect(courseIsListed({ status: "published" }, [{ status: "draft" }])).toBe(false);
    expect(courseIsListed({ status: "published" }, [])).toBe(false);
    expect(courseIsListed({ status: "draft" }, [{ status: "published" }])).toBe(false);
  });
});

describe("progress and access", () => {
  it("counts done lessons among the course's current lessons and finds the next one", () => {
    const done = { a: at("2025-01-01"), c: at("2025-01-02"), gone: at("2025-01-03") };
    expect(courseProgress(["a", "b", "c"], { done })).toEqual({
      done: 2,
      total: 3,
      percent: 67,
      nextLessonId: "b",
      doneIds: ["a", "c"],
    });
    expect(courseProgress(["a"], { done })).toMatchObject({ done: 1, total: 1, percent: 100, nextLessonId: null });
    expect(courseProgress([], null)).toMatchObject({ done: 0, total: 0, percent: 0, nextLessonId: null });
  });

  it("opens free previews to all, other lessons to enrolled students", () => {
    expect(lessonAccess({ freePreview: true }, null, false)).toBe("open");
    expect(lessonAccess({ freePreview: false }, null, false)).toBe("login");
    expect(lessonAccess({ freePreview: false }, { uid: "u" }, false)).toBe("enrol");
    expect(lessonAccess({ freePreview: false }, { uid: "u" }, true)).toBe("open");
  });
});

describe("lesson videos", () => {
  it.each([
    ["https://www.youtube.com/watch?v=Xn4pMpE4fKo", "Xn4pMpE4fKo"],
    ["https://youtu.be/Kq5mW0hKpZs?t=10", "Kq5mW0hKpZs"],
    ["https://m.youtube.com/shorts/Kq5mW0hKpZs", "Kq5mW0hKpZs"],
    ["https://www.youtube-nocookie.com/embed/Kq5mW0hKpZs", "Kq5mW0hKpZs"],
    ["https://www.youtube.com/watch?v=short", null],
    ["https://vimeo.com/12345", null],
    ["javascript:alert(1)//youtube.com/watch?v=Xn4pMpE4fKo", null],
  ])("reads the YouTube id of %s", (address, id) => {
    expect(youtubeIdOf(address)).toBe(id);
  });

  it("embeds through youtube-nocookie and keeps other http(s) videos as links", () => {
    expect(youtubeEmbedUrl("Xn4pMpE4fKo")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Xn4pMpE4fKo\?/);
    expect(lessonVideo("https://vimeo.com/1")).toEqual({ url: "https://vimeo.com/1", youtubeId: null });
    expect(lessonVideo("ftp://x")).toBeNull();
    expect(lessonVideo(null)).toBeNull();
  });
});
