/**
 * Mock exams (issue 43, docs/exams.md): the shapes the feature shares (browser-safe). A
 * question of the bank is an exercise question (exercises' `questionSchema`: one answer,
 * several answers, a number, short text) with a topic and a difficulty. Firestore layout:
 *
 * - `examTopics/{courseSlug | "_open"}`: `{ topics: string[] }`, the tutor's list per course.
 * - `examBank/{id}`: one BankQuestion.
 * - `mockExams/{id}`: one MockExam.
 * - `examAttempts/{id}`: one Attempt of one student (its id from the server, `newId()`).
 * - `examSittings/{examId}_{uid}`: `{ examId, uid, open: attemptId | null, used }`: one attempt
 *   at a time and the count against `attempts`, taken in the transaction that starts one.
 *
 * Times are epoch milliseconds (`now()` of kernel/clock). No answer key reaches a page or its
 * loader data before `mayShowAnswers` says so: an attempt keeps its own copy of its questions
 * (`questions`), so editing the bank later changes no grade.
 */
import type { Question } from "~/exercises/index";

export const EXAM_COLLECTIONS = {
  topics: "examTopics",
  bank: "examBank",
  exams: "mockExams",
  attempts: "examAttempts",
  sittings: "examSittings",
} as const;

/** The topic list of the exams open to every student (no course). */
export const OPEN_TOPICS_KEY = "_open";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface BankQuestion {
  id: string;
  /** The course whose topic list it belongs to; "" for the open list. */
  courseSlug: string;
  topic: string;
  difficulty: Difficulty;
  /** The exercise question; `question.id` equals `id`; its `explanation` shows after the exam. */
  question: Question;
  /** Where it was copied from, when it came from a lesson's exercise. */
  source?: { lessonId: string; questionId: string };
  createdAt: number;
  updatedAt: number;
}

/** N random questions of a topic (and a difficulty, or any) drawn for each attempt. */
export interface Draw {
  topic: string;
  difficulty: Difficulty | "any";
  count: number;
}

export type ExamQuestions = { kind: "fixed"; ids: string[] } | { kind: "draw"; draws: Draw[] };

/** When answers and explanations show: once the attempt is submitted, or once the exam closes. */
export type ShowAnswers = "submit" | "close";

export interface MockExam {
  id: string;
  title: string;
  /** The course it belongs to (listed on its page, its enrolled students may sit it); null: open to all students. */
  courseSlug: string | null;
  /** The time limit of one attempt. */
  minutes: number;
  opensAt: number;
  closesAt: number;
  /** Attempts a student may make. */
  attempts: number;
  showAnswers: ShowAnswers;
  /** Questions a page while sitting it. */
  pageSize: number;
  questions: ExamQuestions;
  /** Only published exams are shown to students. */
  published: boolean;
  createdAt: number;
  updatedAt: number;
}

export type AttemptStatus = "open" | "submitted" | "expired";

export interface TopicScore {
  topic: string;
  /** Points earned (hundredths allowed: partial multiple-choice). */
  score: number;
  max: number;
}

export interface AttemptResult {
  score: number;
  max: number;
  /** Whole percent, half up (platform/percent.ts). */
  percent: number;
  byTopic: TopicScore[];
  /** Per question, in the attempt's order: the share of its points earned (0–1). */
  perQuestion: Array<{ id: string; share: number; correct: boolean }>;
}

export interface Attempt {
  id: string;
  examId: string;
  uid: string;
  /** 1 for the student's first attempt. */
  n: number;
  startedAt: number;
  /** startedAt + minutes, capped by the exam's closesAt. */
  deadline: number;
  /** The attempt's questions in order, copied at start (drawn ones included), with their topic. */
  questions: Array<{ topic: string; difficulty: Difficulty; question: Question }>;
  /** Answers saved before the deadline: question id → chosen choice ids, or the typed text as the only value. */
  answers: Record<string, string[]>;
  /** Question ids the student marked to look at again. */
  marked: string[];
  /** The page forms' tokens already saved (a double post is one save). */
  saves: string[];
  status: AttemptStatus;
  /** When it was submitted, or the deadline when the sweep graded it. */
  endedAt: number | null;
  result: AttemptResult | null;
}

/** The attempt's time taken: from start to submission (at most to the deadline). */
export function timeTakenMs(attempt: Pick<Attempt, "startedAt" | "deadline" | "endedAt">): number | null {
  if (attempt.endedAt === null) return null;
  return Math.min(attempt.endedAt, attempt.deadline) - attempt.startedAt;
}

/** Whether the student may see right answers and explanations of `attempt` at `now`. */
export function mayShowAnswers(exam: Pick<MockExam, "showAnswers" | "closesAt">, attempt: Pick<Attempt, "status">, now: number): boolean {
  if (attempt.status === "open") return false;
  return exam.showAnswers === "submit" || now >= exam.closesAt;
}

/** Topics under this share (percent) are offered as "ฝึกหัวข้อที่ยังอ่อน". */
export const WEAK_TOPIC_PERCENT = 60;
