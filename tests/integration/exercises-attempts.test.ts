/**
 * A student's past attempts over HTTP against the real server and the seeded
 * emulators: the list on its own page (Thai date and score), each attempt's
 * graded review (their answer, the right one, the explanation), only for its
 * student (another student: 404; an admin may name the student; a visitor: the
 * sign-in), and "ฝึกเฉพาะข้อที่ผิด": only the missed questions, graded and never saved.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Question } from "~/exercises/schema";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { gradeAttempt } from "~/exercises/grading";
import { formatDateTime } from "~/kernel/clock";
import { ADMIN_URLS, ATTEMPT_STUDENT_PARAM, lessonAttemptUrl, lessonAttemptsUrl, lessonPracticeWrongUrl, lessonUrl, loginUrl } from "~/kernel/urls";
import { DEMO_COURSES } from "../../harness/seed-content";
import { demoExercises, rightAnswer, wrongAnswer } from "../../harness/seed-exercises";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { testDb } from "../support/firestore";
import { attemptFields, submitAttempt } from "../support/exercise-page";

const base = env.baseUrl;
const physics = DEMO_COURSES.find((c) => c.id === "course-physics-motion")!;
const lessonId = "phy-05"; // "required", 70 % to pass
const exercise = demoExercises().find((e) => e.lessonId === lessonId)!.exercise;
/** The questions the first attempt gets wrong. */
const MISSED = ["p5-q1", "p5-q2", "p5-q4"];

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const page = async (path: string, cookie?: string) => decodeHtml(await (await get(path, cookie)).text());

function attemptIdIn(html: string): string {
  const m = /name="attemptId" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no attempt id in the page");
  return m[1]!;
}

const firstTry = (q: Question) => (MISSED.includes(q.id) ? wrongAnswer(q) : rightAnswer(q));

async function enrolledStudent() {
  const session = await signedInSession();
  expect((await postForm(base, `/course/${physics.slug}`, { intent: "enrol" }, session.cookie)).status).toBe(302);
  return session;
}

const student = { cookie: "", uid: "", attemptId: "" };

beforeAll(async () => {
  const s = await enrolledStudent();
  Object.assign(student, { cookie: s.cookie, uid: s.uid });
  student.attemptId = await submitAttempt(base, lessonId, exercise, s.cookie, firstTry);
});

describe("a student's past attempts", () => {
  it("lists them from the lesson, with the Thai date and the score, each opening its review", async () => {
    const lesson = await page(lessonUrl(lessonId), student.cookie);
    expect(lesson).toContain(`href="${lessonAttemptsUrl(lessonId)}"`);
    const doc = (await testDb().collection("attempts").where("uid", "==", student.uid).get()).docs[0]!;
    const graded = gradeAttempt(exercise, Object.fromEntries(exercise.questions.map((q) => [q.id, firstTry(q)])), student.attemptId);
    const list = await page(lessonAttemptsUrl(lessonId), student.cookie);
    expect(list).toContain(EXERCISE_TEXT.attemptAt(formatDateTime(doc.get("submittedAt").toDate())));
    expect(list).toContain(EXERCISE_TEXT.score(graded.earned, graded.total, graded.percent));
    expect(graded.passed).toBe(false);
    expect(list).toContain(EXERCISE_TEXT.notPassedBadge);
    expect(list).toContain(`href="${lessonAttemptUrl(lessonId, student.attemptId)}"`);
    expect(list).toContain(`href="${lessonPracticeWrongUrl(lessonId, student.attemptId)}"`);
    expect(list).not.toMatch(/\d{4}-\d{2}-\d{2}/); // no ISO date
  });

  it("reviews an attempt: the student's answer, the right one and the explanation of each question", async () => {
    const review = await page(lessonAttemptUrl(lessonId, student.attemptId), student.cookie);
    expect(review).toContain(EXERCISE_TEXT.resultTitle);
    for (const q of exercise.questions) {
      expect(review).toContain(`exercise-r exercise-r--${MISSED.includes(q.id) ? "wrong" : "right"}" id="exercise-r-${q.id}"`);
    }
    const q1 = exercise.questions.find((q) => q.id === "p5-q1")!;
    expect(review).toContain(wrongAnswer(q1)[0]); // what they typed
    expect(review).toContain(EXERCISE_TEXT.correctAnswer);
    expect(review).toContain(EXERCISE_TEXT.explanation);
    expect(review).toContain("ใช้ "); // the explanation's text (its formulas are typeset)
    expect(review).toContain(`href="${lessonPracticeWrongUrl(lessonId, student.attemptId)}"`);
    expect(review).not.toContain(EXERCISE_TEXT.changedSince);
  });

  it("is read only by its student: another student gets 404, an admin may name the student, a visitor the sign-in", async () => {
    const other = await enrolledStudent();
    for (const path of [lessonAttemptUrl(lessonId, student.attemptId), lessonPracticeWrongUrl(lessonId, student.attemptId)]) {
      expect((await get(path, other.cookie)).status).toBe(404);
      expect((await get(`${path}?${ATTEMPT_STUDENT_PARAM}=${student.uid}`, other.cookie)).status).toBe(404);
      const visitor = await get(path);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe(loginUrl(path));
    }
    const posted = await postForm(base, lessonPracticeWrongUrl(lessonId, student.attemptId), attemptFields(exercise, student.attemptId, rightAnswer), other.cookie);
    expect(posted.status).toBe(404);
    // The other student's list holds none of them.
    const theirs = await page(lessonAttemptsUrl(lessonId), other.cookie);
    expect(theirs).not.toContain(student.attemptId);
    expect(theirs).toContain(EXERCISE_TEXT.notTriedYet);
    expect((await get(lessonAttemptsUrl(lessonId))).status).toBe(302);

    const admin = await sessionCookieForUid("demo-admin-1");
    // The admin's page of the student links to the review of each attempt.
    const reviewForAdmin = lessonAttemptUrl(lessonId, student.attemptId, student.uid);
    expect(await page(ADMIN_URLS.student(student.uid), admin)).toContain(`href="${reviewForAdmin}"`);
    expect((await get(reviewForAdmin, admin)).status).toBe(200);
    expect((await get(lessonAttemptUrl(lessonId, student.attemptId), admin)).status).toBe(404);
    // Unknown and malformed ids, another lesson.
    expect((await get(lessonAttemptUrl(lessonId, "x".repeat(22)), student.cookie)).status).toBe(404);
    expect((await get(lessonAttemptUrl(lessonId, "no"), student.cookie)).status).toBe(404);
    expect((await get(lessonAttemptUrl("phy-04", student.attemptId), student.cookie)).status).toBe(404);
  });

  it("ฝึกเฉพาะข้อที่ผิด: only the missed questions, said to be practice, graded and never saved", async () => {
    const db = testDb();
    const enrolmentRef = db.collection("enrolments").doc(`${student.uid}__${physics.id}`);
    const before = (await enrolmentRef.get()).data()!;
    const url = lessonPracticeWrongUrl(lessonId, student.attemptId);
    const form = await page(url, student.cookie);
    expect(form).toContain(EXERCISE_TEXT.practiceWrongNote);
    for (const q of exercise.questions) {
      expect(form.includes(`id="exercise-q-${q.id}"`)).toBe(MISSED.includes(q.id));
    }
    const practice = { questions: exercise.questions.filter((q) => MISSED.includes(q.id)) };
    const practiceId = attemptIdIn(form);
    // Unanswered: the form again with the Thai error (400).
    const empty = await postForm(base, url, [["intent", "exercise"], ["attemptId", practiceId]], student.cookie);
    expect(empty.status).toBe(400);
    expect(decodeHtml(await empty.text())).toContain(EXERCISE_TEXT.practiceWrongNote);

    const res = await postForm(base, url, attemptFields(practice, practiceId, rightAnswer), student.cookie);
    expect(res.status).toBe(200);
    const result = decodeHtml(await res.text());
    const points = practice.questions.reduce((n, q) => n + q.points, 0);
    expect(result).toContain(EXERCISE_TEXT.score(points, points, 100));
    expect(result).toContain(EXERCISE_TEXT.practiceDone);
    expect(result).not.toContain(EXERCISE_TEXT.passed(exercise.settings.passMarkPercent));

    // Nothing saved: the best score, the count and the pass are as before; no new attempt.
    const after = (await enrolmentRef.get()).data()!;
    expect(after.exercises[lessonId]).toEqual(before.exercises[lessonId]);
    expect(after.exercises[lessonId].passedAt ?? null).toBeNull();
    expect(after.done?.[lessonId]).toBeUndefined();
    expect((await db.collection("attempts").where("uid", "==", student.uid).get()).size).toBe(1);
    expect(await page(lessonUrl(lessonId), student.cookie)).toContain(EXERCISE_TEXT.best(before.exercises[lessonId].bestPercent, 1));
  });
});
