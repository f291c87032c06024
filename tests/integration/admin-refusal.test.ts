/**
 * An admin form refused by the admin write rate limit keeps what was typed:
 * on its own server with a limit of 2 writes a minute, the third save of the
 * tutoring session notes answers 429 with the same form, the typed notes in
 * the textarea and the Thai rate-limit message — and nothing is written; a
 * content editor's post past the limit keeps its typed title the same way, the
 * exercise editor its typed question and the question page its typed answer
 * (each page's own answer shape, through the same mechanism).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { RATE_LIMIT_MESSAGE } from "~/platform/rate-limit.store.server";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { sessionCookieForUid } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { decodeHtml } from "../support/html";
import { env, testPort } from "../../harness/ports";
import { HOUR, writeSession, writeType } from "../support/tutoring";
import { postForm } from "../support/forms";
import { signedInSession } from "../../harness/auth";
import { DEMO_COURSES } from "../../harness/seed-content";
import { lessons } from "~/content/lesson.store.server";
import { EXERCISES } from "~/exercises/exercise.store.server";
import { now } from "~/kernel/clock";

const TYPE = `refusal-type-${randomUUID().slice(0, 6)}`;
let server: AppServer;
let admin = "";
let sessionId = "";
const run = randomUUID().slice(0, 6);
const lessonId = `refusal-ex-${run}`;
let questionId = "";

beforeAll(async () => {
  server = await startAppServer({
    port: testPort(3410),
    env: {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: env.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
      RATE_LIMIT_ADMIN_WRITES_PER_MINUTE: "2",
      TRUST_PROXY: "1",
    },
  });
  admin = await sessionCookieForUid("demo-admin-1");
  await writeType(TYPE);
  const start = new Date(Math.floor((now() + 30 * HOUR) / HOUR) * HOUR);
  sessionId = (await writeSession(TYPE, start, [])).sessionId;
  await lessons.create(
    { courseId: "course-math-m4", title: `บทฝึก ${run}`, durationMinutes: 10, freePreview: false, videoUrl: null, status: "draft", notes: "โน้ต" },
    { id: lessonId }
  );
  // A student's question on a lesson, asked on the main server (its own write counts).
  const student = await signedInSession({ name: "น้องถาม" });
  const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
  expect((await postForm(env.baseUrl, `/course/${math.slug}`, { intent: "enrol" }, student.cookie)).status).toBe(302);
  const body = `คำถามรอคำตอบ ${run}`;
  expect((await postForm(env.baseUrl, "/lesson/math-02", { intent: "question-ask", body }, student.cookie)).status).toBe(303);
  const asked = await testDb().collection("questions").where("uid", "==", student.uid).get();
  questionId = asked.docs.find((d) => d.get("body") === body)!.id;
});

afterAll(async () => {
  await testDb().collection("lessons").doc(lessonId).delete();
  await server?.stop();
  await closeFirebase();
});

describe("an admin form over the write limit", () => {
  it("answers 429 with the typed notes and the Thai message, and writes nothing", async () => {
    // A client address of its own (through the trusted proxy header), so no other test shares the count.
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const path = `/admin/tutoring/sessions/${sessionId}`;
    const post = (to: string, fields: Record<string, string>) =>
      fetch(`${server.url}${to}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin, "X-Forwarded-For": client },
        body: new URLSearchParams(fields).toString(),
      });
    const save = (notes: string) => post(path, { intent: "record", notes, homework: "ทำแบบฝึกหัดข้อ 1-5", meetingUrl: "" });
    expect((await save("บันทึกครั้งที่ 1")).status).toBe(303);
    expect((await save("บันทึกครั้งที่ 2")).status).toBe(303);

    const typed = "นักเรียนเข้าใจเรื่องเศษส่วนดีขึ้นมาก <ต้องทบทวน> การหาร & การคูณ";
    const refused = await save(typed);
    expect(refused.status).toBe(429);
    const html = decodeHtml(await refused.text());
    // The same page: the notes form with what was typed, and the message.
    expect(html).toMatch(/<textarea[^>]*name="notes"[^>]*>/);
    expect(html).toContain(typed);
    expect(html).toContain("ทำแบบฝึกหัดข้อ 1-5");
    expect(html).toContain(RATE_LIMIT_MESSAGE);

    // Nothing was written: the stored notes are the last accepted ones.
    const stored = await testDb().collection("tutoringSessions").doc(sessionId).get();
    expect(stored.get("notes")).toBe("บันทึกครั้งที่ 2");

    // The same mechanism for the content editors: a new article's typed title comes back.
    const title = `บทความที่พิมพ์ไว้ ${randomUUID().slice(0, 6)}`;
    const editor = await post("/admin/articles/new", { intent: "save", title, body: "เนื้อหา" });
    expect(editor.status).toBe(429);
    const editorHtml = decodeHtml(await editor.text());
    expect(editorHtml).toContain(`value="${title}"`);
    expect(editorHtml).toContain(RATE_LIMIT_MESSAGE);

    // The exercise editor (its own answer shape): the typed question comes back, nothing is saved.
    const prompt = `โจทย์ที่พิมพ์ไว้ ${run} <ห้ามหาย> & $x^2$`;
    const exercise = await post(`/admin/lessons/${lessonId}/exercise?new=single`, {
      intent: "question",
      type: "single",
      questionId: "",
      prompt,
      explanation: "",
      points: "1",
      "choice.0.text": "$3$",
      "choice.0.correct": "on",
      "choice.1.text": "$-3$",
      version: "none",
    });
    expect(exercise.status).toBe(429);
    const exerciseHtml = decodeHtml(await exercise.text());
    expect(exerciseHtml).toMatch(/<textarea[^>]*name="prompt"[^>]*>/);
    expect(exerciseHtml).toContain(prompt);
    expect(exerciseHtml).toContain(RATE_LIMIT_MESSAGE);
    expect((await testDb().collection(EXERCISES).doc(lessonId).get()).exists).toBe(false);

    // The question page (its own answer shape): the typed answer comes back, nothing is answered.
    const answer = `คำตอบที่พิมพ์ไว้ ${run} <ห้ามหาย> & $\frac{1}{2}$`;
    const answered = await post(`/admin/questions/${questionId}`, { intent: "answer", version: "0", answer });
    expect(answered.status).toBe(429);
    const answerHtml = decodeHtml(await answered.text());
    expect(answerHtml).toMatch(/<textarea[^>]*name="answer"[^>]*>/);
    expect(answerHtml).toContain(answer);
    expect(answerHtml).toContain(RATE_LIMIT_MESSAGE);
    const question = await testDb().collection("questions").doc(questionId).get();
    expect(question.get("answer") ?? null).toBeNull();
    expect(question.get("state")).toBe("open");
  });
});
