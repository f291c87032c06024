/**
 * Mock exams' reads (the student's pages and the tutor's). Composing an exam (its writes) lives
 * in exam-admin.store.server.ts; attempts in attempts.store.server.ts.
 */
import { contentCacheStats } from "~/content/cache.server";
import { machineNow } from "~/kernel/clock";
import { countReads, countQueryReads } from "~/platform/firestore-reads.server";
import { idSchema } from "~/kernel/ids";
import { bounded, db } from "~/platform/firestore.store.server";
import { EXAM_COLLECTIONS as C, type MockExam } from "./model";

export const examRef = (id: string) => db().collection(C.exams).doc(id);

export function toMockExam(id: string, data: FirebaseFirestore.DocumentData): MockExam {
  return {
    id,
    title: String(data.title ?? ""),
    courseSlug: typeof data.courseSlug === "string" && data.courseSlug !== "" ? data.courseSlug : null,
    minutes: Number(data.minutes ?? 0),
    opensAt: Number(data.opensAt ?? 0),
    closesAt: Number(data.closesAt ?? 0),
    attempts: Number(data.attempts ?? 1),
    showAnswers: data.showAnswers === "close" ? "close" : "submit",
    pageSize: Number(data.pageSize ?? 5),
    questions: data.questions,
    published: data.published === true,
    createdAt: Number(data.createdAt ?? 0),
    updatedAt: Number(data.updatedAt ?? 0),
  };
}

/** The exam of this id; null when there is none, or the id is not one (a URL's `__x__`). */
export async function readExam(id: string): Promise<MockExam | null> {
  if (!idSchema.safeParse(id).success) return null;
  const snap = await bounded(examRef(id).get(), "mock exam read");
  countReads(1);
  return snap.exists ? toMockExam(snap.id, snap.data()!) : null;
}

/** Every exam, newest first (the tutor's list; students see `published` ones only). */
export async function listExams(): Promise<MockExam[]> {
  const snap = await bounded(db().collection(C.exams).get(), "mock exams read");
  countQueryReads(snap.size);
  return snap.docs.map((d) => toMockExam(d.id, d.data())).sort((a, b) => b.createdAt - a.createdAt);
}

/** The students' copy of the list (course pages, /exams), re-read after this long or when the content version moves. */
const EXAMS_TTL_MS = 30_000;
let copy: { exams: MockExam[]; readAt: number; version: number | null } | null = null;

/**
 * Every exam as `listExams` answers, from this process's copy: every save of an exam moves the
 * content version (exam-admin.store.server.ts), so a publish shows on the next view on every
 * instance; at most 30 s old otherwise. When Firestore does not answer, an older copy serves.
 */
export async function listExamsCached(): Promise<MockExam[]> {
  const version = contentCacheStats().latest;
  if (copy && machineNow() - copy.readAt < EXAMS_TTL_MS && copy.version === version) return copy.exams;
  try {
    const exams = await listExams();
    copy = { exams, readAt: machineNow(), version };
    return exams;
  } catch (error) {
    if (copy) return copy.exams;
    throw error;
  }
}
