/** The mock exams feature's browser-safe API for other features. */
export { examUrl, examsUrl } from "./urls";
export { CourseExams, DashboardExams } from "./ExamList";
