/**
 * What an attempt changes once saved: its key (a double submit is the same
 * document), the student's best score and attempt count, when a "required"
 * exercise counts as passed, and the bounded per-question statistics.
 */
import { describe, expect, it } from "vitest";
import { gradeAttempt } from "~/exercises/grading";
import { exerciseSchema } from "~/exercises/schema";
import {
  MAX_WRONG_ANSWERS,
  OTHER_WRONG,
  addToStats,
  attemptData,
  attemptDocId,
  lessonRequirementMet,
  migrateChoiceStats,
  summariseAttempt,
  wrongAnswerKey,
  type QuestionStats,
} from "~/exercises/summary";

const exercise = exerciseSchema.parse({
  settings: { mode: "required", passMarkPercent: 60, shuffleChoices: true },
  questions: [
    {
      id: "q1",
      type: "multiple",
      prompt: "?",
      choices: [
        { id: "a", text: "A", correct: true },
        { id: "b", text: "B", correct: false },
        { id: "c", text: "C", correct: true },
      ],
    },
    { id: "q2", type: "number", prompt: "?", answer: 2, units: ["m/s"] },
    { id: "q3", type: "text", prompt: "?", accepted: ["Paris"], ignoreFinalFullStop: true },
  ],
});
const [q1, q2, q3] = exercise.questions as [(typeof exercise.questions)[number], (typeof exercise.questions)[number], (typeof exercise.questions)[number]];
const ATTEMPT = "attempt-00000000000001";
const grade = (answers: Record<string, string[]>) => gradeAttempt(exercise, answers, ATTEMPT);

describe("an attempt's document", () => {
  it("is keyed by student, lesson and attempt", () => {
    expect(attemptDocId("uid123", "math-02", ATTEMPT)).toBe(`uid123_math-02_${ATTEMPT}`);
    expect(() => attemptDocId("a/b", "math-02", ATTEMPT)).toThrow(RangeError);
    expect(() => attemptDocId("uid", "", ATTEMPT)).toThrow(RangeError);
  });

  it("keeps the answers and each question's verdict", () => {
    const answers = { q1: ["a", "c"], q2: ["3 m/s"], q3: ["paris."] };
    expect(attemptData(grade(answers), answers)).toEqual({
      attemptId: ATTEMPT,
      answers,
      perQuestion: { q1: { correct: true, earned: 1 }, q2: { correct: false, earned: 0 }, q3: { correct: true, earned: 1 } },
      earned: 2,
      total: 3,
      percent: 67,
      passed: true,
    });
  });
});

describe("the summary on the enrolment", () => {
  const t1 = new Date("2025-06-01T03:00:00Z");
  const t2 = new Date("2025-06-02T03:00:00Z");
  const t3 = new Date("2025-06-03T03:00:00Z");

  it("counts attempts, keeps the best score and the first pass", () => {
    const low = grade({ q1: ["a"], q2: ["2 m/s"], q3: ["x"] }); // 33%
    const high = grade({ q1: ["a", "c"], q2: ["2"], q3: ["Paris"] }); // 100%
    const mid = grade({ q1: ["a", "c"], q2: ["2"], q3: ["x"] }); // 67%

    const first = summariseAttempt(null, low, t1);
    expect(first).toEqual({ attempts: 1, bestPercent: 33, bestEarned: 1, total: 3, passedAt: null, lastAt: t1 });
    expect(lessonRequirementMet(exercise.settings, first)).toBe(false);

    const second = summariseAttempt(first, high, t2);
    expect(second).toEqual({ attempts: 2, bestPercent: 100, bestEarned: 3, total: 3, passedAt: t2, lastAt: t2 });
    expect(lessonRequirementMet(exercise.settings, second)).toBe(true);

    const third = summariseAttempt(second, mid, t3);
    expect(third).toEqual({ attempts: 3, bestPercent: 100, bestEarned: 3, total: 3, passedAt: t2, lastAt: t3 });
  });

  it("never blocks a practice exercise", () => {
    expect(lessonRequirementMet({ mode: "practice" }, null)).toBe(true);
    expect(lessonRequirementMet({ mode: "required" }, null)).toBe(false);
    const practice = gradeAttempt({ ...exercise, settings: { ...exercise.settings, mode: "practice" } }, {}, ATTEMPT);
    expect(summariseAttempt(null, practice, t1).passedAt).toBeNull();
  });
});

describe("the statistics", () => {
  it("group wrong answers the way a teacher reads them", () => {
    expect(wrongAnswerKey(q1, ["c", "b"])).toBe("b,c");
    expect(wrongAnswerKey(q1, [])).toBe("");
    expect(wrongAnswerKey(q2, ["๓,๐ M/S"])).toBe("3 m/s");
    expect(wrongAnswerKey(q2, ["3.0"])).toBe("3");
    expect(wrongAnswerKey(q3, ["  LONDON. "])).toBe("london");
    expect(wrongAnswerKey(q3, ["ก".repeat(150)])).toHaveLength(100);
  });

  it("count attempts, right answers and the most common wrong ones", () => {
    let stats: Record<string, QuestionStats> = {};
    for (const answers of [
      { q1: ["a", "c"], q2: ["3"], q3: ["London"] },
      { q1: ["a"], q2: ["3 m/s"], q3: ["london."] },
      { q1: ["a", "c"], q2: ["2"], q3: ["Rome"] },
    ]) {
      stats = addToStats(stats, exercise.questions, grade(answers), answers);
    }
    // A multiple-answer question: the right choice left out is "missed", never a wrong answer.
    expect(stats.q1).toEqual({ attempts: 3, right: 2, wrong: [], missed: { c: 1 }, wrongPicked: {} });
    expect(stats.q2).toEqual({ attempts: 3, right: 1, wrong: [{ answer: "3", count: 1 }, { answer: "3 m/s", count: 1 }], missed: {}, wrongPicked: {} });
    expect(stats.q3).toEqual({
      attempts: 3,
      right: 0,
      wrong: [
        { answer: "london", count: 2 },
        { answer: "rome", count: 1 },
      ],
      missed: {},
      wrongPicked: {},
    });
  });

  it("count, per choice of a multiple-answer question, the right ones missed and the wrong ones picked", () => {
    let stats: Record<string, QuestionStats> = {};
    for (const chosen of [["a"], ["a", "b"], ["b"], [], ["a", "b", "c"], ["a", "c"]]) {
      const answers = { q1: chosen };
      stats = addToStats(stats, exercise.questions, grade(answers), answers);
    }
    expect(stats.q1).toEqual({ attempts: 6, right: 1, wrong: [], missed: { a: 2, c: 4 }, wrongPicked: { b: 3 } });
  });

  it("read older statistics of a multiple-answer question (chosen sets) into the same per-choice counts", () => {
    const stored: QuestionStats = {
      attempts: 9,
      right: 2,
      wrong: [
        { answer: "a", count: 4 }, // c missed
        { answer: "a,b", count: 2 }, // c missed, b picked
        { answer: "", count: 1 }, // a and c missed
        { answer: OTHER_WRONG, count: 1 }, // names no choice
      ],
      missed: { a: 1 },
      wrongPicked: {},
    };
    if (q1?.type !== "multiple") throw new Error("q1 is a multiple-answer question");
    expect(migrateChoiceStats(q1, stored)).toEqual({ attempts: 9, right: 2, wrong: [], missed: { a: 2, c: 7 }, wrongPicked: { b: 2 } });
  });

  it(`keep at most ${MAX_WRONG_ANSWERS} distinct wrong answers, the rest as “${OTHER_WRONG}”`, () => {
    let stats: Record<string, QuestionStats> = {};
    for (let i = 0; i < MAX_WRONG_ANSWERS + 5; i++) {
      const answers = { q3: [`city ${i}`] };
      stats = addToStats(stats, exercise.questions, grade(answers), answers);
    }
    const answers = { q3: ["city 0"] };
    stats = addToStats(stats, exercise.questions, grade(answers), answers);
    const wrong = stats.q3?.wrong ?? [];
    expect(wrong).toHaveLength(MAX_WRONG_ANSWERS + 1);
    // Most common first.
    expect(wrong.slice(0, 2)).toEqual([
      { answer: OTHER_WRONG, count: 5 },
      { answer: "city 0", count: 2 },
    ]);
  });
});
