/** The tutor's pages of hand-ins (built on the one URL builder, kernel/urls.ts, which has the student's `homeworkUrl`). */
import { ADMIN_URLS, sitePath } from "~/kernel/urls";

export const HANDIN_ADMIN = {
  inbox: ADMIN_URLS.handins,
  handin: (id: string) => sitePath(["admin", "handins", id]),
  lessonHomework: (lessonId: string) => sitePath(["admin", "lessons", lessonId, "homework"]),
};
