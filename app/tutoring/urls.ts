/** The tutor's admin pages of tutoring (browser-safe; the student's pages are in ~/kernel/urls). */
import { ADMIN_URLS, sitePath } from "~/kernel/urls";

export const ADMIN_TUTORING = {
  agenda: ADMIN_URLS.tutoring(),
  types: sitePath(["admin", "tutoring", "types"]),
  newType: sitePath(["admin", "tutoring", "types", "new"]),
  type: (id: string) => sitePath(["admin", "tutoring", "types", id]),
  hours: sitePath(["admin", "tutoring", "hours"]),
  session: (id: string) => sitePath(["admin", "tutoring", "sessions", id]),
  /** A student's weekly series, and ending it (issue 44). */
  series: (id: string) => sitePath(["admin", "tutoring", "series", id]),
};
