/**
 * Grading of exercises: every rule as a table of Thai and English cases
 * (numbers as students type them, units, tolerances and their edges, short
 * text normalisation, choice sets) and a whole attempt's score and pass.
 */
import { describe, expect, it } from "vitest";
import { normaliseShortText, normaliseUnit, readNumber, withinTolerance } from "~/exercises/answers";
import { correctAnswerText, formatNumber, gradeAttempt, gradeQuestion } from "~/exercises/grading";
import { GRADING_NOTES } from "~/exercises/messages";
import type { z } from "zod";
import { exerciseSchema, questionSchema, type Exercise, type Question } from "~/exercises/schema";

type QuestionInput = z.input<typeof questionSchema>;

const q = (input: QuestionInput): Question => questionSchema.parse(input);

describe("reading a typed number", () => {
  it.each([
    // [typed, value, unit as typed]
    ["42", 42, ""],
    ["  42  ", 42, ""],
    ["-3.5", -3.5, ""],
    ["+7", 7, ""],
    ["− 3.5", -3.5, ""], // U+2212 minus sign, a space after it
    ["0", 0, ""],
    ["-0", 0, ""],
    [".5", 0.5, ""],
    ["12.", 12, ""],
    ["๑๒.๕", 12.5, ""], // Thai digits
    ["๑,๕๐๐", 1500, ""],
    ["1,500", 1500, ""], // thousands
    ["12,345,678", 12345678, ""],
    ["1,500.25", 1500.25, ""],
    ["1,5", 1.5, ""], // decimal comma
    ["0,500", 0.5, ""], // a first group of 0 is never thousands
    ["3,14159", 3.14159, ""],
    ["1234,5", 1234.5, ""],
    ["1e3", 1000, ""],
    ["1E-3", 0.001, ""],
    ["2.5e+4", 25000, ""],
    ["1,5e3", 1500, ""],
    ["2.5 × 10^3", 2500, ""],
    ["2.5x10^-3", 0.0025, ""],
    ["2.5 * 10^(3)", 2500, ""],
    ["6.02×10²³", 6.02e23, ""],
    ["1.6 × 10⁻¹⁹ C", 1.6e-19, "C"],
    ["9.8 m/s²", 9.8, "m/s²"],
    ["๑๒ เมตร/วินาที", 12, "เมตร/วินาที"],
    ["20m", 20, "m"],
    ["5 eV", 5, "eV"],
    ["80 %", 80, "%"],
    ["1,500 เมตร", 1500, "เมตร"],
    ["1\u200b2", 12, ""], // a zero-width space inside
  ])("%j is %d with unit %j", (typed, value, unit) => {
    const reading = readNumber(typed);
    expect(reading).toMatchObject({ kind: "number", value, unit });
  });

  it.each(["", "   ", "\u200b"])("%j is empty", (typed) => {
    expect(readNumber(typed)).toEqual({ kind: "empty" });
  });

  it.each([
    "abc",
    "-",
    "m/s",
    "12..5",
    "1.2.3",
    "1 500", // spaces are not thousands separators
    "1,50,000",
    "1.500,5",
    "1,500,",
    "1,,5",
    "1e3e3",
    "1e3 × 10^2",
    "1e99999",
    "สิบสอง",
  ])("%j is not a number", (typed) => {
    expect(readNumber(typed)).toEqual({ kind: "invalid" });
  });
});

describe("reading a typed fraction", () => {
  it.each([
    // [typed, value, unit as typed]
    ["1/2", 0.5, ""],
    ["-3/4", -0.75, ""],
    ["− 3/4", -0.75, ""],
    ["+1/4", 0.25, ""],
    ["1 / 2", 0.5, ""],
    ["๑/๒", 0.5, ""], // Thai digits
    ["7/2", 3.5, ""], // an improper fraction alone is fine
    ["0/5", 0, ""],
    ["1 1/2", 1.5, ""], // a mixed number
    ["-2 3/4", -2.75, ""],
    ["๒ ๑/๔", 2.25, ""],
    ["1/2 m/s", 0.5, "m/s"], // a fraction with a unit that has a slash
    ["3/4 เมตร", 0.75, "เมตร"],
    ["1 1/2 m", 1.5, "m"],
    ["9.8 m/s", 9.8, "m/s"], // a unit's slash is not a fraction
    ["3 m/s", 3, "m/s"],
    ["12 เมตร/วินาที", 12, "เมตร/วินาที"],
  ])("%j is %d with unit %j", (typed, value, unit) => {
    expect(readNumber(typed)).toMatchObject({ kind: "number", value, unit });
  });

  it("reads 1/3 as the fraction's value", () => {
    expect(readNumber("1/3")).toMatchObject({ kind: "number", value: 1 / 3 });
  });

  it.each(["1/0", "-3/0", "0/0", "๑/๐", "1 1/0", "5/0 m/s"])("%j is refused as a division by zero", (typed) => {
    expect(readNumber(typed)).toEqual({ kind: "divisionByZero" });
  });

  it.each([
    "1/2/3",
    "1/",
    "/2",
    "1.5/3", // whole numbers only, above and below the line
    "1/2.5",
    "1,000/2",
    "3/-4",
    "1 3/2", // a mixed number with an improper fraction: likely a slip
    "1 1 1/2",
    "1/2e3",
    "1/2 × 10^3",
  ])("%j is not a number", (typed) => {
    expect(readNumber(typed)).toEqual({ kind: "invalid" });
  });
});

describe("units", () => {
  it.each([
    ["m/s", "m / s"],
    ["m/s", "M/S"],
    ["m/s²", "m/s^2"],
    ["m/s²", "m / s ^ 2"],
    ["m·s⁻¹", "m s^-1"],
    ["m·s⁻¹", "m*s^-1"],
    ["N·m", "N m"],
    ["N·m", "n⋅m"],
    ["เมตร/วินาที", "เมตร ต่อ วินาที"],
    ["เมตร/วินาที", "เมตรต่อวินาที"],
    ["เมตร/วินาที", "เมตร÷วินาที"],
    ["μm", "µm"], // Greek mu = micro sign
    ["°C", "ºc"],
    ["m³", "m^3"],
    ["m^+2", "m²"],
  ])("%j = %j", (a, b) => {
    expect(normaliseUnit(a)).toBe(normaliseUnit(b));
  });

  it.each([
    ["m/s", "m/s²"],
    ["m/s", "km/h"],
    ["m", "cm"],
    ["เมตร", "เมตร/วินาที"],
  ])("%j ≠ %j", (a, b) => {
    expect(normaliseUnit(a)).not.toBe(normaliseUnit(b));
  });

  const speed = q({
    id: "v",
    type: "number",
    prompt: "v?",
    answer: 2,
    tolerance: { kind: "absolute", amount: 0.05 },
    units: ["m/s", "เมตร/วินาที"],
    unitRequired: true,
  });
  const optional = q({
    id: "w",
    type: "number",
    prompt: "v?",
    answer: 2,
    tolerance: { kind: "absolute", amount: 0.05 },
    units: ["m/s", "เมตร/วินาที"],
  });
  const bare = q({ id: "n", type: "number", prompt: "n?", answer: 8 });

  it.each([
    [speed, "2 m/s", true, null],
    [speed, "2m/s", true, null],
    [speed, "2 M/S", true, null],
    [speed, "๒ เมตร/วินาที", true, null],
    [speed, "2 เมตรต่อวินาที", true, null],
    [speed, "2", false, GRADING_NOTES.missingUnit],
    [speed, "2 km/h", false, GRADING_NOTES.wrongUnit(["m/s", "เมตร/วินาที"])],
    [speed, "2 m", false, GRADING_NOTES.wrongUnit(["m/s", "เมตร/วินาที"])],
    [speed, "3 m/s", false, null],
    [optional, "2", true, null],
    [optional, "2 m/s", true, null],
    [optional, "2 km/h", false, GRADING_NOTES.wrongUnit(["m/s", "เมตร/วินาที"])],
    [bare, "8", true, null],
    [bare, "๘", true, null],
    [bare, "8 กรณี", false, GRADING_NOTES.noUnitExpected],
  ] as const)("%#: %j → %s", (question, typed, correct, note) => {
    expect(gradeQuestion(question, [typed])).toEqual({ correct, share: correct ? 1 : 0, note });
  });
});

describe("tolerances (edges included)", () => {
  it.each([
    // [value, expected, kind, amount, within]
    [9.8, 9.8, "absolute", 0, true],
    [9.81, 9.8, "absolute", 0, false],
    [9.9, 9.8, "absolute", 0.1, true], // 9.9 − 9.8 is 0.10000000000000142 in binary
    [9.7, 9.8, "absolute", 0.1, true],
    [9.91, 9.8, "absolute", 0.1, false],
    [9.69, 9.8, "absolute", 0.1, false],
    [-2.05, -2, "absolute", 0.05, true],
    [-2.06, -2, "absolute", 0.05, false],
    [102, 100, "relative", 2, true],
    [98, 100, "relative", 2, true],
    [102.01, 100, "relative", 2, false],
    [-102, -100, "relative", 2, true], // a percentage of |expected|
    [25.5, 25, "relative", 2, true],
    [25.51, 25, "relative", 2, false],
    [0, 0, "relative", 5, true],
    [0.0001, 0, "relative", 5, false], // relative to 0: only 0
    [1.6e-19, 1.6e-19, "absolute", 0, true],
    [1.7e-19, 1.6e-19, "relative", 5, false],
    [1.68e-19, 1.6e-19, "relative", 5, true],
    [6.02e23, 6.022e23, "relative", 1, true],
  ] as const)("%d vs %d ± %s %d → %s", (value, expected, kind, amount, within) => {
    expect(withinTolerance(value, expected, { kind, amount })).toBe(within);
  });

  it("grades typed numbers through the tolerance", () => {
    const question = q({ id: "t", type: "number", prompt: "?", answer: 1500, tolerance: { kind: "relative", amount: 1 } });
    for (const typed of ["1,500", "1500", "1.5e3", "๑,๕๐๐", "1,515", "1485"]) {
      expect(gradeQuestion(question, [typed]).correct, typed).toBe(true);
    }
    for (const typed of ["1,5", "1,516", "1484", "15000", ""]) {
      expect(gradeQuestion(question, [typed]).correct, typed).toBe(false);
    }
  });
});

describe("short text", () => {
  it.each([
    // [typed, accepted, ignoreFinalFullStop, correct]
    ["เซตว่าง", "เซตว่าง", false, true],
    ["  เซต  ว่าง ", "เซต ว่าง", false, true],
    ["เซต\u200bว่าง", "เซตว่าง", false, true], // zero-width space from a Thai editor
    ["\ufeffเซตว่าง\u2060", "เซตว่าง", false, true],
    ["เซต\u200cว่าง\u200d", "เซตว่าง", false, true],
    ["แมว", "แมว", false, true],
    ["เเมว", "แมว", false, true], // แ typed as two เ
    ["น\u0e4d\u0e32", "น\u0e33", false, true], // ำ typed as ํ + า
    ["ข้อ ๓", "ข้อ 3", false, true], // Thai digits
    ["เซตว่าง.", "เซตว่าง", false, false],
    ["เซตวาง", "เซตว่าง", false, false], // a missing tone mark is another word
    ["Topic Sentence", "topic sentence", false, true],
    ["TOPIC   SENTENCE", "topic sentence", false, true],
    ["topic\tsentence\n", "topic sentence", false, true],
    ["topic sentence.", "topic sentence", true, true],
    ["topic sentence .", "topic sentence", true, true],
    ["Topic sentence.", "topic sentence.", true, true],
    ["topic sentence.", "topic sentence", false, false],
    ["topic sentence..", "topic sentence", true, false], // one full stop only
    ["topic sentences", "topic sentence", true, false],
    ["don’t", "don't", false, true], // a phone's apostrophe
    ["Cafe\u0301", "café", false, true], // NFC
    ["", "topic sentence", true, false],
  ] as const)("%j vs %j (ignore full stop: %s) → %s", (typed, accepted, ignoreFinalFullStop, correct) => {
    const question = q({ id: "s", type: "text", prompt: "?", accepted: [accepted], ignoreFinalFullStop });
    expect(gradeQuestion(question, [typed]).correct).toBe(correct);
  });

  it("any accepted answer counts", () => {
    const question = q({ id: "s", type: "text", prompt: "?", accepted: ["ลดลง", "ช้าลง", "slower"] });
    expect(["ลดลง", "ช้าลง", "Slower"].map((a) => gradeQuestion(question, [a]).correct)).toEqual([true, true, true]);
    expect(gradeQuestion(question, ["เร็วขึ้น"]).correct).toBe(false);
  });

  it("normalises in one documented way", () => {
    expect(normaliseShortText("  The\u200b  Cat\u00a0Sat. ", true)).toBe("the cat sat");
    expect(normaliseShortText("๑๒๓ ABC")).toBe("123 abc");
  });
});

describe("choices", () => {
  const single = q({
    id: "one",
    type: "single",
    prompt: "?",
    choices: [
      { id: "a1", text: "A", correct: false },
      { id: "b2", text: "B", correct: true },
      { id: "c3", text: "C", correct: false },
    ],
  });
  const multiple = q({
    id: "many",
    type: "multiple",
    prompt: "?",
    choices: [
      { id: "a1", text: "A", correct: true },
      { id: "b2", text: "B", correct: false },
      { id: "c3", text: "C", correct: true },
      { id: "d4", text: "D", correct: false },
    ],
  });

  it.each([
    [single, ["b2"], true],
    [single, ["a1"], false],
    [single, [], false],
    [single, ["a1", "b2"], false],
    [multiple, ["a1", "c3"], true],
    [multiple, ["c3", "a1"], true], // order does not matter
    [multiple, ["a1", "c3", "a1"], true], // a repeated id is the same set
    [multiple, ["a1"], false], // a subset is not enough
    [multiple, ["a1", "c3", "d4"], false], // a superset is wrong
    [multiple, ["b2", "d4"], false],
    [multiple, [], false],
    [multiple, ["zz"], false],
  ] as const)("%#: %j → %s", (question, chosen, correct) => {
    expect(gradeQuestion(question, chosen).correct).toBe(correct);
  });
});

describe("multiple-answer scoring: all or nothing, or partial", () => {
  // 3 right choices (a, b, c), 2 wrong ones (x, y), 3 points.
  const choices = [
    { id: "a", text: "A", correct: true },
    { id: "b", text: "B", correct: true },
    { id: "c", text: "C", correct: true },
    { id: "x", text: "X", correct: false },
    { id: "y", text: "Y", correct: false },
  ];
  const all = q({ id: "m", type: "multiple", prompt: "?", points: 3, choices });
  const partial = q({ id: "m", type: "multiple", prompt: "?", points: 3, choices, scoring: "partial" });
  const exerciseOf = (question: Question): Exercise => ({ settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: false }, questions: [question] });
  const earned = (question: Question, chosen: string[]) => gradeAttempt(exerciseOf(question), { m: chosen }, "attempt-0000000001").questions[0]!.earned;

  it("stored questions without the choice score all or nothing, as before", () => {
    expect(all.type === "multiple" && all.scoring).toBe("all");
  });

  it.each([
    // [chosen, all-or-nothing share, partial share]
    [[], 0, 0], // none picked
    [["a", "b", "c"], 1, 1], // exactly the right ones
    [["a", "b"], 0, 2 / 3], // two of three right
    [["a"], 0, 1 / 3],
    [["a", "b", "x"], 0, 1 / 3], // two right, one wrong
    [["a", "b", "c", "x"], 0, 2 / 3],
    [["a", "x"], 0, 0], // as many wrong as right: floored
    [["a", "x", "y"], 0, 0], // more wrong than right: never below 0
    [["x", "y"], 0, 0], // only wrong ones
    [["a", "b", "c", "x", "y"], 0, 1 / 3], // every choice picked
  ] as const)("%j → all or nothing %s, partial %s", (chosen, allShare, partialShare) => {
    expect(gradeQuestion(all, chosen)).toEqual({ correct: allShare === 1, share: allShare, note: null });
    expect(gradeQuestion(partial, chosen)).toEqual({ correct: partialShare === 1, share: partialShare, note: null });
  });

  it("scales the share to the question's points, in hundredths", () => {
    expect(earned(partial, ["a", "b"])).toBe(2);
    expect(earned(partial, ["a"])).toBe(1);
    expect(earned(all, ["a", "b"])).toBe(0);
    const onePoint = q({ id: "m", type: "multiple", prompt: "?", points: 1, choices, scoring: "partial" });
    expect(earned(onePoint, ["a", "b"])).toBe(0.67);
    const result = gradeAttempt(exerciseOf(onePoint), { m: ["a", "b"] }, "attempt-0000000001");
    expect(result).toMatchObject({ earned: 0.67, total: 1, percent: 67, correctCount: 0 });
    expect(result.questions[0]).toMatchObject({ correct: false, earned: 0.67 });
  });

  it("gives single-choice questions no part marks", () => {
    const single = q({ id: "s", type: "single", prompt: "?", choices: [choices[0]!, choices[3]!] });
    expect(gradeQuestion(single, ["a", "x"]).share).toBe(0);
  });
});

describe("a whole attempt", () => {
  const exercise: Exercise = exerciseSchema.parse({
    settings: { mode: "required", passMarkPercent: 70, shuffleChoices: false },
    questions: [
      {
        id: "q1",
        type: "single",
        points: 3,
        prompt: "$1 + 1$",
        explanation: "เพราะ $1 + 1 = 2$",
        choices: [
          { id: "a", text: "$2$", correct: true },
          { id: "b", text: "$3$", correct: false },
        ],
      },
      { id: "q2", type: "number", points: 4, prompt: "g?", answer: 9.8, tolerance: { kind: "absolute", amount: 0.1 }, units: ["m/s²"] },
      { id: "q3", type: "text", points: 3, prompt: "?", accepted: ["Paris"], ignoreFinalFullStop: true },
    ],
  });

  it("adds the points, rounds the percentage half up and passes on the exact mark", () => {
    const all = gradeAttempt(exercise, { q1: ["a"], q2: ["9.9 m/s²"], q3: ["paris."] }, "attempt-0000000001");
    expect(all).toMatchObject({ earned: 10, total: 10, percent: 100, passed: true, correctCount: 3, mode: "required" });

    const seventy = gradeAttempt(exercise, { q1: ["a"], q2: ["9.8"], q3: ["London"] }, "attempt-0000000001");
    expect(seventy).toMatchObject({ earned: 7, percent: 70, passed: true });

    const thirty = gradeAttempt(exercise, { q1: ["b"], q2: ["10.5"], q3: ["Paris"] }, "attempt-0000000001");
    expect(thirty).toMatchObject({ earned: 3, percent: 30, passed: false, correctCount: 1 });

    const none = gradeAttempt(exercise, {}, "attempt-0000000001");
    expect(none).toMatchObject({ earned: 0, percent: 0, passed: false });
    expect(none.questions.map((g) => g.given)).toEqual([[], [], []]);
  });

  it("rounds half up (2/3 → 67 %) and passes on the figure shown, never against it", () => {
    const three = (passMarkPercent: number) =>
      exerciseSchema.parse({
        settings: { mode: "required", passMarkPercent, shuffleChoices: false },
        questions: ["a", "b", "c"].map((id) => ({ id, type: "text", prompt: id, accepted: [id] })),
      });
    const answers = { a: ["a"], b: ["b"], c: ["x"] };
    expect(gradeAttempt(three(67), answers, "attempt-0000000001")).toMatchObject({ earned: 2, total: 3, percent: 67, passed: true });
    expect(gradeAttempt(three(68), answers, "attempt-0000000001")).toMatchObject({ percent: 67, passed: false });
    const six = exerciseSchema.parse({
      settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: false },
      questions: ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, type: "text", prompt: id, accepted: [id] })),
    });
    expect(gradeAttempt(six, { a: ["a"], b: ["b"], c: ["c"], d: ["d"] }, "attempt-0000000001").percent).toBe(67);
    expect(gradeAttempt(six, { a: ["a"] }, "attempt-0000000001").percent).toBe(17);
  });

  it("gives each question its answer key, explanation and marked choices", () => {
    const result = gradeAttempt(exercise, { q1: ["b"], q2: ["9.8 km"], q3: ["Paris"] }, "attempt-0000000001");
    const [one, two, three] = result.questions;
    expect(one).toMatchObject({ number: 1, correct: false, earned: 0, explanation: "เพราะ $1 + 1 = 2$", correctAnswer: "$2$" });
    expect(one?.choices).toEqual([
      { id: "a", text: "$2$", correct: true, chosen: false },
      { id: "b", text: "$3$", correct: false, chosen: true },
    ]);
    expect(two).toMatchObject({ correct: false, note: GRADING_NOTES.wrongUnit(["m/s²"]), correctAnswer: "9.8 m/s² (คลาดเคลื่อนได้ ±0.1)" });
    expect(three).toMatchObject({ correct: true, earned: 3, correctAnswer: "Paris", choices: null });
  });
});

describe("answer keys as text", () => {
  it.each([
    [{ id: "a", type: "number", prompt: "?", answer: 17 }, "17"],
    [{ id: "a", type: "number", prompt: "?", answer: 25, tolerance: { kind: "relative", amount: 2 }, units: ["m", "เมตร"] }, "25 m (คลาดเคลื่อนได้ ±2%)"],
    [{ id: "a", type: "number", prompt: "?", answer: 1.6e-19, units: ["C"] }, "1.6 × 10⁻¹⁹ C"],
    [{ id: "a", type: "number", prompt: "?", answer: 0.1 + 0.2 }, "0.3"],
    [{ id: "a", type: "text", prompt: "?", accepted: ["ลดลง", "ช้าลง"] }, "ลดลง หรือ ช้าลง"],
  ] as const)("%#: %s", (input, text) => {
    expect(correctAnswerText(q(input as QuestionInput))).toBe(text);
  });

  it("formats numbers without float noise", () => {
    expect([formatNumber(1500), formatNumber(-0.05), formatNumber(0)]).toEqual(["1500", "-0.05", "0"]);
  });

  it("writes very large and small numbers as school books do, never as 2.5e3", () => {
    expect([formatNumber(6.02e23), formatNumber(-1.6e-19), formatNumber(2.5e12), formatNumber(1e-7)]).toEqual([
      "6.02 × 10²³",
      "-1.6 × 10⁻¹⁹",
      "2.5 × 10¹²",
      "1 × 10⁻⁷",
    ]);
  });
});
