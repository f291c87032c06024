/** The tutor's pages of hand-ins (built on the one URL builder, kernel/urls.ts, which has the student's `homeworkUrl`). */
import { ADMIN_URLS, sitePath } from "~/kernel/urls";

/** The student's homework page asking first whether to take the file `sha256` out of the hand-in. */
export const removeFileUrl = (key: string, sha256: string) => sitePath(["homework", key], { remove: sha256 });

export const HANDIN_ADMIN = {
  inbox: ADMIN_URLS.handins,
  handin: (id: string) => sitePath(["admin", "handins", id]),
  lessonHomework: (lessonId: string) => sitePath(["admin", "lessons", lessonId, "homework"]),
};

/** Where the tutor set the homework `key` asks: the lesson's homework page, or the live session's page. */
export function homeworkEditUrl(key: string): string {
  const session = /^session-(.+)$/.exec(key);
  return session ? sitePath(["admin", "tutoring", "sessions", session[1]!]) : HANDIN_ADMIN.lessonHomework(key.replace(/^lesson-/, ""));
}
