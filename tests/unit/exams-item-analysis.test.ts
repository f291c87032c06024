/**
 * The tutor's reports on one exam (app/exams/item-analysis.ts) on a small known set: five
 * students, their attempts graded by the exam's own rule (`gradeAttempt`), the item analysis's
 * exact figures (share right, each choice's picks, blanks), the "looks wrong" flags, and the
 * results by student (best attempt, attempts counted, open attempts left out).
 */
import { describe, expect, it } from "vitest";
import { questionSchema, type Question } from "~/exercises/index";
import { gradeAttempt } from "~/exams/grade";
import { examDuration, examPoints } from "~/exams/messages";
import { finishedAttempts, itemAnalysis, resultsByStudent, topicsOf, topicScore } from "~/exams/item-analysis";
import type { Attempt } from "~/exams/model";

const q = (raw: Record<string, unknown>): Question => questionSchema.parse({ prompt: "ข้อ", explanation: "", ...raw });

/** One right answer: a (right), b, c. */
const single = q({ id: "q-single", type: "single", choices: [{ id: "a", text: "$A$", correct: true }, { id: "b", text: "B", correct: false }, { id: "c", text: "C", correct: false }] });
/** A bad question: most pick the wrong "b". */
const trap = q({ id: "q-trap", type: "single", choices: [{ id: "a", text: "จริง", correct: true }, { id: "b", text: "เท็จ", correct: false }] });
const several = q({ id: "q-multi", type: "multiple", scoring: "partial", choices: [{ id: "x", text: "X", correct: true }, { id: "y", text: "Y", correct: true }, { id: "z", text: "Z", correct: false }] });
const number = q({ id: "q-num", type: "number", answer: 12 });
/** Only in some attempts (a draw). */
const drawn = q({ id: "q-drawn", type: "text", accepted: ["เซตว่าง"] });

let n = 0;
function attempt(uid: string, answers: Record<string, string[]>, extra: Partial<Attempt> = {}, questions = [single, trap, several, number]): Attempt {
  n += 1;
  const a: Attempt = {
    id: `at-${n}`,
    examId: "ex",
    uid,
    n: 1,
    startedAt: 1_000_000 * n,
    deadline: 1_000_000 * n + 600_000,
    questions: questions.map((question) => ({ topic: question.id === "q-num" || question.id === "q-drawn" ? "ตรรกศาสตร์" : "เซต", difficulty: "easy", question })),
    answers,
    marked: [],
    saves: [],
    status: "submitted",
    endedAt: 1_000_000 * n + 300_000,
    result: null,
    ...extra,
  };
  return a.status === "open" ? a : { ...a, result: gradeAttempt(a) };
}

const attempts: Attempt[] = [
  attempt("u1", { "q-single": ["a"], "q-trap": ["b"], "q-multi": ["x", "y"], "q-num": ["12"] }),
  attempt("u2", { "q-single": ["b"], "q-trap": ["b"], "q-multi": ["x"], "q-num": ["11"] }),
  attempt("u3", { "q-single": ["a"], "q-trap": ["a"], "q-multi": ["x", "z"] }, {}, [single, trap, several, number, drawn]),
  attempt("u4", { "q-trap": ["b"], "q-multi": ["x", "y", "z"], "q-num": ["12"], "q-drawn": ["เซตว่าง"] }, { status: "expired" }, [single, trap, several, number, drawn]),
  // u1 again, better: counted in the item analysis (every finished attempt) and as u1's best.
  attempt("u1", { "q-single": ["a"], "q-trap": ["a"], "q-multi": ["x", "y"], "q-num": ["12"] }),
  // An open attempt: no result, counted nowhere.
  attempt("u5", { "q-single": ["c"] }, { status: "open" }),
];

describe("item analysis", () => {
  const items = itemAnalysis(attempts);
  const byId = new Map(items.map((i) => [i.id, i]));

  it("lists each question once, in the order they first appear", () => {
    expect(items.map((i) => i.id)).toEqual(["q-single", "q-trap", "q-multi", "q-num", "q-drawn"]);
  });

  it("counts right answers, blanks and each choice's picks over the finished attempts", () => {
    const s = byId.get("q-single")!;
    expect([s.answered, s.right, s.rightPercent, s.blank, s.blankPercent]).toEqual([5, 3, 60, 1, 20]);
    expect(s.choices!.map((c) => [c.id, c.correct, c.picked, c.percent])).toEqual([
      ["a", true, 3, 60],
      ["b", false, 1, 20],
      ["c", false, 0, 0],
    ]);
    expect(s.flags).toEqual([]);

    const m = byId.get("q-multi")!;
    // Right only with exactly x and y: u1 twice. Partly right ones are not right.
    expect([m.answered, m.right, m.rightPercent, m.blank]).toEqual([5, 2, 40, 0]);
    expect(m.choices!.map((c) => [c.id, c.picked, c.percent])).toEqual([
      ["x", 5, 100],
      ["y", 3, 60],
      ["z", 2, 40],
    ]);
    expect(m.flags).toEqual([]);

    const num = byId.get("q-num")!;
    expect([num.answered, num.right, num.rightPercent, num.blank, num.blankPercent, num.choices]).toEqual([5, 3, 60, 1, 20, null]);
  });

  it("lists a typed question's wrong answers, most given first, and none for a choice question", () => {
    expect(byId.get("q-num")!.wrongAnswers).toEqual([{ answer: "11", count: 1, percent: 20 }]);
    expect(byId.get("q-single")!.wrongAnswers).toBeNull();
    const typed = (answer: string[]) => attempt("w", { "q-drawn": answer }, {}, [drawn]);
    const many = itemAnalysis([typed(["  เซต  ว่าง "]), typed(["ว่าง"]), typed(["เซต ว่าง"]), typed(["เซตว่าง"]), typed([]), ...["a", "b", "c", "d", "e"].map((x) => typed([x]))]);
    // Spaces trimmed and runs of spaces as one; the right answer and a blank are not wrong answers; at most five, ties in the order first given.
    expect(many[0]!.wrongAnswers).toEqual([
      { answer: "เซต ว่าง", count: 2, percent: 20 },
      { answer: "ว่าง", count: 1, percent: 10 },
      { answer: "a", count: 1, percent: 10 },
      { answer: "b", count: 1, percent: 10 },
      { answer: "c", count: 1, percent: 10 },
    ]);
  });

  it("counts a drawn question only over the attempts that held it", () => {
    const d = byId.get("q-drawn")!;
    expect([d.answered, d.right, d.rightPercent, d.blank, d.blankPercent]).toEqual([2, 1, 50, 1, 50]);
    expect(d.flags).toEqual([]); // fewer than three answers: never flagged
  });

  it("flags a question whose wrong choice is picked more than the right one", () => {
    const t = byId.get("q-trap")!;
    expect([t.answered, t.right, t.rightPercent]).toEqual([5, 2, 40]);
    expect(t.choices!.map((c) => c.picked)).toEqual([2, 3]);
    expect(t.flags).toEqual(["wrongChoicePreferred"]);
  });

  it("flags a question few get right", () => {
    const hard = attempt("h", { "q-single": ["b"] }, {}, [single]);
    const items2 = itemAnalysis([hard, attempt("h2", { "q-single": ["c"] }, {}, [single]), attempt("h3", { "q-single": [] }, {}, [single]), attempt("h4", { "q-single": ["a"] }, {}, [single]), attempt("h5", { "q-single": ["b"] }, {}, [single]), attempt("h6", { "q-single": ["c"] }, {}, [single])]);
    // 1 of 6 right: 17 % < 20 %; b and c (2 each) more than a (1).
    expect(items2[0]!.rightPercent).toBe(17);
    expect(items2[0]!.flags).toEqual(["fewRight", "wrongChoicePreferred"]);
  });
});

describe("results by student", () => {
  it("keeps each student's best finished attempt and counts them, highest percent first", () => {
    const rows = resultsByStudent(attempts);
    expect(rows.map((r) => [r.uid, r.attempts, r.best.id, r.best.result.score, r.best.result.max, r.best.result.percent])).toEqual([
      ["u1", 2, "at-5", 4, 4, 100],
      ["u4", 1, "at-4", 2.5, 5, 50],
      ["u3", 1, "at-3", 2, 5, 40],
      ["u2", 1, "at-2", 0.5, 4, 13],
    ]);
    expect(finishedAttempts(attempts)).toHaveLength(5);
  });

  it("names the topics in order and each topic's score", () => {
    expect(topicsOf(attempts)).toEqual(["เซต", "ตรรกศาสตร์"]);
    const u4 = resultsByStudent(attempts).find((r) => r.uid === "u4")!;
    expect(topicScore(u4.best.result, "เซต")).toEqual({ topic: "เซต", score: 0.5, max: 3 });
    expect(topicScore(u4.best.result, "ตรรกศาสตร์")).toEqual({ topic: "ตรรกศาสตร์", score: 2, max: 2 });
    expect(topicScore(u4.best.result, "ไม่มี")).toBeNull();
  });

  it("shows times and scores as people read them", () => {
    expect(examDuration(750_000)).toBe("12\u00a0นาที 30\u00a0วินาที");
    expect(examDuration(45_400)).toBe("45\u00a0วินาที");
    expect(examDuration(600_000)).toBe("10\u00a0นาที");
    expect([examPoints(14), examPoints(14.5), examPoints(3.333)]).toEqual(["14", "14.5", "3.33"]);
  });
});
