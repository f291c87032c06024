import { describe, expect, it } from "vitest";
import { mergeWrongAnswers, wrongAnswerField } from "~/exercises/exercise-stats.store.server";

describe("exercise statistics' wrong answers (exerciseStats)", () => {
  it("keys any answer text as a plain map key, the same text always the same key", () => {
    for (const answer of ["__name__", "a.b", "`x`", "อื่น ๆ", "9.8 m/s²", "p3m9,x7k2"]) {
      const field = wrongAnswerField(answer);
      expect(field).toMatch(/^w[A-Za-z0-9_-]{16}$/);
      expect(wrongAnswerField(answer)).toBe(field);
    }
    expect(wrongAnswerField("a")).not.toBe(wrongAnswerField("b"));
  });

  it("adds the older list and the keyed counts, most common first", () => {
    const merged = mergeWrongAnswers(
      [
        { answer: "x7k2", count: 3 },
        { answer: "c8w1", count: 1 },
      ],
      {
        [wrongAnswerField("c8w1")]: { answer: "c8w1", count: 4 },
        [wrongAnswerField("j5r6")]: { answer: "j5r6", count: 2 },
      },
    );
    expect(merged).toEqual([
      { answer: "c8w1", count: 5 },
      { answer: "x7k2", count: 3 },
      { answer: "j5r6", count: 2 },
    ]);
  });
});
