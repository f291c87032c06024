/**
 * Grading, pure: an exercise and a student's answers → right or wrong per
 * question, points, the total, the percentage and whether it passes the
 * lesson's mark, with each question's answer key and explanation (the result
 * is what the student sees after submitting; before that they see only
 * public-view.ts). Same code on the server and, for checking one question with
 * JavaScript, in the browser.
 *
 * Rules:
 * - single choice: right when exactly the correct choice is chosen;
 * - multiple choice: right when the chosen set equals the correct set; a question
 *   scored "partial" earns (right choices picked − wrong choices picked) ÷ right
 *   choices of its points, floored at 0 (`choiceShare`), in hundredths;
 * - number: read by answers.ts; right when within the tolerance (edges included)
 *   and the unit is allowed (or absent where not required); a wrong or missing unit
 *   is wrong, with a note saying so;
 * - short text: right when it equals an accepted answer after normalisation.
 */
import { percentOf } from "~/platform/percent";
import { normaliseShortText, normaliseUnit, readNumber, withinTolerance } from "./answers";
import { EXERCISE_TEXT, GRADING_NOTES } from "./messages";
import type { Answers, Exercise, ExerciseSettings, NumberQuestion, Question, QuestionType, TextQuestion } from "./schema";
import { choicesInAttemptOrder } from "./shuffle";

export interface QuestionVerdict {
  correct: boolean;
  /** The share of the question's points earned, 0 to 1 (1 exactly when correct). */
  share: number;
  /** Why a readable answer is still wrong (a unit), in Thai, or null. */
  note: string | null;
}

function gradeNumber(question: NumberQuestion, raw: string): QuestionVerdict {
  const reading = readNumber(raw);
  if (reading.kind !== "number") return { correct: false, share: 0, note: null };
  let note: string | null = null;
  if (reading.unitKey === "") {
    if (question.unitRequired) note = GRADING_NOTES.missingUnit;
  } else if (question.units.length === 0) {
    note = GRADING_NOTES.noUnitExpected;
  } else if (!question.units.some((u) => normaliseUnit(u) === reading.unitKey)) {
    note = GRADING_NOTES.wrongUnit(question.units);
  }
  const correct = note === null && withinTolerance(reading.value, question.answer, question.tolerance);
  return { correct, share: correct ? 1 : 0, note };
}

function gradeText(question: TextQuestion, raw: string): boolean {
  const given = normaliseShortText(raw, question.ignoreFinalFullStop);
  return given !== "" && question.accepted.some((a) => normaliseShortText(a, question.ignoreFinalFullStop) === given);
}

/**
 * A choice question's share of its points for the chosen ids: 1 for exactly the
 * right set; otherwise 0, except "partial" scoring: (right picked − wrong
 * picked) ÷ right choices, floored at 0 (none picked: 0; every choice picked:
 * (right − wrong) ÷ right).
 */
function choiceShare(question: Extract<Question, { choices: unknown }>, chosen: ReadonlySet<string>): number {
  const right = question.choices.filter((c) => c.correct);
  const rightPicked = right.filter((c) => chosen.has(c.id)).length;
  const wrongPicked = question.choices.filter((c) => !c.correct && chosen.has(c.id)).length;
  if (rightPicked === right.length && wrongPicked === 0) return 1;
  if (question.type !== "multiple" || question.scoring !== "partial") return 0;
  return Math.max(0, rightPicked - wrongPicked) / right.length;
}

/** One question against one answer (the chosen choice ids, or the typed text as the only value). */
export function gradeQuestion(question: Question, answer: readonly string[] = []): QuestionVerdict {
  switch (question.type) {
    case "single":
    case "multiple": {
      const share = choiceShare(question, new Set(answer));
      return { correct: share === 1, share, note: null };
    }
    case "number":
      return gradeNumber(question, answer[0] ?? "");
    case "text": {
      const correct = gradeText(question, answer[0] ?? "");
      return { correct, share: correct ? 1 : 0, note: null };
    }
  }
}

/** Points earned, in hundredths (2 of 3 right choices of a 1-point question: 0.67), so shown parts add up to the shown total. */
function hundredths(points: number): number {
  return Math.round(points * 100) / 100;
}

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/**
 * A number as the answer key shows it: plain digits for everyday sizes, and a
 * very large or small one as school books write it (6.02 × 10²³), never the
 * programmer's 6.02e23.
 */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs === 0 || (abs < 1e12 && abs >= 1e-6)) return String(Number(value.toPrecision(12)));
  const [mantissa = "", exponent = ""] = Number(value.toPrecision(12)).toExponential().split("e");
  const power = [...exponent.replace("+", "")].map((c) => (c === "-" ? "⁻" : SUPERSCRIPT_DIGITS[Number(c)])).join("");
  return `${mantissa} × 10${power}`;
}

/** The answer key of a question as plain text ("9.8 m/s² (คลาดเคลื่อนได้ ±0.1)", "Paris หรือ paris"). */
export function correctAnswerText(question: Question): string {
  switch (question.type) {
    case "single":
    case "multiple":
      return question.choices
        .filter((c) => c.correct)
        .map((c) => c.text)
        .join("; ");
    case "number": {
      const unit = question.units[0];
      const value = unit ? `${formatNumber(question.answer)} ${unit}` : formatNumber(question.answer);
      const { kind, amount } = question.tolerance;
      if (amount === 0) return value;
      const tolerance = kind === "absolute" ? EXERCISE_TEXT.tolerance(formatNumber(amount)) : EXERCISE_TEXT.tolerancePercent(formatNumber(amount));
      return `${value} (${tolerance})`;
    }
    case "text":
      return question.accepted.join(EXERCISE_TEXT.or);
  }
}

interface ResultChoice {
  id: string;
  /** Markdown (inline). */
  text: string;
  correct: boolean;
  chosen: boolean;
}

export interface GradedQuestion {
  id: string;
  /** 1-based position in the exercise. */
  number: number;
  type: QuestionType;
  points: number;
  /** Points earned: a whole number, or hundredths for a partly right "partial" question. */
  earned: number;
  correct: boolean;
  note: string | null;
  /** Markdown. */
  prompt: string;
  /** Markdown. */
  explanation: string;
  /** The student's answer: chosen choice ids, or the typed text. */
  given: string[];
  /** The answer key as plain text. */
  correctAnswer: string;
  /** Choice questions: every choice in the attempt's order, marked. */
  choices: ResultChoice[] | null;
}

export interface AttemptResult {
  attemptId: string;
  mode: ExerciseSettings["mode"];
  passMarkPercent: number;
  earned: number;
  total: number;
  /** Rounded half up (platform/percent.ts); the pass compares this shown figure with the mark. */
  percent: number;
  passed: boolean;
  correctCount: number;
  questions: GradedQuestion[];
}

function resultChoices(question: Question, given: readonly string[], attemptId: string, shuffle: boolean): ResultChoice[] | null {
  if (question.type !== "single" && question.type !== "multiple") return null;
  return choicesInAttemptOrder(question.choices, question.id, attemptId, shuffle).map((c) => ({
    id: c.id,
    text: c.text,
    correct: c.correct,
    chosen: given.includes(c.id),
  }));
}

/** Grades a whole attempt (answers from readAttemptForm; a missing answer counts as wrong). */
export function gradeAttempt(exercise: Exercise, answers: Answers, attemptId: string): AttemptResult {
  const { settings } = exercise;
  const questions = exercise.questions.map((question, i): GradedQuestion => {
    const given = answers[question.id] ?? [];
    const verdict = gradeQuestion(question, given);
    return {
      id: question.id,
      number: i + 1,
      type: question.type,
      points: question.points,
      earned: hundredths(question.points * verdict.share),
      correct: verdict.correct,
      note: verdict.note,
      prompt: question.prompt,
      explanation: question.explanation,
      given: [...given],
      correctAnswer: correctAnswerText(question),
      choices: resultChoices(question, given, attemptId, settings.shuffleChoices),
    };
  });
  const total = questions.reduce((sum, q) => sum + q.points, 0);
  const earned = hundredths(questions.reduce((sum, q) => sum + q.earned, 0));
  const percent = percentOf(earned, total);
  return {
    attemptId,
    mode: settings.mode,
    passMarkPercent: settings.passMarkPercent,
    earned,
    total,
    percent,
    // The figure the student sees decides: a shown 70 % passes a 70 % mark, a shown 69 % does not.
    passed: percent >= settings.passMarkPercent,
    correctCount: questions.filter((q) => q.correct).length,
    questions,
  };
}
