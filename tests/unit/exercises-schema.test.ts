/**
 * The exercise schema's Thai field errors (what the lesson editor shows), and a
 * submitted attempt: bounds, unknown questions, missing and unreadable answers,
 * with the student's answers kept for the form.
 */
import { describe, expect, it } from "vitest";
import { readAttemptForm } from "~/exercises/attempt";
import { answerField } from "~/exercises/fields";
import { ATTEMPT_ERRORS, EXERCISE_ERRORS } from "~/exercises/messages";
import type { z } from "zod";
import { EXERCISE_LIMITS, attemptSchemaFor, exerciseFieldErrors, exerciseSchema, type questionSchema } from "~/exercises/schema";
import { newAttemptId, newItemId } from "~/exercises/shuffle";

type QuestionInput = z.input<typeof questionSchema>;
type ExerciseInput = z.input<typeof exerciseSchema>;

const single = {
  id: "q1",
  type: "single",
  prompt: "ข้อใดถูก",
  choices: [
    { id: "a", text: "หนึ่ง", correct: true },
    { id: "b", text: "สอง", correct: false },
  ],
} satisfies QuestionInput;

function valid(overrides: Partial<ExerciseInput> = {}): ExerciseInput {
  return { settings: { mode: "practice", passMarkPercent: 60, shuffleChoices: false }, questions: [single], ...overrides };
}

/** The field errors of an exercise that must fail. */
function errorsOf(input: unknown): Record<string, string> {
  const result = exerciseSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : exerciseFieldErrors(result.error);
}

const withQuestion = (question: Record<string, unknown>) => valid({ questions: [question as never] });

describe("the exercise schema", () => {
  it("accepts a small exercise and fills defaults", () => {
    const parsed = exerciseSchema.parse({ settings: {}, questions: [{ id: "n1", type: "number", prompt: "1 + 1\r\n= ?", answer: 2 }] });
    expect(parsed.settings).toEqual({ mode: "practice", passMarkPercent: 60, shuffleChoices: false });
    expect(parsed.questions[0]).toEqual({
      id: "n1",
      type: "number",
      prompt: "1 + 1\n= ?",
      explanation: "",
      points: 1,
      answer: 2,
      tolerance: { kind: "absolute", amount: 0 },
      units: [],
      unitRequired: false,
    });
  });

  it.each([
    ["settings", { ...valid(), settings: { mode: "exam" } }, "settings.mode", EXERCISE_ERRORS.mode],
    ["pass mark above 100", { ...valid(), settings: { passMarkPercent: 101 } }, "settings.passMarkPercent", EXERCISE_ERRORS.passMark],
    ["pass mark not whole", { ...valid(), settings: { passMarkPercent: 50.5 } }, "settings.passMarkPercent", EXERCISE_ERRORS.passMark],
    ["pass mark as text", { ...valid(), settings: { passMarkPercent: "60" } }, "settings.passMarkPercent", EXERCISE_ERRORS.passMark],
    ["shuffle", { ...valid(), settings: { shuffleChoices: "yes" } }, "settings.shuffleChoices", EXERCISE_ERRORS.shuffle],
    ["no questions", valid({ questions: [] }), "questions", EXERCISE_ERRORS.noQuestions],
    ["questions missing", { settings: {} }, "questions", EXERCISE_ERRORS.noQuestions],
    [
      "too many questions",
      valid({ questions: Array.from({ length: 31 }, (_, i) => ({ ...single, id: `q${i}` })) }),
      "questions",
      EXERCISE_ERRORS.tooManyQuestions(30),
    ],
    ["duplicate ids", valid({ questions: [single, single] }), "questions.1.id", EXERCISE_ERRORS.duplicateQuestionId("q1")],
    ["bad id", withQuestion({ ...single, id: "Q 1" }), "questions.0.id", EXERCISE_ERRORS.questionId],
    ["unknown type", withQuestion({ ...single, type: "essay" }), "questions.0.type", EXERCISE_ERRORS.questionType],
    ["empty prompt", withQuestion({ ...single, prompt: "  \n " }), "questions.0.prompt", EXERCISE_ERRORS.promptRequired],
    ["long prompt", withQuestion({ ...single, prompt: "ก".repeat(2501) }), "questions.0.prompt", EXERCISE_ERRORS.promptTooLong(2500)],
    ["long explanation", withQuestion({ ...single, explanation: "ข".repeat(2501) }), "questions.0.explanation", EXERCISE_ERRORS.explanationTooLong(2500)],
    [
      "long choice",
      withQuestion({ ...single, choices: [single.choices[0], { ...single.choices[1], text: "ค".repeat(301) }] }),
      "questions.0.choices.1.text",
      EXERCISE_ERRORS.choiceTextTooLong(300),
    ],
    ["zero points", withQuestion({ ...single, points: 0 }), "questions.0.points", EXERCISE_ERRORS.points(1, 100)],
    ["101 points", withQuestion({ ...single, points: 101 }), "questions.0.points", EXERCISE_ERRORS.points(1, 100)],
    ["one choice", withQuestion({ ...single, choices: [single.choices[0]] }), "questions.0.choices", EXERCISE_ERRORS.tooFewChoices(2)],
    [
      "nine choices",
      withQuestion({ ...single, choices: Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, text: `ตัวเลือก ${i}`, correct: i === 0 })) }),
      "questions.0.choices",
      EXERCISE_ERRORS.tooManyChoices(8),
    ],
    [
      "duplicate choice ids",
      withQuestion({ ...single, choices: [single.choices[0], { ...single.choices[1], id: "a" }] }),
      "questions.0.choices.1.id",
      EXERCISE_ERRORS.duplicateChoiceId("a"),
    ],
    [
      "duplicate choice texts",
      withQuestion({ ...single, choices: [single.choices[0], { ...single.choices[1], text: " หนึ่ง " }] }),
      "questions.0.choices.1.text",
      EXERCISE_ERRORS.duplicateChoiceText,
    ],
    ["empty choice", withQuestion({ ...single, choices: [single.choices[0], { ...single.choices[1], text: " " }] }), "questions.0.choices.1.text", EXERCISE_ERRORS.choiceTextRequired],
    ["bad choice id", withQuestion({ ...single, choices: [single.choices[0], { ...single.choices[1], id: "B!" }] }), "questions.0.choices.1.id", EXERCISE_ERRORS.choiceId],
    [
      "two correct in single",
      withQuestion({ ...single, choices: single.choices.map((c) => ({ ...c, correct: true })) }),
      "questions.0.choices",
      EXERCISE_ERRORS.singleNeedsOneCorrect,
    ],
    [
      "none correct in single",
      withQuestion({ ...single, choices: single.choices.map((c) => ({ ...c, correct: false })) }),
      "questions.0.choices",
      EXERCISE_ERRORS.singleNeedsOneCorrect,
    ],
    [
      "none correct in multiple",
      withQuestion({ ...single, type: "multiple", choices: single.choices.map((c) => ({ ...c, correct: false })) }),
      "questions.0.choices",
      EXERCISE_ERRORS.multipleNeedsCorrect,
    ],
    ["number as text", withQuestion({ id: "n", type: "number", prompt: "?", answer: "12" }), "questions.0.answer", EXERCISE_ERRORS.numberAnswer],
    ["infinite number", withQuestion({ id: "n", type: "number", prompt: "?", answer: Infinity }), "questions.0.answer", EXERCISE_ERRORS.numberAnswer],
    ["huge number", withQuestion({ id: "n", type: "number", prompt: "?", answer: 1e16 }), "questions.0.answer", EXERCISE_ERRORS.numberTooLarge],
    [
      "tolerance kind",
      withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, tolerance: { kind: "percent", amount: 1 } }),
      "questions.0.tolerance.kind",
      EXERCISE_ERRORS.toleranceKind,
    ],
    [
      "negative tolerance",
      withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, tolerance: { kind: "absolute", amount: -1 } }),
      "questions.0.tolerance.amount",
      EXERCISE_ERRORS.toleranceAmount,
    ],
    [
      "relative above 100%",
      withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, tolerance: { kind: "relative", amount: 150 } }),
      "questions.0.tolerance.amount",
      EXERCISE_ERRORS.relativeTooLarge,
    ],
    ["empty unit", withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, units: ["m", " "] }), "questions.0.units.1", EXERCISE_ERRORS.unitRequired],
    ["long unit", withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, units: ["m".repeat(31)] }), "questions.0.units.0", EXERCISE_ERRORS.unitTooLong(30)],
    [
      "too many units",
      withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, units: Array.from({ length: 9 }, (_, i) => `u${String.fromCharCode(97 + i)}`) }),
      "questions.0.units",
      EXERCISE_ERRORS.tooManyUnits(8),
    ],
    [
      "same unit twice",
      withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, units: ["m/s", "M / S"] }),
      "questions.0.units.1",
      EXERCISE_ERRORS.duplicateUnit("M / S"),
    ],
    [
      "unit required without units",
      withQuestion({ id: "n", type: "number", prompt: "?", answer: 1, unitRequired: true }),
      "questions.0.unitRequired",
      EXERCISE_ERRORS.unitRequiredWithoutUnits,
    ],
    ["no accepted answers", withQuestion({ id: "t", type: "text", prompt: "?", accepted: [] }), "questions.0.accepted", EXERCISE_ERRORS.noAcceptedAnswers],
    ["blank accepted answer", withQuestion({ id: "t", type: "text", prompt: "?", accepted: ["\u200b "] }), "questions.0.accepted.0", EXERCISE_ERRORS.acceptedAnswerEmpty],
    [
      "long accepted answer",
      withQuestion({ id: "t", type: "text", prompt: "?", accepted: ["ค".repeat(201)] }),
      "questions.0.accepted.0",
      EXERCISE_ERRORS.acceptedAnswerTooLong(200),
    ],
    [
      "too many accepted answers",
      withQuestion({ id: "t", type: "text", prompt: "?", accepted: Array.from({ length: 21 }, (_, i) => `คำ${i}`) }),
      "questions.0.accepted",
      EXERCISE_ERRORS.tooManyAcceptedAnswers(20),
    ],
    [
      "same accepted answer twice",
      withQuestion({ id: "t", type: "text", prompt: "?", accepted: ["Topic sentence", "topic  sentence."], ignoreFinalFullStop: true }),
      "questions.0.accepted.1",
      EXERCISE_ERRORS.duplicateAcceptedAnswer("topic  sentence."),
    ],
  ])("%s", (_name, input, path, message) => {
    expect(errorsOf(input)[path]).toBe(message);
  });

  it("keeps the largest exercise it accepts within a Firestore document (1 MiB)", () => {
    const L = EXERCISE_LIMITS;
    const thai = (n: number, seed: number) => String.fromCharCode(0x0e01 + (seed % 40)).repeat(n);
    const questions = Array.from({ length: L.maxQuestions }, (_, i) =>
      i % 2 === 0
        ? {
            id: `q-${String(i).padStart(37, "0")}`,
            type: "multiple" as const,
            points: L.maxPoints,
            prompt: thai(L.promptMax, i),
            explanation: thai(L.explanationMax, i + 1),
            choices: Array.from({ length: L.maxChoices }, (_, c) => ({ id: `c${String(c).padStart(11, "0")}`, text: thai(L.choiceMax - 1, c) + String(c), correct: true })),
          }
        : {
            id: `q-${String(i).padStart(37, "0")}`,
            type: "text" as const,
            points: L.maxPoints,
            prompt: thai(L.promptMax, i),
            explanation: thai(L.explanationMax, i + 1),
            accepted: Array.from({ length: L.maxAccepted }, (_, a) => thai(L.acceptedMax - 2, a) + String(a).padStart(2, "0")),
            ignoreFinalFullStop: true,
          }
    );
    const largest = exerciseSchema.parse({ settings: {}, questions });
    const bytes = new TextEncoder().encode(JSON.stringify(largest)).length;
    expect(bytes).toBeGreaterThan(700_000);
    expect(bytes).toBeLessThan(1_048_576 - 100_000);
  });

  it("speaks Thai in every message it gives", () => {
    const broken = {
      settings: { mode: 1, passMarkPercent: null, shuffleChoices: 0 },
      questions: [
        { id: 5, type: "single", prompt: 1, explanation: 2, points: "x", choices: [{ id: null, text: 3, correct: "y" }] },
        { id: "n", type: "number", prompt: "?", answer: null, tolerance: { kind: 1, amount: "z" }, units: "m", unitRequired: 1 },
        { id: "t", type: "text", prompt: "?", accepted: "ก", ignoreFinalFullStop: "no" },
        "not an object",
      ],
    };
    const messages = Object.values(errorsOf(broken));
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(message, message).toMatch(/[\u0e00-\u0e7f]/);
  });
});

describe("a submitted attempt", () => {
  const exercise = exerciseSchema.parse({
    settings: {},
    questions: [
      single,
      { ...single, id: "q2", type: "multiple", choices: [...single.choices, { id: "c", text: "สาม", correct: true }] },
      { id: "q3", type: "number", prompt: "?", answer: 2, units: ["m/s"] },
      { id: "q4", type: "text", prompt: "?", accepted: ["เซตว่าง"] },
    ],
  });
  const attemptId = newAttemptId();

  function form(entries: [string, string][], id: string | null = attemptId): FormData {
    const f = new FormData();
    f.set("intent", "exercise");
    if (id !== null) f.set("attemptId", id);
    for (const [k, v] of entries) f.append(k, v);
    return f;
  }
  const complete: [string, string][] = [
    [answerField("q1"), "a"],
    [answerField("q2"), "a"],
    [answerField("q2"), "c"],
    [answerField("q3"), " ๒ m/s "],
    [answerField("q4"), "เซตว่าง"],
  ];

  it("reads a complete form", () => {
    expect(readAttemptForm(form(complete), exercise)).toEqual({
      ok: true,
      attemptId,
      answers: { q1: ["a"], q2: ["a", "c"], q3: [" ๒ m/s "], q4: ["เซตว่าง"] },
    });
  });

  it("refuses a missing or made-up attempt id, keeping the answers", () => {
    for (const id of [null, "", "short", "x".repeat(41), "has space in it 123456"]) {
      const result = readAttemptForm(form(complete, id), exercise);
      expect(result).toMatchObject({ ok: false, status: 400, formError: ATTEMPT_ERRORS.expired, attemptId: null });
      expect(!result.ok && result.values.q4).toEqual(["เซตว่าง"]);
    }
  });

  it("marks each question that cannot be graded yet, keeping what was typed", () => {
    const result = readAttemptForm(
      form([
        [answerField("q1"), "a"],
        [answerField("q1"), "b"],
        [answerField("q2"), "zz"],
        [answerField("q3"), "12..5 m/s"],
        [answerField("q4"), "   "],
      ]),
      exercise
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      attemptId,
      formError: null,
      errors: {
        q1: ATTEMPT_ERRORS.oneChoiceOnly,
        q2: ATTEMPT_ERRORS.unknownChoice,
        q3: ATTEMPT_ERRORS.notANumber,
        q4: ATTEMPT_ERRORS.unanswered,
      },
      values: { q1: ["a", "b"], q2: ["zz"], q3: ["12..5 m/s"], q4: ["   "] },
    });
  });

  it("takes a fraction as a number, and refuses one with 0 below the line in plain Thai", () => {
    const typed = (value: string) => form([...complete.filter(([k]) => k !== answerField("q3")), [answerField("q3"), value]]);
    expect(readAttemptForm(typed("1 1/2 m/s"), exercise).ok).toBe(true);
    const result = readAttemptForm(typed("3/0 m/s"), exercise);
    expect(result).toMatchObject({ ok: false, status: 400, errors: { q3: ATTEMPT_ERRORS.divisionByZero } });
    expect(ATTEMPT_ERRORS.divisionByZero).toContain("ตัวส่วนเป็น 0");
    expect(!result.ok && result.values.q3).toEqual(["3/0 m/s"]);
  });

  it("takes one value for a typed answer", () => {
    const result = readAttemptForm(form([...complete, [answerField("q4"), "อีกคำตอบ"], [answerField("q3"), "3"]]), exercise);
    expect(result).toMatchObject({ ok: false, status: 400, errors: { q3: ATTEMPT_ERRORS.oneAnswerOnly, q4: ATTEMPT_ERRORS.oneAnswerOnly } });
  });

  it("grades a wrong unit rather than refusing it", () => {
    const result = readAttemptForm(form([...complete.filter(([k]) => k !== answerField("q3")), [answerField("q3"), "2 km/h"]]), exercise);
    expect(result.ok).toBe(true);
  });

  it("answers 413 for an answer beyond 200 characters, and keeps the first 200", () => {
    const long = "ก".repeat(EXERCISE_LIMITS.answerMax + 1);
    const result = readAttemptForm(form([...complete.filter(([k]) => k !== answerField("q4")), [answerField("q4"), long]]), exercise);
    expect(result).toMatchObject({ ok: false, status: 413, errors: { q4: ATTEMPT_ERRORS.tooLong(200) } });
    expect(!result.ok && result.values.q4?.[0]).toHaveLength(200);
  });

  it("refuses answers to questions the exercise does not have", () => {
    const result = readAttemptForm(form([...complete, [answerField("q99"), "x"]]), exercise);
    expect(result).toMatchObject({ ok: false, status: 400, formError: ATTEMPT_ERRORS.unknownQuestion, attemptId });
  });

  it.each(["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"])("refuses an answer named %s as an unknown question (issue 31: it threw)", (name) => {
    const result = readAttemptForm(form([...complete, [answerField(name), "x"], [answerField(name), "y"]]), exercise);
    expect(result).toMatchObject({ ok: false, status: 400, attemptId });
    expect(!result.ok && Object.getPrototypeOf(result.values)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("answers 413 for a flood of answer fields", () => {
    const flood: [string, string][] = Array.from({ length: 300 }, (_, i) => [answerField("q2"), `c${i}`]);
    expect(readAttemptForm(form(flood), exercise)).toMatchObject({ ok: false, status: 413, formError: ATTEMPT_ERRORS.tooManyEntries });
    const nine: [string, string][] = Array.from({ length: 9 }, () => [answerField("q2"), "a"]);
    expect(readAttemptForm(form([...complete, ...nine]), exercise)).toMatchObject({ ok: false, status: 413 });
  });

  it("bounds a stored attempt: known ids, at most one entry per question, short values", () => {
    const schema = attemptSchemaFor(exercise);
    expect(schema.safeParse({ attemptId, answers: { q1: ["a"], q4: ["เซตว่าง"] } }).success).toBe(true);
    const unknown = schema.safeParse({ attemptId, answers: { q1: ["a"], nope: ["x"] } });
    expect(unknown.success).toBe(false);
    const tooLong = schema.safeParse({ attemptId, answers: { q4: ["x".repeat(201)] } });
    expect(tooLong.error?.issues[0]?.message).toBe(ATTEMPT_ERRORS.tooLong(200));
  });
});

describe("ids", () => {
  it("makes attempt ids the schema accepts, and fresh item ids", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newAttemptId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newItemId("q-")).toMatch(/^q-[a-z0-9]{8}$/);
    const parsed = exerciseSchema.safeParse(withQuestion({ ...single, id: newItemId("q-"), choices: single.choices.map((c) => ({ ...c, id: newItemId() })) }));
    expect(parsed.success).toBe(true);
  });
});
