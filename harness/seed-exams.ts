/**
 * The demo mock exam (issue 43, docs/exams.md): the question bank of the course
 * math-m4-sets-and-logic read from harness/demo-content/exam-bank.md through the bank's
 * Markdown import (so the demo proves the format), its topic list, and the published exam
 * "ข้อสอบจำลองกลางภาค เซตและตรรกศาสตร์" drawing 10 questions over the topics, open from the
 * seed's day for a year. Fixed ids and `set()`: a second run writes the same (the exam's
 * dates move with the seed's day, like the other seeds' bookings). Tests may import demoExam and demoBank.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Firestore } from "firebase-admin/firestore";
import { bangkokInstant, dayKeyOf, DAY_MS, nowDate } from "../app/kernel/clock.ts";
import { parseBankFile } from "../app/exams/import.ts";
import { EXAM_COLLECTIONS, type BankQuestion, type MockExam } from "../app/exams/model.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CREATED = Date.parse("2025-05-01T02:00:00Z");

export const DEMO_EXAM_COURSE = "math-m4-sets-and-logic";
export const DEMO_EXAM_TOPICS = ["เซต", "แผนภาพเวนน์", "ตรรกศาสตร์"] as const;

/** The demo bank, in the file's order, with fixed ids demo-m4-q01…. */
export function demoBank(): BankQuestion[] {
  const text = readFileSync(path.join(HERE, "demo-content", "exam-bank.md"), "utf8");
  const read = parseBankFile(text, "markdown", DEMO_EXAM_TOPICS);
  if (!read.ok) throw new Error(`demo exam bank: ${read.errors.map((e) => `line ${e.line}: ${e.message}`).join("; ")}`);
  return read.questions.map((q, i) => {
    const id = `demo-m4-q${String(i + 1).padStart(2, "0")}`;
    return { id, courseSlug: DEMO_EXAM_COURSE, topic: q.topic, difficulty: q.difficulty, question: { ...q.question, id }, createdAt: CREATED + i, updatedAt: CREATED + i };
  });
}

/** The demo exam as of `now` (opens at the start of that Bangkok day, closes a year later). */
export function demoExam(now: Date): MockExam {
  const opensAt = bangkokInstant(dayKeyOf(now), 0).getTime();
  return {
    id: "demo-m4-midterm",
    title: "ข้อสอบจำลองกลางภาค เซตและตรรกศาสตร์",
    courseSlug: DEMO_EXAM_COURSE,
    minutes: 20,
    opensAt,
    closesAt: opensAt + 365 * DAY_MS,
    attempts: 2,
    showAnswers: "submit",
    pageSize: 5,
    questions: {
      kind: "draw",
      draws: [
        { topic: "เซต", difficulty: "any", count: 4 },
        { topic: "แผนภาพเวนน์", difficulty: "any", count: 3 },
        { topic: "ตรรกศาสตร์", difficulty: "any", count: 3 },
      ],
    },
    published: true,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

export async function seedExams(db: Firestore, now = nowDate()): Promise<void> {
  const bank = demoBank();
  const exam = demoExam(now);
  const batch = db.batch();
  batch.set(db.collection(EXAM_COLLECTIONS.topics).doc(DEMO_EXAM_COURSE), { topics: [...DEMO_EXAM_TOPICS], updatedAt: CREATED });
  for (const { id, ...data } of bank) batch.set(db.collection(EXAM_COLLECTIONS.bank).doc(id), data);
  const { id, ...examData } = exam;
  batch.set(db.collection(EXAM_COLLECTIONS.exams).doc(id), examData);
  await batch.commit();
  console.log(`Seed: ${bank.length} demo exam questions, exam ${id}`);
}
