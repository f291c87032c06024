/** The admin pages of questions (browser-safe). */
import { sitePath } from "~/platform/urls";

export const QUESTIONS_ADMIN_URL = "/admin/questions";
export const questionAdminUrl = (id: string, query?: Record<string, string>) => sitePath(["admin", "questions", id], query);
