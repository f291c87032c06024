/**
 * Site paths of the learning content, shared by pages, components and
 * redirects. Every one is built by `sitePath`, which percent-encodes each
 * segment, so a Thai slug gives an ASCII URL that is valid in a `Location`
 * header (Node refuses other characters there) and in a sitemap.
 */

/** "/a/b" from raw segments, each percent-encoded (a "/" inside a segment too), plus an optional query. */
export function sitePath(segments: readonly string[], query?: Record<string, string>): string {
  const path = `/${segments.map((s) => encodeURIComponent(s)).join("/")}`;
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}

export const homeUrl = () => sitePath([]);
/** The student's dashboard, optionally at one of its sections. */
export const dashboardUrl = (hash?: string) => `${sitePath(["dashboard"])}${hash ? `#${hash}` : ""}`;
export const logoutUrl = () => sitePath(["logout"]);
export const searchUrl = () => sitePath(["search"]);
/** The blog's first page (a query of the listing: blog/blog-url.ts `blogUrl`). */
export const blogHomeUrl = () => sitePath(["blog"]);
export const blogRssUrl = () => sitePath(["blog", "rss.xml"]);
export const sitemapUrl = () => sitePath(["sitemap.xml"]);
/** The JSON API's base (auth/api-client.ts). */
export const apiUrl = () => sitePath(["api"]);
export const blogTagUrl = (tag: string) => sitePath(["blog"], { tag });
export const articleUrl = (slug: string) => sitePath(["blog", slug]);
export const courseUrl = (slug: string) => sitePath(["course", slug]);
export const courseLeaveUrl = (slug: string) => sitePath(["course", slug, "leave"]);
export const lessonUrl = (id: string) => sitePath(["lesson", id]);
/** Where a plain "mark done" post lands: the lesson again, its "บันทึกแล้ว" message (`#lesson-saved`) at the top of the screen. */
export const LESSON_SAVED = { param: "saved", anchor: "lesson-saved" } as const;
export const lessonSavedUrl = (id: string) => `${sitePath(["lesson", id], { [LESSON_SAVED.param]: "1" })}#${LESSON_SAVED.anchor}`;
/** POST: one exercise question checked, answered as JSON (the check island). */
export const lessonCheckUrl = (id: string) => sitePath(["lesson", id, "check"]);
/** A student's attempts at a lesson's exercise, one attempt's review, and "ฝึกเฉพาะข้อที่ผิด" of it (GET the form, POST to grade). */
export const lessonAttemptsUrl = (id: string) => sitePath(["lesson", id, "attempts"]);
/** An admin reads a student's attempt by naming the student (`?student=<uid>`). */
export const ATTEMPT_STUDENT_PARAM = "student";
export const lessonAttemptUrl = (id: string, attemptId: string, student?: string) =>
  sitePath(["lesson", id, "attempts", attemptId], student === undefined ? undefined : { [ATTEMPT_STUDENT_PARAM]: student });
export const lessonPracticeWrongUrl = (id: string, attemptId: string) => sitePath(["lesson", id, "attempts", attemptId, "wrong"]);
/** The student's profile (display name, grade, school), with where to go after saving it. */
export const profileUrl = (redirectTo?: string) => sitePath(["profile"], redirectTo === undefined ? undefined : { redirectTo });
/** The sign-in page, with where to go after it. */
export const loginUrl = (redirectTo?: string) => sitePath(["login"], redirectTo === undefined ? undefined : { redirectTo });
/** The admin pages (each content kind's editor is the registry's `editUrl`). */
export const ADMIN_URLS = {
  home: () => sitePath(["admin"]),
  newArticle: () => sitePath(["admin", "articles", "new"]),
  newCourse: () => sitePath(["admin", "courses", "new"]),
  course: (id: string) => sitePath(["admin", "courses", id]),
  courseStudentsCsv: (id: string) => sitePath(["admin", "courses", id, "students.csv"]),
  stats: () => sitePath(["admin", "stats"]),
  exerciseStats: () => sitePath(["admin", "stats", "exercises"]),
  students: (query?: Record<string, string>) => sitePath(["admin", "students"], query),
  student: (uid: string) => sitePath(["admin", "students", uid]),
  trash: (query?: Record<string, string>) => sitePath(["admin", "trash"], query),
  trashItem: (id: string) => sitePath(["admin", "trash", id]),
  questions: () => sitePath(["admin", "questions"]),
  tutoring: () => sitePath(["admin", "tutoring"]),
  /** The tutor's inbox of hand-ins (app/handins). */
  handins: () => sitePath(["admin", "handins"]),
  payments: () => sitePath(["admin", "payments"]),
  paymentsIncomeCsv: () => sitePath(["admin", "payments", "income.csv"]),
  preview: () => sitePath(["admin", "preview"]),
  export: () => sitePath(["admin", "export"]),
};
/** The admin editor of a lesson (the registry's `editUrl`; here too so a page can link to it without the registry's schemas). */
export const adminLessonUrl = (id: string) => sitePath(["admin", "lessons", id]);
/** The tutor's editor of a lesson's exercise. */
export const adminExerciseUrl = (lessonId: string) => sitePath(["admin", "lessons", lessonId, "exercise"]);
export const tutoringUrl = () => sitePath(["tutoring"]);
export const sessionsUrl = () => sitePath(["sessions"]);
/** The student's "การชำระเงินของฉัน": orders, receipts, hours left (app/payments/mine.server.ts). */
export const myPaymentsUrl = () => sitePath(["payments"]);
export const sessionUrl = (id: string) => sitePath(["sessions", id]);
/** The booking's calendar file (built by the tutor-side calendar module). */
export const sessionIcsUrl = (id: string) => sitePath(["sessions", `${id}.ics`]);
/** A student's weekly series (app/tutoring/series*): its page, with its weeks. */
export const seriesUrl = (id: string) => sitePath(["sessions", "series", id]);

/** A homework's page (app/handins): its key is `lesson-<id>` or `session-<id>` (handins/model.ts). */
export const homeworkUrl = (key: string) => sitePath(["homework", key]);
export const sessionHomeworkUrl = (sessionId: string) => homeworkUrl(`session-${sessionId}`);

/** A stored file (files/): its content's hash names it, so its address never changes meaning. */
export const fileUrl = (sha256: string, ext: string) => sitePath(["files", `${sha256}.${ext}`]);
export const fileThumbUrl = (sha256: string) => sitePath(["files", `${sha256}-thumb.jpg`]);
/** The tutor's files of one lesson: worksheets and pictures (upload and remove). */
export const adminLessonFilesUrl = (id: string) => sitePath(["admin", "lessons", id, "files"]);
