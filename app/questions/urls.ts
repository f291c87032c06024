/** The admin pages of questions (browser-safe). */
import { ADMIN_URLS, sitePath } from "~/platform/urls";

export const QUESTIONS_ADMIN_URL = ADMIN_URLS.questions();
export const questionAdminUrl = (id: string, query?: Record<string, string>) => sitePath(["admin", "questions", id], query);
