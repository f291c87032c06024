/**
 * The question bank's writes (the tutor's pages): a course's topic list, one question added,
 * edited or deleted, a whole imported file at once (one batch: all or nothing), and questions
 * copied from a lesson's exercise (their source kept). Reads are in bank.store.server.ts.
 */
import { countReads } from "~/platform/firestore-reads.server";
import { newItemId, type Question } from "~/exercises/index";
import { bounded, db } from "~/platform/firestore.store.server";
import { bankRef } from "./bank.store.server";
import type { ImportedQuestion } from "./import";
import { EXAM_COLLECTIONS as C, OPEN_TOPICS_KEY, type BankQuestion, type Difficulty } from "./model";

const topicsRef = (courseSlug: string) => db().collection(C.topics).doc(courseSlug === "" ? OPEN_TOPICS_KEY : courseSlug);

/** The tutor's topics of a course ("" : the open exams'), in his order. */
export async function readTopics(courseSlug: string): Promise<string[]> {
  const snap = await bounded(topicsRef(courseSlug).get(), "exam topics read");
  countReads(1);
  const topics = snap.data()?.topics;
  return Array.isArray(topics) ? topics.filter((t): t is string => typeof t === "string") : [];
}

export async function saveTopics(courseSlug: string, topics: readonly string[], now: number): Promise<void> {
  await bounded(topicsRef(courseSlug).set({ topics: [...topics], updatedAt: now }), "exam topics write");
}

export interface BankFields {
  courseSlug: string;
  topic: string;
  difficulty: Difficulty;
  question: Question;
}

/** A bank id for a new question (the question's id too: the exercise schema's id rule). */
export const newBankId = () => newItemId("q-");

/** Adds (id null) or replaces a question; an edit of a missing question answers false. */
export async function saveBankQuestion(id: string | null, fields: BankFields, now: number): Promise<{ id: string } | null> {
  if (id === null) {
    const fresh = newBankId();
    await bounded(bankRef(fresh).create(docOf(fresh, fields, now, now)), "exam bank write");
    return { id: fresh };
  }
  const ref = bankRef(id);
  const before = await bounded(ref.get(), "exam bank read");
  countReads(1);
  if (!before.exists) return null;
  const source = before.data()?.source;
  await bounded(ref.set({ ...docOf(id, fields, Number(before.data()?.createdAt ?? now), now), ...(source ? { source } : {}) }), "exam bank write");
  return { id };
}

export async function deleteBankQuestion(id: string): Promise<void> {
  await bounded(bankRef(id).delete(), "exam bank write");
}

function docOf(id: string, f: BankFields, createdAt: number, updatedAt: number, source?: BankQuestion["source"]) {
  return {
    courseSlug: f.courseSlug,
    topic: f.topic,
    difficulty: f.difficulty,
    question: { ...f.question, id },
    ...(source ? { source } : {}),
    createdAt,
    updatedAt,
  };
}

/** Writes every question of an import in one batch (the import reader bounds them to 500). */
export async function importBankQuestions(courseSlug: string, questions: readonly ImportedQuestion[], now: number): Promise<string[]> {
  const batch = db().batch();
  const ids = questions.map((q, i) => {
    const id = newBankId();
    batch.create(bankRef(id), docOf(id, { courseSlug, topic: q.topic, difficulty: q.difficulty, question: q.question }, now + i, now + i));
    return id;
  });
  await bounded(batch.commit(), "exam bank import");
  return ids;
}

/** Copies a lesson's questions into the bank (each its own new id, the lesson's kept as source). */
export async function copyLessonQuestions(
  lessonId: string,
  courseSlug: string,
  topic: string,
  difficulty: Difficulty,
  questions: readonly Question[],
  now: number
): Promise<string[]> {
  const batch = db().batch();
  const ids = questions.map((q, i) => {
    const id = newBankId();
    batch.create(bankRef(id), docOf(id, { courseSlug, topic, difficulty, question: q }, now + i, now + i, { lessonId, questionId: q.id }));
    return id;
  });
  await bounded(batch.commit(), "exam bank copy");
  return ids;
}
