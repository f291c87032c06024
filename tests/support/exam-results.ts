/**
 * Fixtures of a mock exam's result, written straight in Firestore with the model's shapes
 * (app/exams/model.ts): a small bank over two topics ("เซต" and "ตรรกศาสตร์", maths in a
 * prompt), an exam of fixed questions, and attempts whose result is `gradeAttempt`'s. Every
 * id carries the caller's `run` suffix, so each test owns its data.
 */
import { questionSchema, type Question } from "~/exercises/index";
import { gradeAttempt } from "~/exams/grade";
import { EXAM_COLLECTIONS, type Attempt, type BankQuestion, type MockExam } from "~/exams/model";
import { DAY_MS, MINUTE_MS, now } from "~/kernel/clock";
import { newId } from "~/kernel/ids";
import { testDb } from "./firestore";

export const SETS = "เซต";
export const LOGIC = "ตรรกศาสตร์";

const q = (raw: Record<string, unknown>): Question => questionSchema.parse({ points: 1, explanation: "", ...raw });

/** A run's bank: two sets questions, three logic ones; the first four are the exam's. */
export function resultFixtures(run: string) {
  const course = `exres-${run}`.toLowerCase();
  const bank: Array<{ topic: string; question: Question }> = [
    {
      topic: SETS,
      question: q({
        id: `${run}-s1`,
        type: "single",
        prompt: "ถ้า $A = \\{1, 2\\}$ แล้ว $n(A)$ เท่ากับเท่าไร",
        choices: [
          { id: "a", text: "KEY-S1-สอง", correct: true },
          { id: "b", text: "สาม", correct: false },
        ],
        explanation: "EXPLAIN-S1 เซตมีสมาชิกสองตัว",
      }),
    },
    { topic: SETS, question: q({ id: `${run}-s2`, type: "number", prompt: "จำนวนสับเซตของเซตที่มีสมาชิก 3 ตัว", answer: 8, explanation: "EXPLAIN-S2 สองยกกำลังสาม" }) },
    {
      topic: LOGIC,
      question: q({
        id: `${run}-l1`,
        type: "single",
        prompt: "PROMPT-L1 ประพจน์ $p \\land q$ เป็นจริงเมื่อใด",
        choices: [
          { id: "a", text: "เมื่อทั้งสองเป็นจริง", correct: true },
          { id: "b", text: "เมื่ออย่างน้อยหนึ่งเป็นจริง", correct: false },
        ],
        explanation: "EXPLAIN-L1 และต้องจริงทั้งคู่",
      }),
    },
    { topic: LOGIC, question: q({ id: `${run}-l2`, type: "text", prompt: "PROMPT-L2 นิเสธของ จริง คือ", accepted: ["KEYTEXT-เท็จ"], explanation: "EXPLAIN-L2" }) },
    { topic: LOGIC, question: q({ id: `${run}-l3`, type: "text", prompt: "PROMPT-L3 ตัวเชื่อม หรือ เขียนด้วยสัญลักษณ์ใด", accepted: ["v"], explanation: "EXPLAIN-L3" }) },
  ];
  const inAttempt = bank.slice(0, 4);
  /** Sets right, logic wrong: 2 of 4 (50 %), logic the weak topic. */
  const rightAnswers: Record<string, string[]> = { [`${run}-s1`]: ["a"], [`${run}-s2`]: ["8"] };
  const wrongAnswers: Record<string, string[]> = { [`${run}-l1`]: ["b"], [`${run}-l2`]: ["ผิดแน่ๆ"] };

  async function writeBank() {
    const t = now();
    await Promise.all(
      bank.map(({ topic, question }) => {
        const doc: Omit<BankQuestion, "id"> = { courseSlug: course, topic, difficulty: "easy", question, createdAt: t, updatedAt: t };
        return testDb().collection(EXAM_COLLECTIONS.bank).doc(question.id).set(doc);
      })
    );
  }

  async function writeExam(patch: Partial<MockExam> = {}): Promise<string> {
    const id = newId();
    const t = now();
    const exam: Omit<MockExam, "id"> = {
      title: `ข้อสอบจำลองทดสอบผล ${id}`,
      courseSlug: course,
      minutes: 20,
      opensAt: t - 2 * DAY_MS,
      closesAt: t + 2 * DAY_MS,
      attempts: 3,
      showAnswers: "submit",
      pageSize: 2,
      questions: { kind: "fixed", ids: inAttempt.map((b) => b.question.id) },
      published: true,
      createdAt: t,
      updatedAt: t,
      ...patch,
    };
    await testDb().collection(EXAM_COLLECTIONS.exams).doc(id).set(exam);
    return id;
  }

  /** An attempt of `uid`, started 30 minutes ago and ended 12 min 30 s after its start (or open, or graded at its deadline). */
  async function writeAttempt(
    examId: string,
    uid: string,
    answers: Record<string, string[]>,
    opts: { status?: Attempt["status"]; n?: number; deadline?: number } = {}
  ): Promise<string> {
    const id = newId();
    const startedAt = now() - 30 * MINUTE_MS;
    const status = opts.status ?? "submitted";
    const questions = inAttempt.map((b) => ({ topic: b.topic, difficulty: "easy" as const, question: b.question }));
    const attempt: Omit<Attempt, "id"> = {
      examId,
      uid,
      n: opts.n ?? 1,
      startedAt,
      deadline: opts.deadline ?? startedAt + 20 * MINUTE_MS,
      questions,
      answers,
      marked: [],
      saves: [],
      status,
      endedAt: status === "open" ? null : status === "expired" ? startedAt + 20 * MINUTE_MS : startedAt + 750_000,
      result: status === "open" ? null : gradeAttempt({ questions, answers }),
    };
    await testDb().collection(EXAM_COLLECTIONS.attempts).doc(id).set(attempt);
    return id;
  }

  return { course, bank, rightAnswers, wrongAnswers, writeBank, writeExam, writeAttempt };
}
