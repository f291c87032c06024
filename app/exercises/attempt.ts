/**
 * A submitted exercise form → the answers to grade, or Thai errors per question
 * with the answers as the student left them (the form is shown again with them).
 * Pure and browser-safe: the lesson route's action calls it first, then grading.
 *
 * Form fields: fields.ts.
 */
import { fieldErrors, fieldLists, listsObject, someIssue } from "~/kernel/form";
import { readNumber, type NumberReading } from "./answers";
import { ANSWER_PREFIX, ATTEMPT_ID_FIELD } from "./fields";
import { ATTEMPT_ERRORS } from "./messages";
import { EXERCISE_LIMITS, attemptSchemaFor, type Answers, type Exercise, type Question } from "./schema";


export type AttemptForm =
  | { ok: true; attemptId: string; answers: Answers }
  | {
      ok: false;
      /** 413 when a value or the number of answers is beyond the bounds, else 400. */
      status: 400 | 413;
      /** The attempt id as posted (the form shown again keeps its order of choices), or null if unusable. */
      attemptId: string | null;
      /** A message for the whole form, or null. */
      formError: string | null;
      /** One message per question id. */
      errors: Record<string, string>;
      /** The answers as posted (each value cut to the bound), to fill the form again. */
      values: Answers;
    };

/** More answer entries than this is not a form of ours (every question with every choice checked). */
const MAX_ENTRIES = EXERCISE_LIMITS.maxQuestions * EXERCISE_LIMITS.maxChoices;

/** The posted answers by question id, in an object without a prototype (ids are the client's). */
function readAnswers(form: FormData): { answers: Answers; entries: number } {
  const { lists, entries } = fieldLists(form, ANSWER_PREFIX, MAX_ENTRIES);
  return { answers: listsObject(lists), entries };
}

function cut(answers: Answers): Answers {
  const out = new Map<string, string[]>();
  for (const [id, values] of Object.entries(answers)) {
    out.set(id, values.slice(0, EXERCISE_LIMITS.maxChoices).map((v) => v.slice(0, EXERCISE_LIMITS.answerMax)));
  }
  return listsObject(out);
}

/** Why a typed number answer is refused, or null when it reads as a number. */
function numberError(kind: NumberReading["kind"]): string | null {
  if (kind === "number") return null;
  return kind === "divisionByZero" ? ATTEMPT_ERRORS.divisionByZero : ATTEMPT_ERRORS.notANumber;
}

/** What is wrong with one question's answer before it can be graded, or null. */
export function answerError(question: Question, values: readonly string[]): string | null {
  const given = values.filter((v) => v.trim() !== "");
  if (given.length === 0) return ATTEMPT_ERRORS.unanswered;
  switch (question.type) {
    case "single":
    case "multiple": {
      if (question.type === "single" && given.length > 1) return ATTEMPT_ERRORS.oneChoiceOnly;
      const ids = new Set(question.choices.map((c) => c.id));
      return given.every((v) => ids.has(v)) ? null : ATTEMPT_ERRORS.unknownChoice;
    }
    case "number":
      if (given.length > 1) return ATTEMPT_ERRORS.oneAnswerOnly;
      return numberError(readNumber(given[0] ?? "").kind);
    case "text":
      return given.length > 1 ? ATTEMPT_ERRORS.oneAnswerOnly : null;
  }
}

/**
 * Reads and checks a posted exercise form. Every question must be answered, a
 * number must read as a number (a wrong or missing unit is graded, not refused),
 * and a chosen choice must exist. Answers are trimmed of empty values.
 */
export function readAttemptForm(form: FormData, exercise: Pick<Exercise, "questions">): AttemptForm {
  const posted = form.get(ATTEMPT_ID_FIELD);
  const { answers, entries } = readAnswers(form);
  const values = cut(answers);
  const fail = (status: 400 | 413, formError: string | null, errors: Record<string, string>, attemptId: string | null) =>
    ({ ok: false, status, formError, errors, values, attemptId }) as const;

  if (entries > MAX_ENTRIES) return fail(413, ATTEMPT_ERRORS.tooManyEntries, {}, null);
  const parsed = attemptSchemaFor(exercise).safeParse({ attemptId: posted, answers });
  if (!parsed.success) {
    // A question's answer is its field; anything else (the attempt id, an unknown question) is
    // the form's, under a key no question id can be.
    const questionOf = ([field, id]: readonly PropertyKey[]) =>
      field === "answers" && typeof id === "string" && exercise.questions.some((q) => q.id === id) ? id : "#form";
    const { "#form": formError = null, ...errors } = fieldErrors(parsed.error, { fieldOf: questionOf }) as Record<string, string>;
    const tooLarge = someIssue(parsed.error, (i) => i.code === "too_big" || i.message === ATTEMPT_ERRORS.tooManyEntries);
    const attemptId = typeof posted === "string" && !someIssue(parsed.error, (i) => i.path[0] === "attemptId") ? posted : null;
    return fail(tooLarge ? 413 : 400, formError, errors, attemptId);
  }

  // zod's record leaves a `__proto__` key out rather than refusing it: refused here like any unknown id.
  if (Object.keys(answers).some((id) => !exercise.questions.some((q) => q.id === id))) {
    return fail(400, ATTEMPT_ERRORS.unknownQuestion, {}, parsed.data.attemptId);
  }
  const errors: Record<string, string> = {};
  const clean: Answers = Object.create(null) as Answers;
  for (const question of exercise.questions) {
    const given = (parsed.data.answers[question.id] ?? []).filter((v) => v.trim() !== "");
    const error = answerError(question, given);
    if (error) errors[question.id] = error;
    else clean[question.id] = question.type === "multiple" ? [...new Set(given)] : given;
  }
  if (Object.keys(errors).length > 0) return fail(400, null, errors, parsed.data.attemptId);
  return { ok: true, attemptId: parsed.data.attemptId, answers: clean };
}
