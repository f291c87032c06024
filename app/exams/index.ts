/** The mock exams feature's browser-safe API for other features. */
// The tutor's pages (the admin menu's entry).
export { ADMIN_EXAM_URLS } from "./urls";
export { EXAM_NAV } from "./messages";
export { CourseExams, DashboardExams } from "./ExamList";
