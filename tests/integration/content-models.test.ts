/**
 * The content models against the Firestore emulator, in this process: the
 * admin operations a later admin UI will call (create, update with conflict
 * check, publish, delete, reorder), enrolments, the per-process cache (no reads
 * when warm, reload after a version bump), and the running server seeing a
 * publish within about a second.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { readCount } from "~/platform/firestore-reads.server";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { getArticleById, listAllArticles, setArticleStatus, articles } from "~/content/article.store.server";
import type { ArticleInput } from "~/content/article";
import { getArticlePage, getBlogPage } from "~/blog/blog.server";
import { publishedContent, stopContentCache } from "~/content/cache.server";
import { readContentVersion } from "~/content/content-version.store.server";
import { listAllCourses, setCourseStatus, courses } from "~/content/course.store.server";
import { NotEnrolledError, enrol, getEnrolment, listEnrolments, setLessonDone } from "~/learning/enrolment.store.server";
import { LessonOrderChangedError, listLessonsOfCourse, moveLessonTo, lessons } from "~/content/lesson.store.server";
import { ConflictError, NotFoundError, SlugTakenError } from "~/content/shared.store.server";
import { env } from "../../harness/ports";

const tag = () => randomUUID().slice(0, 8);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function draftArticle(slug: string, extra: Partial<ArticleInput> = {}): ArticleInput {
  return { slug, title: `ทดสอบ ${slug}`, excerpt: "บทความทดสอบ", body: "## หัวข้อ\n\nเนื้อหาทดสอบ", tags: ["ทดสอบ"], ...extra };
}

/** Polls `check` until it holds; answers how long it took (ms). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(50);
  }
}

afterAll(async () => {
  stopContentCache();
  await closeFirebase();
});

describe("articles (admin operations)", () => {
  it("creates drafts, lists them with the rest, refuses a taken slug", async () => {
    const slug = `test-${tag()}`;
    const article = await articles.create(draftArticle(slug));
    try {
      expect(article).toMatchObject({ slug, status: "draft", publishedAt: null });
      expect((await listAllArticles()).map((a) => a.id)).toContain(article.id);
      expect(await getArticleById(article.id)).toEqual(article);
      await expect(articles.create(draftArticle(slug))).rejects.toBeInstanceOf(SlugTakenError);
    } finally {
      await articles.remove(article.id);
    }
    expect(await getArticleById(article.id)).toBeNull();
    await expect(articles.remove(article.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("updates with updatedAt as the version: a stale version is a conflict", async () => {
    const article = await articles.create(draftArticle(`test-${tag()}`));
    try {
      const saved = await articles.update(
        article.id,
        draftArticle(article.slug, { title: "ชื่อใหม่" }),
        article.updatedAt.toISOString()
      );
      expect(saved.title).toBe("ชื่อใหม่");
      expect(saved.updatedAt.getTime()).toBeGreaterThan(article.updatedAt.getTime());
      await expect(
        articles.update(article.id, draftArticle(article.slug, { title: "ทับ" }), article.updatedAt)
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await getArticleById(article.id))!.title).toBe("ชื่อใหม่");
    } finally {
      await articles.remove(article.id);
    }
  });

  it("validates input with zod (bad slug, unsafe cover URL)", async () => {
    await expect(articles.create(draftArticle("Not A Slug"))).rejects.toThrow();
    await expect(
      articles.create(draftArticle(`test-${tag()}`, { cover: { url: "javascript:alert(1)", alt: "", width: 10, height: 10 } }))
    ).rejects.toThrow();
  });

  it("keeps the first publish date through unpublish and republish, and bumps the content version on every write", async () => {
    const v0 = await readContentVersion();
    const article = await articles.create(draftArticle(`test-${tag()}`));
    try {
      const published = await setArticleStatus(article.id, "published");
      expect(published.publishedAt).toBeInstanceOf(Date);
      await setArticleStatus(article.id, "draft");
      const again = await setArticleStatus(article.id, "published");
      expect(again.publishedAt).toEqual(published.publishedAt);
      expect(await readContentVersion()).toBeGreaterThanOrEqual(v0 + 4);
    } finally {
      await articles.remove(article.id);
    }
  });
});

describe("courses and lessons (admin operations)", () => {
  it("creates a course with lessons, reorders them, edits one, deletes the course with its lessons", async () => {
    const course = await courses.create({
      slug: `test-course-${tag()}`,
      title: "คอร์สทดสอบ",
      summary: "สรุป",
      description: "รายละเอียด",
      level: "beginner",
    });
    expect(course.status).toBe("draft");
    expect((await listAllCourses()).map((c) => c.id)).toContain(course.id);
    const made = [];
    for (const title of ["หนึ่ง", "สอง", "สาม"]) {
      made.push(await lessons.create({ courseId: course.id, title, notes: "โน้ต", durationMinutes: 10 }));
    }
    expect(made.map((l) => l.order)).toEqual([1, 2, 3]);

    const moved = await moveLessonTo(course.id, made[2]!.id, 1, [made[0]!.id, made[1]!.id, made[2]!.id]);
    expect(moved.lessons.map((l) => l.title)).toEqual(["สาม", "หนึ่ง", "สอง"]);
    await expect(moveLessonTo(course.id, made[0]!.id, 2, [made[0]!.id])).rejects.toBeInstanceOf(LessonOrderChangedError);

    const first = (await lessons.get(made[2]!.id))!;
    const edited = await lessons.update(
      first.id,
      { courseId: course.id, title: "สาม (แก้)", notes: "ใหม่", durationMinutes: 12, freePreview: true, status: "published" },
      first.updatedAt
    );
    expect(edited).toMatchObject({ title: "สาม (แก้)", order: 1, freePreview: true });
    await expect(
      lessons.update(first.id, { courseId: course.id, title: "x", notes: "", durationMinutes: 1 }, first.updatedAt)
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(lessons.create({ courseId: "no-such-course", title: "x", notes: "", durationMinutes: 1 })).rejects.toBeInstanceOf(
      NotFoundError
    );

    await courses.remove(course.id);
    expect(await listLessonsOfCourse(course.id)).toEqual([]);
  });
});

describe("enrolments and progress", () => {
  it("enrols idempotently and writes progress only when it changes", async () => {
    const uid = `test-${tag()}`;
    expect(await enrol(uid, "course-math-m4")).toEqual({ created: true });
    expect(await enrol(uid, "course-math-m4")).toEqual({ created: false });
    const lesson = { id: "math-02", courseId: "course-math-m4" };
    expect(await setLessonDone(uid, lesson, true)).toEqual({ changed: true });
    expect(await setLessonDone(uid, lesson, true)).toEqual({ changed: false });
    expect(Object.keys((await getEnrolment(uid, "course-math-m4"))!.done)).toEqual(["math-02"]);
    expect(await setLessonDone(uid, lesson, false)).toEqual({ changed: true });
    expect(await setLessonDone(uid, lesson, false)).toEqual({ changed: false });
    expect((await listEnrolments(uid)).map((e) => [e.courseId, Object.keys(e.done).length])).toEqual([["course-math-m4", 0]]);
    await expect(setLessonDone(uid, { id: "eng-02", courseId: "course-english-reading" }, true)).rejects.toBeInstanceOf(
      NotEnrolledError
    );
  });
});

describe("the published-content cache", () => {
  it("costs no Firestore read once warm", async () => {
    await publishedContent();
    const before = readCount();
    for (let i = 0; i < 5; i++) {
      await publishedContent();
      await getBlogPage({ page: 1 });
      await getBlogPage({ page: 1, q: "สมาธิ" });
      await getArticlePage("pomodoro-for-students");
    }
    expect(readCount()).toBe(before);
  });

  it("reloads after a publish (version bump), then is free again", async () => {
    const first = await publishedContent();
    const course = await courses.create({
      slug: `test-course-${tag()}`,
      title: "คอร์สแคช",
      summary: "สรุป",
      description: "รายละเอียด",
      level: "advanced",
      status: "published",
    });
    try {
      await eventually(async () => (await publishedContent()).courseById.has(course.id));
      const now = await publishedContent();
      expect(now.version).toBeGreaterThan(first.version);
      const before = readCount();
      await publishedContent();
      expect(readCount()).toBe(before);
      await setCourseStatus(course.id, "draft");
      await eventually(async () => !(await publishedContent()).courseById.has(course.id));
    } finally {
      await courses.remove(course.id);
    }
  });
});

describe("the running server", () => {
  it("shows a newly published article within about a second, and hides it when unpublished", async () => {
    const slug = `test-fresh-${tag()}`;
    const url = `${env.baseUrl}/blog/${slug}`;
    expect((await fetch(url)).status).toBe(404);
    const article = await articles.create(
      draftArticle(slug, {
        status: "published",
        body: 'ข้อความ <script>window.__xss = 1</script> [x](javascript:alert(1)) ![y](x" onerror="alert(1))',
      })
    );
    try {
      const shown = await eventually(async () => (await fetch(url)).status === 200);
      expect(shown).toBeLessThan(2_000);
      const html = await (await fetch(url)).text();
      const body = html.slice(html.indexOf('class="prose'), html.indexOf("</div>", html.indexOf('class="prose')));
      expect(body).toContain("&lt;script&gt;");
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/<[^>]*\son[a-z]+=/i); // no event-handler attribute in any tag
      expect(body).not.toMatch(/(href|src)="javascript:/i);

      await setArticleStatus(article.id, "draft");
      const hidden = await eventually(async () => (await fetch(url)).status === 404);
      expect(hidden).toBeLessThan(2_000);
    } finally {
      await articles.remove(article.id);
    }
  });
});
