/**
 * The bounds of exercises and answers (no zod here: the components use them
 * too, and zod stays out of the browser bundle). The largest exercise they
 * allow, all Thai (3 bytes a character in UTF-8), stays under Firestore's 1 MiB
 * for a document of its own (about 0.75 MB: tests/unit/exercises-schema.test.ts
 * measures it).
 */
export const EXERCISE_LIMITS = {
  maxQuestions: 30,
  promptMax: 2_500,
  explanationMax: 2_500,
  minChoices: 2,
  maxChoices: 8,
  choiceMax: 300,
  minPoints: 1,
  maxPoints: 100,
  maxUnits: 8,
  unitMax: 30,
  maxAccepted: 20,
  acceptedMax: 200,
  /** A typed answer, and each value of a submitted answer. */
  answerMax: 200,
  /** |answer| of a number question. */
  maxNumber: 1e15,
} as const;
