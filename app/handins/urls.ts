/** The hand-ins' pages (built on the one URL builder, platform/urls.ts). */
import { ADMIN_URLS, sitePath } from "~/platform/urls";

/** The student's page of one homework: what to do, the hand-in, the mark. */
export const homeworkUrl = (key: string) => sitePath(["homework", key]);
export const HANDIN_ADMIN = {
  inbox: ADMIN_URLS.handins,
  handin: (id: string) => sitePath(["admin", "handins", id]),
  lessonHomework: (lessonId: string) => sitePath(["admin", "lessons", lessonId, "homework"]),
};
