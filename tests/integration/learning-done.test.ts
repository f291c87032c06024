/**
 * "Mark done" as a student meets it, in the served HTML: on a lesson whose
 * exercise is "required" it is not offered before the pass (the panel says the
 * pass mark and the best score so far instead); on a practice lesson a plain
 * post (no JavaScript) comes back to the same lesson with "บันทึกแล้ว" (a
 * fragment and the focus on it) and the link to the next lesson; the done
 * island's post (`enhanced=1`) comes back to the lesson itself.
 */
import { describe, expect, it } from "vitest";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { LEARNING_TEXT } from "~/learning/messages";
import { DEMO_COURSES, DEMO_LESSONS } from "../../harness/seed-content";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";
import type { Exercise, Question } from "~/exercises/schema";

const base = env.baseUrl;
const required = { lessonId: "phy-05", exercise: demoExercises().find((e) => e.lessonId === "phy-05")!.exercise };
const passMark = required.exercise.settings.passMarkPercent;
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const mathLessons = DEMO_LESSONS.filter((l) => l.courseId === math.id && l.status === "published");
const practice = mathLessons.find((l) => l.id === "math-02")!;
const practiceNext = mathLessons[mathLessons.indexOf(practice) + 1]!;

/** Text as React writes it into HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function page(path: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

async function enrolledIn(slug: string): Promise<string> {
  const { cookie } = await signedInSession();
  expect((await postForm(base, `/course/${slug}`, { intent: "enrol" }, cookie)).status).toBe(302);
  return cookie;
}

function attempt(exercise: Exercise, html: string, pick: (q: Question) => string[]): string[][] {
  const attemptId = /name="attemptId" value="([^"]+)"/.exec(html)![1]!;
  return [["intent", "exercise"], ["attemptId", attemptId], ...exercise.questions.flatMap((q) => pick(q).map((v) => [`answer.${q.id}`, v]))];
}

const submit = (path: string, fields: string[][], cookie: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });

describe("a lesson whose exercise is required", () => {
  it("offers no 'mark done' before the pass: the pass mark and the best score so far instead", async () => {
    const cookie = await enrolledIn(physics.slug);
    const path = `/lesson/${required.lessonId}`;
    const before = await page(path, cookie);
    expect(before).not.toContain(LEARNING_TEXT.lesson.markDone);
    expect(before).toContain(escapeHtml(EXERCISE_TEXT.requiredPanel(passMark)));
    expect(before).toContain(EXERCISE_TEXT.notTriedYet);

    // A failed attempt: still no "mark done", and its best score is shown.
    const failed = await submit(path, attempt(required.exercise, before, wrongAnswer), cookie);
    expect(failed.status).toBe(200);
    const after = await page(path, cookie);
    expect(after).not.toContain(LEARNING_TEXT.lesson.markDone);
    expect(after).toMatch(new RegExp(escapeHtml(EXERCISE_TEXT.bestSoFar(0, 1)).replace("0%", "\\d+%")));

    // A pass marks the lesson done: the panel says so and offers "not done".
    expect((await submit(path, attempt(required.exercise, after, rightAnswer), cookie)).status).toBe(200);
    const passed = await page(path, cookie);
    expect(passed).toContain(LEARNING_TEXT.lesson.isDone);
    expect(passed).toContain(LEARNING_TEXT.lesson.markNotDone);
    expect(passed).not.toContain(escapeHtml(EXERCISE_TEXT.requiredPanel(passMark)));
  });
});

describe("'mark done' on a practice lesson", () => {
  it("without JavaScript, comes back to the lesson with 'บันทึกแล้ว' in view and the link to the next lesson", async () => {
    const cookie = await enrolledIn(math.slug);
    const path = `/lesson/${practice.id}`;
    expect(await page(path, cookie)).toContain(LEARNING_TEXT.lesson.markDone);
    const res = await postForm(base, path, { intent: "done" }, cookie);
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toBe(`${path}?saved=1#lesson-saved`);
    const landed = await page(location.split("#")[0]!, cookie);
    // The message is the fragment's target and takes the focus.
    expect(landed).toMatch(new RegExp(`<p[^>]*id="lesson-saved"[^>]*>${LEARNING_TEXT.lesson.saved}</p>`));
    expect(/<p[^>]*id="lesson-saved"[^>]*>/.exec(landed)![0]).toMatch(/autofocus/i);
    expect(landed).toContain(`href="/lesson/${practiceNext.id}"`);
    expect(landed).toContain(LEARNING_TEXT.lesson.isDone);
  });

  it("with the done island (enhanced=1), comes back to the lesson itself, without the landing message", async () => {
    const cookie = await enrolledIn(math.slug);
    const path = `/lesson/${practice.id}`;
    const res = await postForm(base, path, { intent: "done", enhanced: "1" }, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(path);
    const html = await page(path, cookie);
    expect(html).toContain(LEARNING_TEXT.lesson.isDone);
    expect(html).not.toContain('id="lesson-saved"');
  });
});
