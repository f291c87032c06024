/**
 * Enrolments and per-lesson progress: collection `enrolments`, one document per
 * student and course, id `<uid>__<courseId>`:
 * `{ uid, courseId, enrolledAt, updatedAt, done: { [lessonId]: Timestamp } }`.
 * One read gives a student's whole progress in a course; one query all their
 * courses. Writes are idempotent: enrolling twice, or marking a lesson done
 * twice, leaves the same document (a repeated form post is harmless).
 * Pages read a student's enrolments through enrolment-cache.server.ts (a
 * per-process copy for at most 30 s, re-read after the student's own writes).
 */
import { uidSchema } from "~/platform/uid";
import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { exerciseSummarySchema } from "~/exercises";
import { db } from "~/platform/firestore.store.server";
import { docIdSchema } from "~/content/fields";
import { countedDoc, countedDocs, dateSchema, nowTimestamp, parseDoc, parseDocs } from "../content/shared.store.server";

export const ENROLMENTS = "enrolments";

/** The enrolment's `exercises` field a summary per lesson, Timestamps as Dates; unreadable → none. */
export const exerciseSummariesSchema = z
  .record(z.string(), exerciseSummarySchema.extend({ passedAt: dateSchema.nullable(), lastAt: dateSchema }))
  .catch({});

const enrolmentSchema = z.object({
  id: z.string(),
  uid: z.string().min(1).max(128),
  courseId: docIdSchema,
  enrolledAt: dateSchema,
  updatedAt: dateSchema,
  /** Lessons marked done, with when. */
  done: z.record(z.string(), dateSchema).default({}),
  /** Best score, attempts and first pass of each lesson's exercise. */
  exercises: exerciseSummariesSchema.default({}),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** An enrolment from its document's data (as read, or as a write of this process left it), or null if malformed. */
export function parseEnrolment(id: string, data: Record<string, unknown>): Enrolment | null {
  const parsed = enrolmentSchema.safeParse({ ...data, id });
  return parsed.success ? parsed.data : null;
}


export function enrolmentId(uid: string, courseId: string): string {
  return `${uidSchema.parse(uid)}__${docIdSchema.parse(courseId)}`;
}

function ref(uid: string, courseId: string) {
  return db().collection(ENROLMENTS).doc(enrolmentId(uid, courseId));
}

/** A student's enrolment in a course (with its progress), or null. One read. */
export async function getEnrolment(uid: string, courseId: string): Promise<Enrolment | null> {
  const snap = countedDoc(await ref(uid, courseId).get());
  return snap ? parseDoc(enrolmentSchema, snap) : null;
}

/** All of a student's enrolments, most recent first. One query. */
export async function listEnrolments(uid: string): Promise<Enrolment[]> {
  const snap = await db().collection(ENROLMENTS).where("uid", "==", uidSchema.parse(uid)).get();
  return parseDocs(enrolmentSchema, countedDocs(snap)).sort((a, b) => b.enrolledAt.getTime() - a.enrolledAt.getTime());
}

/** Enrols a student; enrolling again changes nothing. Answers whether it was new. */
/** Progress rows of one course's enrolments, or of every enrolment: the course and the lessons marked done. */
export async function enrolmentProgress(courseId?: string): Promise<{ courseId: string; done: string[] }[]> {
  const all = db().collection(ENROLMENTS);
  const query = courseId === undefined ? all : all.where("courseId", "==", courseId);
  const snap = await query.select("courseId", "done").get();
  return countedDocs(snap).map((d) => ({
    courseId: String(d.get("courseId") ?? ""),
    done: Object.keys((d.get("done") as Record<string, unknown> | undefined) ?? {}),
  }));
}

/** A course's enrolments, at most `limit` of them. */
export async function listCourseEnrolments(courseId: string, limit: number): Promise<Enrolment[]> {
  const snap = await db().collection(ENROLMENTS).where("courseId", "==", courseId).limit(limit).get();
  return parseDocs(enrolmentSchema, countedDocs(snap));
}

export async function enrol(uid: string, courseId: string): Promise<{ created: boolean }> {
  const doc = ref(uid, courseId);
  try {
    const now = nowTimestamp();
    await doc.create({ uid, courseId, enrolledAt: now, updatedAt: now, done: {} });
    return { created: true };
  } catch (error) {
    // 6 = ALREADY_EXISTS: enrolled before (a double submit, or a second tab).
    if ((error as { code?: number }).code === 6) return { created: false };
    throw error;
  }
}

export class NotEnrolledError extends Error {
  override name = "NotEnrolledError";
  constructor(uid: string, courseId: string) {
    super(`${uid} is not enrolled in ${courseId}`);
  }
}

/**
 * Marks a lesson done or not done. Idempotent: only a change is written (a
 * transaction reads the enrolment first). Throws NotEnrolledError.
 */
export async function setLessonDone(
  uid: string,
  lesson: { id: string; courseId: string },
  done: boolean
): Promise<{ changed: boolean }> {
  const doc = ref(uid, lesson.courseId);
  const lessonId = docIdSchema.parse(lesson.id);
  return db().runTransaction(async (tx) => {
    const snap = countedDoc(await tx.get(doc));
    if (!snap) throw new NotEnrolledError(uid, lesson.courseId);
    const already = Boolean((snap.get("done") as Record<string, unknown> | undefined)?.[lessonId]);
    if (already === done) return { changed: false };
    tx.update(doc, {
      [`done.${lessonId}`]: done ? nowTimestamp() : FieldValue.delete(),
      updatedAt: nowTimestamp(),
    });
    return { changed: true };
  });
}

/** Removes an enrolment and its progress (admin, or a student leaving a course). */
export async function unenrol(uid: string, courseId: string): Promise<void> {
  await ref(uid, courseId).delete();
}

// ---------------------------------------------------------------- progress (pure)

export interface CourseProgress {
  done: number;
  total: number;
  /** 0–100, rounded down (100 only when every lesson is done). */
  percent: number;
  /** The first lesson in order not done yet; null when all are done. */
  nextLessonId: string | null;
  doneIds: string[];
}

/** Progress over a course's current lessons (lessons removed since do not count). */
export function courseProgress(lessonIds: readonly string[], enrolment: Pick<Enrolment, "done"> | null): CourseProgress {
  const doneMap = enrolment?.done ?? {};
  const doneIds = lessonIds.filter((id) => doneMap[id] !== undefined);
  const total = lessonIds.length;
  const percent = total === 0 ? 0 : Math.floor((doneIds.length / total) * 100);
  return {
    done: doneIds.length,
    total,
    percent,
    nextLessonId: lessonIds.find((id) => doneMap[id] === undefined) ?? null,
    doneIds,
  };
}
