/** The admin pages of questions (browser-safe). */
import { ADMIN_URLS, sitePath } from "~/kernel/urls";

export const QUESTIONS_ADMIN_URL = ADMIN_URLS.questions();
export const questionAdminUrl = (id: string, query?: Record<string, string>) => sitePath(["admin", "questions", id], query);

/** A question on its lesson page (`#q-<id>`): where a post about it lands, focused (its item is focusable). */
export const questionAnchor = (id: string) => `q-${id}`;
/** The lesson's question forms post to `#question-post`: a refusal lands on its alert, which bears this id. */
export const QUESTION_POST_ANCHOR = "question-post";
