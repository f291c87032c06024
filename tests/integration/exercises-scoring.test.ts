/**
 * Fair, stated scoring over HTTP (issue 33): the tutor makes a multiple-answer
 * question "partial" in the editor; the lesson says how it scores before the
 * student answers (server HTML, so also without JavaScript); two of its three
 * right choices score two thirds of its points (67 %, half up); the tutor's
 * statistics list the right choice left out as missed, never among wrong answers,
 * and older chosen-set counts of the same question are read into the same lists.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "~/content/course.store.server";
import { lessons } from "~/content/lesson.store.server";
import { STATS_TEXT } from "~/exercises/editor/messages";
import { EXERCISES, EXERCISE_STATS } from "~/exercises/exercise.store.server";
import { EXERCISE_TEXT } from "~/exercises/messages";
import type { Question } from "~/exercises/schema";
import { db } from "~/platform/firestore.store.server";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const run = randomUUID().slice(0, 6);
const lessonId = `score-${run}`;
const slug = `scoring-${run}`;
let courseId = "";
let admin = "";

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
const post = (path: string, fields: Record<string, string> | [string, string][], cookie: string) =>
  Array.isArray(fields)
    ? fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      })
    : postForm(base, path, fields, cookie);

/** Polls until `ready` holds for the page (the server's content cache follows Firestore within about a second). */
async function pageWhen(path: string, cookie: string, ready: (html: string, status: number) => boolean): Promise<string> {
  const start = Date.now();
  for (;;) {
    const res = await get(path, cookie);
    const html = decodeHtml(await res.text());
    if (ready(html, res.status)) return html;
    if (Date.now() - start > 15_000) throw new Error(`${path} never got ready (${res.status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  admin = await sessionCookieForUid("demo-admin-1");
  const course = await courses.create({ slug, title: `คอร์สคะแนน ${run}`, summary: "สรุป", description: "คำอธิบาย", level: "beginner", status: "published" });
  courseId = course.id;
  await lessons.create({ courseId, title: `บทคะแนน ${run}`, notes: "โน้ต", durationMinutes: 5, status: "published" }, { id: lessonId });
});

afterAll(async () => {
  await db().collection(EXERCISES).doc(lessonId).delete();
  await db().collection(EXERCISE_STATS).doc(lessonId).delete();
  await db().collection("lessons").doc(lessonId).delete();
  await db().collection("courses").doc(courseId).delete();
});

describe("a multiple-answer question scored partially", () => {
  it("is chosen in the editor, said before answering, scores partially and shows the missed right choice in the statistics", async () => {
    const editor = `/admin/lessons/${lessonId}/exercise`;
    const blank = decodeHtml(await (await get(`${editor}?new=multiple`, admin)).text());
    expect(blank).toContain('name="scoring"');
    const version = /name="version" value="([^"]+)"/.exec(blank)![1]!;
    const saved = await post(
      `${editor}?new=multiple`,
      {
        intent: "question",
        type: "multiple",
        questionId: "",
        prompt: "ข้อใดเป็นจำนวนเฉพาะ",
        explanation: "",
        points: "3",
        scoring: "partial",
        "choice.0.text": "2",
        "choice.0.correct": "on",
        "choice.1.text": "3",
        "choice.1.correct": "on",
        "choice.2.text": "4",
        "choice.3.text": "5",
        "choice.3.correct": "on",
        version,
      },
      admin
    );
    expect(saved.status).toBe(302);
    const question = (await db().collection(EXERCISES).doc(lessonId).get()).get("questions")[0] as Extract<Question, { type: "multiple" }>;
    expect(question.scoring).toBe("partial");
    const id = (text: string) => question.choices.find((c) => c.text === text)!.id;
    // The editor shows the choice again when the question is edited.
    const edit = decodeHtml(await (await get(`${editor}?q=${question.id}`, admin)).text());
    expect(edit).toMatch(/<option value="partial" selected="">/);

    // Statistics counted before per-choice counts existed: one attempt that chose only "2" (3 and 5 missed).
    await db()
      .collection(EXERCISE_STATS)
      .doc(lessonId)
      .set({ lessonId, courseId, attempts: 1, questions: { [question.id]: { attempts: 1, right: 0, wrong: [{ answer: id("2"), count: 1 }] } }, updatedAt: new Date() });

    const { cookie } = await signedInSession();
    await pageWhen(`/course/${slug}`, cookie, (_html, status) => status === 200);
    expect((await post(`/course/${slug}`, [["intent", "enrol"]], cookie)).status).toBe(302);
    const lesson = await pageWhen(`/lesson/${lessonId}`, cookie, (html) => html.includes('name="attemptId"'));
    // Said under the question, in the server's HTML, before any answer.
    expect(lesson).toContain(EXERCISE_TEXT.scoringPartial);
    expect(lesson).not.toContain(EXERCISE_TEXT.scoringAll);
    const attemptId = /name="attemptId" value="([^"]+)"/.exec(lesson)![1]!;

    // Two of the three right choices, no wrong one: 2 of 3 points, 67 %.
    const res = await post(
      `/lesson/${lessonId}`,
      [
        ["intent", "exercise"],
        ["attemptId", attemptId],
        [`answer.${question.id}`, id("2")],
        [`answer.${question.id}`, id("3")],
      ],
      cookie
    );
    expect(res.status).toBe(200);
    const result = decodeHtml(await res.text());
    expect(result).toContain(EXERCISE_TEXT.score(2, 3, 67));
    expect(result).toContain(`${EXERCISE_TEXT.partly}</span>`);
    expect(result).toContain(EXERCISE_TEXT.earned(2, 3));

    // The statistics: "5" missed twice (old and new attempt), "3" once (the old one); no wrong choice picked, no "wrong answers".
    const stats = await pageWhen("/admin/stats/exercises", admin, (html) => html.includes(`data-question="${question.id}"`) && html.includes("ส่งแล้ว 2 ครั้ง"));
    const row = new RegExp(`<tr data-question="${question.id}">[\\s\\S]*?</tr>`).exec(stats)![0];
    expect(row).toContain(STATS_TEXT.missed);
    expect(row).not.toContain(STATS_TEXT.wrongPicked);
    const missed = /data-mistakes="missed">[\s\S]*?<\/ul>/.exec(row)![0];
    expect(missed).toMatch(new RegExp(`data-choice="${id("5")}"><span>5</span> \\(2 ครั้ง\\)`));
    expect(missed).toMatch(new RegExp(`data-choice="${id("3")}"><span>3</span> \\(1 ครั้ง\\)`));
    // A right choice the student picked ("2") is never listed, as missed or as a wrong answer.
    expect(row).not.toContain(`data-choice="${id("2")}"`);
    expect(row).not.toContain('<ul class="exercise-stats__wrong"><li><span>2</span>');
  });
});
