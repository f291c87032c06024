/**
 * The learning-content pages over HTTP against the real server and the seeded
 * emulator: blog listing (pagination, tags, Thai search), articles (Markdown,
 * meta tags, Buddhist dates, 404s), RSS, sitemap, robots.txt, course and lesson
 * access (and the sign-in page's word to a visitor sent from a locked lesson),
 * enrolment and idempotent progress, the cover icons.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES, DEMO_LESSONS, SEARCH_WORD, SEARCH_WORD_ARTICLE } from "../../harness/seed-content";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";
import { bangkokInstant } from "~/kernel/clock";

const base = env.baseUrl;
const published = DEMO_ARTICLES.filter((a) => a.status === "published").sort((a, b) => b.date.localeCompare(a.date));
const draftArticle = DEMO_ARTICLES.find((a) => a.status === "draft")!;
const publicCourses = DEMO_COURSES.filter((c) => c.status === "published");
const draftCourse = DEMO_COURSES.find((c) => c.status === "draft")!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const mathLessons = DEMO_LESSONS.filter((l) => l.courseId === math.id).sort((a, b) => a.order - b.order);
const freeLesson = mathLessons.find((l) => l.freePreview)!;
const lockedLesson = mathLessons.find((l) => !l.freePreview)!;
const draftLesson = DEMO_LESSONS.find((l) => l.status === "draft")!;

function get(path: string, init: RequestInit = {}) {
  return fetch(`${base}${path}`, { redirect: "manual", ...init });
}

const post = (path: string, form: Record<string, string>, cookie?: string) => postForm(base, path, form, cookie);

/** The article links of a listing page, in order. */
function listedSlugs(html: string): string[] {
  return [...html.matchAll(/class="stretched-link"[^>]*href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
}

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

describe("/blog", () => {
  it("lists published articles newest first, 10 a page", async () => {
    const res = await get("/blog");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(listedSlugs(html)).toEqual(published.slice(0, 10).map((a) => a.slug));
    expect(html).not.toContain(draftArticle.slug);
    expect(html).toContain('href="/blog?page=2"');

    const page2 = await (await get("/blog?page=2")).text();
    expect(listedSlugs(page2)).toEqual(published.slice(10, 20).map((a) => a.slug));
    expect(page2).toContain("หน้า 2 จาก 2");
  });

  it.each(["abc", "0", "-3", "1.5", "", "9999999999"])(
    "redirects ?page=%j to the first page instead of failing",
    async (page) => {
      const res = await get(`/blog?page=${encodeURIComponent(page)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/\/blog$/);
    }
  );

  it("answers a page past the end with a Thai 404 page, not a 500", async () => {
    const res = await get("/blog?page=99");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("ไม่มีหน้าที่ 99");
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("filters by tag", async () => {
    const tag = "ภาษาอังกฤษ";
    const res = await get(`/blog?tag=${encodeURIComponent(tag)}`);
    expect(res.status).toBe(200);
    const expected = published.filter((a) => a.tags.includes(tag)).map((a) => a.slug);
    expect(expected.length).toBeGreaterThan(1);
    expect(listedSlugs(await res.text())).toEqual(expected);
  });

  it("answers an unknown tag with 404 and a Thai message", async () => {
    const res = await get(`/blog?tag=${encodeURIComponent("ไม่มีแท็กนี้")}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("ยังไม่มีบทความในแท็ก");
  });

  it("finds a Thai word that occurs mid-sentence (segmented search)", async () => {
    const res = await get(`/blog?q=${encodeURIComponent(SEARCH_WORD)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(listedSlugs(html)).toEqual([SEARCH_WORD_ARTICLE]);
    expect(html).toContain(`ผลการค้นหา “${SEARCH_WORD}” พบ 1 บทความ`);
  });

  it("handles mixed Thai/English queries", async () => {
    const html = await (await get(`/blog?q=${encodeURIComponent("เทคนิค pomodoro")}`)).text();
    expect(listedSlugs(html)).toEqual(["pomodoro-for-students"]);
  });

  it("says in Thai when nothing matches", async () => {
    const res = await get(`/blog?q=${encodeURIComponent("ไดโนเสาร์บินได้")}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(listedSlugs(html)).toEqual([]);
    expect(html).toContain("ไม่พบบทความที่ค้นหา");
  });

  it("searches within a tag, best match (the title) first", async () => {
    const html = await (await get(`/blog?tag=${encodeURIComponent("เตรียมสอบ")}&q=${encodeURIComponent("Mind Map")}`)).text();
    // Both mention Mind Map; one has it in its title.
    expect(listedSlugs(html)).toEqual(["summarise-with-mind-maps", "exam-week-checklist"]);
    const other = await (await get(`/blog?tag=${encodeURIComponent("ภาษาอังกฤษ")}&q=${encodeURIComponent("Mind Map")}`)).text();
    expect(listedSlugs(other)).toEqual([]);
  });
});

describe("/blog/:slug", () => {
  const article = DEMO_ARTICLES.find((a) => a.slug === "summarise-with-mind-maps")!;

  it("renders the article with its meta tags, Buddhist-era date, reading time and neighbours", async () => {
    const res = await get(`/blog/${article.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="article-hero__title">${article.title}</h1>`);
    expect(html).toContain("19 กุมภาพันธ์ 2568"); // 2025-02-19
    expect(html).toContain("ปรับปรุงล่าสุด");
    expect(html).toMatch(/อ่าน \d+\u00a0นาที/);
    expect(metaContent(html, "name", "description")).toBe(article.excerpt);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${article.slug}"`));
    expect(metaContent(html, "property", "og:title")).toBe(article.title);
    expect(metaContent(html, "property", "og:type")).toBe("article");
    expect(metaContent(html, "property", "og:url")).toMatch(new RegExp(`/blog/${article.slug}$`));
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image") // every article has a generated preview image;
    expect(metaContent(html, "name", "twitter:title")).toBe(article.title);
    // Markdown: heading anchors and a table.
    expect(html).toMatch(/<h2 id="ขั้นตอนของพี่">ขั้นตอนของพี่ <a href="#ขั้นตอนของพี่" class="heading-anchor"/);
    expect(html).toContain("<table>");
    // Previous (older) and next (newer) articles.
    const index = published.findIndex((a) => a.slug === article.slug);
    expect(html).toContain(`href="/blog/${published[index + 1]!.slug}"`);
    expect(html).toContain(`href="/blog/${published[index - 1]!.slug}"`);
  });

  it("marks external links noopener noreferrer", async () => {
    const html = await (await get("/blog/learn-english-vocabulary")).text();
    expect(html).toContain(
      '<a href="https://apps.ankiweb.net/" class="external-link" target="_blank" rel="noopener noreferrer">Anki</a>'
    );
  });

  it.each([
    ["a draft", draftArticle.slug],
    ["an unknown slug", "no-such-article"],
    ["a malformed slug", "Bad_Slug!"],
    ["an over-long slug", "a".repeat(300)],
    ["a dot-dot slug", "..%2F..%2Fetc"],
  ])("answers %s with the Thai 404 page", async (_name, slug) => {
    const res = await get(`/blog/${slug}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("ไม่พบหน้านี้");
  });
});

describe("feeds", () => {
  it("serves RSS 2.0 that parses as XML, with the latest articles", async () => {
    const res = await get("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: {
        "@_version": string;
        channel: { title: string; link: string; item: { title: string; link: string; pubDate: string; guid: unknown }[] };
      };
    };
    expect(doc.rss["@_version"]).toBe("2.0");
    const items = doc.rss.channel.item;
    expect(items.length).toBe(Math.min(20, published.length));
    expect(items[0]!.title).toBe(published[0]!.title);
    expect(items[0]!.link).toMatch(new RegExp(`/blog/${published[0]!.slug}$`));
    expect(new Date(items[0]!.pubDate).toISOString()).toBe(bangkokInstant(published[0]!.date, 9 * 60).toISOString());
    expect(xml).not.toContain(draftArticle.slug);
  });

  it("serves a sitemap of every public page that parses as XML", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser().parse(xml) as { urlset: { url: { loc: string }[] } };
    const paths = doc.urlset.url.map((u) => new URL(u.loc).pathname + new URL(u.loc).search);
    expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/dashboard"]));
    for (const a of published) expect(paths).toContain(`/blog/${a.slug}`);
    for (const c of publicCourses) expect(paths).toContain(`/course/${c.slug}`);
    expect(paths).toContain(`/lesson/${freeLesson.id}`);
    expect(paths).toContain(`/blog?tag=${encodeURIComponent("เตรียมสอบ")}`);
    expect(paths).not.toContain(`/lesson/${lockedLesson.id}`);
    expect(paths).not.toContain(`/blog/${draftArticle.slug}`);
    expect(paths).not.toContain(`/course/${draftCourse.slug}`);
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

describe("courses and lessons", () => {
  it("shows a course: lessons with durations and free-preview marks, and an enrol form", async () => {
    const res = await get(`/course/${math.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // Titles are set in pieces that keep Thai words whole (`.keep-together`): compare the text.
    const text = html.replace(/<[^>]*>/g, "");
    for (const l of mathLessons) expect(text).toContain(l.title);
    expect(html).toContain("18\u00a0นาที");
    expect(html).toContain("ดูฟรี");
    expect(html).toMatch(/<form method="post" action="\/course\/math-m4-sets-and-logic"/);
  });

  it.each([
    ["a draft course", `/course/${draftCourse.slug}`],
    ["an unknown course", "/course/no-such-course"],
    ["a malformed course slug", "/course/NOT%20OK"],
    ["a draft lesson", `/lesson/${draftLesson.id}`],
    ["a lesson of a draft course", "/lesson/does-not-exist"],
    ["a malformed lesson id", "/lesson/%3Cscript%3E"],
  ])("answers %s with 404", async (_name, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("ไม่พบหน้านี้");
  });

  it("opens a free-preview lesson to anonymous visitors, with a video link that works without JavaScript", async () => {
    const res = await get(`/lesson/${freeLesson.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(freeLesson.title);
    expect(html).toMatch(/class="video__facade"[^>]*|href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}"/);
    expect(html).not.toContain("<iframe");
  });

  it("sends anonymous visitors of a locked lesson to sign in, and back", async () => {
    const res = await get(`/lesson/${lockedLesson.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/lesson/${lockedLesson.id}`)}`);
  });

  it("shows a signed-in student who has not enrolled a Thai enrol prompt with 403", async () => {
    const { cookie } = await signedInSession();
    const res = await get(`/lesson/${lockedLesson.id}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("บทเรียนนี้สำหรับผู้ที่ลงทะเบียนคอร์สแล้ว");
    expect(html).toContain("ลงทะเบียนเรียนคอร์สนี้");
    expect(html).not.toContain('class="lesson-notes"');
  });

  it("sends an anonymous enrol post to sign in", async () => {
    const res = await post(`/course/${math.slug}`, { intent: "enrol" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/course/${math.slug}`)}`);
  });

  it("enrols (twice is harmless), marks lessons done idempotently, and shows progress", async () => {
    const { cookie } = await signedInSession();
    for (let i = 0; i < 2; i++) {
      const res = await post(`/course/${math.slug}`, { intent: "enrol", redirectTo: `/lesson/${lockedLesson.id}` }, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/lesson/${lockedLesson.id}`);
    }
    const lesson = await get(`/lesson/${lockedLesson.id}`, { headers: { Cookie: cookie } });
    expect(lesson.status).toBe(200);
    expect(await lesson.text()).toContain("ทำเครื่องหมายว่าเรียนจบแล้ว");

    // A plain form post (no JavaScript) comes back to the lesson's "บันทึกแล้ว" (lessonSavedUrl);
    // the done island's post (enhanced) to the lesson itself.
    for (const [i, fields] of [[0, { intent: "done" }], [1, { intent: "done", enhanced: "1" }], [1, { intent: "done" }]] as const) {
      const res = await post(`/lesson/${mathLessons[i]!.id}`, fields, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/lesson/${mathLessons[i]!.id}${"enhanced" in fields ? "" : "?saved=1#lesson-saved"}`);
    }
    const dashboard = await (await get("/dashboard", { headers: { Cookie: cookie } })).text();
    expect(dashboard).toContain(`เรียนแล้ว 2 จาก ${mathLessons.length} บท`);
    expect(dashboard).toContain(`href="/lesson/${mathLessons[2]!.id}"`);

    for (let i = 0; i < 2; i++) {
      const res = await post(`/lesson/${mathLessons[1]!.id}`, { intent: "undone" }, cookie);
      expect(res.headers.get("location")).toBe(`/lesson/${mathLessons[1]!.id}`);
    }
    const course = await (await get(`/course/${math.slug}`, { headers: { Cookie: cookie } })).text();
    expect(course).toContain(`เรียนแล้ว 1 จาก ${mathLessons.length} บท`);
    // After the last lesson too: the landing links back to the course page.
    const lastId = mathLessons[mathLessons.length - 1]!.id;
    const last = await post(`/lesson/${lastId}`, { intent: "done" }, cookie);
    expect(last.headers.get("location")).toBe(`/lesson/${lastId}?saved=1#lesson-saved`);
    const landed = await (await get(`/lesson/${lastId}?saved=1`, { headers: { Cookie: cookie } })).text();
    expect(landed).toContain('id="lesson-saved"');
    expect(landed).toContain(">กลับไปหน้าคอร์ส</a>");
  });

  it("refuses progress for a course the student has not enrolled in (403), bad forms (400) and unknown lessons (404)", async () => {
    const { cookie } = await signedInSession();
    expect((await post(`/lesson/${lockedLesson.id}`, { intent: "done" }, cookie)).status).toBe(403);
    expect((await post(`/lesson/${lockedLesson.id}`, { intent: "explode" }, cookie)).status).toBe(400);
    expect((await post(`/lesson/${lockedLesson.id}`, { intent: "done", enhanced: "yes" }, cookie)).status).toBe(400);
    expect((await post("/lesson/no-such-lesson", { intent: "done" }, cookie)).status).toBe(404);
    expect(
      (await post(`/course/${math.slug}`, { intent: "enrol", redirectTo: "https://evil.example/" }, cookie)).headers.get(
        "location"
      )
    ).toBe(`/course/${math.slug}`);
  });

  it("shows anonymous visitors the catalogue and a sign-in prompt on /dashboard", async () => {
    const html = await (await get("/dashboard")).text();
    expect(html).toContain("เข้าสู่ระบบเพื่อเริ่มเรียน");
    for (const c of publicCourses) expect(html).toContain(c.title);
    expect(html).not.toContain(draftCourse.title);
  });
});

describe("the rendered bytes", () => {
  it("hold no NUL byte on long Thai pages (React 18.3 pads its 2 KB chunks with zeros)", async () => {
    const { env } = await import("../../harness/ports");
    for (const path of ["/", "/blog", "/blog?page=2", "/dashboard", "/sitemap.xml"]) {
      const bytes = Buffer.from(await (await fetch(`${env.baseUrl}${path}?nul-probe=${Date.now()}`.replace(/\?(.*)\?/, "?$1&"))).arrayBuffer());
      expect(bytes.length, path).toBeGreaterThan(2048);
      expect(bytes.indexOf(0), path).toBe(-1);
    }
  });
});

describe("login after a locked lesson", () => {
  it("tells a visitor sent from a locked lesson why they must sign in", async () => {
    const locked = await fetch(`${env.baseUrl}/lesson/math-02`, { redirect: "manual" });
    expect(locked.status).toBe(302);
    const login = await (await fetch(new URL(locked.headers.get("location")!, env.baseUrl))).text();
    expect(login).toContain("บทเรียนนี้เปิดให้เฉพาะนักเรียนที่เข้าสู่ระบบและลงทะเบียนคอร์สแล้ว");
  });

  it("says nothing of the kind on a plain visit to /login", async () => {
    const login = await (await fetch(`${env.baseUrl}/login`)).text();
    expect(login).not.toContain("บทเรียนนี้เปิดให้เฉพาะ");
  });
});

describe("cover icons", () => {
  it("are the site's SVG icons, never an emoji (no emoji font on many systems)", async () => {
    for (const path of ["/", "/dashboard", "/blog", "/course/math-m4-sets-and-logic"]) {
      const page = await (await fetch(`${env.baseUrl}${path}`)).text();
      // The markup (the loader data in the scripts still carries the stored value).
      const html = page.slice(0, page.indexOf("<script"));
      const icons = [...html.matchAll(/<span class="(?:cover__icon|feature__icon|my-course__icon)"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => m[1]!);
      expect(icons.length, path).toBeGreaterThan(0);
      for (const icon of icons) expect(icon, path).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });
});
