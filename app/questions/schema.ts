/**
 * The inputs of questions to the tutor, validated at the edge (zod, Thai
 * messages). Browser-safe. Question and answer texts are Markdown within the
 * site's Markdown bounds (~/services/markdown/markdown-limits), with lengths of their own.
 */
import { z } from "zod";
import { idSchema } from "~/kernel/ids";
import { markdownLimitError } from "~/services/markdown/markdown-limits";
import { QUESTION_TEXT } from "./messages";

export const QUESTION_LIMITS = {
  /** Characters of a question. */
  body: 4_000,
  /** Characters of an answer. */
  answer: 20_000,
  /** Messages after the first answer in one question's thread (the student's replies and the tutor's answers). */
  replies: 20,
  /** A student's questions listed on a lesson, and on the dashboard. */
  perLesson: 20,
  onDashboard: 30,
  /** Rows of one page of the admin inbox. */
  inboxPage: 20,
  /** Asks and edits per student in RATE_WINDOW_SECONDS. */
  rateLimit: 10,
  rateWindowSeconds: 600,
} as const;

/** The `intent` of the lesson route's question forms (one intent family: `question-*`). */
const QUESTION_INTENTS = ["question-ask", "question-edit", "question-withdraw", "question-reply"] as const;
export type QuestionIntent = (typeof QUESTION_INTENTS)[number];
export const isQuestionIntent = (value: unknown): value is QuestionIntent => QUESTION_INTENTS.includes(value as QuestionIntent);

const QUESTION_STATES = ["open", "answered", "resolved"] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

function markdownText(required: string, tooLong: (max: number) => string, max: number) {
  return z
    .string({ error: required })
    .transform((s) => s.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .trim()
        .min(1, required)
        .max(max, tooLong(max))
        .superRefine((text, ctx) => {
          const error = markdownLimitError(text, max);
          if (error) ctx.addIssue({ code: "custom", message: error });
        }),
    );
}

export const questionBodySchema = markdownText(QUESTION_TEXT.errors.required, QUESTION_TEXT.errors.tooLong, QUESTION_LIMITS.body);
export const answerBodySchema = markdownText(QUESTION_TEXT.errors.answerRequired, QUESTION_TEXT.errors.answerTooLong, QUESTION_LIMITS.answer);

/** The admin inbox's query string. */
export const inboxQuerySchema = z.object({
  course: z.union([z.literal(""), idSchema]).catch(""),
  status: z.enum(["all", ...QUESTION_STATES]).catch("all"),
  after: z.union([z.literal(""), idSchema]).catch(""),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const ADMIN_QUESTION_INTENTS = ["preview", "answer", "resolve", "reopen", "publish", "unpublish", "delete"] as const;
export type AdminQuestionIntent = (typeof ADMIN_QUESTION_INTENTS)[number];
