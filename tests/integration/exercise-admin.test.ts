/**
 * The tutor's exercise editor, the per-question statistics and the
 * per-question check over HTTP, against the real server and emulators, as a
 * browser without JavaScript would post: guards on the loader and every
 * intent, Thai field errors with the typed text kept, 413 beyond the bounds,
 * the question bound, preview with maths, add/edit/reorder/delete with the
 * audit log and the content-version bump, edit conflicts between two admins,
 * the statistics aggregate, and a check that reveals no answer key.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_ERRORS, EDITOR_TEXT } from "~/exercises/editor/messages";
import { ATTEMPT_ERRORS, EXERCISE_ERRORS, EXERCISE_TEXT } from "~/exercises/messages";
import type { Exercise, Question } from "~/exercises/schema";
import { db } from "~/platform/firestore.store.server";
import { AUDIT_LOG } from "~/content/audit.store.server";
import { readContentVersion } from "~/content/content-version.store.server";
import { EXERCISES, EXERCISE_STATS } from "~/exercises/exercise.store.server";
import { lessons } from "~/content/lesson.store.server";
import { demoExercises, rightAnswer } from "../../harness/seed-exercises";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { decodeHtml } from "../support/html";
import { postForm } from "../support/forms";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const lessonId = `exq-${run}`;
const page = `/admin/lessons/${lessonId}/exercise`;
let admin1 = "";
let admin2 = "";
let student = "";

const post = (path: string, fields: Record<string, string>, cookie = admin1) => postForm(base, path, fields, cookie);
const get = (path: string, cookie = admin1) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

function versionIn(html: string): string {
  const m = /name="version" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no version field");
  return m[1]!;
}

async function version(): Promise<string> {
  return versionIn(await (await get(page)).text());
}

async function stored(): Promise<Exercise | null> {
  const snap = await db().collection(EXERCISES).doc(lessonId).get();
  return snap.exists ? ({ settings: snap.get("settings"), questions: snap.get("questions") } as Exercise) : null;
}

async function auditDetails(): Promise<string[]> {
  const snap = await db().collection(AUDIT_LOG).where("docId", "==", lessonId).get();
  return snap.docs
    .map((d) => d.data() as { detail: string; at: { toMillis(): number } })
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((e) => e.detail);
}

const singleQuestion = {
  intent: "question",
  type: "single",
  questionId: "",
  prompt: "ถ้า $x^2 = 9$ และ $x > 0$ แล้ว $x$ เท่ากับเท่าไร",
  explanation: "$\\sqrt{9} = 3$",
  points: "2",
  "choice.0.text": "$3$",
  "choice.0.correct": "on",
  "choice.1.text": "$-3$",
  "choice.2.text": "$9$",
};

beforeAll(async () => {
  admin1 = await sessionCookieForUid("demo-admin-1");
  admin2 = await sessionCookieForUid("demo-admin-2");
  student = (await signedInSession()).cookie;
  await lessons.create(
    { courseId: "course-math-m4", title: `บทฝึก ${run}`, durationMinutes: 10, freePreview: false, videoUrl: null, status: "draft", notes: "โน้ต" },
    { id: lessonId }
  );
});

afterAll(async () => {
  await db().collection(EXERCISES).doc(lessonId).delete();
  await db().collection("lessons").doc(lessonId).delete();
});

describe("the exercise editor's guards", () => {
  const intents = ["question", "preview", "settings", "move", "delete"];
  it("sends a visitor to the login page, for the page and every intent", async () => {
    const res = await get(page, "");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    for (const intent of intents) {
      const p = await postForm(base, page, { ...singleQuestion, intent, version: "none" });
      expect(p.status, intent).toBe(302);
      expect(p.headers.get("location"), intent).toMatch(/^\/login/);
    }
  });

  it("refuses a student (403, Thai page), for the page and every intent; nothing written", async () => {
    expect((await get(page, student)).status).toBe(403);
    for (const intent of intents) {
      const p = await post(page, { ...singleQuestion, intent, version: "none", questionId: "q-x", direction: "up" }, student);
      expect(p.status, intent).toBe(403);
      expect(await p.text()).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await stored()).toBeNull();
  });
});

describe("adding and editing questions", () => {
  it("shows an empty exercise with the add links, and a 404 for an unknown lesson", async () => {
    const html = decodeHtml(await (await get(page)).text());
    expect(html).toContain(EDITOR_TEXT.none);
    expect(html).toContain(`${page}?new=number`);
    expect((await get(`/admin/lessons/no-such-${run}/exercise`)).status).toBe(404);
  });

  it("shows no notice for a `?done=` it does not know, `toString` and the keys every object inherits included", async () => {
    for (const done of ["toString", "constructor", "__proto__", "nope"]) {
      const res = await get(`${page}?done=${done}`);
      expect(res.status).toBe(200);
      const html = decodeHtml(await res.text());
      expect(html).toContain(EDITOR_TEXT.none);
      expect(html).not.toContain("admin-notice");
    }
  });

  it("keeps what was typed and puts a Thai message beside each wrong field", async () => {
    const res = await post(`${page}?new=single`, { ...singleQuestion, prompt: "", "choice.0.correct": "", "choice.2.text": "$3$", version: "none" });
    expect(res.status).toBe(400);
    const html = decodeHtml(await res.text());
    expect(html).toContain(EDITOR_ERRORS.invalid);
    expect(html).toContain(`id="field-prompt-error">${EXERCISE_ERRORS.promptRequired}<`);
    expect(html).toContain(`id="field-choice.2.text-error">${EXERCISE_ERRORS.duplicateChoiceText}<`);
    expect(html).toContain(`id="field-choices-error">${EXERCISE_ERRORS.singleNeedsOneCorrect}<`);
    expect(html).toContain(`value="$-3$"`);
    expect(html).toContain(singleQuestion.explanation);
    expect(await stored()).toBeNull();
  });

  it("answers a wrong formula as a field error, and previews maths without saving", async () => {
    const bad = await post(page, { ...singleQuestion, prompt: "$\\frac{1}{$", version: "none" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toMatch(/id="field-prompt-error">[^<]*[\u0E00-\u0E7F]/);
    const res = await post(page, { ...singleQuestion, intent: "preview", version: "none" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('class="katex"');
    expect(html).toContain("<math");
    expect(html).toContain('data-testid="choices-preview"');
    expect(await stored()).toBeNull();
  });

  it("answers 413 in Thai beyond the post bounds, with the text kept", async () => {
    const res = await post(page, { ...singleQuestion, prompt: "ก".repeat(20_001), explanation: "คำอธิบายที่พิมพ์ไว้", version: "none" });
    expect(res.status).toBe(413);
    const html = decodeHtml(await res.text());
    expect(html).toContain(EDITOR_ERRORS.tooLarge);
    expect(html).toContain("คำอธิบายที่พิมพ์ไว้");
    const long = await post(page, { ...singleQuestion, prompt: "ข".repeat(2_501), version: "none" });
    expect(long.status).toBe(400);
    expect(decodeHtml(await long.text())).toContain(EXERCISE_ERRORS.promptTooLong(2_500));
  });

  it("adds questions of every type, bumps the content version and writes the audit log", async () => {
    const before = await readContentVersion();
    const res = await post(page, { ...singleQuestion, version: "none" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${page}?done=added#questions`);
    expect(await readContentVersion()).toBeGreaterThan(before);
    const others: Record<string, string>[] = [
      { type: "multiple", prompt: "ข้อใดเป็นจำนวนเฉพาะ", "choice.0.text": "2", "choice.0.correct": "on", "choice.1.text": "3", "choice.1.correct": "on", "choice.2.text": "4" },
      { type: "number", prompt: "$g$ มีค่าประมาณเท่าใด", answer: "9.8", toleranceKind: "absolute", toleranceAmount: "0.1", units: "m/s²", unitRequired: "on" },
      { type: "text", prompt: "Capital of France?", accepted: "Paris", ignoreFinalFullStop: "on" },
    ];
    for (const fields of others) {
      const r = await post(page, { intent: "question", questionId: "", points: "1", explanation: "", ...fields, version: await version() });
      expect(r.status, fields.type).toBe(302);
    }
    const exercise = (await stored())!;
    expect(exercise.questions.map((q) => q.type)).toEqual(["single", "multiple", "number", "text"]);
    expect(exercise.questions[0]!.points).toBe(2);
    expect(exercise.settings).toEqual({ mode: "practice", passMarkPercent: 60, shuffleChoices: false });
    const details = await auditDetails();
    expect(details[0]).toBe("แบบฝึกหัด: เพิ่มข้อ 1 (ตัวเลือกเดียว)");
    expect(details).toHaveLength(4);
    const html = decodeHtml(await (await get(`${page}?done=added`)).text());
    expect(html).toContain("เพิ่มคำถามแล้ว");
    expect(html).toContain("Capital of France?");
  });

  it("edits a question in place, keeping its id and its choices' ids", async () => {
    const first = (await stored())!.questions[0] as Extract<Question, { type: "single" }>;
    const form = await get(`${page}?q=${first.id}`);
    const html = decodeHtml(await form.text());
    expect(html).toContain(`name="questionId" value="${first.id}"`);
    const res = await post(`${page}?q=${first.id}`, {
      ...singleQuestion,
      questionId: first.id,
      "choice.0.id": first.choices[0]!.id,
      "choice.1.id": first.choices[1]!.id,
      "choice.2.id": first.choices[2]!.id,
      prompt: "แก้แล้ว: $x^2 = 9$",
      version: versionIn(html),
    });
    expect(res.status).toBe(302);
    const after = (await stored())!.questions[0] as Extract<Question, { type: "single" }>;
    expect(after.id).toBe(first.id);
    expect(after.prompt).toBe("แก้แล้ว: $x^2 = 9$");
    expect(after.choices.map((c) => c.id)).toEqual(first.choices.map((c) => c.id));
    expect((await auditDetails()).at(-1)).toBe("แบบฝึกหัด: แก้ไขข้อ 1");
  });

  it("says in plain words what students may type as a number answer, never 2.5e3", async () => {
    const number = (await stored())!.questions.find((q) => q.type === "number")!;
    const html = decodeHtml(await (await get(`${page}?q=${number.id}`)).text());
    const at = html.indexOf('id="field-answer-hint"');
    expect(at).toBeGreaterThan(-1);
    const hint = html.slice(at, html.indexOf("</p>", at));
    for (const form of ["ทศนิยม", "1,500", "เศษส่วน (1/2)", "เลขไทย"]) expect(hint).toContain(form);
    expect(hint).not.toMatch(/\de\d/);
  });

  it("refuses a stale form with 409: the typed text kept, the stored question shown, nothing written", async () => {
    const exercise = (await stored())!;
    const q = exercise.questions[3]!;
    const opened = await version();
    // Admin 2 saves first.
    const theirs = await post(`${page}?q=${q.id}`, { intent: "question", type: "text", questionId: q.id, prompt: "ของแอดมินสอง", points: "1", accepted: "Paris", version: opened }, admin2);
    expect(theirs.status).toBe(302);
    const mine = await post(`${page}?q=${q.id}`, { intent: "question", type: "text", questionId: q.id, prompt: "ของแอดมินหนึ่ง", points: "1", accepted: "Paris", version: opened });
    expect(mine.status).toBe(409);
    const html = decodeHtml(await mine.text());
    expect(html).toContain(EDITOR_ERRORS.conflict);
    expect(html).toContain("ของแอดมินหนึ่ง");
    expect(html).toContain('data-side="theirs">ของแอดมินสอง<');
    expect((await stored())!.questions[3]!.prompt).toBe("ของแอดมินสอง");
    // Saving again with the version the 409 gave keeps the typed text.
    const again = await post(`${page}?q=${q.id}`, { intent: "question", type: "text", questionId: q.id, prompt: "ของแอดมินหนึ่ง", points: "1", accepted: "Paris", version: versionIn(html) });
    expect(again.status).toBe(302);
    expect((await stored())!.questions[3]!.prompt).toBe("ของแอดมินหนึ่ง");
    // A stale move or delete changes nothing either.
    const move = await post(page, { intent: "move", questionId: q.id, direction: "up", version: opened });
    expect(move.status).toBe(409);
    expect(decodeHtml(await move.text())).toContain(EDITOR_ERRORS.listConflict);
  });

  it("reorders and deletes questions (audit 'reorder' and 'update')", async () => {
    const ids = (await stored())!.questions.map((q) => q.id);
    const move = await post(page, { intent: "move", questionId: ids[3]!, direction: "up", version: await version() });
    expect(move.status).toBe(302);
    expect((await stored())!.questions.map((q) => q.id)).toEqual([ids[0], ids[1], ids[3], ids[2]]);
    expect((await auditDetails()).at(-1)).toBe("แบบฝึกหัด: ย้ายข้อ 4 ไปเป็นข้อ 3");
    const del = await post(page, { intent: "delete", questionId: ids[1]!, version: await version() });
    expect(del.status).toBe(302);
    expect((await stored())!.questions.map((q) => q.id)).toEqual([ids[0], ids[3], ids[2]]);
    expect((await auditDetails()).at(-1)).toMatch(/^แบบฝึกหัด: ลบข้อ 2/);
    const bad = await post(page, { intent: "move", questionId: ids[0]!, direction: "up", version: await version() });
    expect(bad.status).toBe(400);
  });

  it("saves the settings, with Thai errors and the typed values kept", async () => {
    const bad = await post(page, { intent: "settings", mode: "required", passMarkPercent: "150", version: await version() });
    expect(bad.status).toBe(400);
    const html = decodeHtml(await bad.text());
    expect(html).toContain(`id="field-passMarkPercent-error">${EXERCISE_ERRORS.passMark}<`);
    expect(html).toContain('value="150"');
    const ok = await post(page, { intent: "settings", mode: "required", passMarkPercent: "๘๐", shuffleChoices: "on", version: await version() });
    expect(ok.status).toBe(302);
    expect((await stored())!.settings).toEqual({ mode: "required", passMarkPercent: 80, shuffleChoices: true });
  });

  it("refuses the 31st question with a Thai message", async () => {
    const exercise = (await stored())!;
    const filler = Array.from({ length: 30 - exercise.questions.length }, (_, i) => ({
      id: `q-fill${i}`,
      type: "text" as const,
      prompt: `ข้อเติม ${i}`,
      explanation: "",
      points: 1,
      accepted: ["ก"],
      ignoreFinalFullStop: false,
    }));
    await db().collection(EXERCISES).doc(lessonId).update({ questions: [...exercise.questions, ...filler] });
    const html = decodeHtml(await (await get(page)).text());
    expect(html).toContain(EDITOR_TEXT.full(30));
    const res = await post(page, { ...singleQuestion, version: versionIn(html) });
    expect(res.status).toBe(400);
    const answer = decodeHtml(await res.text());
    expect(answer).toContain(EXERCISE_ERRORS.tooManyQuestions(30));
    expect(answer).toContain(singleQuestion.prompt);
  });

  it("links the editor from the lesson editor", async () => {
    const html = await (await get(`/admin/lessons/${lessonId}`)).text();
    expect(html).toContain(`href="${page}"`);
  });
});

describe("per-question statistics", () => {
  it("shows attempts, % right and the common wrong answers from the aggregate, and is admin-only", async () => {
    const math04 = demoExercises().find((e) => e.lessonId === "math-04")!.exercise;
    const q = math04.questions[0] as Extract<Question, { type: "single" }>;
    const wrong = q.choices.find((c) => !c.correct)!;
    await db()
      .collection(EXERCISE_STATS)
      .doc("math-04")
      .set({
        lessonId: "math-04",
        courseId: "course-math-m4",
        attempts: 7,
        questions: { [q.id]: { attempts: 7, right: 3, wrong: [{ answer: wrong.id, count: 4 }] } },
        updatedAt: new Date(),
      });
    const res = await get("/admin/stats/exercises");
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain("ส่งแล้ว 7 ครั้ง");
    const row = new RegExp(`data-question="${q.id}"><th scope="row">1</th><td>(.*?)</td><td>7</td><td>43%</td><td><ul class="exercise-stats__wrong"><li>(.*?) \\(4 ครั้ง\\)`).exec(html);
    expect(row).not.toBeNull();
    // The prompt and the wrong choice as a reader sees them (inlinePreview), never their Markdown source.
    if (/\*\*/.test(q.prompt)) expect(row![1]).toContain("<strong>");
    for (const shown of [row![1]!, row![2]!]) expect(shown).not.toMatch(/\$[^$<]+\$|\*\*/);
    if (/\$/.test(wrong.text)) expect(row![2]).toContain("<math");
    if (/\$/.test(q.prompt)) expect(row![1]).toContain("<math");
    expect((await get("/admin/stats/exercises", student)).status).toBe(403);
    expect((await get("/admin/stats/exercises", "")).status).toBe(302);
    expect((await post("/admin/stats/exercises", {}, student)).status).toBe(403);
    expect(decodeHtml(await (await get("/admin/stats")).text())).toContain('href="/admin/stats/exercises"');
  });
});

describe("checking one question (POST /lesson/<id>/check, the check island)", () => {
  const math04 = demoExercises().find((e) => e.lessonId === "math-04")!.exercise; // a free preview
  /** The island's post: the status, the raw text, and the JSON's `check`. */
  const check = async (fields: [string, string][], cookie?: string, lesson = "math-04") => {
    const res = await fetch(`${base}/lesson/${lesson}/check`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
    const body = await res.text();
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return { status: res.status, body, check: (JSON.parse(body) as { check: unknown }).check };
  };

  it("grades one question on the server: right or wrong only, no key, no explanation, nothing saved", async () => {
    for (const q of math04.questions) {
      const { status, body, check: verdict } = await check([["question", q.id], ...rightAnswer(q).map((v): [string, string] => [`answer.${q.id}`, v])]);
      expect(status, q.id).toBe(200);
      expect(verdict).toEqual({ kind: "verdict", questionId: q.id, correct: true, note: null });
      for (const other of math04.questions) {
        if (other.explanation) expect(body).not.toContain(other.explanation.slice(0, 20));
        if (other.type === "text") expect(body).not.toContain(other.accepted[0]);
      }
    }
    const q = math04.questions[0] as Extract<Question, { type: "single" }>;
    const wrong = await check([["question", q.id], [`answer.${q.id}`, q.choices.find((c) => !c.correct)!.id]]);
    expect(wrong.check).toEqual({ kind: "verdict", questionId: q.id, correct: false, note: null });
    expect(wrong.body).not.toContain(q.choices.find((c) => c.correct)!.id);
  });

  it("is only a POST; the lesson itself no longer takes intent=check", async () => {
    expect((await fetch(`${base}/lesson/math-04/check`)).status).toBe(405);
    const old = await fetch(`${base}/lesson/math-04`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: student },
      body: "intent=check&question=x",
    });
    expect(old.status).toBe(400);
  });

  it("answers Thai errors: unanswered 400, unknown question 400, too long 413; a locked lesson needs sign-in", async () => {
    const q = math04.questions.find((x) => x.type === "text")!;
    const empty = await check([["question", q.id]]);
    expect(empty.status).toBe(400);
    expect(empty.check).toEqual({ kind: "error", questionId: q.id, message: ATTEMPT_ERRORS.unanswered });
    const unknown = await check([["question", "q-nope"], ["answer.q-nope", "1"]]);
    expect(unknown.status).toBe(400);
    const long = await check([["question", q.id], [`answer.${q.id}`, "ก".repeat(201)]]);
    expect(long.status).toBe(413);
    expect((long.check as { message: string }).message).toBe(ATTEMPT_ERRORS.tooLong(200));
    // phy-05 is not a free preview: a visitor is sent to sign in, a student not enrolled is refused.
    const locked = await fetch(`${base}/lesson/phy-05/check`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: "question=x",
    });
    expect([302, 303]).toContain(locked.status);
    const notEnrolled = await check([["question", "x"]], student, "phy-05");
    expect(notEnrolled.status).toBe(403);
    expect((notEnrolled.check as { message: string }).message).toBe(EXERCISE_TEXT.notEnrolled);
  });
});

