/**
 * Sitting a mock exam over HTTP against the built server (docs/exams.md, "Sitting an exam"):
 * starting (one open attempt at a time, the attempts limit, the window), the attempt's pages
 * (no answer key in their HTML), a page posted twice at once saved once, answers after the
 * deadline refused (the post lands on the result, the reason in a notice), the review and the
 * submit, random draws per attempt by topic and difficulty, and the deadline sweep grading an
 * open attempt with what was saved (called with a `now` past the deadline: no waiting).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { signedInSession } from "../../harness/auth";
import { env, testPort } from "../../harness/ports";
import { testDb } from "../support/firestore";
import { postForm } from "../support/forms";
import { decodeHtml } from "../support/html";
import { DEADLINE_SHOWN, SECRET_ACCEPTED, SECRET_EXPLANATION, examSuffix, readAttemptDoc, writeBankQuestion, writeExam, writeFixedExam } from "../support/exams";
import { EXAM_TEXT } from "~/exams/messages";
import { EXAM_COLLECTIONS as C, type Attempt } from "~/exams/model";
import { startAttempt } from "~/exams/sitting.store.server";
import { sweepExamDeadlines } from "~/exams/deadline-sweep.server";
import { attemptResultUrl, attemptReviewUrl, attemptUrl, examUrl } from "~/exams/urls";
import { now as clockNow } from "~/kernel/clock";

const base = env.baseUrl;
/** A second server process: what two posts can do at once is tried on two processes. */
let second: AppServer | undefined;

beforeAll(async () => {
  second = await startAppServer({ port: testPort(3450), logFile: process.env.SERVER_LOG ? `${process.env.SERVER_LOG}.exams-2` : undefined });
}, 60_000);

afterAll(async () => {
  await second?.stop();
});

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const html = async (path: string, cookie: string) => {
  const res = await get(path, cookie);
  expect(res.status, path).toBe(200);
  return decodeHtml(await res.text());
};

/** Starts an attempt as the exam page's button does; answers the attempt id from the redirect. */
async function start(examId: string, cookie: string, server = base): Promise<string> {
  const res = await postForm(server, examUrl(examId), {}, cookie);
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(new RegExp(`^${examUrl(examId)}/attempts/`));
  return location.split("/").pop()!;
}

/** The token of a rendered attempt page. */
const tokenOf = (page: string) => /name="token" value="([^"]+)"/.exec(page)![1]!;

async function attemptDoc(id: string): Promise<Attempt> {
  return { id, ...(await readAttemptDoc(id)) } as Attempt;
}

describe("starting an exam", () => {
  it("a visitor is sent to sign in; another student's attempt is a 404", async () => {
    const { exam } = await writeFixedExam();
    const visitor = await get(examUrl(exam.id));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const other = await signedInSession();
    expect((await get(attemptUrl(exam.id, id), other.cookie)).status).toBe(404);
    expect((await postForm(base, attemptReviewUrl(exam.id, id), { intent: "submit" }, other.cookie)).status).toBe(404);
  });

  it("one open attempt at a time: starting again, even twice at once on two processes, returns the open one", async () => {
    const { exam } = await writeFixedExam();
    const me = await signedInSession();
    const [a, b] = await Promise.all([start(exam.id, me.cookie), start(exam.id, me.cookie, second!.url)]);
    expect(a).toBe(b);
    expect(await start(exam.id, me.cookie)).toBe(a);
    const sitting = (await testDb().collection(C.sittings).doc(`${exam.id}_${me.uid}`).get()).data();
    expect(sitting).toMatchObject({ open: a, used: 1 });
    const page = await html(examUrl(exam.id), me.cookie);
    expect(page).toContain(EXAM_TEXT.continueAttempt);
    expect(page).toContain(EXAM_TEXT.attemptsUsed(1, 2));
  });

  it("refused past the attempts allowed, before it opens and after it closes, with the reason on the page", async () => {
    const { exam } = await writeFixedExam({ attempts: 1 });
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const submitted = await postForm(base, attemptReviewUrl(exam.id, id), { intent: "submit" }, me.cookie);
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toBe(attemptResultUrl(exam.id, id));
    const again = await postForm(base, examUrl(exam.id), {}, me.cookie);
    expect(again.status).toBe(200);
    expect(decodeHtml(await again.text())).toContain(EXAM_TEXT.refused.noAttemptsLeft);

    const later = await writeExam({ questions: exam.questions, opensAt: clockNow() + 3_600_000, closesAt: clockNow() + 7_200_000 });
    expect(decodeHtml(await (await postForm(base, examUrl(later.id), {}, me.cookie)).text())).toContain(EXAM_TEXT.refused.notOpen);
    const closed = await writeExam({ questions: exam.questions, opensAt: clockNow() - 7_200_000, closesAt: clockNow() - 3_600_000 });
    expect(decodeHtml(await (await postForm(base, examUrl(closed.id), {}, me.cookie)).text())).toContain(EXAM_TEXT.refused.closed);
  });

  it("a course's exam asks for the enrolment first, with the course's link", async () => {
    const { exam } = await writeFixedExam({ courseSlug: "math-m4-sets-and-logic" });
    const me = await signedInSession();
    const page = await html(examUrl(exam.id), me.cookie);
    expect(page).toContain('href="/course/math-m4-sets-and-logic"');
    expect(page).not.toContain(EXAM_TEXT.start);
    const refused = await postForm(base, examUrl(exam.id), {}, me.cookie);
    expect(refused.status).toBe(200);
  });

  it("the deadline is the time limit, or the close when that comes first", async () => {
    const t = clockNow();
    const { exam } = await writeFixedExam({ minutes: 30, closesAt: t + 10 * 60_000 });
    const started = await startAttempt(exam, `uid-${examSuffix()}`, t);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect((await attemptDoc(started.attemptId)).deadline).toBe(t + 10 * 60_000);
    const { exam: long } = await writeFixedExam({ minutes: 30 });
    const second = await startAttempt(long, `uid-${examSuffix()}`, t);
    if (!second.ok) throw new Error("not started");
    expect((await attemptDoc(second.attemptId)).deadline).toBe(t + 30 * 60_000);
  });
});

describe("the attempt's pages", () => {
  it("show the deadline and the questions without any answer key, explanation or accepted answer", async () => {
    const { exam, questions } = await writeFixedExam();
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const pages = [await html(attemptUrl(exam.id, id), me.cookie), await html(attemptUrl(exam.id, id, 2), me.cookie)];
    const attempt = await attemptDoc(id);
    for (const page of pages) {
      expect(page).toMatch(DEADLINE_SHOWN);
      expect(page).toContain(EXAM_TEXT.mark);
      expect(page).not.toContain(SECRET_EXPLANATION);
      expect(page).not.toContain(SECRET_ACCEPTED);
      expect(page).not.toMatch(/"correct"|"accepted"|"answer":|"explanation"|tolerance/);
      expect(page).toContain('class="katex"'); // maths typeset on the server, never raw TeX
      expect(page).not.toContain("$x");
    }
    expect(pages[0]).toContain(`ข้อ 1 จาก 4`);
    expect(pages[1]).toContain(`ข้อ 4 จาก 4`);
    expect(attempt.questions.map((q) => q.question.id)).toEqual(questions.map((q) => q.id));
  });

  it("two posts of one page at once (two processes) are one save; the next page then the review lists unanswered and marked", async () => {
    const { exam, questions } = await writeFixedExam();
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const token = tokenOf(await html(attemptUrl(exam.id, id), me.cookie));
    const [q1, q2] = questions;
    const fields: [string, string][] = [["token", token], ["page", "1"], ["go", "next"], [`answer.${q1!.id}`, "a"], [`answer.${q2!.id}`, "4"], ["mark", q2!.id]];
    const posts = await Promise.all([postForm(base, attemptUrl(exam.id, id), fields, me.cookie), postForm(second!.url, attemptUrl(exam.id, id), fields, me.cookie)]);
    for (const res of posts) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(attemptUrl(exam.id, id, 2));
    }
    let attempt = await attemptDoc(id);
    expect(attempt.saves).toEqual([token]);
    expect(attempt.answers).toEqual({ [q1!.id]: ["a"], [q2!.id]: ["4"] });
    expect(attempt.marked).toEqual([q2!.id]);

    // The same page's token again with other answers: a no-op.
    await postForm(base, attemptUrl(exam.id, id), [["token", token], ["page", "1"], ["go", "next"], [`answer.${q1!.id}`, "b"]], me.cookie);
    attempt = await attemptDoc(id);
    expect(attempt.answers[q1!.id]).toEqual(["a"]);

    // The answers come back on the page; review lists page 2's questions as unanswered and q2 as marked.
    const again = await html(attemptUrl(exam.id, id), me.cookie);
    expect(again).toMatch(new RegExp(`name="answer.${q2!.id}"[^>]*value="4"`));
    const review = await html(attemptReviewUrl(exam.id, id), me.cookie);
    expect(review).toContain(EXAM_TEXT.unanswered(2));
    expect(review).toContain(EXAM_TEXT.marked(1));
    expect(review).toContain(`href="${attemptUrl(exam.id, id, 2)}#q-${questions[2]!.id}"`);
    const confirm = await html(`${attemptReviewUrl(exam.id, id)}?step=confirm`, me.cookie);
    expect(confirm).toContain(EXAM_TEXT.confirmTitle);
    expect(confirm).toContain(EXAM_TEXT.confirmUnanswered(2));

    // Submitted twice at once (a double tap, two processes): one result, the sitting freed once.
    const done = await Promise.all([base, second!.url].map((server) => postForm(server, attemptReviewUrl(exam.id, id), { intent: "submit" }, me.cookie)));
    for (const res of done) expect(res.headers.get("location")).toBe(attemptResultUrl(exam.id, id));
    attempt = await attemptDoc(id);
    expect(attempt.status).toBe("submitted");
    expect((await testDb().collection(C.sittings).doc(`${exam.id}_${me.uid}`).get()).data()).toMatchObject({ open: null, used: 1 });
    expect(attempt.result).toMatchObject({ score: 2, max: 4, percent: 50 });
    // An ended attempt's page goes to its result.
    expect((await get(attemptUrl(exam.id, id), me.cookie)).headers.get("location")).toBe(attemptResultUrl(exam.id, id));
  });

  it("answers after the deadline are refused: the post lands on the result with the reason, graded with what was saved", async () => {
    const { exam, questions } = await writeFixedExam();
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const [q1, q2] = questions;
    const first = tokenOf(await html(attemptUrl(exam.id, id), me.cookie));
    await postForm(base, attemptUrl(exam.id, id), [["token", first], ["page", "1"], ["go", "next"], [`answer.${q1!.id}`, "a"]], me.cookie);
    const second = tokenOf(await html(attemptUrl(exam.id, id), me.cookie));
    // The deadline passes (the test's own attempt, moved back rather than waited for).
    await testDb().collection(C.attempts).doc(id).update({ deadline: clockNow() - 1_000 });
    const late = await postForm(base, attemptUrl(exam.id, id), [["token", second], ["page", "1"], ["go", "next"], [`answer.${q1!.id}`, "b"], [`answer.${q2!.id}`, "4"]], me.cookie);
    expect(late.status).toBe(303);
    expect(late.headers.get("location")).toBe(attemptResultUrl(exam.id, id));
    expect(decodeURIComponent(late.headers.get("set-cookie") ?? "")).toContain(EXAM_TEXT.late);
    const attempt = await attemptDoc(id);
    expect(attempt.status).toBe("expired");
    expect(attempt.answers).toEqual({ [q1!.id]: ["a"] });
    expect(attempt.saves).toEqual([first]);
    expect(attempt.result).toMatchObject({ score: 1, max: 4 });
    expect(attempt.endedAt).toBe(attempt.deadline);
    // A late submit counts nothing either.
    const submit = await postForm(base, attemptReviewUrl(exam.id, id), { intent: "submit" }, me.cookie);
    expect(submit.headers.get("location")).toBe(attemptResultUrl(exam.id, id));
    expect((await attemptDoc(id)).status).toBe("expired");
  });

  it("a changed form is refused in Thai on the page", async () => {
    const { exam } = await writeFixedExam();
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const res = await postForm(base, attemptUrl(exam.id, id), { token: "!", page: "1", go: "next" }, me.cookie);
    expect(res.status).toBe(200);
    expect(decodeHtml(await res.text())).toContain(EXAM_TEXT.expiredForm);
  });
});

describe("random draws", () => {
  it("each attempt draws its own questions by topic and difficulty", async () => {
    const course = `exam-course-${examSuffix()}`;
    const make = (topic: string, difficulty: "easy" | "hard", n: number) => Promise.all(Array.from({ length: n }, () => writeBankQuestion({ courseSlug: course, topic, difficulty })));
    const [setsEasy, setsHard, logic] = await Promise.all([make("เซต", "easy", 4), make("เซต", "hard", 4), make("ตรรกศาสตร์", "easy", 5)]);
    const exam = await writeExam({
      courseSlug: course,
      questions: { kind: "draw", draws: [{ topic: "เซต", difficulty: "hard", count: 2 }, { topic: "ตรรกศาสตร์", difficulty: "any", count: 3 }] },
    });
    const hard = new Set(setsHard.map((q) => q.id));
    const logicIds = new Set(logic.map((q) => q.id));
    const drawn: string[][] = [];
    for (let i = 0; i < 6; i++) {
      const started = await startAttempt(exam, `uid-${examSuffix()}`, clockNow());
      if (!started.ok) throw new Error(started.reason);
      const attempt = await attemptDoc(started.attemptId);
      const ids = attempt.questions.map((q) => q.question.id);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
      expect(ids.slice(0, 2).every((q) => hard.has(q))).toBe(true);
      expect(ids.slice(2).every((q) => logicIds.has(q))).toBe(true);
      expect(attempt.questions.slice(0, 2).every((q) => q.topic === "เซต" && q.difficulty === "hard")).toBe(true);
      drawn.push(ids);
    }
    expect(setsEasy.some((q) => drawn.flat().includes(q.id))).toBe(false);
    expect(new Set(drawn.map((ids) => ids.join())).size).toBeGreaterThan(1);
  });
});

describe("the deadline sweep", () => {
  it("grades an open attempt past its deadline with what was saved", async () => {
    const { exam, questions } = await writeFixedExam();
    const me = await signedInSession();
    const id = await start(exam.id, me.cookie);
    const token = tokenOf(await html(attemptUrl(exam.id, id), me.cookie));
    const [q1, q2] = questions;
    await postForm(base, attemptUrl(exam.id, id), [["token", token], ["page", "1"], ["go", "next"], [`answer.${q1!.id}`, "a"], [`answer.${q2!.id}`, "5"]], me.cookie);
    const before = await attemptDoc(id);
    const owner = `test-${examSuffix()}`;
    await sweepExamDeadlines(before.deadline, owner); // at the deadline itself: still in time
    expect((await attemptDoc(id)).status).toBe("open");
    const graded = await sweepExamDeadlines(before.deadline + 1, owner);
    expect(graded).toBeGreaterThanOrEqual(1);
    const after = await attemptDoc(id);
    expect(after.status).toBe("expired");
    expect(after.endedAt).toBe(before.deadline);
    expect(after.result).toMatchObject({ score: 1, max: 4, percent: 25 });
    const sitting = (await testDb().collection(C.sittings).doc(`${exam.id}_${me.uid}`).get()).data();
    expect(sitting?.open).toBeNull();
  });
});
