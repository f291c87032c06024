/** Composing a mock exam (the tutor's pages): one exam added or replaced. Reads are in exams.store.server.ts. */
import { countReads } from "~/platform/firestore-reads.server";
import { newId } from "~/kernel/ids";
import { bumpContentVersion } from "~/content/content-version.store.server";
import { bounded, db } from "~/platform/firestore.store.server";
import { examRef } from "./exams.store.server";
import type { MockExam } from "./model";

export type ExamFields = Omit<MockExam, "id" | "createdAt" | "updatedAt">;

/** Adds (id null) or replaces an exam; an edit of a missing exam answers null. */
export async function saveExam(id: string | null, fields: ExamFields, now: number): Promise<{ id: string } | null> {
  // With the content version (one batch): the course pages and /exams list published exams, and
  // every instance's HTML cache and exam list (listExamsCached) start again from the write.
  const batch = db().batch();
  await bumpContentVersion(batch);
  if (id === null) {
    const fresh = newId();
    batch.create(examRef(fresh), { ...fields, createdAt: now, updatedAt: now });
    await bounded(batch.commit(), "mock exam write");
    return { id: fresh };
  }
  const before = await bounded(examRef(id).get(), "mock exam read");
  countReads(1);
  if (!before.exists) return null;
  batch.set(examRef(id), { ...fields, createdAt: Number(before.data()?.createdAt ?? now), updatedAt: now });
  await bounded(batch.commit(), "mock exam write");
  return { id };
}
