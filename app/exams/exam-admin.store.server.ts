/** Composing a mock exam (the tutor's pages): one exam added or replaced. Reads are in exams.store.server.ts. */
import { countReads } from "~/platform/firestore-reads.server";
import { newId } from "~/kernel/ids";
import { bounded } from "~/platform/firestore.store.server";
import { examRef } from "./exams.store.server";
import type { MockExam } from "./model";

export type ExamFields = Omit<MockExam, "id" | "createdAt" | "updatedAt">;

/** Adds (id null) or replaces an exam; an edit of a missing exam answers null. */
export async function saveExam(id: string | null, fields: ExamFields, now: number): Promise<{ id: string } | null> {
  if (id === null) {
    const fresh = newId();
    await bounded(examRef(fresh).create({ ...fields, createdAt: now, updatedAt: now }), "mock exam write");
    return { id: fresh };
  }
  const before = await bounded(examRef(id).get(), "mock exam read");
  countReads(1);
  if (!before.exists) return null;
  await bounded(examRef(id).set({ ...fields, createdAt: Number(before.data()?.createdAt ?? now), updatedAt: now }), "mock exam write");
  return { id };
}
