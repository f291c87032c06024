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
import { uidSchema } from "~/kernel/ids";
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/platform/firestore.store.server";
import { alreadyExists } from "~/platform/errors";
import { countReads } from "~/platform/firestore-reads.server";
import { idSchema } from "~/kernel/ids";
import { countedDoc, countedDocs, dateSchema, nowTimestamp, parseDoc, parseDocs } from "../content/shared.store.server";
import { percentOf } from "~/platform/percent";
import { tx } from "~/kernel/store.server";

export const ENROLMENTS = "enrolments";

/**
 * A student's exercise in one lesson, kept on their enrolment (this module owns
 * the document; the exercises feature computes the summary and writes it through
 * `writeExerciseSummary`).
 */
const exerciseSummarySchema = z.object({
  attempts: z.number().int().min(0),
  bestPercent: z.number().int().min(0).max(100),
  /** Whole points, or hundredths when a "partial" question was partly right. */
  bestEarned: z.number().min(0),
  total: z.number().int().min(0),
  /** When an attempt first reached the pass mark of a "required" exercise, or null. */
  passedAt: dateSchema.nullable(),
  lastAt: dateSchema,
});
export type ExerciseSummary = z.infer<typeof exerciseSummarySchema>;

/** The enrolment's `exercises` field: a summary per lesson, Timestamps as Dates; unreadable → none. */
const exerciseSummariesSchema = z.record(z.string(), exerciseSummarySchema).catch({});

const enrolmentSchema = z.object({
  id: z.string(),
  uid: z.string().min(1).max(128),
  courseId: idSchema,
  enrolledAt: dateSchema,
  updatedAt: dateSchema,
  /** Lessons marked done, with when. */
  done: z.record(z.string(), dateSchema).default({}),
  /** Best score, attempts and first pass of each lesson's exercise. */
  exercises: exerciseSummariesSchema.default({}),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** An enrolment from its document's data (as read, or as a write of this process left it), or null if malformed. */
function parseEnrolment(id: string, data: Record<string, unknown>): Enrolment | null {
  const parsed = enrolmentSchema.safeParse({ ...data, id });
  return parsed.success ? parsed.data : null;
}


export function enrolmentId(uid: string, courseId: string): string {
  return `${uidSchema.parse(uid)}__${idSchema.parse(courseId)}`;
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

/** A new enrolment's document: no lesson done yet. */
function newEnrolment(uid: string, courseId: string) {
  const now = nowTimestamp();
  return { uid, courseId, enrolledAt: now, updatedAt: now, done: {} };
}

/**
 * Enrolling inside another feature's transaction (a paid course's confirm, payments'
 * grant-course.store.server.ts), in its two steps, since a transaction reads everything before
 * it writes: whether the student is enrolled already, then the enrolment when not.
 */
export async function readEnrolledInTx(tx: Transaction, uid: string, courseId: string): Promise<boolean> {
  return countedDoc(await tx.get(ref(uid, courseId))) !== null;
}

export function enrolInTx(tx: Transaction, uid: string, courseId: string): void {
  tx.create(ref(uid, courseId), newEnrolment(uid, courseId));
}

/** Enrols a student; enrolling again changes nothing. Answers whether it was new. */
export async function enrol(uid: string, courseId: string): Promise<{ created: boolean }> {
  const doc = ref(uid, courseId);
  try {
    await doc.create(newEnrolment(uid, courseId));
    return { created: true };
  } catch (error) {
    // Enrolled before (a double submit, or a second tab).
    if (alreadyExists(error)) return { created: false };
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
 * What a lesson's exercise asks before the lesson may be marked done, given the
 * student's summary of it (the exercises feature's rule, handed in by the caller).
 */
export type DoneRequirement = (summary: ExerciseSummary | null) => boolean;

export class RequirementNotMetError extends Error {
  override name = "RequirementNotMetError";
}

/**
 * Marks a lesson done or not done. Idempotent: only a change is written (a
 * transaction reads the enrolment first). Marking done checks `requirement`
 * against the summary read in the same transaction. Throws NotEnrolledError,
 * RequirementNotMetError.
 */
export async function setLessonDone(
  uid: string,
  lesson: { id: string; courseId: string },
  done: boolean,
  requirement: DoneRequirement | null = null,
): Promise<{ changed: boolean }> {
  const doc = ref(uid, lesson.courseId);
  const lessonId = idSchema.parse(lesson.id);
  return tx("lesson mark", async (tx) => {
    const snap = countedDoc(await tx.get(doc));
    if (!snap) throw new NotEnrolledError(uid, lesson.courseId);
    if (done && requirement && !requirement(exerciseSummariesSchema.parse(snap.get("exercises") ?? {})[lessonId] ?? null)) {
      throw new RequirementNotMetError(`${lessonId}'s exercise is not passed yet`);
    }
    const already = Boolean((snap.get("done") as Record<string, unknown> | undefined)?.[lessonId]);
    if (already === done) return { changed: false };
    tx.update(doc, {
      [`done.${lessonId}`]: done ? nowTimestamp() : FieldValue.delete(),
      updatedAt: nowTimestamp(),
    });
    return { changed: true };
  });
}

/** gRPC code of a write made on the condition that the document is still the version read. */
const FAILED_PRECONDITION = 9;
/** Most reads-then-commits one summary write tries before it gives up (each loses only to a concurrent write of the same student). */
const SUMMARY_TRIES = 5;

/** What `writeExerciseSummary` answers: the summary written, and the enrolment as the write left it. */
export interface WrittenSummary {
  summary: ExerciseSummary;
  enrolment: Enrolment | null;
  /** Questions the student checked one by one since their previous attempt (`countLessonCheck`). */
  checks: number;
}

/**
 * Counts one question of a lesson checked by an enrolled student (POST
 * /lesson/<id>/check): an increment of `checks.{lessonId}` on their enrolment,
 * no read. The next summary write takes the count and clears it. Throws when
 * the student has no enrolment (NOT_FOUND).
 */
export async function countLessonCheck(uid: string, lesson: { id: string; courseId: string }): Promise<void> {
  await ref(uid, lesson.courseId).update({ [`checks.${idSchema.parse(lesson.id)}`]: FieldValue.increment(1) });
}

/**
 * Writes a lesson's exercise summary on the student's enrolment: one read of the
 * enrolment, then one batch holding the summary `next` computes from the one
 * read, what `alongside` adds (the attempt, given the questions checked one by
 * one since the last attempt, whose count the batch clears) and, on a first
 * pass, the lesson marked done. The enrolment is updated only at the version read (another write
 * of the same student meanwhile: read again, at most 5 times). A commit error
 * other than that (e.g. `alongside`'s create finding its document) is thrown as
 * it is. Throws NotEnrolledError when the student has no enrolment.
 */
export async function writeExerciseSummary(
  uid: string,
  lesson: { id: string; courseId: string },
  next: (previous: ExerciseSummary | null, at: Date) => ExerciseSummary,
  alongside: (batch: WriteBatch, at: Timestamp, checks: number) => void,
): Promise<WrittenSummary> {
  const doc = ref(uid, lesson.courseId);
  for (let i = 0; i < SUMMARY_TRIES; i++) {
    const snap = await doc.get();
    countReads(1);
    if (!snap.exists || !snap.updateTime) throw new NotEnrolledError(uid, lesson.courseId);
    const previous = exerciseSummariesSchema.parse(snap.get("exercises") ?? {})[lesson.id] ?? null;
    const now = nowTimestamp();
    const summary = next(previous, now.toDate());
    const firstPass = summary.passedAt !== null && previous?.passedAt == null;
    const markDone = firstPass && !snap.get(`done.${lesson.id}`);
    const stored = { ...summary, passedAt: summary.passedAt ? Timestamp.fromDate(summary.passedAt) : null, lastAt: Timestamp.fromDate(summary.lastAt) };
    const checksField = `checks.${lesson.id}`;
    const checked: unknown = snap.get(checksField);
    const checks = typeof checked === "number" && checked > 0 ? Math.floor(checked) : 0;
    const batch = db().batch();
    alongside(batch, now, checks);
    // At the version read: a check counted meanwhile fails the update, and the write reads again.
    batch.update(
      doc,
      {
        [`exercises.${lesson.id}`]: stored,
        ...(markDone ? { [`done.${lesson.id}`]: now } : {}),
        ...(checked !== undefined ? { [checksField]: FieldValue.delete() } : {}),
        updatedAt: now,
      },
      { lastUpdateTime: snap.updateTime },
    );
    try {
      await batch.commit();
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === FAILED_PRECONDITION) continue;
      throw error;
    }
    const data = snap.data() ?? {};
    const after = {
      ...data,
      exercises: { ...(data.exercises as Record<string, unknown> | undefined), [lesson.id]: stored },
      done: markDone ? { ...(data.done as Record<string, unknown> | undefined), [lesson.id]: now } : data.done,
      updatedAt: now,
    };
    return { summary, enrolment: parseEnrolment(snap.id, after), checks };
  }
  throw new Error(`exercise summary not written after ${SUMMARY_TRIES} tries: other writes kept changing the enrolment`);
}

/** Removes an enrolment and its progress (admin, or a student leaving a course). */
export async function unenrol(uid: string, courseId: string): Promise<void> {
  await ref(uid, courseId).delete();
}

// ---------------------------------------------------------------- progress (pure)

export interface CourseProgress {
  done: number;
  total: number;
  /** 0–100, rounded half up (platform/percent.ts; 100 only when every lesson is done). */
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
  const percent = percentOf(doneIds.length, total);
  return {
    done: doneIds.length,
    total,
    percent,
    nextLessonId: lessonIds.find((id) => doneMap[id] === undefined) ?? null,
    doneIds,
  };
}
