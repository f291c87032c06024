/**
 * Every list that shows a Markdown field in one line shows what a
 * reader would see (maths typeset, bold as bold), never the source. Over HTTP
 * against the production server and the seeded emulators: the student's
 * "คำถามของฉัน", the tutor's question inbox, the exercise editor's question
 * list and the site search's excerpts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { courses } from "~/content/course.store.server";
import { lessons } from "~/content/lesson.store.server";
import { stopContentCache } from "~/content/cache.server";
import { DEMO_COURSES } from "../../harness/seed-content";
import { DEMO_QUESTIONS } from "../../harness/seed-questions";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const MATH = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const run = randomUUID().replace(/-/g, "").slice(0, 8);
/** The Markdown every preview below is made from. */
const MARKDOWN = (word: string) => `ข้อ ${word} ตัว **หนา** กับ $x^2$ และ \`โค้ด\``;

afterAll(async () => {
  stopContentCache();
  await closeFirebase();
});

async function page(path: string, cookie?: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The first element that opens with `open` (a regex source), up to its `</tag>` (no nested one of the same tag). */
function part(html: string, open: string, tag: string): string {
  const m = new RegExp(`${open}[\\s\\S]*?</${tag}>`).exec(html);
  expect(m, open).not.toBeNull();
  return m![0];
}

/** No Markdown source: no `$…$`, no `**`, no backtick pairs (TeX stays inside MathML's annotation, without `$`). */
function expectNoSource(html: string) {
  expect(html).not.toMatch(/\$[^$<>]+\$/);
  expect(html).not.toContain("**");
  expect(html).not.toMatch(/`[^`<]+`/);
}

function expectRendered(html: string) {
  expectNoSource(html);
  expect(html).toContain("<strong>หนา</strong>");
  expect(html).toContain("<code>โค้ด</code>");
  expect(html).toMatch(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">[\s\S]*<annotation encoding="application\/x-tex">x\^2<\/annotation>/);
}

describe("questions to the tutor", () => {
  it("the student's คำถามของฉัน and the tutor's inbox show the question rendered, not its source", async () => {
    const student = await signedInSession({ name: "น้องพรีวิว" });
    expect((await postForm(base, `/course/${MATH.slug}`, { intent: "enrol" }, student.cookie)).status).toBe(302);
    const word = `พรีวิว${run}`;
    const asked = await postForm(base, "/lesson/math-02", { intent: "question-ask", body: MARKDOWN(word) }, student.cookie);
    expect(asked.status).toBe(303);

    const dashboard = part(await page("/dashboard", student.cookie), '<section[^>]*id="my-questions"', "section");
    expect(dashboard).toContain(word);
    expectRendered(dashboard);

    const inbox = part(await page("/admin/questions?status=open", await sessionCookieForUid("demo-admin-1")), '<ul class="inbox-list"', "ul");
    const mine = part(inbox, `<li[^>]*>(?:(?!</li>)[\\s\\S])*?${word}`, "li");
    expectRendered(mine);
    // The seeded questions too (the issue's `$x^2 - 5x + 6 = 0$`): the whole page of the inbox.
    expectNoSource(inbox);
  });

  it("a seeded student's dashboard shows the formulas of the issue typeset", async () => {
    const seeded = DEMO_QUESTIONS.find((q) => q.id === "question-demo-open")!;
    expect(seeded.body).toContain("$x^2 - 5x + 6 = 0$");
    const dashboard = part(await page("/dashboard", await sessionCookieForUid(seeded.uid)), '<section[^>]*id="my-questions"', "section");
    expectNoSource(dashboard);
    expect(dashboard).toContain('<annotation encoding="application/x-tex">x^2 - 5x + 6 = 0</annotation>');
  });
});

describe("the exercise editor's question list", () => {
  it("lists each prompt rendered, the edit link named by what it shows", async () => {
    const lessonId = `preview-${run}`;
    await lessons.create(
      { courseId: "course-math-m4", title: `บทพรีวิว ${run}`, durationMinutes: 5, freePreview: false, videoUrl: null, status: "draft", notes: "โน้ต" },
      { id: lessonId }
    );
    try {
      const admin = await sessionCookieForUid("demo-admin-1");
      const editor = `/admin/lessons/${lessonId}/exercise`;
      const res = await postForm(
        base,
        editor,
        {
          intent: "question",
          type: "text",
          questionId: "",
          prompt: MARKDOWN("โจทย์"),
          explanation: "",
          points: "1",
          accepted: "x",
          version: "none",
        },
        admin
      );
      expect(res.status).toBe(302);
      const list = part(await page(editor, admin), '<ol class="lesson-order" data-testid="question-list"', "ol");
      expectRendered(list);
      // The link's name is its shown text after a hidden "แก้ไขข้อ 1:" (no aria-label that would differ from it).
      expect(list).toMatch(/<a [^>]*class="lesson-order__title"[^>]*><span class="visually-hidden">แก้ไขข้อ 1: <\/span><span>ข้อ โจทย์/);
      expect(list).not.toContain("aria-label=\"แก้ไขข้อ");
    } finally {
      await lessons.remove(lessonId).catch(() => undefined);
    }
  });
});

describe("site search", () => {
  it("shows excerpts of course descriptions and lesson notes rendered, with the match still marked", async () => {
    const word = `zq${run}`;
    const course = await courses.create({
      slug: `preview-${word}`,
      title: "คอร์สพรีวิว",
      summary: "สรุป",
      description: MARKDOWN(word),
      level: "beginner",
      status: "published",
    });
    try {
      await lessons.create({ courseId: course.id, title: "บทฟรีพรีวิว", notes: MARKDOWN(word), durationMinutes: 5, freePreview: true, status: "published" });
      // The server's content cache follows Firestore: wait until both are found.
      let html = "";
      const start = Date.now();
      while ((html.match(/<li class="search-hit">/g) ?? []).length < 2) {
        if (Date.now() - start > 15_000) throw new Error("the search did not find the new course and lesson");
        await new Promise((r) => setTimeout(r, 200));
        html = await page(`/search?q=${word}`);
      }
      const hits = [...html.matchAll(/<li class="search-hit">[\s\S]*?<\/li>/g)].map((m) => m[0]);
      expect(hits).toHaveLength(2);
      for (const hit of hits) {
        const excerpt = part(hit, '<p class="search-hit__excerpt"', "p");
        expectRendered(excerpt);
        expect(excerpt).toContain(`<mark>${word}</mark>`);
      }
    } finally {
      await courses.remove(course.id);
    }
  });
});
