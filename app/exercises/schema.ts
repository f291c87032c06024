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
import { fieldErrors } from "~/kernel/form";
import { normaliseShortText, normaliseUnit } from "./answers";
import { EXERCISE_LIMITS } from "./limits";
import { ATTEMPT_ERRORS, EXERCISE_ERRORS } from "./messages";
import { idSchema } from "~/kernel/ids";

export { EXERCISE_LIMITS };

const L = EXERCISE_LIMITS;

export const QUESTION_TYPES = ["single", "multiple", "number", "text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const boolean = (message: string) => z.boolean({ error: message });

/** Markdown (maths in `$…$`): line endings as "\n", as browsers post "\r\n". */
function markdown(max: number, tooLong: string, required?: string) {
  const text = z
    .string({ error: EXERCISE_ERRORS.invalid })
    .transform((s) => s.replace(/\r\n?/g, "\n"))
    .pipe(z.string().max(max, tooLong));
  return required ? text.refine((s) => s.trim() !== "", required) : text;
}

const questionKeySchema = z
  .string({ error: EXERCISE_ERRORS.questionId })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, EXERCISE_ERRORS.questionId);
const choiceKeySchema = z.string({ error: EXERCISE_ERRORS.choiceId }).regex(/^[a-z0-9]{1,12}$/, EXERCISE_ERRORS.choiceId);

const pointsSchema = z
  .number({ error: EXERCISE_ERRORS.points(L.minPoints, L.maxPoints) })
  .int(EXERCISE_ERRORS.points(L.minPoints, L.maxPoints))
  .min(L.minPoints, EXERCISE_ERRORS.points(L.minPoints, L.maxPoints))
  .max(L.maxPoints, EXERCISE_ERRORS.points(L.minPoints, L.maxPoints));

const base = {
  id: questionKeySchema,
  prompt: markdown(L.promptMax, EXERCISE_ERRORS.promptTooLong(L.promptMax), EXERCISE_ERRORS.promptRequired),
  explanation: markdown(L.explanationMax, EXERCISE_ERRORS.explanationTooLong(L.explanationMax)).default(""),
  points: pointsSchema.default(1),
};

// ---------------------------------------------------------------- choices

const choiceSchema = z.object({
  id: choiceKeySchema,
  /** Markdown, shown inline (maths allowed). */
  text: z
    .string({ error: EXERCISE_ERRORS.choiceTextRequired })
    .trim()
    .min(1, EXERCISE_ERRORS.choiceTextRequired)
    .max(L.choiceMax, EXERCISE_ERRORS.choiceTextTooLong(L.choiceMax)),
  correct: boolean(EXERCISE_ERRORS.choiceCorrect),
});

const choices = z
  .array(choiceSchema, { error: EXERCISE_ERRORS.tooFewChoices(L.minChoices) })
  .min(L.minChoices, EXERCISE_ERRORS.tooFewChoices(L.minChoices))
  .max(L.maxChoices, EXERCISE_ERRORS.tooManyChoices(L.maxChoices))
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    const texts = new Set<string>();
    list.forEach((choice, i) => {
      if (ids.has(choice.id)) ctx.addIssue({ code: "custom", message: EXERCISE_ERRORS.duplicateChoiceId(choice.id), path: [i, "id"] });
      ids.add(choice.id);
      const text = normaliseShortText(choice.text);
      if (texts.has(text)) ctx.addIssue({ code: "custom", message: EXERCISE_ERRORS.duplicateChoiceText, path: [i, "text"] });
      texts.add(text);
    });
  });

const singleChoiceSchema = z
  .object({ ...base, type: z.literal("single"), choices })
  .refine((q) => q.choices.filter((c) => c.correct).length === 1, { message: EXERCISE_ERRORS.singleNeedsOneCorrect, path: ["choices"] });

/**
 * How a multiple-answer question scores: "all" (every right choice and no wrong
 * one, or nothing: what questions stored before the choice existed score) or
 * "partial" (right choices picked minus wrong choices picked, floored at 0, as a
 * share of the right choices; grading.ts).
 */
const MULTIPLE_SCORING = ["all", "partial"] as const;
export type MultipleScoring = (typeof MULTIPLE_SCORING)[number];

const multipleChoiceSchema = z
  .object({ ...base, type: z.literal("multiple"), choices, scoring: z.enum(MULTIPLE_SCORING, { error: EXERCISE_ERRORS.scoring }).default("all") })
  .refine((q) => q.choices.some((c) => c.correct), { message: EXERCISE_ERRORS.multipleNeedsCorrect, path: ["choices"] });

// ---------------------------------------------------------------- numbers

const toleranceSchema = z
  .object({
    /** absolute: ± amount; relative: ± amount % of the answer. */
    kind: z.enum(["absolute", "relative"], { error: EXERCISE_ERRORS.toleranceKind }),
    amount: z.number({ error: EXERCISE_ERRORS.toleranceAmount }).min(0, EXERCISE_ERRORS.toleranceAmount).max(L.maxNumber, EXERCISE_ERRORS.numberTooLarge),
  })
  .refine((t) => t.kind === "absolute" || t.amount <= 100, { message: EXERCISE_ERRORS.relativeTooLarge, path: ["amount"] });

const unitSchema = z
  .string({ error: EXERCISE_ERRORS.unitRequired })
  .trim()
  .max(L.unitMax, EXERCISE_ERRORS.unitTooLong(L.unitMax))
  .refine((u) => normaliseUnit(u) !== "", EXERCISE_ERRORS.unitRequired);

const numberQuestionSchema = z
  .object({
    ...base,
    type: z.literal("number"),
    answer: z.number({ error: EXERCISE_ERRORS.numberAnswer }).min(-L.maxNumber, EXERCISE_ERRORS.numberTooLarge).max(L.maxNumber, EXERCISE_ERRORS.numberTooLarge),
    tolerance: toleranceSchema.default({ kind: "absolute", amount: 0 }),
    /** Units a student may write after the number, e.g. ["m/s", "เมตร/วินาที"]; the first is shown in the answer key. */
    units: z.array(unitSchema, { error: EXERCISE_ERRORS.unitRequired }).max(L.maxUnits, EXERCISE_ERRORS.tooManyUnits(L.maxUnits)).default([]),
    /** Whether a number without a unit is wrong. Without units, any unit is wrong. */
    unitRequired: boolean(EXERCISE_ERRORS.unitRequiredWithoutUnits).default(false),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<string>();
    q.units.forEach((unit, i) => {
      const key = normaliseUnit(unit);
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: EXERCISE_ERRORS.duplicateUnit(unit), path: ["units", i] });
      seen.add(key);
    });
    if (q.unitRequired && q.units.length === 0) {
      ctx.addIssue({ code: "custom", message: EXERCISE_ERRORS.unitRequiredWithoutUnits, path: ["unitRequired"] });
    }
  });

// ---------------------------------------------------------------- short text

const acceptedSchema = z
  .string({ error: EXERCISE_ERRORS.acceptedAnswerEmpty })
  .trim()
  .max(L.acceptedMax, EXERCISE_ERRORS.acceptedAnswerTooLong(L.acceptedMax))
  .refine((a) => normaliseShortText(a, true) !== "", EXERCISE_ERRORS.acceptedAnswerEmpty);

const textQuestionSchema = z
  .object({
    ...base,
    type: z.literal("text"),
    /** Compared after normalisation (answers.ts); the first is shown in the answer key. */
    accepted: z
      .array(acceptedSchema, { error: EXERCISE_ERRORS.noAcceptedAnswers })
      .min(1, EXERCISE_ERRORS.noAcceptedAnswers)
      .max(L.maxAccepted, EXERCISE_ERRORS.tooManyAcceptedAnswers(L.maxAccepted)),
    /** For English answers: "The cat sat." counts as "The cat sat". */
    ignoreFinalFullStop: boolean(EXERCISE_ERRORS.ignoreFinalFullStop).default(false),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<string>();
    q.accepted.forEach((answer, i) => {
      const key = normaliseShortText(answer, q.ignoreFinalFullStop);
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: EXERCISE_ERRORS.duplicateAcceptedAnswer(answer), path: ["accepted", i] });
      seen.add(key);
    });
  });

// ---------------------------------------------------------------- exercise

export const questionSchema = z.discriminatedUnion(
  "type",
  [singleChoiceSchema, multipleChoiceSchema, numberQuestionSchema, textQuestionSchema],
  { error: EXERCISE_ERRORS.questionType }
);
export type Question = z.infer<typeof questionSchema>;
export type NumberQuestion = Extract<Question, { type: "number" }>;
export type TextQuestion = Extract<Question, { type: "text" }>;

export const exerciseSettingsSchema = z.object({
  /** practice: graded, never blocks; required: the lesson counts as done only once passed. */
  mode: z.enum(["practice", "required"], { error: EXERCISE_ERRORS.mode }).default("practice"),
  passMarkPercent: z.number({ error: EXERCISE_ERRORS.passMark }).int(EXERCISE_ERRORS.passMark).min(0, EXERCISE_ERRORS.passMark).max(100, EXERCISE_ERRORS.passMark).default(60),
  /** Each attempt shows the choices in its own order. */
  shuffleChoices: boolean(EXERCISE_ERRORS.shuffle).default(false),
});
export type ExerciseSettings = z.infer<typeof exerciseSettingsSchema>;

export const exerciseSchema = z.object({
  settings: exerciseSettingsSchema,
  questions: z
    .array(questionSchema, { error: EXERCISE_ERRORS.noQuestions })
    .min(1, EXERCISE_ERRORS.noQuestions)
    .max(L.maxQuestions, EXERCISE_ERRORS.tooManyQuestions(L.maxQuestions))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((q, i) => {
        if (seen.has(q.id)) ctx.addIssue({ code: "custom", message: EXERCISE_ERRORS.duplicateQuestionId(q.id), path: [i, "id"] });
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
export const exerciseFieldErrors = (error: z.ZodError): Record<string, string> =>
  fieldErrors(error, { fieldOf: (path) => path.map(String).join(".") }) as Record<string, string>;

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
