/**
 * Exercises attached to a lesson, and the answers a student submits: zod
 * schemas with a Thai message for every rule (the lesson editor shows them as
 * field errors: see `exerciseFieldErrors`). Browser-safe: no Firestore here.
 *
 * An exercise is settings plus an ordered list of questions. Question and
 * choice ids are stable: answers, attempts and statistics refer to them, so the
 * editor keeps an id when a question is edited or moved (`newItemId` for new ones).
 */
import { z } from "zod";
import { normaliseShortText, normaliseUnit } from "./answers";
import { EXERCISE_LIMITS } from "./limits";
import { ATTEMPT_ERRORS, EXERCISE_ERRORS as E } from "./messages";
import { idSchema } from "~/kernel/ids";

export { EXERCISE_LIMITS };

const L = EXERCISE_LIMITS;

export const QUESTION_TYPES = ["single", "multiple", "number", "text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const boolean = (message: string) => z.boolean({ error: message });

/** Markdown (maths in `$…$`): line endings as "\n", as browsers post "\r\n". */
function markdown(max: number, tooLong: string, required?: string) {
  const text = z
    .string({ error: E.invalid })
    .transform((s) => s.replace(/\r\n?/g, "\n"))
    .pipe(z.string().max(max, tooLong));
  return required ? text.refine((s) => s.trim() !== "", required) : text;
}

const questionKeySchema = z
  .string({ error: E.questionId })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, E.questionId);
const choiceKeySchema = z.string({ error: E.choiceId }).regex(/^[a-z0-9]{1,12}$/, E.choiceId);

const pointsSchema = z
  .number({ error: E.points(L.minPoints, L.maxPoints) })
  .int(E.points(L.minPoints, L.maxPoints))
  .min(L.minPoints, E.points(L.minPoints, L.maxPoints))
  .max(L.maxPoints, E.points(L.minPoints, L.maxPoints));

const base = {
  id: questionKeySchema,
  prompt: markdown(L.promptMax, E.promptTooLong(L.promptMax), E.promptRequired),
  explanation: markdown(L.explanationMax, E.explanationTooLong(L.explanationMax)).default(""),
  points: pointsSchema.default(1),
};

// ---------------------------------------------------------------- choices

const choiceSchema = z.object({
  id: choiceKeySchema,
  /** Markdown, shown inline (maths allowed). */
  text: z
    .string({ error: E.choiceTextRequired })
    .trim()
    .min(1, E.choiceTextRequired)
    .max(L.choiceMax, E.choiceTextTooLong(L.choiceMax)),
  correct: boolean(E.choiceCorrect),
});

const choices = z
  .array(choiceSchema, { error: E.tooFewChoices(L.minChoices) })
  .min(L.minChoices, E.tooFewChoices(L.minChoices))
  .max(L.maxChoices, E.tooManyChoices(L.maxChoices))
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    const texts = new Set<string>();
    list.forEach((choice, i) => {
      if (ids.has(choice.id)) ctx.addIssue({ code: "custom", message: E.duplicateChoiceId(choice.id), path: [i, "id"] });
      ids.add(choice.id);
      const text = normaliseShortText(choice.text);
      if (texts.has(text)) ctx.addIssue({ code: "custom", message: E.duplicateChoiceText, path: [i, "text"] });
      texts.add(text);
    });
  });

const singleChoiceSchema = z
  .object({ ...base, type: z.literal("single"), choices })
  .refine((q) => q.choices.filter((c) => c.correct).length === 1, { message: E.singleNeedsOneCorrect, path: ["choices"] });

/**
 * How a multiple-answer question scores: "all" (every right choice and no wrong
 * one, or nothing: what questions stored before the choice existed score) or
 * "partial" (right choices picked minus wrong choices picked, floored at 0, as a
 * share of the right choices; grading.ts).
 */
const MULTIPLE_SCORING = ["all", "partial"] as const;
export type MultipleScoring = (typeof MULTIPLE_SCORING)[number];

const multipleChoiceSchema = z
  .object({ ...base, type: z.literal("multiple"), choices, scoring: z.enum(MULTIPLE_SCORING, { error: E.scoring }).default("all") })
  .refine((q) => q.choices.some((c) => c.correct), { message: E.multipleNeedsCorrect, path: ["choices"] });

// ---------------------------------------------------------------- numbers

const toleranceSchema = z
  .object({
    /** absolute: ± amount; relative: ± amount % of the answer. */
    kind: z.enum(["absolute", "relative"], { error: E.toleranceKind }),
    amount: z.number({ error: E.toleranceAmount }).min(0, E.toleranceAmount).max(L.maxNumber, E.numberTooLarge),
  })
  .refine((t) => t.kind === "absolute" || t.amount <= 100, { message: E.relativeTooLarge, path: ["amount"] });

const unitSchema = z
  .string({ error: E.unitRequired })
  .trim()
  .max(L.unitMax, E.unitTooLong(L.unitMax))
  .refine((u) => normaliseUnit(u) !== "", E.unitRequired);

const numberQuestionSchema = z
  .object({
    ...base,
    type: z.literal("number"),
    answer: z.number({ error: E.numberAnswer }).min(-L.maxNumber, E.numberTooLarge).max(L.maxNumber, E.numberTooLarge),
    tolerance: toleranceSchema.default({ kind: "absolute", amount: 0 }),
    /** Units a student may write after the number, e.g. ["m/s", "เมตร/วินาที"]; the first is shown in the answer key. */
    units: z.array(unitSchema, { error: E.unitRequired }).max(L.maxUnits, E.tooManyUnits(L.maxUnits)).default([]),
    /** Whether a number without a unit is wrong. Without units, any unit is wrong. */
    unitRequired: boolean(E.unitRequiredWithoutUnits).default(false),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<string>();
    q.units.forEach((unit, i) => {
      const key = normaliseUnit(unit);
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: E.duplicateUnit(unit), path: ["units", i] });
      seen.add(key);
    });
    if (q.unitRequired && q.units.length === 0) {
      ctx.addIssue({ code: "custom", message: E.unitRequiredWithoutUnits, path: ["unitRequired"] });
    }
  });

// ---------------------------------------------------------------- short text

const acceptedSchema = z
  .string({ error: E.acceptedAnswerEmpty })
  .trim()
  .max(L.acceptedMax, E.acceptedAnswerTooLong(L.acceptedMax))
  .refine((a) => normaliseShortText(a, true) !== "", E.acceptedAnswerEmpty);

const textQuestionSchema = z
  .object({
    ...base,
    type: z.literal("text"),
    /** Compared after normalisation (answers.ts); the first is shown in the answer key. */
    accepted: z
      .array(acceptedSchema, { error: E.noAcceptedAnswers })
      .min(1, E.noAcceptedAnswers)
      .max(L.maxAccepted, E.tooManyAcceptedAnswers(L.maxAccepted)),
    /** For English answers: "The cat sat." counts as "The cat sat". */
    ignoreFinalFullStop: boolean(E.ignoreFinalFullStop).default(false),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<string>();
    q.accepted.forEach((answer, i) => {
      const key = normaliseShortText(answer, q.ignoreFinalFullStop);
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: E.duplicateAcceptedAnswer(answer), path: ["accepted", i] });
      seen.add(key);
    });
  });

// ---------------------------------------------------------------- exercise

export const questionSchema = z.discriminatedUnion(
  "type",
  [singleChoiceSchema, multipleChoiceSchema, numberQuestionSchema, textQuestionSchema],
  { error: E.questionType }
);
export type Question = z.infer<typeof questionSchema>;
export type NumberQuestion = Extract<Question, { type: "number" }>;
export type TextQuestion = Extract<Question, { type: "text" }>;

export const exerciseSettingsSchema = z.object({
  /** practice: graded, never blocks; required: the lesson counts as done only once passed. */
  mode: z.enum(["practice", "required"], { error: E.mode }).default("practice"),
  passMarkPercent: z.number({ error: E.passMark }).int(E.passMark).min(0, E.passMark).max(100, E.passMark).default(60),
  /** Each attempt shows the choices in its own order. */
  shuffleChoices: boolean(E.shuffle).default(false),
});
export type ExerciseSettings = z.infer<typeof exerciseSettingsSchema>;

export const exerciseSchema = z.object({
  settings: exerciseSettingsSchema,
  questions: z
    .array(questionSchema, { error: E.noQuestions })
    .min(1, E.noQuestions)
    .max(L.maxQuestions, E.tooManyQuestions(L.maxQuestions))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((q, i) => {
        if (seen.has(q.id)) ctx.addIssue({ code: "custom", message: E.duplicateQuestionId(q.id), path: [i, "id"] });
        seen.add(q.id);
      });
    }),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/**
 * The first Thai message per field of a failed parse, keyed by the field's path
 * ("settings.passMarkPercent", "questions.2.choices.1.text", "questions" for
 * the list itself): what the lesson editor shows beside each field.
 */
export function exerciseFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- a submitted attempt

/** The attempt id a form carries (newAttemptId, 22 characters): an id under the id rule, 16 to 40 long. */
const attemptIdField = z
  .string({ error: ATTEMPT_ERRORS.expired })
  // A length by pattern: too short or too long is an expired form (400), not a body too large (413).
  .regex(/^.{16,40}$/s, ATTEMPT_ERRORS.expired)
  .refine((id) => idSchema.safeParse(id).success, ATTEMPT_ERRORS.expired);

/** One question's answer: the chosen choice ids, or the typed text as one value. */
const submittedAnswerSchema = z
  .array(z.string({ error: ATTEMPT_ERRORS.unanswered }).max(L.answerMax, ATTEMPT_ERRORS.tooLong(L.answerMax)), {
    error: ATTEMPT_ERRORS.unanswered,
  })
  .max(L.maxChoices, ATTEMPT_ERRORS.tooManyEntries);

export type Answers = Record<string, string[]>;

/**
 * A submitted attempt for one exercise: only that exercise's question ids, at
 * most one entry per question, bounded values. Structure only: whether each
 * answer is complete and readable is checked by `readAttemptForm`.
 */
function buildAttemptSchema(exercise: Pick<Exercise, "questions">) {
  const ids = new Set(exercise.questions.map((q) => q.id));
  return z.object({
    attemptId: attemptIdField,
    answers: z
      .record(z.string().refine((id) => ids.has(id), ATTEMPT_ERRORS.unknownQuestion), submittedAnswerSchema, {
        error: ATTEMPT_ERRORS.unknownQuestion,
      })
      .refine((answers) => Object.keys(answers).length <= ids.size, ATTEMPT_ERRORS.tooManyEntries),
  });
}

/** Per exercise object (the store's per-process copy): building a zod schema cost more than the submit's grading. */
const attemptSchemas = new WeakMap<Pick<Exercise, "questions">, ReturnType<typeof buildAttemptSchema>>();

export function attemptSchemaFor(exercise: Pick<Exercise, "questions">) {
  let schema = attemptSchemas.get(exercise);
  if (!schema) attemptSchemas.set(exercise, (schema = buildAttemptSchema(exercise)));
  return schema;
}
