/**
 * What a student's own pages read about their questions, through the
 * per-process student cache (app/platform/student-cache.server.ts): the
 * dashboard list with the mail setting, and the questions on one lesson. A
 * signed-in page view then reads nothing once warm.
 *
 * Every write of a student's questions or setting calls `forgetStudentQuestions`
 * on its process, and the student's own writes answer with the `progress_at`
 * cookie, so they see the result at once on any process. An answer by the
 * tutor shows on another process within the cache's 30 s.
 */
import { withTimeout } from "~/platform/firebase-admin.server";
import { getMailPreferences, type MailPreferences } from "~/services/messaging/user-settings.store.server";
import { createStudentCache } from "~/platform/student-cache.server";
import { QUESTION_LIMITS } from "./schema";
import { lessonQuestionsOf, questionsOf, unseenAnswerCount, type Question } from "./questions.store.server";

const cache = createStudentCache();

export interface StudentQuestions {
  list: Question[];
  /** Answers not opened yet, among all the student's questions (not only the listed ones). */
  newAnswers: number;
  prefs: MailPreferences;
}

/** The student's questions on every lesson (newest first, bounded), the new answers and their mail setting. */
export function studentQuestions(uid: string, writtenAt: number | null): Promise<StudentQuestions> {
  return cache.get(uid, "dashboard", writtenAt, async () => {
    const [list, prefs] = await Promise.all([questionsOf(uid), withTimeout(getMailPreferences(uid), 5_000, "mail preferences")]);
    const unseen = list.filter((q) => q.answerVersion > q.seenVersion).length;
    // The list is bounded: past it, count the rest with an aggregate (no documents read).
    const newAnswers = list.length >= QUESTION_LIMITS.onDashboard ? await unseenAnswerCount(uid) : unseen;
    return { list, newAnswers, prefs };
  });
}

/** The student's own questions on one lesson, newest first (bounded). */
export function studentLessonQuestions(uid: string, lessonId: string, writtenAt: number | null): Promise<Question[]> {
  return cache.get(uid, `lesson:${lessonId}`, writtenAt, () => lessonQuestionsOf(uid, lessonId));
}

/** After this process wrote the student's questions (or someone's answer to them) or their setting. */
export function forgetStudentQuestions(uid: string): void {
  cache.forget(uid);
}
