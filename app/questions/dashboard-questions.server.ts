/**
 * The dashboard's part of questions: the student's questions with their status,
 * the number of answers not opened yet (the badge), and the e-mail setting
 * (users/{uid}.emailOnAnswer) with its form (POST intent=email-on-answer).
 */
import { data, redirect } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/user";
import { dashboardUrl, lessonUrl } from "~/kernel/urls";
import { withTimeout } from "~/platform/firebase-admin.server";
import { progressWrittenCookie } from "~/platform/student-cache.server";
import { setMailPreference } from "~/services/messaging/user-settings.store.server";
import { QUESTION_TEXT } from "./messages";
import type { QuestionState } from "./schema";
import { forgetStudentQuestions, studentQuestions } from "./student-questions.server";
import { formatDateTime } from "~/kernel/clock";
import { inlinePreview } from "~/services/markdown/markdown-inline.server";
import { readFormBody } from "~/kernel/form.server";

interface DashboardQuestion {
  id: string;
  state: QuestionState;
  lessonTitle: string;
  courseTitle: string;
  href: string;
  isNew: boolean;
  askedAt: string;
  /** One line of sanitised HTML (inlinePreview: maths, emphasis). */
  excerptHtml: string;
}

export type DashboardQuestionsView =
  | { available: true; questions: DashboardQuestion[]; newAnswers: number; emailOnAnswer: boolean; emailTutoringReminders: boolean }
  | { available: false };

/** The dashboard loader's one call (null for visitors); `writtenAt` from progressWrittenAt. */
export async function dashboardQuestionsView(user: SessionUser | null, writtenAt: number | null): Promise<DashboardQuestionsView | null> {
  if (!user) return null;
  try {
    const { list, newAnswers, prefs } = await studentQuestions(user.uid, writtenAt);
    return {
      available: true,
      newAnswers,
      emailOnAnswer: prefs.emailOnAnswer,
      emailTutoringReminders: prefs.emailTutoringReminders,
      questions: list.map((q) => ({
        id: q.id,
        state: q.state === "resolved" && q.answerVersion > 0 ? "answered" : q.state,
        lessonTitle: q.lessonTitle,
        courseTitle: q.courseTitle,
        href: `${lessonUrl(q.lessonId)}#q-${q.id}`,
        isNew: q.answerVersion > q.seenVersion,
        askedAt: formatDateTime(q.createdAt),
        excerptHtml: inlinePreview(q.body, 120),
      })),
    };
  } catch (error) {
    console.error(`dashboard questions: ${error instanceof Error ? error.message : String(error)}`);
    return { available: false };
  }
}

/** The dashboard's e-mail settings: intent → the preference it turns on or off. */
const EMAIL_INTENTS = { "email-on-answer": "emailOnAnswer", "email-tutoring-reminders": "emailTutoringReminders" } as const;

/** POST /dashboard intent=email-on-answer|email-tutoring-reminders, value=on|off: the student's e-mail settings. */
export async function dashboardAction(request: Request) {
  const user = await requireUser(request);
  const body = await readFormBody(request);
  if (!body.ok) return data({ settingsError: body.message }, { status: body.status });
  const form = body.form;
  const value = form.get("value");
  const intent = String(form.get("intent") ?? "");
  const preference = Object.hasOwn(EMAIL_INTENTS, intent) ? EMAIL_INTENTS[intent as keyof typeof EMAIL_INTENTS] : null;
  if (!preference || (value !== "on" && value !== "off")) {
    return data({ settingsError: QUESTION_TEXT.errors.unknownIntent }, { status: 400 });
  }
  try {
    await withTimeout(setMailPreference(user.uid, preference, value === "on"), 8_000, "mail preference");
    forgetStudentQuestions(user.uid);
  } catch (error) {
    console.error(`mail preference: ${error instanceof Error ? error.message : String(error)}`);
    return data({ settingsError: QUESTION_TEXT.dashboard.unavailable }, { status: 503 });
  }
  return redirect(dashboardUrl("my-questions"), { status: 303, headers: { "Set-Cookie": progressWrittenCookie() } });
}
