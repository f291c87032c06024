/**
 * Attempts' reads, shared by the student's pages and the tutor's reports. Starting, saving,
 * submitting and the deadline sweep (the writes) live in sitting.store.server.ts.
 */
import { countReads, countQueryReads } from "~/platform/firestore-reads.server";
import { idSchema } from "~/kernel/ids";
import { bounded, db } from "~/platform/firestore.store.server";
import { EXAM_COLLECTIONS as C, type Attempt } from "./model";

export const attemptRef = (id: string) => db().collection(C.attempts).doc(id);
export const sittingRef = (examId: string, uid: string) => db().collection(C.sittings).doc(`${examId}_${uid}`);

export function toAttempt(id: string, data: FirebaseFirestore.DocumentData): Attempt {
  return {
    id,
    examId: String(data.examId),
    uid: String(data.uid),
    n: Number(data.n ?? 1),
    startedAt: Number(data.startedAt),
    deadline: Number(data.deadline),
    questions: Array.isArray(data.questions) ? data.questions : [],
    answers: data.answers ?? {},
    marked: Array.isArray(data.marked) ? data.marked : [],
    saves: Array.isArray(data.saves) ? data.saves : [],
    status: data.status === "submitted" || data.status === "expired" ? data.status : "open",
    endedAt: typeof data.endedAt === "number" ? data.endedAt : null,
    result: data.result ?? null,
  };
}

export async function readAttempt(id: string): Promise<Attempt | null> {
  if (!idSchema.safeParse(id).success) return null;
  const snap = await bounded(attemptRef(id).get(), "exam attempt read");
  countReads(1);
  return snap.exists ? toAttempt(snap.id, snap.data()!) : null;
}

/** Every attempt of one exam (the tutor's results, item analysis, the group's standing), oldest first. */
export async function listAttemptsOfExam(examId: string): Promise<Attempt[]> {
  const snap = await bounded(db().collection(C.attempts).where("examId", "==", examId).get(), "exam attempts read");
  countQueryReads(snap.size);
  return snap.docs.map((d) => toAttempt(d.id, d.data())).sort((a, b) => a.startedAt - b.startedAt);
}

/** Every attempt of one student (the exam page, the student page, the parent's note), oldest first. */
export async function listAttemptsOfStudent(uid: string): Promise<Attempt[]> {
  const snap = await bounded(db().collection(C.attempts).where("uid", "==", uid).get(), "exam attempts read");
  countQueryReads(snap.size);
  return snap.docs.map((d) => toAttempt(d.id, d.data())).sort((a, b) => a.startedAt - b.startedAt);
}
