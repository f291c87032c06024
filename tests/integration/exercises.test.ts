/**
 * Exercises in lessons over HTTP against the real server and the
 * seeded emulators: nothing secret before a submit, grading on the server,
 * saving once per attempt id, visitors graded but not saved, guards and Thai
 * errors, a "required" exercise before "mark done", the scores on the pages.
 */
import { describe, expect, it } from "vitest";
import type { Exercise, Question } from "~/exercises/schema";
import { ATTEMPT_ERRORS, EXERCISE_TEXT } from "~/exercises/messages";
import { EXERCISE_PROGRESS_TEXT, LEARNING_TEXT } from "~/learning/messages";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises";
import { wrongAnswerKey } from "~/exercises/summary";
import { exerciseStatsSchema, type ExerciseStats } from "~/exercises/exercise-admin.store.server";
import { signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const exercises = new Map(demoExercises().map((e) => [e.lessonId, e.exercise]));
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const required = { lessonId: "phy-05", exercise: exercises.get("phy-05")! }; // not a free preview, "required"
const preview = { lessonId: "math-04", exercise: exercises.get("math-04")! }; // free preview

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The link to KaTeX's stylesheet (only on pages that show a formula). */
const KATEX_STYLESHEET = /<link rel="stylesheet" href="\/assets\/katex[^"]*\.css"/;

function attemptIdIn(html: string): string {
  const m = /name="attemptId" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no attempt id in the page");
  return m[1]!;
}

function get(path: string, cookie?: string) {
  return fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

function post(path: string, fields: [string, string][], cookie?: string) {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

function answerFields(exercise: Exercise, attemptId: string, pick: (q: Question) => string[]): [string, string][] {
  return [
    ["intent", "exercise"],
    ["attemptId", attemptId],
    ...exercise.questions.flatMap((q) => pick(q).map((v): [string, string] => [`answer.${q.id}`, v])),
  ];
}

async function enrolledStudent() {
  const session = await signedInSession();
  const res = await post(`/course/${physics.slug}`, [["intent", "enrol"]], session.cookie);
  expect(res.status).toBe(302);
  return session;
}

/** Texts that only the answer key or the explanations hold. */
function secrets(exercise: Exercise): string[] {
  return exercise.questions.flatMap((q) => [
    q.explanation.slice(0, 30),
    ...(q.type === "text" ? q.accepted : []),
    ...(q.type === "number" ? [`"answer":${q.answer}`] : []),
  ]).filter((s) => s.trim() !== "");
}

describe("exercises in a lesson", () => {
  it("shows no answer key or explanation in the page nor in the route's data before a submit", async () => {
    const { cookie } = await enrolledStudent();
    // Single fetch (v3_singleFetch): the route's data request is `<path>.data`.
    for (const path of [`/lesson/${required.lessonId}`, `/lesson/${required.lessonId}.data?_routes=routes%2Flesson.%24lessonId`]) {
      const res = await get(path, cookie);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).toContain(required.exercise.questions[0]!.id);
      expect(body).not.toMatch(/"correct"|"explanation|"accepted"|"tolerance"/);
      for (const secret of secrets(required.exercise)) {
        expect(body).not.toContain(secret);
        expect(body).not.toContain(escapeHtml(secret));
      }
    }
    // A visitor on a free preview sees the form, without the key either.
    const html = await (await get(`/lesson/${preview.lessonId}`)).text();
    expect(html).toContain(EXERCISE_TEXT.title);
    // (An accepted short answer may also be a word of the lesson's notes: look in the exercise's section.)
    const section = /<section class="exercise"[\s\S]*?<\/section>/.exec(html)![0];
    for (const secret of secrets(preview.exercise)) expect(section).not.toContain(escapeHtml(secret));
    for (const q of preview.exercise.questions) if (q.explanation) expect(html).not.toContain(escapeHtml(q.explanation.slice(0, 30)));
  });

  it("grades on the server, saves once per attempt id, and shows the best score on the pages", async () => {
    const { cookie, uid } = await enrolledStudent();
    const path = `/lesson/${required.lessonId}`;
    // "mark done" is refused until the required exercise is passed.
    const refused = await post(path, [["intent", "done"]], cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(escapeHtml(EXERCISE_TEXT.requiredFirst));

    const page = await (await get(path, cookie)).text();
    // The lesson's notes have no formula, its exercise has: KaTeX's stylesheet is linked all the same.
    expect(page).toMatch(KATEX_STYLESHEET);
    const attemptId = attemptIdIn(page);
    const fields = answerFields(required.exercise, attemptId, rightAnswer);
    for (let i = 0; i < 2; i++) {
      const res = await post(path, fields, cookie);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(EXERCISE_TEXT.resultTitle);
      expect(html).toMatch(KATEX_STYLESHEET);
      // The result page carries no new attempt (no form, no attempt id in its data); "ลองใหม่" loads the page afresh.
      expect(html).not.toContain('name="attemptId"');
      expect(html).toContain(`href="${path}?attempt=new#exercise"`);
      // ...which shows a new attempt's form.
      expect(attemptIdIn(await (await get(`${path}?attempt=new`, cookie)).text())).not.toBe(attemptId);
      expect(html).toContain(escapeHtml(EXERCISE_TEXT.passed(required.exercise.settings.passMarkPercent)));
      expect(html).toContain(EXERCISE_TEXT.saved);
      expect(html).toContain(escapeHtml(EXERCISE_TEXT.best(100, 1)));
      // The page after the submit shows the enrolment as the save left it: the pass marked the lesson done.
      expect(html).toContain(escapeHtml(LEARNING_TEXT.lesson.isDone));
    }
    const db = testDb();
    const attempts = await db.collection("attempts").where("uid", "==", uid).get();
    expect(attempts.size).toBe(1);
    const enrolment = (await db.collection("enrolments").doc(`${uid}__${physics.id}`).get()).data()!;
    expect(enrolment.exercises[required.lessonId]).toMatchObject({ attempts: 1, bestPercent: 100 });
    expect(enrolment.done[required.lessonId]).toBeDefined(); // a pass marks a "required" lesson done

    // A second, worse attempt: counted, the best stays.
    const second = attemptIdIn(await (await get(path, cookie)).text());
    const worse = await post(path, answerFields(required.exercise, second, wrongAnswer), cookie);
    expect(worse.status).toBe(200);
    expect(await worse.text()).toContain(escapeHtml(EXERCISE_TEXT.best(100, 2)));
    const stats = (await db.collection("exerciseStats").doc(required.lessonId).get()).data()!;
    expect(stats.attempts).toBeGreaterThanOrEqual(2);

    const course = await (await get(`/course/${physics.slug}`, cookie)).text();
    expect(course).toContain(escapeHtml(EXERCISE_PROGRESS_TEXT.rowBest(100, 2)));
    const dashboard = await (await get("/dashboard", cookie)).text();
    expect(dashboard).toContain(escapeHtml(EXERCISE_PROGRESS_TEXT.dashboard(1, 2, 100)));
    // In words a 13-year-old knows, not "คะแนนดีที่สุดเฉลี่ย".
    expect(dashboard).toContain("เอาคะแนนครั้งที่ดีที่สุดของแต่ละบทมาเฉลี่ยกัน ได้ 100%");
    expect(dashboard).not.toContain("คะแนนดีที่สุดเฉลี่ย");
  });

  it("saves and counts every attempt when several students submit one lesson at once", async () => {
    // phy-02: no other test submits it, so its statistics move only here.
    const lessonId = "phy-02";
    const exercise = exercises.get(lessonId)!;
    const path = `/lesson/${lessonId}`;
    const students = await Promise.all(Array.from({ length: 8 }, () => enrolledStudent()));
    // Half of them answer everything right, half everything wrong.
    const forms = await Promise.all(
      students.map(async (s, i) => {
        const attemptId = attemptIdIn(await (await get(path, s.cookie)).text());
        return { s, fields: answerFields(exercise, attemptId, i % 2 === 0 ? rightAnswer : wrongAnswer) };
      }),
    );
    const statsRef = testDb().collection("exerciseStats").doc(lessonId);
    const read = async () => {
      const doc = (await statsRef.get()).data();
      return doc ? exerciseStatsSchema.parse(doc) : null;
    };
    const before = await read();
    const first = exercise.questions[0]!;
    const wrongKey = wrongAnswerKey(first, wrongAnswer(first));
    const wrongCount = (stats: ExerciseStats | null) => stats?.questions[first.id]?.wrong.find((w) => w.answer === wrongKey)?.count ?? 0;
    // Every student at once, and the first student's attempt twice (a double submit).
    const all = [...forms, forms[0]!];
    const responses = await Promise.all(all.map(({ s, fields }) => post(path, fields, s.cookie)));
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(EXERCISE_TEXT.saved);
    }
    const after = (await read())!;
    expect(after.attempts - (before?.attempts ?? 0)).toBe(students.length);
    expect(after.questions[first.id]!.attempts - (before?.questions[first.id]?.attempts ?? 0)).toBe(students.length);
    expect(after.questions[first.id]!.right - (before?.questions[first.id]?.right ?? 0)).toBe(students.length / 2);
    expect(wrongCount(after) - wrongCount(before)).toBe(students.length / 2);
    for (const { uid } of students) {
      expect((await testDb().collection("attempts").where("uid", "==", uid).get()).size).toBe(1);
    }
  });

  it("counts both attempts when one student submits two at once (two tabs): neither save overwrites the other", async () => {
    const { cookie, uid } = await enrolledStudent();
    const path = `/lesson/${required.lessonId}`;
    const ids = await Promise.all([0, 1].map(async () => attemptIdIn(await (await get(path, cookie)).text())));
    expect(ids[0]).not.toBe(ids[1]);
    const responses = await Promise.all([
      post(path, answerFields(required.exercise, ids[0]!, wrongAnswer), cookie),
      post(path, answerFields(required.exercise, ids[1]!, rightAnswer), cookie),
    ]);
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(EXERCISE_TEXT.saved);
    }
    const db = testDb();
    expect((await db.collection("attempts").where("uid", "==", uid).get()).size).toBe(2);
    const enrolment = (await db.collection("enrolments").doc(`${uid}__${physics.id}`).get()).data()!;
    expect(enrolment.exercises[required.lessonId]).toMatchObject({ attempts: 2, bestPercent: 100 });
    expect(enrolment.done[required.lessonId]).toBeDefined();
  });

  it("grades a visitor on a free preview without saving, with a prompt to sign in", async () => {
    const path = `/lesson/${preview.lessonId}`;
    const attemptId = attemptIdIn(await (await get(path)).text());
    const res = await post(path, answerFields(preview.exercise, attemptId, rightAnswer));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(EXERCISE_TEXT.resultTitle);
    expect(html).toContain(EXERCISE_TEXT.signInToSave);
    const saved = await testDb().collection("attempts").where("attemptId", "==", attemptId).get();
    expect(saved.size).toBe(0);
    // "ลองใหม่": for a visitor the public page's cache sends the unknown parameter away (301), and the page has the form again.
    const retry = await get(`${path}?attempt=new`);
    expect(retry.status).toBe(301);
    expect(retry.headers.get("location")).toBe(path);
    expect(attemptIdIn(await (await get(path)).text())).toBeTruthy();
  });

  it("guards: a student not enrolled gets 403 on a lesson that is not a preview, a visitor the login redirect", async () => {
    const { cookie } = await signedInSession();
    const path = `/lesson/${required.lessonId}`;
    const fields = answerFields(required.exercise, "abcdefghijklmnopqrstuv", rightAnswer);
    const res = await post(path, fields, cookie);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(EXERCISE_TEXT.resultTitle);
    const visitor = await post(path, fields);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
  });

  it("answers bad and oversized forms with Thai errors (400, 413), keeping the answers", async () => {
    const { cookie } = await enrolledStudent();
    const path = `/lesson/${required.lessonId}`;
    const attemptId = attemptIdIn(await (await get(path, cookie)).text());
    const typed = required.exercise.questions.find((q) => q.type === "number" || q.type === "text")!;
    const bad = answerFields(required.exercise, attemptId, (q) => (q.id === typed.id ? ["ไม่ใช่ตัวเลข qq"] : rightAnswer(q)));
    const noAnswers: [string, string][] = [["intent", "exercise"], ["attemptId", attemptId]];
    const res400 = await post(path, noAnswers, cookie);
    expect(res400.status).toBe(400);
    expect(await res400.text()).toContain(ATTEMPT_ERRORS.unanswered);
    const kept = await post(path, bad, cookie);
    expect([200, 400]).toContain(kept.status);
    if (kept.status === 400) expect(await kept.text()).toContain("ไม่ใช่ตัวเลข qq");
    const huge = answerFields(required.exercise, attemptId, (q) => (q.id === typed.id ? ["9".repeat(5000)] : rightAnswer(q)));
    const res413 = await post(path, huge, cookie);
    expect(res413.status).toBe(413);
    expect(await res413.text()).toContain(escapeHtml(ATTEMPT_ERRORS.tooLong(200)));
    const expired = await post(path, answerFields(required.exercise, "bad", rightAnswer), cookie);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(ATTEMPT_ERRORS.expired);
  });
});
