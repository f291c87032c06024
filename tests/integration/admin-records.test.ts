/**
 * The trash and the student pages over HTTP, against the real server and
 * emulators, as a browser without JavaScript uses them: restore (a draft, a
 * taken slug made free and said in Thai, a course with its lessons, a lesson
 * whose course is in the trash refused), delete for good after the
 * confirmation, the audit entries and the content version; the student list
 * (Thai search, pages), a student's page, a course's CSV (BOM, quoting,
 * formula cells neutralised); and the guards of each.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { articles, getArticleById } from "~/content/article.store.server";
import { AUDIT_LOG, DELETED_CONTENT } from "~/content/audit.store.server";
import { readContentVersion } from "~/content/content-version.store.server";
import { courses, getCourseById } from "~/content/course.store.server";
import { enrol, setLessonDone } from "~/learning/enrolment.store.server";
import { lessons, listLessonsOfCourse } from "~/content/lesson.store.server";
import { sessionCookieForUid } from "../../harness/auth";
import { decodeHtml } from "../support/html";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const actor = { uid: "demo-admin-1", email: "admin@example.com" };
const note = { actor, detail: "ทดสอบ" };
let admin = "";
let student = "";

const post = (path: string, fields: Record<string, string>, cookie = admin) => postForm(base, path, fields, cookie);
const get = (path: string, cookie = admin) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });

/** The trash entry holding the copy of a document. */
async function entryOf(docId: string): Promise<string> {
  const snap = await db().collection(DELETED_CONTENT).where("docId", "==", docId).get();
  if (snap.empty) throw new Error(`no trash entry for ${docId}`);
  return snap.docs[0]!.id;
}

async function auditActions(docId: string) {
  const snap = await db().collection(AUDIT_LOG).where("docId", "==", docId).get();
  return snap.docs
    .map((d) => d.data() as { action: string; detail: string; at: { toMillis(): number } })
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

const articleInput = (slug: string) => ({
  title: `สรุปชีวะ ${run}`,
  slug,
  excerpt: "สรุปสั้น ๆ",
  body: "เนื้อหา",
  tags: ["ชีวะ"],
  cover: null,
  status: "published" as const,
});

const courseInput = (slug: string) => ({
  title: `คอร์สกู้คืน ${run}`,
  slug,
  summary: "คอร์สสำหรับทดสอบถังขยะ",
  description: "รายละเอียด",
  level: "beginner" as const,
  icon: "📘",
  order: 900,
  featured: false,
  cover: null,
  status: "published" as const,
});

const lessonInput = (courseId: string, title: string) => ({
  courseId,
  title,
  notes: "โน้ต",
  videoUrl: null,
  durationMinutes: 12,
  freePreview: false,
  status: "published" as const,
});

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  student = await sessionCookieForUid("demo-student-1");
});

describe("trash: restore", () => {
  it("brings an article back as a draft under a free slug when its slug was taken meanwhile, and says so in Thai", async () => {
    const slug = `สรุปชีวะ-${run}`;
    const first = await articles.create(articleInput(slug), { audit: note });
    await articles.remove(first.id, { audit: note });
    const taker = await articles.create({ ...articleInput(slug), title: `บทความที่ใช้ slug ซ้ำ ${run}` });
    const entry = await entryOf(first.id);

    // The trash lists it, with who deleted it, in the Thai calendar.
    const page = decodeHtml(await (await get(`/admin/trash?q=${encodeURIComponent(`ชีวะ ${run}`)}`)).text());
    expect(page).toContain(`สรุปชีวะ ${run}`);
    expect(page).toContain("admin@example.com");
    expect(page).toMatch(/25\d\d/); // a Buddhist-era year
    expect(page).not.toMatch(/deletedContent|Firebase|Firestore/);

    const versionBefore = await readContentVersion();
    const res = await post("/admin/trash", { intent: "restore", id: entry });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    const restored = (await getArticleById(first.id))!;
    expect(restored.status).toBe("draft");
    expect(restored.slug).toBe(`${slug}-2`);
    expect(restored.body).toBe("เนื้อหา");
    expect((await getArticleById(taker.id))!.slug).toBe(slug);
    expect(await readContentVersion()).toBeGreaterThan(versionBefore);
    expect((await db().collection(DELETED_CONTENT).doc(entry).get()).exists).toBe(false);
    expect((await auditActions(first.id)).map((a) => a.action)).toEqual(["create", "delete", "restore"]);

    const notice = decodeHtml(await (await get(location)).text());
    expect(notice).toContain(`กู้คืนบทความ “สรุปชีวะ ${run}” แล้ว เป็นฉบับร่าง`);
    expect(notice).toContain(`ที่อยู่หน้า “${slug}” ถูกใช้ไปแล้ว จึงใช้ “${slug}-2” แทน`);

    // Restoring the same entry again: a Thai message, nothing written.
    const again = await post("/admin/trash", { intent: "restore", id: entry });
    expect(again.status).toBe(404);
    expect(decodeHtml(await again.text())).toContain("รายการนี้ถูกกู้คืนหรือลบถาวรไปแล้ว");
    await db().collection("articles").doc(first.id).delete();
    await db().collection("articles").doc(taker.id).delete();
  });

  it("brings a course back with the lessons deleted with it (ids, order, status), so students' progress counts again", async () => {
    const course = await courses.create(courseInput(`คอร์สกู้คืน-${run}`), { audit: note });
    const one = await lessons.create(lessonInput(course.id, `บทแรก ${run}`));
    const two = await lessons.create(lessonInput(course.id, `บทสอง ${run}`));
    const uid = `trash-student-${run}`;
    await enrol(uid, course.id);
    await setLessonDone(uid, one, true);
    await courses.remove(course.id, { audit: note });

    // One trash item: the course, "with 2 lessons"; its lessons are not listed on their own.
    const page = decodeHtml(await (await get(`/admin/trash?q=${encodeURIComponent(run)}`)).text());
    expect(page).toContain(`คอร์สกู้คืน ${run}`);
    expect(page).toContain("พร้อมบทเรียน 2 บท");
    expect(page).not.toContain(`บทแรก ${run}`);

    const res = await post("/admin/trash", { intent: "restore", id: await entryOf(course.id) });
    expect(res.status).toBe(302);
    expect(decodeHtml(await (await get(res.headers.get("location")!)).text())).toContain("พร้อมบทเรียน 2 บท");
    expect((await getCourseById(course.id))!.status).toBe("draft");
    const back = await listLessonsOfCourse(course.id);
    expect(back.map((l) => [l.id, l.order, l.status])).toEqual([
      [one.id, one.order, "published"],
      [two.id, two.order, "published"],
    ]);
    const left = await db().collection(DELETED_CONTENT).where("parent", "==", course.id).get();
    expect(left.size).toBe(0);
    await courses.remove(course.id);
  });

  it("refuses a lesson whose course is in the trash (Thai, naming the course), and restores it last once the course is back", async () => {
    const course = await courses.create(courseInput(`คอร์สแม่-${run}`));
    const keep = await lessons.create(lessonInput(course.id, `บทที่อยู่ ${run}`));
    const gone = await lessons.create(lessonInput(course.id, `บทที่ลบก่อน ${run}`));
    await lessons.remove(gone.id, { audit: note });
    const lessonEntry = await entryOf(gone.id);
    await courses.remove(course.id, { audit: note });

    const refused = await post("/admin/trash", { intent: "restore", id: lessonEntry });
    expect(refused.status).toBe(409);
    expect(decodeHtml(await refused.text())).toContain(
      `กู้คืนบทเรียน “บทที่ลบก่อน ${run}” ไม่ได้ เพราะคอร์ส “คอร์สกู้คืน ${run}” ของบทเรียนนี้อยู่ในถังขยะ`
    );
    expect(await lessons.get(gone.id)).toBeNull();

    expect((await post("/admin/trash", { intent: "restore", id: await entryOf(course.id) })).status).toBe(302);
    const ok = await post("/admin/trash", { intent: "restore", id: lessonEntry });
    expect(ok.status).toBe(302);
    const restored = (await lessons.get(gone.id))!;
    expect(restored.status).toBe("draft");
    expect(restored.order).toBeGreaterThan(keep.order);
    expect((await auditActions(gone.id)).map((a) => a.action)).toEqual(["delete", "restore"]);
    await courses.remove(course.id);
  });

  it("answers a bad restore post with a Thai 400, never a crash", async () => {
    for (const fields of [{}, { intent: "restore" }, { intent: "restore", id: "../x" }, { intent: "wipe", id: "abc" }] as Record<string, string>[]) {
      const res = await post("/admin/trash", fields);
      expect(res.status).toBe(400);
      expect(decodeHtml(await res.text())).toContain("ไม่รู้จักคำสั่งนี้");
    }
  });
});

describe("trash: delete for good", () => {
  it("asks for confirmation, then deletes the copy (a course with its lessons' copies) and writes the audit entry", async () => {
    const course = await courses.create(courseInput(`คอร์สลบถาวร-${run}`));
    await lessons.create(lessonInput(course.id, `บทลบถาวร ${run}`));
    await courses.remove(course.id, { audit: note });
    const entry = await entryOf(course.id);

    const confirm = decodeHtml(await (await get(`/admin/trash/${entry}`)).text());
    expect(confirm).toContain(`ลบ “คอร์สกู้คืน ${run}” ถาวร?`);
    expect(confirm).toContain("สำเนาบทเรียน 1 บทที่ถูกลบพร้อมคอร์สนี้จะถูกลบถาวรด้วย");

    const unticked = await post(`/admin/trash/${entry}`, {});
    expect(unticked.status).toBe(400);
    expect(decodeHtml(await unticked.text())).toContain("กรุณาติ๊กช่องยืนยันก่อนลบถาวร");
    expect((await db().collection(DELETED_CONTENT).doc(entry).get()).exists).toBe(true);

    const res = await post(`/admin/trash/${entry}`, { confirm: "yes" });
    expect(res.status).toBe(302);
    expect(decodeHtml(await (await get(res.headers.get("location")!)).text())).toContain(`ลบ “คอร์สกู้คืน ${run}” ถาวรแล้ว`);
    expect((await db().collection(DELETED_CONTENT).where("docId", "==", course.id).get()).size).toBe(0);
    expect((await db().collection(DELETED_CONTENT).where("parent", "==", course.id).get()).size).toBe(0);
    expect((await auditActions(course.id)).map((a) => a.action)).toEqual(["delete", "purge"]);
    expect((await get(`/admin/trash/${entry}`)).status).toBe(404);
  });
});

describe("guards", () => {
  it("sends a visitor to sign in and refuses a student every trash and student page and action, changing nothing", async () => {
    const a = await articles.create(articleInput(`guard-${run}`));
    await articles.remove(a.id, { audit: note });
    const entry = await entryOf(a.id);
    for (const path of ["/admin/trash", `/admin/trash/${entry}`, "/admin/students", "/admin/students/demo-student-2", "/admin/courses/course-math-m4/students.csv"]) {
      const anon = await get(path, "");
      expect(anon.status, path).toBe(302);
      expect(anon.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
      expect((await get(path, student)).status, path).toBe(403);
    }
    expect((await post("/admin/trash", { intent: "restore", id: entry }, student)).status).toBe(403);
    expect((await post(`/admin/trash/${entry}`, { confirm: "yes" }, student)).status).toBe(403);
    expect((await post("/admin/trash", { intent: "restore", id: entry }, "")).status).toBe(302);
    expect(await getArticleById(a.id)).toBeNull();
    expect((await db().collection(DELETED_CONTENT).doc(entry).get()).exists).toBe(true);
  });
});

describe("students", () => {
  const uid = `csv-student-${run}`;
  const evilName = "=HYPERLINK(\"http://evil.example\",\"คลิก\")";

  beforeAll(async () => {
    await adminAuth().createUser({ uid, email: `csv-${run}@test.example.com`, displayName: evilName, emailVerified: true });
    await enrol(uid, "course-math-m4");
  });

  afterAll(async () => {
    await adminAuth().deleteUser(uid);
  });

  it("lists students with a Thai search (a word inside a name) and 25 a page; bad page numbers are page 1", async () => {
    const found = decodeHtml(await (await get(`/admin/students?q=${encodeURIComponent("ปราง")}`)).text());
    expect(found).toContain("น้องมะปราง");
    expect(found).not.toContain("น้องภูมิ");
    expect(found).not.toContain("admin@example.com</td>"); // admins are not students
    for (const bad of ["abc", "-1", "0", "1e99", "%E0%B8%81"]) {
      const res = await get(`/admin/students?page=${bad}`);
      expect(res.status, bad).toBe(200);
    }
  });

  it("shows a student's courses, progress and last activity", async () => {
    const html = decodeHtml(await (await get("/admin/students/demo-student-1")).text());
    expect(html).toContain("น้องมะปราง");
    expect(html).toContain("student1@example.com");
    expect(html).toMatch(/เรียนจบ \d+ จาก \d+ บท/);
    expect(html).toMatch(/ใช้งานล่าสุด/);
    expect((await get("/admin/students/no-such-student")).status).toBe(404);
    expect((await get("/admin/students/demo-admin-1")).status).toBe(404);
  });

  it("exports a course's students as CSV: UTF-8 with BOM, every cell quoted, formulas neutralised", async () => {
    const res = await get("/admin/courses/course-math-m4/students.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="students-course-math-m4\.csv"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe('"ชื่อ","อีเมล","ลงทะเบียนเมื่อ","บทเรียนที่เรียนจบ","บทเรียนทั้งหมด","ความคืบหน้า (%)","แบบฝึกหัดที่ทำ","จำนวนครั้งที่ส่งคำตอบ","กิจกรรมล่าสุด"');
    expect(text).toContain('"น้องมะปราง","student1@example.com"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""คลิก"")","csv-${run}@test.example.com"`);
    expect((await get("/admin/courses/no-such-course/students.csv")).status).toBe(404);
  });
});
