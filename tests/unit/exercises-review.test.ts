/**
 * A saved attempt reread (app/exercises/review.ts): the review keeps the score
 * that counted and says when the exercise changed since; "ฝึกเฉพาะข้อที่ผิด"
 * takes only the questions not fully right, as practice.
 */
import { describe, expect, it } from "vitest";
import { gradeAttempt } from "~/exercises/grading";
import { practiceOf, reviewAttempt, wrongQuestionIds, type KeptAttempt } from "~/exercises/review";
import { attemptData } from "~/exercises/summary";
import { exerciseSchema, type Answers, type Exercise } from "~/exercises/schema";

const exercise: Exercise = exerciseSchema.parse({
  settings: { mode: "required", passMarkPercent: 70, shuffleChoices: true },
  questions: [
    { id: "q1", type: "single", prompt: "2 + 2", points: 1, explanation: "สี่", choices: [{ id: "a", text: "4", correct: true }, { id: "b", text: "5", correct: false }] },
    { id: "q2", type: "number", prompt: "3 × 3", points: 2, explanation: "เก้า", answer: 9 },
    {
      id: "q3", type: "multiple", prompt: "จำนวนคู่", points: 2, explanation: "", scoring: "partial",
      choices: [{ id: "a", text: "2", correct: true }, { id: "b", text: "4", correct: true }, { id: "c", text: "5", correct: false }],
    },
  ],
});

/** What the store keeps of an attempt graded against `ex`. */
function kept(ex: Exercise, answers: Answers): KeptAttempt {
  return attemptData(gradeAttempt(ex, answers, "attempt-0123456789abcdef"), answers);
}

const answers: Answers = { q1: ["a"], q2: ["8"], q3: ["a"] }; // right, wrong, partly right

describe("a past attempt's review", () => {
  it("shows each question graded as it was, with the score that counted", () => {
    const saved = kept(exercise, answers);
    const { result, changed } = reviewAttempt(exercise, saved);
    expect(changed).toBe(false);
    expect(result.questions.map((q) => [q.id, q.correct, q.given])).toEqual([["q1", true, ["a"]], ["q2", false, ["8"]], ["q3", false, ["a"]]]);
    expect(result.questions[1]!.explanation).toBe("เก้า");
    expect([result.earned, result.total, result.percent, result.passed]).toEqual([saved.earned, saved.total, saved.percent, saved.passed]);
    // The choices in the order that attempt showed them.
    expect(result.questions[0]!.choices?.map((c) => c.id)).toEqual(gradeAttempt(exercise, answers, saved.attemptId).questions[0]!.choices?.map((c) => c.id));
  });

  it("says when the tutor changed the exercise since, and keeps the score of then", () => {
    const saved = kept(exercise, answers);
    const edited: Exercise = { ...exercise, questions: exercise.questions.map((q) => (q.id === "q2" && q.type === "number" ? { ...q, answer: 8 } : q)) };
    const review = reviewAttempt(edited, saved);
    expect(review.changed).toBe(true);
    expect(review.result.percent).toBe(saved.percent);
    const shorter: Exercise = { ...exercise, questions: exercise.questions.filter((q) => q.id !== "q3") };
    const cut = reviewAttempt(shorter, saved);
    expect(cut.changed).toBe(true);
    expect(cut.result.questions.map((q) => q.id)).toEqual(["q1", "q2"]);
  });
});

describe("ฝึกเฉพาะข้อที่ผิด", () => {
  it("takes the questions not fully right, in the exercise's order, as practice", () => {
    const ids = wrongQuestionIds(exercise, kept(exercise, answers));
    expect(ids).toEqual(["q2", "q3"]);
    const practice = practiceOf(exercise, ids)!;
    expect(practice.questions.map((q) => q.id)).toEqual(["q2", "q3"]);
    expect(practice.settings.mode).toBe("practice");
    expect(exercise.settings.mode).toBe("required");
  });

  it("has nothing to practise after an all-right attempt, or when the missed questions are gone", () => {
    const allRight = kept(exercise, { q1: ["a"], q2: ["9"], q3: ["a", "b"] });
    expect(wrongQuestionIds(exercise, allRight)).toEqual([]);
    expect(practiceOf(exercise, [])).toBeNull();
    const onlyFirst: Exercise = { ...exercise, questions: exercise.questions.slice(0, 1) };
    expect(wrongQuestionIds(onlyFirst, kept(exercise, answers))).toEqual([]);
  });
});
