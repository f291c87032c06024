/**
 * A mock exam's result and its practice over HTTP against the real server: attempts written
 * directly in Firestore with their result from `gradeAttempt`. The page says the score, the
 * time taken and how the attempt ended, draws the topic bars with their numbers, keeps the
 * right answers and explanations out until `mayShowAnswers` (and says when), shows the group's
 * standing only once the exam has closed; only its student or an admin reads it; an open
 * attempt goes back to its page. "ฝึกหัวข้อที่ยังอ่อน" draws the weak topics' questions from
 * the bank, grades a post at once and writes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { EXERCISE_TEXT } from "~/exercises/messages";
import { EXAM_RESULT_TEXT } from "~/exams/messages";
import { EXAM_COLLECTIONS } from "~/exams/model";
import { attemptResultUrl, attemptUrl, practiceUrl } from "~/exams/urls";
import { formatDateTime, MINUTE_MS, DAY_MS, now } from "~/kernel/clock";
import { newId } from "~/kernel/ids";
import { loginUrl } from "~/kernel/urls";
import { sessionCookieForUid, signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { LOGIC, SETS, resultFixtures } from "../support/exam-results";

const base = env.baseUrl;
// Question ids are lower case (exercises' rule); the run's own suffix keeps the data this file's.
const run = newId().toLowerCase();
const { rightAnswers, wrongAnswers, writeBank, writeExam, writeAttempt } = resultFixtures(run);

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const page = async (path: string, cookie: string) => {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  return decodeHtml(await res.text());
};

const me = { uid: "", cookie: "" };
const other = { uid: "", cookie: "" };
const ids = { showSubmit: "", showClose: "", closed: "", attempt: "", hidden: "", closedMine: "" };

beforeAll(async () => {
  const [a, b] = await Promise.all([signedInSession({ name: "น้องผลสอบ" }), signedInSession({ name: "น้องคนอื่น" })]);
  Object.assign(me, { uid: a.uid, cookie: a.cookie });
  Object.assign(other, { uid: b.uid, cookie: b.cookie });
  await writeBank();
  ids.showSubmit = await writeExam({ showAnswers: "submit" });
  ids.showClose = await writeExam({ showAnswers: "close" });
  ids.closed = await writeExam({ showAnswers: "close", opensAt: now() - 5 * DAY_MS, closesAt: now() - MINUTE_MS });
  ids.attempt = await writeAttempt(ids.showSubmit, me.uid, { ...rightAnswers, ...wrongAnswers });
  ids.hidden = await writeAttempt(ids.showClose, me.uid, { ...rightAnswers, ...wrongAnswers });
  // The closed exam's group: me 50 % then 25 % (the best counts), two others at 75 % and 25 %.
  ids.closedMine = await writeAttempt(ids.closed, me.uid, { ...rightAnswers, ...wrongAnswers });
  await writeAttempt(ids.closed, me.uid, { [`${run}-s1`]: ["a"] }, { n: 2 });
  await writeAttempt(ids.closed, "exres-classmate-a", { ...rightAnswers, [`${run}-l1`]: ["a"] });
  await writeAttempt(ids.closed, "exres-classmate-b", { [`${run}-s1`]: ["a"] }, { status: "expired" });
  await writeAttempt(ids.closed, "exres-classmate-c", {}, { status: "open", deadline: now() + DAY_MS });
});

describe("the result of an attempt", () => {
  it("says the score, the time taken and that it was submitted", async () => {
    const html = await page(attemptResultUrl(ids.showSubmit, ids.attempt), me.cookie);
    expect(html).toContain(EXAM_RESULT_TEXT.score(2, 4, 50));
    expect(html).toContain("ได้ 2 จาก 4 คะแนน (50%)");
    expect(html).toContain("ใช้เวลา 12\u00a0นาที 30\u00a0วินาที");
    expect(html).toContain("ส่งคำตอบเมื่อ");
  });

  it("draws a bar per topic as SVG with its numbers in the text and the title", async () => {
    const html = await page(attemptResultUrl(ids.showSubmit, ids.attempt), me.cookie);
    expect(html).toContain(`<title id="exam-topic-0-title">${EXAM_RESULT_TEXT.topicScore(SETS, 2, 2, 100)}</title>`);
    expect(html).toContain(`<title id="exam-topic-1-title">${EXAM_RESULT_TEXT.topicScore(LOGIC, 0, 2, 0)}</title>`);
    expect(html).toMatch(/<svg[^>]*class="exam-topic__bar"[^>]*role="img"/);
    expect(html).toContain(EXAM_RESULT_TEXT.topicFigures(2, 2, 100));
    expect(html).toContain('class="exam-topic__fill" x="0" y="0" width="100"');
    // The weak topic is named as such, and offered for practice.
    expect(html).toMatch(/exam-topic exam-topic--weak" data-topic="ตรรกศาสตร์"/);
    expect(html).toContain(`href="${practiceUrl(ids.showSubmit, ids.attempt)}"`);
  });

  it("renders prompts as maths, never raw TeX", async () => {
    const html = await page(attemptResultUrl(ids.showSubmit, ids.attempt), me.cookie);
    expect(html).toContain('class="katex"');
    expect(html).not.toContain("$n(A)$");
  });

  it("shows the right answers and explanations once they may show (after submitting)", async () => {
    const html = await page(attemptResultUrl(ids.showSubmit, ids.attempt), me.cookie);
    expect(html).toContain("EXPLAIN-S1");
    expect(html).toContain("EXPLAIN-L2");
    expect(html).toContain("KEYTEXT-เท็จ");
    expect(html).toContain("exercise-r__choice--correct");
    expect(html).toContain("ผิดแน่ๆ"); // what the student typed
    expect(html).not.toContain(EXAM_RESULT_TEXT.answersLater(formatDateTime(new Date(now()))).slice(0, 20));
  });

  it("keeps them out before the exam closes when they show on closing, and says when", async () => {
    const res = await get(attemptResultUrl(ids.showClose, ids.hidden), me.cookie);
    const html = decodeHtml(await res.text());
    expect(res.status).toBe(200);
    const closes = (await testDb().collection(EXAM_COLLECTIONS.exams).doc(ids.showClose).get()).get("closesAt") as number;
    expect(html).toContain(EXAM_RESULT_TEXT.answersLater(formatDateTime(new Date(closes))));
    expect(html).toContain(EXAM_RESULT_TEXT.score(2, 4, 50));
    expect(html).toContain("ผิดแน่ๆ"); // the student's own answer shows
    for (const secret of ["EXPLAIN-", "KEYTEXT-", "exercise-r__choice--correct", EXAM_RESULT_TEXT.correctAnswer, "exercise-r--wrong", "exercise-r--right"]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it("another student gets the 404; an admin may read it; a visitor is sent to sign in", async () => {
    expect((await get(attemptResultUrl(ids.showSubmit, ids.attempt), other.cookie)).status).toBe(404);
    expect((await get(practiceUrl(ids.showSubmit, ids.attempt), other.cookie)).status).toBe(404);
    expect((await postForm(base, practiceUrl(ids.showSubmit, ids.attempt), { attemptId: newId() }, other.cookie)).status).toBe(404);
    // The attempt under another exam's URL is not found either.
    expect((await get(attemptResultUrl(ids.showClose, ids.attempt), me.cookie)).status).toBe(404);
    const admin = await sessionCookieForUid("demo-admin-1");
    expect((await get(attemptResultUrl(ids.showSubmit, ids.attempt), admin)).status).toBe(200);
    const visitor = await get(attemptResultUrl(ids.showSubmit, ids.attempt));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain(loginUrl());
  });

  it("sends an open attempt back to its page; one past its deadline shows graded with what was saved", async () => {
    const open = await writeAttempt(ids.showSubmit, me.uid, rightAnswers, { status: "open", n: 2, deadline: now() + 10 * MINUTE_MS });
    const res = await get(attemptResultUrl(ids.showSubmit, open), me.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(attemptUrl(ids.showSubmit, open));
    const late = await writeAttempt(ids.showSubmit, me.uid, rightAnswers, { status: "open", n: 3, deadline: now() - MINUTE_MS });
    const html = await page(attemptResultUrl(ids.showSubmit, late), me.cookie);
    expect(html).toContain(EXAM_RESULT_TEXT.score(2, 4, 50));
    expect(html).toContain("หมดเวลาแล้ว");
  });
});

describe("where the student stands in the group", () => {
  it("is not shown before the exam closes (only when it will be)", async () => {
    const html = await page(attemptResultUrl(ids.showClose, ids.hidden), me.cookie);
    expect(html).not.toContain("อันดับที่");
    expect(html).toContain("อันดับในกลุ่มจะแสดงเมื่อปิดรับข้อสอบ");
  });

  it("once closed: the average and the place by each student's best, no other names; and the answers", async () => {
    const html = await page(attemptResultUrl(ids.closed, ids.closedMine), me.cookie);
    // Bests: 75 %, 50 % (mine), 25 %; the open attempt does not count.
    expect(html).toContain(EXAM_RESULT_TEXT.standing(2, 3));
    expect(html).toContain(EXAM_RESULT_TEXT.average(50));
    expect(html).not.toContain("exres-classmate");
    expect(html).toContain("EXPLAIN-L1");
  });
});

describe("ฝึกหัวข้อที่ยังอ่อน", () => {
  const attemptDocs = async () => (await testDb().collection(EXAM_COLLECTIONS.attempts).where("uid", "==", me.uid).get()).docs.map((d) => `${d.id}@${d.updateTime.toMillis()}`).sort();

  it("draws the weak topic's questions from the bank, grades a post at once and stores nothing", async () => {
    const url = practiceUrl(ids.showSubmit, ids.attempt);
    const html = await page(url, me.cookie);
    expect(html).toContain(EXAM_RESULT_TEXT.practiceNote);
    for (const id of ["l1", "l2", "l3"]) expect(html).toContain(`name="answer.${run}-${id}"`);
    for (const id of ["s1", "s2"]) expect(html).not.toContain(`name="answer.${run}-${id}"`);
    expect(html).not.toContain("EXPLAIN-");
    expect(html).not.toContain("KEYTEXT-");
    const seed = /name="attemptId" value="([^"]+)"/.exec(html)![1]!;

    const before = await attemptDocs();
    const res = await postForm(base, url, { attemptId: seed, [`answer.${run}-l1`]: "a", [`answer.${run}-l2`]: "KEYTEXT-เท็จ", [`answer.${run}-l3`]: "x" }, me.cookie);
    expect(res.status).toBe(200);
    const graded = decodeHtml(await res.text());
    expect(graded).toContain(EXERCISE_TEXT.practiceDone);
    expect(graded).toContain(EXERCISE_TEXT.score(2, 3, 67));
    expect(graded).toContain("EXPLAIN-L3");
    expect(await attemptDocs()).toEqual(before);
    expect((await testDb().collection("attempts").where("uid", "==", me.uid).get()).size).toBe(0);
  });

  it("answers an incomplete post with the form again and the reason (400)", async () => {
    const url = practiceUrl(ids.showSubmit, ids.attempt);
    const html = await page(url, me.cookie);
    const seed = /name="attemptId" value="([^"]+)"/.exec(html)![1]!;
    const res = await postForm(base, url, { attemptId: seed, [`answer.${run}-l1`]: "a" }, me.cookie);
    expect(res.status).toBe(400);
    expect(decodeHtml(await res.text())).toContain('id="exercise-result"');
  });
});
