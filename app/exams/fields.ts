/**
 * The attempt page's field names, shared by the form (AttemptForm.tsx) and the action
 * (sitting.server.ts): the rendered page's `token`, its number `page`, the button pressed `go`,
 * per question `answer.<id>` (a checked choice id per box; one value for the others) and
 * `mark` (a question id per ticked "ทำเครื่องหมายไว้ดูอีกครั้ง").
 */
import { sitePath } from "~/kernel/urls";

export const SITTING_FIELDS = { token: "token", page: "page", go: "go", mark: "mark", answerPrefix: "answer." } as const;

/** Where each button of the attempt page goes once the page is saved. */
export const GO = ["prev", "next", "review"] as const;

export const answerField = (questionId: string) => `${SITTING_FIELDS.answerPrefix}${questionId}`;

/** The review page's confirmation step (`?step=confirm`), before the submit. */
export const CONFIRM_STEP = { name: "step", value: "confirm" } as const;

/** The id of a question's fieldset on its page (the review's links land on it). */
export const questionAnchor = (questionId: string) => `q-${questionId}`;

/** A question as the attempt page gets it (sitting-view.server.ts): HTML instead of Markdown, the student's saved answer and mark; no answer key. */
export type SittingQuestion = { id: string; number: number; points: number; promptHtml: string; given: string[]; marked: boolean } & (
  | { type: "single" | "multiple"; choices: Array<{ id: string; html: string }> }
  | { type: "number"; units: string[] }
  | { type: "text" }
);

/** The review page's confirmation step. */
export const reviewConfirmUrl = (examId: string, attemptId: string) =>
  sitePath(["exams", examId, "attempts", attemptId, "review"], { [CONFIRM_STEP.name]: CONFIRM_STEP.value });
