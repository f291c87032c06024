/**
 * Mock exams' documents written straight into the test Firestore, following app/exams/model.ts
 * (the tutor's pages make them in the app): bank questions of a test's own course slug (or of
 * the open bank, for fixed lists only: its draws would meet other tests' questions), and exams.
 * Each call makes fresh ids, so tests own their data.
 */
import { testDb } from "./firestore";
import { DAY_MS, now } from "~/kernel/clock";
import { newId } from "~/kernel/ids";
import { EXAM_COLLECTIONS as C, type BankQuestion, type Difficulty, type MockExam } from "~/exams/model";
import type { Question } from "~/exercises/index";

/** A fresh lower-case suffix (question and choice ids are lower case). */
export const examSuffix = () => newId().toLowerCase().slice(0, 10);

export type QuestionKind = Question["type"];

/**
 * What an attempt page says of its deadline: "ส่งได้ถึง 14:35 น.", or with the day when the
 * deadline falls on the next Bangkok day (a sitting started near midnight: EXAM_TEXT.deadlineDay).
 */
export const DEADLINE_SHOWN = /ส่งได้ถึง (?:\d{1,2} \S+ \d{4} )?\d{2}:\d{2} น\./;

/** The explanation every fixture question carries: a page must not show it before the answers may show. */
export const SECRET_EXPLANATION = "คำอธิบายลับที่ยังไม่ควรเห็น";
/** The accepted answer of a text question: not on the page either. */
export const SECRET_ACCEPTED = "คำตอบลับ";

/** An exercise question of `kind` with id `id`: choice "a" is the right one; the number's answer is 4. */
export function fixtureQuestion(id: string, kind: QuestionKind, prompt = `ข้อ ${id}: $x^2 = 16$ แล้ว $x$ เป็นเท่าไร`): Question {
  const base = { id, prompt, explanation: SECRET_EXPLANATION, points: 1 };
  const choices = [
    { id: "a", text: "$x = 4$", correct: true },
    { id: "b", text: "$x = 8$", correct: false },
    { id: "c", text: "$x = 16$", correct: false },
  ];
  switch (kind) {
    case "single":
      return { ...base, type: "single", choices };
    case "multiple":
      return { ...base, type: "multiple", scoring: "all", choices: [...choices.slice(0, 2), { id: "c", text: "$x = -4$", correct: true }] };
    case "number":
      return { ...base, type: "number", answer: 4, tolerance: { kind: "absolute", amount: 0 }, units: [], unitRequired: false };
    case "text":
      return { ...base, type: "text", accepted: [SECRET_ACCEPTED], ignoreFinalFullStop: false };
  }
}

/** Writes one bank question; answers it. */
export async function writeBankQuestion(opts: { courseSlug?: string; topic?: string; difficulty?: Difficulty; kind?: QuestionKind; id?: string } = {}): Promise<BankQuestion> {
  const id = opts.id ?? `q-${examSuffix()}`;
  const t = now();
  const q: BankQuestion = {
    id,
    courseSlug: opts.courseSlug ?? "",
    topic: opts.topic ?? "เซต",
    difficulty: opts.difficulty ?? "easy",
    question: fixtureQuestion(id, opts.kind ?? "single"),
    createdAt: t,
    updatedAt: t,
  };
  await testDb().collection(C.bank).doc(id).set(q);
  return q;
}

/** Writes an exam (published, open from an hour ago for a day, 20 minutes, 2 attempts, 2 questions a page); answers it. */
export async function writeExam(extra: Partial<MockExam> & Pick<MockExam, "questions">): Promise<MockExam> {
  const t = now();
  const exam: MockExam = {
    id: `exam-${examSuffix()}`,
    title: `ข้อสอบทดสอบ ${examSuffix()}`,
    courseSlug: null,
    minutes: 20,
    opensAt: t - 3_600_000,
    closesAt: t + DAY_MS,
    attempts: 2,
    showAnswers: "submit",
    pageSize: 2,
    published: true,
    createdAt: t,
    updatedAt: t,
    ...extra,
  };
  await testDb().collection(C.exams).doc(exam.id).set(exam);
  return exam;
}

/** An open exam of fixed questions, one of each kind (single, number, multiple, text), 2 a page. */
export async function writeFixedExam(extra: Partial<MockExam> = {}): Promise<{ exam: MockExam; questions: BankQuestion[] }> {
  const questions = await Promise.all((["single", "number", "multiple", "text"] as const).map((kind) => writeBankQuestion({ kind })));
  const exam = await writeExam({ questions: { kind: "fixed", ids: questions.map((q) => q.id) }, ...extra });
  return { exam, questions };
}

/** An attempt as stored. */
export async function readAttemptDoc(id: string) {
  return (await testDb().collection(C.attempts).doc(id).get()).data();
}
