/**
 * An exam and its attempts written straight into the test Firestore with the model's shapes
 * (app/exams/model.ts), each attempt's result from the exam's own grading (`gradeAttempt`): the
 * tutor's reports read them (tests/integration/exams-reports.test.ts, tests/e2e/exams-reports.spec.ts).
 */
import { questionSchema, type Question } from "~/exercises/index";
import { gradeAttempt } from "~/exams/grade";
import { EXAM_COLLECTIONS, type Attempt, type MockExam } from "~/exams/model";
import { DAY_MS } from "~/kernel/clock";
import { testDb } from "./firestore";

const q = (raw: Record<string, unknown>): Question => questionSchema.parse({ explanation: "", ...raw });

/** Three questions over two topics; maths in prompts and choices; "q-trap" is a bad question. */
export const REPORT_QUESTIONS = [
  {
    topic: "เซต",
    difficulty: "easy" as const,
    question: q({
      id: "q-union",
      type: "single",
      prompt: "ถ้า $A = \\{1, 2\\}$ และ $B = \\{2, 3\\}$ แล้ว $A \\cup B$ คือข้อใด",
      choices: [
        { id: "a", text: "$\\{1, 2, 3\\}$", correct: true },
        { id: "b", text: "$\\{2\\}$", correct: false },
        { id: "c", text: "$\\{1, 3\\}$", correct: false },
      ],
    }),
  },
  {
    topic: "ตรรกศาสตร์",
    difficulty: "medium" as const,
    question: q({ id: "q-trap", type: "single", prompt: "ประพจน์ $p \\land \\lnot p$ เป็นจริงได้หรือไม่", choices: [{ id: "a", text: "ไม่ได้", correct: true }, { id: "b", text: "ได้", correct: false }] }),
  },
  { topic: "เซต", difficulty: "hard" as const, question: q({ id: "q-count", type: "number", prompt: "เซต $\\{a, b, c\\}$ มีสับเซตกี่เซต", answer: 8 }) },
];

/** A published exam of REPORT_QUESTIONS, open to all, opened a day before `at`. */
export async function writeReportExam(id: string, title: string, at: number): Promise<void> {
  const exam: Omit<MockExam, "id"> = {
    title,
    courseSlug: null,
    minutes: 20,
    opensAt: at - DAY_MS,
    closesAt: at + 30 * DAY_MS,
    attempts: 2,
    showAnswers: "submit",
    pageSize: 5,
    questions: { kind: "fixed", ids: REPORT_QUESTIONS.map((x) => x.question.id) },
    published: true,
    createdAt: at - DAY_MS,
    updatedAt: at - DAY_MS,
  };
  await testDb().collection(EXAM_COLLECTIONS.exams).doc(id).set(exam);
}

/** The id of the attempt `writeReportAttempt` writes. */
export const reportAttemptId = (examId: string, uid: string, n: number) => `${examId}-${uid.slice(0, 6)}-${n}`;

/** Attempt `n` of `uid`, started at `at`, graded unless open; an expired one ended at its deadline. */
export async function writeReportAttempt(examId: string, uid: string, n: number, answers: Record<string, string[]>, at: number, status: Attempt["status"] = "submitted", takenMs = 5 * 60_000 + 30_000): Promise<string> {
  const id = reportAttemptId(examId, uid, n);
  const attempt: Omit<Attempt, "id"> = {
    examId,
    uid,
    n,
    startedAt: at,
    deadline: at + 20 * 60_000,
    questions: REPORT_QUESTIONS,
    answers,
    marked: [],
    saves: [],
    status,
    endedAt: status === "open" ? null : status === "expired" ? at + 20 * 60_000 : at + takenMs,
    result: null,
  };
  await testDb().collection(EXAM_COLLECTIONS.attempts).doc(id).set({ ...attempt, result: status === "open" ? null : gradeAttempt(attempt) });
  return id;
}
