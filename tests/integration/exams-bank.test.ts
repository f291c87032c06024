/**
 * The tutor's question bank and exams over HTTP against the built server (docs/exams.md,
 * "The question bank", "Composing an exam"): every loader and action is the admin's only; an
 * import with one bad line is refused whole (its line number in Thai, nothing written) and a
 * good one writes every question; a question added, edited and deleted through its form;
 * questions copied from a lesson's exercise keep their source; an exam composed with draws
 * (the bank's shortage warned) and one with fixed questions.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { BANK_IMPORT_ERRORS, BANK_TEXT } from "~/exams/messages";
import { EXAM_COLLECTIONS } from "~/exams/model";

const base = env.baseUrl;
/** A course of the demo content; each run's topics are its own. */
const COURSE = "study-skills-101";
const run = randomUUID().slice(0, 8);
const TOPIC_A = `ทดสอบคลัง-${run}-ก`;
const TOPIC_B = `ทดสอบคลัง-${run}-ข`;
let admin = "";

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const html = async (path: string, cookie: string) => decodeHtml(await (await get(path, cookie)).text());

function upload(cookie: string, name: string, text: string, course = COURSE) {
  const form = new FormData();
  form.set("courseSlug", course);
  form.append("file", new Blob([text], { type: "text/plain" }), name);
  return fetch(`${base}/admin/exams/bank/import`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base, Cookie: cookie } });
}

async function bankOfTopic(topic: string) {
  const snap = await testDb().collection(EXAM_COLLECTIONS.bank).where("topic", "==", topic).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as { id: string; courseSlug: string; topic: string; difficulty: string; question: { prompt: string; type: string }; source?: unknown });
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  // The course's topic list through its own form: what was there, and this run's two.
  const before = (await testDb().collection(EXAM_COLLECTIONS.topics).doc(COURSE).get()).data()?.topics ?? [];
  const saved = await postForm(base, "/admin/exams/topics", { courseSlug: COURSE, topics: [...before, TOPIC_A, TOPIC_B].join("\n") }, admin);
  expect(saved.status).toBe(303);
  const after = (await testDb().collection(EXAM_COLLECTIONS.topics).doc(COURSE).get()).data()?.topics;
  expect(after).toEqual([...before, TOPIC_A, TOPIC_B]);
});

describe("only the tutor", () => {
  it("every page and every post of the bank and the exams answers a student 403", async () => {
    const student = await signedInSession();
    const pages = ["/admin/exams", "/admin/exams/new", "/admin/exams/demo-m4-midterm", "/admin/exams/bank", "/admin/exams/bank/new", "/admin/exams/bank/demo-m4-q01", "/admin/exams/bank/import", "/admin/exams/bank/copy", "/admin/exams/topics"];
    for (const path of pages) {
      expect((await get(path, student.cookie)).status, `GET ${path}`).toBe(403);
      const posted = await postForm(base, path, { courseSlug: COURSE, title: "x", topics: "x" }, student.cookie);
      expect(posted.status, `POST ${path}`).toBe(403);
      expect((await get(path)).status, `GET ${path} signed out`).toBe(302);
    }
    expect((await upload(student.cookie, "bank.csv", "topic,difficulty,prompt,answer\n")).status).toBe(403);
    expect(await bankOfTopic(TOPIC_A)).toEqual([]);
  });
});

describe("importing a file", () => {
  it("refuses a whole file with one bad line, naming the line, and writes nothing", async () => {
    const md = [`## 1`, `หัวข้อ: ${TOPIC_A}`, `ระดับ: ง่าย`, ``, `$1 + 1$ เท่ากับเท่าใด`, `คำตอบ: 2`, ``, `## 2`, `หัวข้อ: ${TOPIC_A}`, `ระดับ: ยากมาก`, `โจทย์`, `คำตอบ: 3`, ``].join("\n");
    const res = await upload(admin, "bank.md", md);
    expect(res.status).toBe(400);
    const page = decodeHtml(await res.text());
    expect(page).toContain(BANK_TEXT.importLine(8, BANK_IMPORT_ERRORS.difficulty("ยากมาก")));
    expect(page).toContain(BANK_TEXT.importRefused(1));
    expect(await bankOfTopic(TOPIC_A)).toEqual([]);
  });

  it("writes every question of a good CSV file", async () => {
    const csv = `topic,difficulty,prompt,choice1,choice2,answer,explanation\r\n${TOPIC_A},ง่าย,"$2 + 2$ เท่ากับ",$3$,$4$,2,เพราะ $2+2=4$\r\n${TOPIC_A},กลาง,"หนึ่ง, สอง, สาม มีกี่คำ",,,3,\r\n${TOPIC_B},ยาก,ประโยคที่มีค่าความจริงเรียกว่า,,,ประพจน์,\r\n`;
    const res = await upload(admin, "bank.csv", csv);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toContain("notice=imported");
    const a = await bankOfTopic(TOPIC_A);
    expect(a.map((q) => [q.courseSlug, q.difficulty, q.question.type]).sort()).toEqual([
      [COURSE, "easy", "single"],
      [COURSE, "medium", "number"],
    ]);
    expect((await bankOfTopic(TOPIC_B)).map((q) => q.question.type)).toEqual(["text"]);
    const list = await html(`/admin/exams/bank?course=${COURSE}&topic=${encodeURIComponent(TOPIC_A)}`, admin);
    expect(list).toContain("หนึ่ง, สอง, สาม มีกี่คำ");
    expect(list).toContain('class="katex"');
    expect(list).not.toContain("$2 + 2$");
  });

  it("refuses a file that is neither CSV nor Markdown, and a topic not in the course's list", async () => {
    expect((await upload(admin, "bank.txt", "x")).status).toBe(400);
    const res = await upload(admin, "bank.md", `## 1\nหัวข้อ: ไม่มีหัวข้อนี้-${run}\nระดับ: ง่าย\nโจทย์\nคำตอบ: 1\n`);
    expect(res.status).toBe(400);
    expect(decodeHtml(await res.text())).toContain(BANK_TEXT.importLine(1, BANK_IMPORT_ERRORS.unknownTopic(`ไม่มีหัวข้อนี้-${run}`)));
  });
});

describe("one question's form", () => {
  it("adds, edits and deletes a question (the delete asks first)", async () => {
    const fields = { courseSlug: COURSE, type: "single", topic: TOPIC_B, difficulty: "hard", prompt: `ข้อใหม่ ${run} $x^2$`, "choice.0.text": "ก", "choice.1.text": "ข", "choice.1.correct": "on", explanation: "", points: "1", intent: "save" };
    const bad = await postForm(base, "/admin/exams/bank/new", { ...fields, topic: "ไม่มี" }, admin);
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain(BANK_TEXT.topicUnknown);
    const added = await postForm(base, "/admin/exams/bank/new", fields, admin);
    expect(added.status).toBe(303);
    const [q] = (await bankOfTopic(TOPIC_B)).filter((x) => x.question.prompt.startsWith("ข้อใหม่"));
    expect(q).toMatchObject({ courseSlug: COURSE, difficulty: "hard", question: { type: "single" } });
    expect(added.headers.get("Location")).toContain(`/admin/exams/bank/${q!.id}`);

    const edited = await postForm(base, `/admin/exams/bank/${q!.id}`, { ...fields, questionId: q!.id, prompt: `แก้แล้ว ${run}`, difficulty: "easy" }, admin);
    expect(edited.status).toBe(303);
    const after = (await testDb().collection(EXAM_COLLECTIONS.bank).doc(q!.id).get()).data();
    expect(after).toMatchObject({ difficulty: "easy", question: { id: q!.id, prompt: `แก้แล้ว ${run}` } });

    expect((await postForm(base, `/admin/exams/bank/${q!.id}`, { intent: "delete" }, admin)).status).toBe(400);
    expect((await testDb().collection(EXAM_COLLECTIONS.bank).doc(q!.id).get()).exists).toBe(true);
    expect((await postForm(base, `/admin/exams/bank/${q!.id}`, { intent: "delete", confirm: "on" }, admin)).status).toBe(303);
    expect((await testDb().collection(EXAM_COLLECTIONS.bank).doc(q!.id).get()).exists).toBe(false);
  });
});

describe("copying from a lesson", () => {
  it("copies the ticked questions of a lesson's exercise, keeping where they came from", async () => {
    const lessonCourse = "math-m4-sets-and-logic";
    const topics = (await testDb().collection(EXAM_COLLECTIONS.topics).doc(lessonCourse).get()).data()?.topics as string[];
    const page = await html(`/admin/exams/bank/copy?course=${lessonCourse}&lesson=math-02`, admin);
    expect(page).toContain('value="m2-q1"');
    const earlier = (await testDb().collection(EXAM_COLLECTIONS.bank).where("source.lessonId", "==", "math-02").get()).docs.map((d) => d.id);
    const before = earlier.length;
    const res = await postForm(base, "/admin/exams/bank/copy", [["courseSlug", lessonCourse], ["lessonId", "math-02"], ["topic", topics[0]!], ["difficulty", "easy"], ["q", "m2-q1"]], admin);
    expect(res.status).toBe(303);
    const copies = (await testDb().collection(EXAM_COLLECTIONS.bank).where("source.lessonId", "==", "math-02").get()).docs.map((d) => d.data());
    expect(copies.length).toBe(before + 1);
    expect(copies.some((c) => c.source.questionId === "m2-q1" && c.topic === topics[0] && c.courseSlug === lessonCourse)).toBe(true);
    // The demo exam draws from this course's bank: the copy goes, so other files see the bank as seeded.
    const mine = (await testDb().collection(EXAM_COLLECTIONS.bank).where("source.lessonId", "==", "math-02").get()).docs.filter((d) => !earlier.includes(d.id));
    await Promise.all(mine.map((d) => d.ref.delete()));
  });
});

describe("composing an exam", () => {
  const exam = {
    courseSlug: COURSE,
    title: `ข้อสอบทดสอบ ${run}`,
    minutes: "20",
    opensDate: "2026-12-01",
    opensTime: "09:00",
    closesDate: "2026-12-31",
    closesTime: "18:30",
    attempts: "2",
    showAnswers: "close",
    pageSize: "5",
    kind: "draw",
    "draw.0.topic": "",
    "draw.0.difficulty": "any",
    "draw.0.count": "2",
    "draw.1.topic": "",
    "draw.1.difficulty": "hard",
    "draw.1.count": "5",
    published: "on",
  };

  it("saves draws (warning the bank is short: one hard question of 5) at Bangkok times", async () => {
    const res = await postForm(base, "/admin/exams/new", { ...exam, "draw.0.topic": TOPIC_A, "draw.1.topic": TOPIC_B }, admin);
    expect(res.status).toBe(303);
    const id = res.headers.get("Location")!.split("/").pop()!.split("?")[0]!;
    const doc = (await testDb().collection(EXAM_COLLECTIONS.exams).doc(id).get()).data();
    expect(doc).toMatchObject({
      title: exam.title,
      courseSlug: COURSE,
      minutes: 20,
      opensAt: Date.parse("2026-12-01T02:00:00Z"),
      closesAt: Date.parse("2026-12-31T11:30:00Z"),
      attempts: 2,
      showAnswers: "close",
      published: true,
      questions: { kind: "draw", draws: [{ topic: TOPIC_A, difficulty: "any", count: 2 }, { topic: TOPIC_B, difficulty: "hard", count: 5 }] },
    });
    const page = await html(`/admin/exams/${id}`, admin);
    expect(page).toContain(BANK_TEXT.short(TOPIC_B, "ยาก", 5, 1));
    const list = await html("/admin/exams", admin);
    expect(list).toContain(exam.title);
    expect(list).toContain(`/admin/exams/${id}/results`);
  });

  it("a publish or an unpublish shows on the course's public page at once, through its HTML cache", async () => {
    const course = `/course/${COURSE}`;
    const title = `${exam.title} ${randomUUID().slice(0, 6)}`;
    const anonymous = async () => decodeHtml(await (await get(course)).text());
    expect(await anonymous()).not.toContain(title); // cached now for every visitor
    const res = await postForm(base, "/admin/exams/new", { ...exam, title, "draw.0.topic": TOPIC_A, "draw.1.topic": TOPIC_B }, admin);
    expect(res.status).toBe(303);
    const edit = res.headers.get("Location")!.split("?")[0]!;
    // Each instance drops its cached pages when it hears the content version move (a listener, within moments).
    await expect.poll(anonymous, { timeout: 5_000 }).toContain(title);
    const { published: _published, ...unpublished } = { ...exam, title, "draw.0.topic": TOPIC_A, "draw.1.topic": TOPIC_B };
    expect((await postForm(base, edit, unpublished, admin)).status).toBe(303);
    await expect.poll(anonymous, { timeout: 5_000 }).not.toContain(title);
  });

  it("refuses closing before opening and an unknown topic; saves fixed questions", async () => {
    const bad = await postForm(base, "/admin/exams/new", { ...exam, "draw.0.topic": "ไม่มี", closesDate: "2026-11-30" }, admin);
    expect(bad.status).toBe(400);
    const text = decodeHtml(await bad.text());
    expect(text).toContain(BANK_TEXT.topicUnknown);
    const ids = (await bankOfTopic(TOPIC_A)).map((q) => q.id);
    const fixed = await postForm(base, "/admin/exams/new", [...Object.entries({ ...exam, kind: "fixed" }), ...ids.map((id) => ["q", id] as [string, string])], admin);
    expect(fixed.status).toBe(303);
    const id = fixed.headers.get("Location")!.split("/").pop()!.split("?")[0]!;
    expect((await testDb().collection(EXAM_COLLECTIONS.exams).doc(id).get()).data()?.questions).toEqual({ kind: "fixed", ids });
  });
});
