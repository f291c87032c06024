/**
 * Exercises in Firestore (docs/architecture.md, "Exercises"): `exercises/{lessonId}`
 * (validated with the schema), attempts saved once (`attempts/{uid}_{lessonId}_{attemptId}`)
 * in one batch with the student's summary on the enrolment (`exercises.{lessonId}`,
 * written through the learning feature, which owns that document), then counted in the
 * per-question statistics (`exerciseStats/{lessonId}`, exercise-stats.store.server.ts). No Remix here.
 * Questions checked one by one before an attempt are counted on the enrolment by learning
 * (`countLessonCheck`); the attempt takes the count (`checks`).
 */
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { issueCount } from "~/kernel/form";
import type { AttemptResult } from "~/exercises/grading";
import { exerciseSchema, type Answers, type Exercise } from "~/exercises/schema";
import { attemptData, attemptDocId, summariseAttempt } from "~/exercises/summary";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { alreadyExists } from "~/platform/errors";
import { getEnrolment, writeExerciseSummary, type Enrolment, type ExerciseSummary } from "~/learning/index.server";
import { idSchema } from "~/kernel/ids";
import { contentCacheStats } from "../content/cache.server";
import { countAttemptInStats } from "./exercise-stats.store.server";
import { countedDoc, countedDocs, dateSchema, parseDocs } from "../content/shared.store.server";
import { machineNow } from "~/kernel/clock";

export const EXERCISES = "exercises";
export const ATTEMPTS = "attempts";
export { EXERCISE_STATS } from "./exercise-stats.store.server";

/** Longest wait for Firestore in a student's exercise read or save. */
export const EXERCISE_TIMEOUT_MS = 5_000;

/** A per-process copy of each lesson's exercise (null: none), re-read after this long. */
const EXERCISE_TTL_MS = 30_000;
const MAX_CACHED = 500;
const cached = new LRUCache<string, { exercise: Exercise | null; readAt: number; version: number | null }>({ max: MAX_CACHED });

/** Forgets this process's copy (after the editor wrote it; other processes see the content version move). */
export function forgetExercise(lessonId: string): void {
  cached.delete(lessonId);
}

async function readExercise(lessonId: string): Promise<Exercise | null> {
  const snap = countedDoc(await withTimeout(db().collection(EXERCISES).doc(lessonId).get(), EXERCISE_TIMEOUT_MS, "exercise read"));
  if (!snap) return null;
  const parsed = exerciseSchema.safeParse({ settings: snap.get("settings"), questions: snap.get("questions") });
  if (!parsed.success) {
    console.error(`exercises/${lessonId} is not a valid exercise: ${issueCount(parsed.error)} issue(s)`);
    return null;
  }
  return parsed.data;
}

/**
 * The exercise of a lesson, or null when it has none (or its document is not
 * a valid exercise: logged). From a copy at most 30 s old; when Firestore
 * does not answer, an older copy still serves (a student's submit keeps
 * working), else the error is thrown.
 */
export async function getExercise(lessonId: string): Promise<Exercise | null> {
  if (!idSchema.safeParse(lessonId).success) return null;
  const hit = cached.get(lessonId);
  // The editor bumps the content version: a copy read before that is not used.
  const version = contentCacheStats().latest;
  if (hit && machineNow() - hit.readAt < EXERCISE_TTL_MS && hit.version === version) return hit.exercise;
  try {
    const exercise = await readExercise(lessonId);
    cached.set(lessonId, { exercise, readAt: machineNow(), version });
    return exercise;
  } catch (error) {
    if (hit) return hit.exercise;
    throw error;
  }
}

/** What a save answers: whether the attempt was saved before, the student's summary, and their enrolment as the save left it. */
export interface SavedAttempt {
  repeated: boolean;
  summary: ExerciseSummary | null;
  /** The enrolment after this save's write (null for a repeated attempt): the page after the submit needs no read of it. */
  enrolment: Enrolment | null;
  /** Questions the student checked one by one since their previous attempt (0 for a repeated one). */
  checks: number;
}

/**
 * Saves a graded attempt once: a second submit of the same attempt id writes
 * nothing and answers `repeated: true`. Together with the attempt, atomically,
 * the enrolment's summary (attempts, best, first pass) changes through the
 * learning feature, which owns the enrolment (`writeExerciseSummary`: one read,
 * then one batch; a first pass of a "required" exercise also marks the lesson
 * done). A new attempt is then counted in the lesson's statistics, apart (one
 * document for every student: see exercise-stats.store.server.ts); a failure
 * there is logged, the attempt stays saved.
 *
 * The attempt is not read first (a repeat is rare): its `create` in the batch
 * fails when it exists, and nothing is written. Two requests instead of a
 * transaction's three, and no lock held in between (measured on the emulator:
 * 233 instead of 144 saves a second).
 * Throws learning's NotEnrolledError when the student has no enrolment.
 */
export async function saveAttempt(
  uid: string,
  lesson: { id: string; courseId: string },
  exercise: Exercise,
  answers: Answers,
  result: AttemptResult
): Promise<SavedAttempt> {
  const attemptRef = db().collection(ATTEMPTS).doc(attemptDocId(uid, lesson.id, result.attemptId));
  const run = async (): Promise<SavedAttempt> => {
    try {
      const written = await writeExerciseSummary(
        uid,
        lesson,
        (previous, at) => summariseAttempt(previous, result, at),
        (batch, at, checks) => batch.create(attemptRef, { uid, courseId: lesson.courseId, lessonId: lesson.id, ...attemptData(result, answers), checks, submittedAt: at }),
      );
      return { repeated: false, ...written };
    } catch (error) {
      if (!alreadyExists(error)) throw error;
      // Saved before (a repeated post): the summary as that save left it.
      const enrolment = await getEnrolment(uid, lesson.courseId);
      return { repeated: true, summary: enrolment?.exercises[lesson.id] ?? null, enrolment: null, checks: 0 };
    }
  };
  const saved = await withTimeout(run(), EXERCISE_TIMEOUT_MS, "attempt save");
  if (!saved.repeated) {
    await countAttemptInStats(lesson, exercise, result, answers, saved.checks).catch((error: unknown) => {
      console.error(`exercise statistics not updated for ${lesson.id}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return saved;
}

// ---------------------------------------------------------------- a student's attempts

/** Most attempts `listAttemptsForStudent` answers. */
const MAX_STUDENT_ATTEMPTS = 100;

const studentAttemptSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  lessonId: z.string(),
  attemptId: z.string(),
  earned: z.number(),
  total: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  submittedAt: dateSchema,
  /** Questions checked one by one before this attempt (none recorded before the count existed). */
  checks: z.number().default(0),
  perQuestion: z.record(z.string(), z.object({ correct: z.boolean(), earned: z.number() })).default({}),
});
export type StudentAttempt = z.infer<typeof studentAttemptSchema>;

/**
 * A student's saved attempts, newest first, at most `limit` (bounded: one
 * query on the `(uid, submittedAt desc)` index; answers are not read).
 */
export async function listAttemptsForStudent(uid: string, limit = 50): Promise<StudentAttempt[]> {
  return readStudentAttempts(uid, null, Math.max(1, Math.min(MAX_STUDENT_ATTEMPTS, Math.floor(limit))));
}

/** A student's attempts (at one lesson, or all), newest first, without their answers. */
async function readStudentAttempts(uid: string, lessonId: string | null, limit: number): Promise<StudentAttempt[]> {
  const byStudent = db().collection(ATTEMPTS).where("uid", "==", uid);
  const query = (lessonId === null ? byStudent : byStudent.where("lessonId", "==", lessonId))
    .orderBy("submittedAt", "desc")
    .select("courseId", "lessonId", "attemptId", "earned", "total", "percent", "passed", "submittedAt", "checks", "perQuestion")
    .limit(limit);
  const snap = await withTimeout(query.get(), EXERCISE_TIMEOUT_MS, "attempts read");
  return parseDocs(studentAttemptSchema, countedDocs(snap));
}

// ---------------------------------------------------------------- one lesson's attempts, reread by their student

/** Most attempts a lesson's list shows a student (the newest; older ones stay stored, e.g. for the export). */
export const LESSON_ATTEMPTS_SHOWN = 20;

const keptAttemptSchema = studentAttemptSchema.extend({
  uid: z.string(),
  answers: z.record(z.string(), z.array(z.string())).default({}),
});
export type LessonAttempt = z.infer<typeof keptAttemptSchema>;

/** A student's attempts at one lesson's exercise, newest first (one query on the `(uid, lessonId, submittedAt desc)` index; answers not read). */
export function listLessonAttempts(uid: string, lessonId: string): Promise<StudentAttempt[]> {
  return readStudentAttempts(uid, lessonId, LESSON_ATTEMPTS_SHOWN);
}

/**
 * One saved attempt of this student at this lesson, with its answers, or null
 * (none, or a document whose own fields name another student or lesson: the
 * id joins uid, lesson and attempt with "_", which a uid may hold too).
 */
export async function getLessonAttempt(uid: string, lessonId: string, attemptId: string): Promise<LessonAttempt | null> {
  const ref = db().collection(ATTEMPTS).doc(attemptDocId(uid, lessonId, attemptId));
  const snap = countedDoc(await withTimeout(ref.get(), EXERCISE_TIMEOUT_MS, "attempt read"));
  const attempt = snap ? parseDocs(keptAttemptSchema, [snap])[0] ?? null : null;
  return attempt && attempt.uid === uid && attempt.lessonId === lessonId ? attempt : null;
}
