/**
 * The question bank's reads (the tutor's pages, drawing an attempt's questions, practice sets).
 * The bank's writes (the editor, the import, copying from a lesson) live beside it in
 * bank-admin.store.server.ts.
 */
import { countReads, countQueryReads } from "~/platform/firestore-reads.server";
import { idSchema } from "~/kernel/ids";
import { bounded, db } from "~/platform/firestore.store.server";
import { EXAM_COLLECTIONS as C, type BankQuestion } from "./model";

export const bankRef = (id: string) => db().collection(C.bank).doc(id);

export function toBankQuestion(id: string, data: FirebaseFirestore.DocumentData): BankQuestion {
  return {
    id,
    courseSlug: String(data.courseSlug ?? ""),
    topic: String(data.topic ?? ""),
    difficulty: data.difficulty,
    question: { ...data.question, id },
    ...(data.source ? { source: data.source } : {}),
    createdAt: Number(data.createdAt ?? 0),
    updatedAt: Number(data.updatedAt ?? 0),
  };
}

/** Every question of one course's bank ("" : the open bank), oldest first. */
export async function listBankQuestions(courseSlug: string): Promise<BankQuestion[]> {
  const snap = await bounded(db().collection(C.bank).where("courseSlug", "==", courseSlug).get(), "exam bank read");
  countQueryReads(snap.size);
  return snap.docs.map((d) => toBankQuestion(d.id, d.data())).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** One bank question; null when there is none, or the id is not one (a URL's `__x__`). */
export async function readBankQuestion(id: string): Promise<BankQuestion | null> {
  if (!idSchema.safeParse(id).success) return null;
  const snap = await bounded(bankRef(id).get(), "exam bank read");
  countReads(1);
  return snap.exists ? toBankQuestion(snap.id, snap.data()!) : null;
}

/** The bank questions of these ids that exist, in the order asked. */
export async function readBankQuestions(ids: readonly string[]): Promise<BankQuestion[]> {
  if (ids.length === 0) return [];
  const snaps = await bounded(db().getAll(...ids.map(bankRef)), "exam bank read");
  countReads(snaps.length);
  return snaps.filter((s) => s.exists).map((s) => toBankQuestion(s.id, s.data()!));
}
