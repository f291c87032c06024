/**
 * What the page gets before the student submits: prompts, choices (in this
 * attempt's order) and input hints. Built field by field from the exercise, so
 * no answer key, tolerance, accepted answer, correct flag or explanation can
 * slip in when the schema grows (tests/unit/exercises-public-view.test.tsx
 * checks every demo exercise).
 */
import type { Exercise, ExerciseSettings, MultipleScoring } from "./schema";
import { choicesInAttemptOrder } from "./shuffle";

export interface PublicChoice {
  id: string;
  /** Markdown (inline). */
  text: string;
}

interface PublicBase {
  id: string;
  /** 1-based position. */
  number: number;
  points: number;
  /** Markdown. */
  prompt: string;
}

export type PublicQuestion =
  /** `scoring`: how a multiple-answer question scores (said under it before the student answers); null for single. */
  | (PublicBase & { type: "single" | "multiple"; choices: PublicChoice[]; scoring: MultipleScoring | null })
  | (PublicBase & { type: "number"; units: string[]; unitRequired: boolean })
  | (PublicBase & { type: "text" });

export interface PublicExercise {
  attemptId: string;
  mode: ExerciseSettings["mode"];
  passMarkPercent: number;
  totalPoints: number;
  questions: PublicQuestion[];
}

/** The exercise as the student may see it before submitting, for one attempt. */
export function publicView(exercise: Exercise, attemptId: string): PublicExercise {
  const { settings } = exercise;
  const questions = exercise.questions.map((q, i): PublicQuestion => {
    const common: PublicBase = { id: q.id, number: i + 1, points: q.points, prompt: q.prompt };
    switch (q.type) {
      case "single":
      case "multiple":
        return {
          ...common,
          type: q.type,
          scoring: q.type === "multiple" ? q.scoring : null,
          choices: choicesInAttemptOrder(q.choices, q.id, attemptId, settings.shuffleChoices).map((c) => ({ id: c.id, text: c.text })),
        };
      case "number":
        return { ...common, type: "number", units: [...q.units], unitRequired: q.unitRequired };
      case "text":
        return { ...common, type: "text" };
    }
  });
  return {
    attemptId,
    mode: settings.mode,
    passMarkPercent: settings.passMarkPercent,
    totalPoints: exercise.questions.reduce((sum, q) => sum + q.points, 0),
    questions,
  };
}
