/**
 * The tutor's question form (admin, /admin/lessons/:id/exercise): flat field
 * names a browser without JavaScript posts, read into a question with the
 * exercise schema (every rule's Thai message becomes a field error), and a
 * stored question as the form shows it. Browser-safe (zod via schema.ts).
 */
import { check, type Checked } from "~/kernel/form";
import { readNumber } from "../answers";
import { EXERCISE_LIMITS as L } from "../limits";
import { EXERCISE_ERRORS } from "../messages";
import { exerciseSettingsSchema, questionSchema, QUESTION_TYPES, type ExerciseSettings, type Question, type QuestionType } from "../schema";
import { newItemId } from "../shuffle";

export type FormValues = Record<string, string>;

/** What a question form shows (after a preview or an error, the action's answer). */
export interface QuestionFormState {
  values: FormValues;
  errors: Record<string, string>;
  formError: string | null;
  /** Rendered prompt, choices and explanation (intent=preview). */
  preview: { prompt: string; choices: string[]; explanation: string } | null;
  /** The stored copy of the question when someone else saved meanwhile (409). */
  theirs: FormValues | null;
  version: string;
}

/** Rows of choices shown: the choices there are plus two blank ones, at least 4, at most the bound. */
export function choiceRows(values: FormValues): number {
  let filled = 0;
  for (let i = 0; i < L.maxChoices; i++) if ((values[`choice.${i}.text`] ?? "") !== "" || values[`choice.${i}.id`]) filled = i + 1;
  return Math.min(L.maxChoices, Math.max(4, filled + 2));
}

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === "string" && (QUESTION_TYPES as readonly string[]).includes(value);
}

/** A blank form of a new question of this type. */
export function blankQuestion(type: QuestionType): FormValues {
  return {
    type,
    questionId: "",
    prompt: "",
    explanation: "",
    points: "1",
    toleranceKind: "absolute",
    toleranceAmount: "0",
    ...(type === "multiple" ? { scoring: "all" } : {}),
  };
}

/** A stored question as the form shows it. */
export function questionToForm(q: Question): FormValues {
  const values: FormValues = { type: q.type, questionId: q.id, prompt: q.prompt, explanation: q.explanation, points: String(q.points) };
  switch (q.type) {
    case "single":
    case "multiple":
      q.choices.forEach((c, i) => {
        values[`choice.${i}.id`] = c.id;
        values[`choice.${i}.text`] = c.text;
        if (c.correct) values[`choice.${i}.correct`] = "on";
      });
      if (q.type === "multiple") values.scoring = q.scoring;
      break;
    case "number":
      values.answer = String(q.answer);
      values.toleranceKind = q.tolerance.kind;
      values.toleranceAmount = String(q.tolerance.amount);
      values.units = q.units.join("\n");
      if (q.unitRequired) values.unitRequired = "on";
      break;
    case "text":
      values.accepted = q.accepted.join("\n");
      if (q.ignoreFinalFullStop) values.ignoreFinalFullStop = "on";
      break;
  }
  return values;
}

/** Every string field of the post, as typed (the form shows them again after an error). */
export function formValues(form: FormData): FormValues {
  // The names are the client's: an object without a prototype (`constructor`, `__proto__` are plain keys).
  const values = Object.create(null) as FormValues;
  for (const [name, value] of form.entries()) if (typeof value === "string" && !Object.hasOwn(values, name)) values[name] = value;
  return values;
}

/** Beyond this a post is not a form of ours (413): a field many times its bound, or too many fields. */
const POST_BOUNDS = { fieldChars: 20_000, fields: 60 } as const;

export function tooLarge(form: FormData): boolean {
  let fields = 0;
  for (const [, value] of form.entries()) {
    fields++;
    if (fields > POST_BOUNDS.fields || (typeof value === "string" && value.length > POST_BOUNDS.fieldChars)) return true;
  }
  return false;
}

const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

/** A number typed by the tutor (Thai digits, `,` thousands, decimal comma, 1e3): NaN when it is not one. */
function tutorNumber(text: string | undefined): number {
  const reading = readNumber(text ?? "");
  return reading.kind === "number" && reading.unit === "" ? reading.value : Number.NaN;
}

/** The schema's path of an issue → the form's field name. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === "choices") return second === undefined ? "choices" : `choice.${second}.${third ?? "text"}`;
  if (first === "units" || first === "accepted") return first;
  if (first === "tolerance") return second === "kind" ? "toleranceKind" : "toleranceAmount";
  return first ?? "form";
}

export type ParsedQuestion = { ok: true; question: Question } | { ok: false; errors: Record<string, string> };

/**
 * The posted question, checked with the exercise schema. `id` is the stored
 * question's id (kept when it is edited), or null for a new one. Blank choice
 * rows are left out (blanking a choice's text removes it).
 */
export function parseQuestionForm(values: FormValues, id: string | null): ParsedQuestion {
  const type = values.type;
  if (!isQuestionType(type)) return { ok: false, errors: { type: EXERCISE_ERRORS.questionType } };
  const points = tutorNumber(values.points);
  const input: Record<string, unknown> = {
    id: id ?? newItemId("q-"),
    type,
    prompt: values.prompt ?? "",
    explanation: values.explanation ?? "",
    points: Number.isNaN(points) ? undefined : points,
  };
  const errors: Record<string, string> = {};
  if (Number.isNaN(points)) errors.points = EXERCISE_ERRORS.points(L.minPoints, L.maxPoints);
  if (type === "single" || type === "multiple") {
    const choices: Array<{ row: number; id: string; text: string; correct: boolean }> = [];
    const seen = new Set<string>();
    for (let i = 0; i < L.maxChoices; i++) {
      const text = values[`choice.${i}.text`] ?? "";
      if (text.trim() === "") continue;
      const given = values[`choice.${i}.id`] ?? "";
      const choiceId = /^[a-z0-9]{1,12}$/.test(given) && !seen.has(given) ? given : newItemId();
      seen.add(choiceId);
      choices.push({ row: i, id: choiceId, text, correct: values[`choice.${i}.correct`] === "on" });
    }
    input.choices = choices.map(({ row: _row, ...c }) => c);
    // A post without the field (an older page) keeps what questions score without a choice: all or nothing.
    if (type === "multiple") input.scoring = values.scoring ?? "all";
    // A choice's issue points at its row in the form (blank rows were left out).
    const rowOf = (path: readonly PropertyKey[]) => {
      const [first, index, field] = path.map(String);
      return first === "choices" && index !== undefined ? `choice.${choices[Number(index)]?.row ?? index}.${field ?? "text"}` : fieldOf(path);
    };
    return withErrors(check(questionSchema, input, { fieldOf: rowOf }), errors);
  }
  if (type === "number") {
    const answer = tutorNumber(values.answer);
    const amount = (values.toleranceAmount ?? "").trim() === "" ? 0 : tutorNumber(values.toleranceAmount);
    if (Number.isNaN(answer)) errors.answer = EXERCISE_ERRORS.numberAnswer;
    if (Number.isNaN(amount)) errors.toleranceAmount = EXERCISE_ERRORS.toleranceAmount;
    Object.assign(input, {
      answer: Number.isNaN(answer) ? 0 : answer,
      tolerance: { kind: values.toleranceKind, amount: Number.isNaN(amount) ? 0 : amount },
      units: lines(values.units),
      unitRequired: values.unitRequired === "on",
    });
  } else {
    Object.assign(input, { accepted: lines(values.accepted), ignoreFinalFullStop: values.ignoreFinalFullStop === "on" });
  }
  return withErrors(check(questionSchema, input, { fieldOf }), errors);
}

/** The question, or the errors found before the schema's (first) and the schema's by field. */
function withErrors(parsed: Checked<Question>, errors: Record<string, string>): ParsedQuestion {
  if (parsed.ok && Object.keys(errors).length === 0) return { ok: true, question: parsed.data };
  for (const [key, message] of Object.entries(parsed.ok ? {} : parsed.errors)) errors[key] ??= message!;
  return { ok: false, errors };
}

/** The settings form → settings, or field errors. */
export function parseSettingsForm(values: FormValues): { ok: true; settings: ExerciseSettings } | { ok: false; errors: Record<string, string> } {
  const pass = tutorNumber(values.passMarkPercent);
  const parsed = check(exerciseSettingsSchema, {
    mode: values.mode,
    passMarkPercent: Number.isNaN(pass) ? -1 : pass,
    shuffleChoices: values.shuffleChoices === "on",
  });
  return parsed.ok ? { ok: true, settings: parsed.data } : { ok: false, errors: parsed.errors as Record<string, string> };
}

export function settingsToForm(s: ExerciseSettings): FormValues {
  return { mode: s.mode, passMarkPercent: String(s.passMarkPercent), ...(s.shuffleChoices ? { shuffleChoices: "on" } : {}) };
}

export const DEFAULT_SETTINGS: ExerciseSettings = { mode: "practice", passMarkPercent: 60, shuffleChoices: false };
