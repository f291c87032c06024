import { describe, expect, it } from "vitest";
import { choiceRows, parseQuestionForm, parseSettingsForm, questionToForm, tooLarge } from "~/exercises/editor/form";
import { EXERCISE_ERRORS } from "~/exercises/messages";
import { demoExercises } from "../../harness/seed-exercises";

describe("the tutor's question form", () => {
  it("reads every demo question back from its own form unchanged (ids kept)", () => {
    for (const { exercise } of demoExercises()) {
      for (const q of exercise.questions) {
        const parsed = parseQuestionForm(questionToForm(q), q.id);
        expect(parsed, q.id).toEqual({ ok: true, question: q });
      }
    }
  });

  it("makes random ids for a new question and its choices, and leaves blank rows out", () => {
    const parsed = parseQuestionForm(
      { type: "single", prompt: "$2+2$ เท่ากับเท่าไร", points: "๒", "choice.0.text": "3", "choice.1.text": "", "choice.2.text": "4", "choice.2.correct": "on" },
      null
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.question.id).toMatch(/^q-[a-z0-9]{8}$/);
    expect(parsed.question.points).toBe(2);
    if (parsed.question.type !== "single") throw new Error("type");
    expect(parsed.question.choices.map((c) => [c.text, c.correct])).toEqual([
      ["3", false],
      ["4", true],
    ]);
    expect(parsed.question.choices.every((c) => /^[a-z0-9]{8}$/.test(c.id))).toBe(true);
  });

  it("puts each rule's Thai message on the form's field (a choice on its row)", () => {
    const single = parseQuestionForm({ type: "single", prompt: "", points: "0", "choice.0.text": "ก", "choice.3.text": "ก" }, null);
    expect(single.ok).toBe(false);
    if (single.ok) return;
    expect(single.errors.prompt).toBe(EXERCISE_ERRORS.promptRequired);
    expect(single.errors.points).toBe(EXERCISE_ERRORS.points(1, 100));
    expect(single.errors["choice.3.text"]).toBe(EXERCISE_ERRORS.duplicateChoiceText);
    expect(single.errors.choices).toBe(EXERCISE_ERRORS.singleNeedsOneCorrect);

    const number = parseQuestionForm({ type: "number", prompt: "ความเร็ว", points: "1", answer: "เก้า", toleranceKind: "relative", toleranceAmount: "150", unitRequired: "on" }, null);
    if (number.ok) throw new Error("should fail");
    expect(number.errors.answer).toBe(EXERCISE_ERRORS.numberAnswer);
    expect(number.errors.toleranceAmount).toBe(EXERCISE_ERRORS.relativeTooLarge);
    expect(number.errors.unitRequired).toBe(EXERCISE_ERRORS.unitRequiredWithoutUnits);

    const text = parseQuestionForm({ type: "text", prompt: "Capital?", points: "1", accepted: "Paris\n paris " }, null);
    if (text.ok) throw new Error("should fail");
    expect(text.errors.accepted).toBe(EXERCISE_ERRORS.duplicateAcceptedAnswer("paris"));

    expect(parseQuestionForm({ type: "essay", prompt: "x" }, null)).toEqual({ ok: false, errors: { type: EXERCISE_ERRORS.questionType } });
  });

  it("reads numbers the way students may type them (Thai digits, 1,500, decimal comma)", () => {
    const parsed = parseQuestionForm({ type: "number", prompt: "p", points: "1", answer: "๙,๘", toleranceKind: "absolute", toleranceAmount: "0,1", units: "m/s²\n\nเมตร/วินาที²", unitRequired: "on" }, null);
    if (!parsed.ok || parsed.question.type !== "number") throw new Error(JSON.stringify(parsed));
    expect(parsed.question.answer).toBe(9.8);
    expect(parsed.question.tolerance).toEqual({ kind: "absolute", amount: 0.1 });
    expect(parsed.question.units).toEqual(["m/s²", "เมตร/วินาที²"]);
  });

  it("shows the rows there are plus two blank ones, 4 to 8", () => {
    expect(choiceRows({})).toBe(4);
    expect(choiceRows({ "choice.4.text": "x" })).toBe(7);
    expect(choiceRows({ "choice.7.text": "x" })).toBe(8);
  });

  it("reads the settings, with Thai errors", () => {
    expect(parseSettingsForm({ mode: "required", passMarkPercent: "๗๐", shuffleChoices: "on" })).toEqual({
      ok: true,
      settings: { mode: "required", passMarkPercent: 70, shuffleChoices: true },
    });
    expect(parseSettingsForm({ mode: "exam", passMarkPercent: "120" })).toEqual({ ok: false, errors: { mode: EXERCISE_ERRORS.mode, passMarkPercent: EXERCISE_ERRORS.passMark } });
  });

  it("calls a post too large beyond its bounds", () => {
    const form = new FormData();
    form.set("prompt", "ก".repeat(20_001));
    expect(tooLarge(form)).toBe(true);
    const many = new FormData();
    for (let i = 0; i < 61; i++) many.append(`x${i}`, "1");
    expect(tooLarge(many)).toBe(true);
  });
});
