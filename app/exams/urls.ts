/** The URLs of mock exams, the student's and the tutor's (browser-safe). */
import { sitePath } from "~/kernel/urls";

const page = (n?: number) => (n && n > 1 ? { page: String(n) } : undefined);

// The student's pages.
export const examsUrl = () => sitePath(["exams"]);
export const examUrl = (examId: string) => sitePath(["exams", examId]);
/** One page of an attempt's questions (1-based). */
export const attemptUrl = (examId: string, attemptId: string, n?: number) => sitePath(["exams", examId, "attempts", attemptId], page(n));
/** Before submitting: the unanswered and marked questions, and the confirmation. */
export const attemptReviewUrl = (examId: string, attemptId: string) => sitePath(["exams", examId, "attempts", attemptId, "review"]);
export const attemptResultUrl = (examId: string, attemptId: string) => sitePath(["exams", examId, "attempts", attemptId, "result"]);
/** "ฝึกหัวข้อที่ยังอ่อน" after an attempt: a practice set from the bank, not counted. */
export const practiceUrl = (examId: string, attemptId: string) => sitePath(["exams", examId, "attempts", attemptId, "practice"]);

// The tutor's pages.
export const ADMIN_EXAM_URLS = {
  list: () => sitePath(["admin", "exams"]),
  newExam: () => sitePath(["admin", "exams", "new"]),
  exam: (examId: string) => sitePath(["admin", "exams", examId]),
  results: (examId: string) => sitePath(["admin", "exams", examId, "results"]),
  resultsCsv: (examId: string) => sitePath(["admin", "exams", examId, "results.csv"]),
  items: (examId: string) => sitePath(["admin", "exams", examId, "items"]),
  bank: (query?: Record<string, string>) => sitePath(["admin", "exams", "bank"], query),
  newQuestion: () => sitePath(["admin", "exams", "bank", "new"]),
  question: (id: string) => sitePath(["admin", "exams", "bank", id]),
  importBank: () => sitePath(["admin", "exams", "bank", "import"]),
  copyFromLesson: () => sitePath(["admin", "exams", "bank", "copy"]),
  topics: () => sitePath(["admin", "exams", "topics"]),
} as const;
