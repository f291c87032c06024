/**
 * The content manager over HTTP, as a browser without JavaScript would use it,
 * against the real server and emulators: field errors that keep the
 * typed text, a slug clash, preview, publish visible on /blog at once, edit
 * conflicts between two admins (both versions shown, nothing lost), delete with
 * its confirmation (a course's lessons go, students' enrolments stay, copies
 * kept), lesson reordering, and the audit log of every write.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { FIELD_ERRORS } from "~/content/labels";
import { getArticleById } from "~/content/article.store.server";
import { AUDIT_LOG, DELETED_CONTENT } from "~/content/audit.store.server";
import { readContentVersion } from "~/content/content-version.store.server";
import { getCourseById } from "~/content/course.store.server";
import { ENROLMENTS, enrol, enrolmentId, setLessonDone } from "~/learning/enrolment.store.server";
import { listLessonsOfCourse } from "~/content/lesson.store.server";
import { db } from "~/platform/firestore.store.server";
import { BRAND } from "~/platform/site";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { decodeHtml } from "../support/html";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
let admin1 = "";
let admin2 = "";

const post = (path: string, fields: Record<string, string>, cookie = admin1) => postForm(base, path, fields, cookie);

function get(path: string, cookie = admin1) {
  return fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
}

/** The hidden version field of an edit page. */
function versionIn(html: string): string {
  const m = /name="version" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no version field");
  return m[1]!;
}

async function auditOf(docId: string) {
  const snap = await db().collection(AUDIT_LOG).where("docId", "==", docId).get();
  return snap.docs.map((d) => d.data() as { action: string; actorEmail: string; detail: string; at: { toMillis(): number } }).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

const articleSlug = `exam-review-${run}`;
const article = {
  title: `เทคนิคทบทวนก่อนสอบ ${run}`,
  slug: articleSlug,
  excerpt: "ทบทวนให้ได้ผลในเวลาน้อย",
  body: "## ขั้นที่หนึ่ง\n\nอ่านโจทย์เก่า **ทุกข้อ**",
  tags: "เทคนิคการเรียน, สอบ",
  coverUrl: "",
  coverAlt: "",
};
let articleId = "";

beforeAll(async () => {
  admin1 = await sessionCookieForUid("demo-admin-1");
  admin2 = await sessionCookieForUid("demo-admin-2");
});

afterAll(async () => {
  if (articleId && (await getArticleById(articleId))) await db().collection("articles").doc(articleId).delete();
});

describe("articles", () => {
  it("keeps what was typed and puts a Thai message beside each wrong field", async () => {
    const res = await post("/admin/articles/new", { ...article, excerpt: "", coverUrl: "ftp://x", intent: "save" });
    expect(res.status).toBe(400);
    const html = decodeHtml(await res.text());
    expect(html).toContain(FORM_ERRORS.invalid);
    expect(html).toMatch(new RegExp(`id="field-excerpt-error">${FIELD_ERRORS.required("คำโปรย")}<`));
    expect(html).toContain(`id="field-coverUrl-error">${FIELD_ERRORS.url}<`);
    expect(html).toContain(`value="${article.title}"`);
    expect(html).toContain(`value="${articleSlug}"`); // the typed slug (an empty one is made: content-slugs.test.ts)
    expect(html).toContain(article.body);
    expect(html).toContain(`value="ftp://x"`);
    expect(html).toContain(`aria-invalid="true"`);
  });

  it("refuses a cover address that leaves the site, with a Thai field error and the typed text kept", async () => {
    for (const coverUrl of ["/\\evil.example/a.png", "/%2e%2e//evil.example/a.png", "/x/..//evil.example/a.png"]) {
      const res = await post("/admin/articles/new", { ...article, coverUrl, intent: "publish" });
      expect(res.status, coverUrl).toBe(400);
      const html = decodeHtml(await res.text());
      expect(html).toContain(`id="field-coverUrl-error">${FIELD_ERRORS.url}<`);
      expect(html).toContain(`value="${coverUrl}"`);
      expect(html).toContain(article.body);
    }
    const course = await post("/admin/courses/new", { title: `คอร์ส ${run}`, summary: "สรุป", level: "beginner", coverUrl: "/\\evil.example/a.png", intent: "save" });
    expect(course.status).toBe(400);
    expect(decodeHtml(await course.text())).toContain(`id="field-coverUrl-error">${FIELD_ERRORS.url}<`);
    expect((await db().collection("articles").where("slug", "==", articleSlug).get()).size).toBe(0);
  });

  it("previews the rendered Markdown without saving", async () => {
    const before = (await db().collection("articles").where("slug", "==", articleSlug).get()).size;
    const res = await post("/admin/articles/new", { ...article, body: `${article.body}\n\n<script>alert(1)</script>`, intent: "preview" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h2 id="ขั้นที่หนึ่ง">ขั้นที่หนึ่ง/);
    expect(html).toContain("<strong>ทุกข้อ</strong>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect((await db().collection("articles").where("slug", "==", articleSlug).get()).size).toBe(before);
  });

  it("renders the live preview for the editors' JavaScript (sanitised)", async () => {
    const res = await post("/admin/preview", { markdown: "# หัวข้อ\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>" });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("หัวข้อ");
    expect(html).not.toMatch(/href="javascript|<img/); // the tag is shown as text, never as a tag
    expect(html).toContain("&lt;img");
  });

  it("creates a draft, publishes it and shows it on /blog at once", async () => {
    const created = await post("/admin/articles/new", { ...article, intent: "save" });
    expect(created.status).toBe(302);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/articles\/[A-Za-z0-9]+\?done=created$/);
    articleId = location.split("/")[3]!.split("?")[0]!;
    const draft = (await getArticleById(articleId))!;
    expect(draft).toMatchObject({ slug: articleSlug, status: "draft", tags: ["เทคนิคการเรียน", "สอบ"], publishedAt: null });
    expect((await fetch(`${base}/blog/${encodeURIComponent(articleSlug)}`)).status).toBe(404);

    const page = await get(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("สร้างแล้ว (ฉบับร่าง)");
    const version = versionIn(html);
    expect(version).toBe(draft.updatedAt.toISOString());

    const v0 = await readContentVersion();
    const published = await post(`/admin/articles/${articleId}`, { ...article, slug: articleSlug, version, intent: "publish" });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe(`/admin/articles/${articleId}?done=published`);
    expect(await readContentVersion()).toBeGreaterThan(v0);

    const blog = await fetch(`${base}/blog`);
    expect(await blog.text()).toContain(article.title);
    const articlePage = await fetch(`${base}/blog/${encodeURIComponent(articleSlug)}`);
    expect(articlePage.status).toBe(200);
    expect(await articlePage.text()).toContain("<strong>ทุกข้อ</strong>");

    const audit = await auditOf(articleId);
    expect(audit.map((a) => a.action)).toEqual(["create", "publish"]);
    expect(audit[0]!.actorEmail).toBe("admin@example.com");
  });

  it("finds it with the search box and the status filter of /admin", async () => {
    const listed = (html: string) => html.includes(`<tr data-id="${articleId}">`); // a row of the lists, not of the audit log
    expect(listed(await (await get(`/admin?q=${encodeURIComponent(`ทบทวนก่อนสอบ ${run}`)}`)).text())).toBe(true);
    expect(listed(await (await get(`/admin?q=${encodeURIComponent(run)}&status=published`)).text())).toBe(true);
    expect(listed(await (await get(`/admin?q=${encodeURIComponent(run)}&status=draft`)).text())).toBe(false);
    const none = decodeHtml(await (await get(`/admin?q=${encodeURIComponent(`ไม่มีคำนี้แน่นอน ${run}`)}`)).text());
    expect(none).toContain("ไม่พบบทความ");
    expect(none).toContain("พบบทความ 0 คอร์ส 0 บทเรียน 0 รายการ");
  });

  it("titles an edit page after its document", async () => {
    const html = decodeHtml(await (await get(`/admin/articles/${articleId}`)).text());
    expect(html).toContain(`<title>แก้ไข: ${article.title} | ${BRAND}</title>`);
  });

  it("keeps a status filter alone in the search form of /admin: the choice, the clear link, the counts, the text box's limit", async () => {
    const html = decodeHtml(await (await get("/admin?status=draft")).text());
    const start = html.indexOf('aria-label="ค้นหาเนื้อหา"');
    const form = html.slice(start, html.indexOf("</form>", start));
    expect(form).toMatch(/<input[^>]*id="admin-q"[^>]*maxLength="100"|<input[^>]*maxLength="100"[^>]*id="admin-q"/i);
    expect(form).toMatch(/<option value="draft" selected="">/);
    expect(form).toMatch(/<a[^>]*href="\/admin"[^>]*>ล้าง<\/a>/);
    expect(html).toMatch(/พบบทความ \d+ คอร์ส \d+ บทเรียน \d+ รายการ/);
  });

  it("shows no notice on /admin for a `?done=` it does not know, `toString` and the keys every object inherits included", async () => {
    for (const done of ["toString", "constructor", "__proto__", "nope"]) {
      const res = await get(`/admin?done=${done}`);
      expect(res.status).toBe(200);
      const html = decodeHtml(await res.text());
      expect(html).toContain("จัดการเนื้อหา");
      expect(html).not.toContain("admin-notice");
    }
  });

  it("refuses a slug that another article uses, as a field error", async () => {
    const res = await post("/admin/articles/new", { ...article, title: "อีกบทความ", slug: articleSlug, intent: "save" });
    expect(res.status).toBe(400);
    const html = decodeHtml(await res.text());
    expect(html).toContain(`id="field-slug-error">${FIELD_ERRORS.slugTaken(articleSlug)}<`);
    expect(html).toContain(`value="อีกบทความ"`);
  });

  it("refuses a save over a newer version, shows both versions, and loses nothing", async () => {
    const version = versionIn(await (await get(`/admin/articles/${articleId}`)).text());
    // The second admin saves first.
    const theirs = await post(`/admin/articles/${articleId}`, { ...article, slug: articleSlug, title: `ฉบับของแอดมินสอง ${run}`, version, intent: "save" }, admin2);
    expect(theirs.status).toBe(302);
    // The first admin saves over the version they loaded.
    const mine = { ...article, slug: articleSlug, title: `ฉบับของแอดมินหนึ่ง ${run}`, body: "เนื้อหาที่แอดมินหนึ่งพิมพ์ไว้", version, intent: "save" };
    const refused = await post(`/admin/articles/${articleId}`, mine);
    expect(refused.status).toBe(409);
    const html = decodeHtml(await refused.text());
    expect(html).toContain(FORM_ERRORS.conflict);
    expect(html).toContain(`<pre data-side="theirs">ฉบับของแอดมินสอง ${run}</pre>`);
    expect(html).toContain(`<pre data-side="yours">ฉบับของแอดมินหนึ่ง ${run}</pre>`);
    expect(html).toContain(`<pre data-side="yours">เนื้อหาที่แอดมินหนึ่งพิมพ์ไว้</pre>`);
    expect(html).toContain("โดย admin2@example.com");
    expect(html).toContain(`value="ฉบับของแอดมินหนึ่ง ${run}"`); // still in the form
    expect((await getArticleById(articleId))!.title).toBe(`ฉบับของแอดมินสอง ${run}`); // theirs kept

    // Having seen theirs, saving again (with the version the refusal carried) keeps mine.
    const again = await post(`/admin/articles/${articleId}`, { ...mine, version: versionIn(html) });
    expect(again.status).toBe(302);
    expect((await getArticleById(articleId))!.title).toBe(`ฉบับของแอดมินหนึ่ง ${run}`);
    expect((await auditOf(articleId)).map((a) => `${a.action} ${a.actorEmail}`).slice(-2)).toEqual([
      "update admin2@example.com",
      "update admin@example.com",
    ]);
  });

  it("unpublishes, then deletes after a confirmation, keeping a copy", async () => {
    const version = versionIn(await (await get(`/admin/articles/${articleId}`)).text());
    const current = (await getArticleById(articleId))!;
    const res = await post(`/admin/articles/${articleId}`, { ...article, title: current.title, body: current.body, slug: articleSlug, version, intent: "unpublish" });
    expect(res.headers.get("location")).toBe(`/admin/articles/${articleId}?done=unpublished`);
    expect((await fetch(`${base}/blog/${encodeURIComponent(articleSlug)}`)).status).toBe(404);

    const confirmPage = await (await get(`/admin/articles/${articleId}/delete`)).text();
    const deleteVersion = versionIn(confirmPage);
    expect((await post(`/admin/articles/${articleId}/delete`, { version: deleteVersion })).status).toBe(400);
    expect((await post(`/admin/articles/${articleId}/delete`, { version: "2020-01-01T00:00:00.000Z", confirm: "yes" })).status).toBe(409);
    expect(await getArticleById(articleId)).not.toBeNull();

    const deleted = await post(`/admin/articles/${articleId}/delete`, { version: deleteVersion, confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toMatch(/^\/admin\?done=deleted&title=/);
    expect(await getArticleById(articleId)).toBeNull();
    const copy = await db().collection(DELETED_CONTENT).where("docId", "==", articleId).get();
    expect(copy.size).toBe(1);
    expect(copy.docs[0]!.get("data.body")).toBe(current.body);
    expect((await auditOf(articleId)).map((a) => a.action).slice(-2)).toEqual(["unpublish", "delete"]);

    const overview = decodeHtml(await (await get(deleted.headers.get("location")!)).text());
    expect(overview).toContain(`ลบแล้ว: “ฉบับของแอดมินหนึ่ง ${run}”`);
  });
});

describe("courses and lessons", () => {
  let courseId = "";
  const lessonIds: string[] = [];

  it("creates a course, adds lessons at the end and reorders them with up/down posts", async () => {
    const created = await post("/admin/courses/new", {
      title: `คอร์สทดสอบ ${run}`,
      slug: `test-course-${run}`,
      summary: "คอร์สสำหรับการทดสอบ",
      description: "",
      level: "beginner",
      icon: "🧪",
      order: "99",
      coverUrl: "",
      coverAlt: "",
      intent: "save",
    });
    expect(created.status).toBe(302);
    courseId = created.headers.get("location")!.split("/")[3]!.split("?")[0]!;
    for (const title of ["บทที่ ก", "บทที่ ข", "บทที่ ค"]) {
      const res = await post(`/admin/courses/${courseId}/lessons/new`, { title, notes: "", videoUrl: "", durationMinutes: "10", intent: "save" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin/courses/${courseId}?done=created#lessons`);
    }
    const lessons = await listLessonsOfCourse(courseId);
    expect(lessons.map((l) => l.title)).toEqual(["บทที่ ก", "บทที่ ข", "บทที่ ค"]);
    lessonIds.push(...lessons.map((l) => l.id));

    const moved = await post(`/admin/courses/${courseId}`, { intent: "move", lessonId: lessonIds[2]!, direction: "up" });
    expect(moved.headers.get("location")).toBe(`/admin/courses/${courseId}?done=moved#lessons`);
    expect((await listLessonsOfCourse(courseId)).map((l) => l.title)).toEqual(["บทที่ ก", "บทที่ ค", "บทที่ ข"]);
    // The first lesson cannot go up: nothing changes.
    await post(`/admin/courses/${courseId}`, { intent: "move", lessonId: lessonIds[0]!, direction: "up" });
    expect((await listLessonsOfCourse(courseId)).map((l) => l.title)).toEqual(["บทที่ ก", "บทที่ ค", "บทที่ ข"]);

    const page = await (await get(`/admin/courses/${courseId}`)).text();
    const order = [...page.matchAll(/class="lesson-order__title"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(order).toEqual(["บทที่ ก", "บทที่ ค", "บทที่ ข"]);
    expect((await auditOf(courseId)).map((a) => a.action)).toEqual(["create", "reorder"]);
  });

  it("says what deleting a course does, deletes its lessons, and keeps students' enrolments", async () => {
    const student = await signedInSession();
    await enrol(student.uid, courseId);
    await setLessonDone(student.uid, { id: lessonIds[0]!, courseId }, true);

    const page = decodeHtml(await (await get(`/admin/courses/${courseId}/delete`)).text());
    expect(page).toContain("บทเรียนทั้ง 3 บทในคอร์สนี้จะถูกลบไปพร้อมกัน");
    expect(page).toContain("ผู้เรียนที่ลงทะเบียนไว้ 1 คน");
    expect(page).toContain("มีความคืบหน้าแล้ว 1 คน");
    expect(page).toContain("ยังเก็บไว้ในระบบ ไม่ถูกลบ");

    const res = await post(`/admin/courses/${courseId}/delete`, { version: versionIn(page), confirm: "yes" });
    expect(res.status).toBe(302);
    expect(await getCourseById(courseId)).toBeNull();
    expect(await listLessonsOfCourse(courseId)).toEqual([]);
    const enrolment = await db().collection(ENROLMENTS).doc(enrolmentId(student.uid, courseId)).get();
    expect(enrolment.exists).toBe(true);
    expect(Object.keys(enrolment.get("done") as object)).toEqual([lessonIds[0]]);
    const copies = await db().collection(DELETED_CONTENT).where("parent", "==", courseId).get();
    expect(copies.size).toBe(3);
    const last = (await auditOf(courseId)).at(-1)!;
    expect(last.action).toBe("delete");
    expect(last.detail).toContain("ลบบทเรียน 3 บท");
    await enrolment.ref.delete();
  });
});
