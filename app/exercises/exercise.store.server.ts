/**
 * Exercises in Firestore (docs/architecture.md, "Exercises"): `exercises/{lessonId}`
 * (validated with the schema), attempts saved once (a read of the enrolment, then one batch)
 * (`attempts/{uid}_{lessonId}_{attemptId}`) with the student's summary on the
 * enrolment (`exercises.{lessonId}`), then counted in the per-question
 * statistics (`exerciseStats/{lessonId}`, exercise-stats.store.server.ts). No Remix here.
 */
import { Timestamp } from "firebase-admin/firestore";
import { LRUCache } from "lru-cache";
import type { AttemptResult } from "~/exercises/grading";
import { exerciseSchema, type Answers, type Exercise } from "~/exercises/schema";
import { attemptData, attemptDocId, summariseAttempt, type ExerciseSummary } from "~/exercises/summary";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { ENROLMENTS, enrolmentId, exerciseSummariesSchema, parseEnrolment, type Enrolment } from "../learning/index.server";
import { docIdSchema } from "~/content/fields";
import { contentCacheStats } from "../content/cache.server";
import { countReads } from "~/platform/firestore-reads.server";
import { countAttemptInStats } from "./exercise-stats.store.server";
import { countedDoc, nowTimestamp } from "../content/shared.store.server";

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
    console.error(`exercises/${lessonId} is not a valid exercise: ${parsed.error.issues.length} issue(s)`);
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
  if (!docIdSchema.safeParse(lessonId).success) return null;
  const hit = cached.get(lessonId);
  // The editor bumps the content version: a copy read before that is not used.
  const version = contentCacheStats().latest;
  if (hit && Date.now() - hit.readAt < EXERCISE_TTL_MS && hit.version === version) return hit.exercise;
  try {
    const exercise = await readExercise(lessonId);
    cached.set(lessonId, { exercise, readAt: Date.now(), version });
    return exercise;
  } catch (error) {
    if (hit) return hit.exercise;
    throw error;
  }
}

export class NotEnrolledForExerciseError extends Error {
  override name = "NotEnrolledForExerciseError";
}

function toStored(summary: ExerciseSummary) {
  return {
    ...summary,
    passedAt: summary.passedAt ? Timestamp.fromDate(summary.passedAt) : null,
    lastAt: Timestamp.fromDate(summary.lastAt),
  };
}

/** gRPC codes a save answers when another write came first (the attempt, or the enrolment changed). */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
/** Most reads-then-commits one save tries before it gives up (each loses only to a concurrent write of the same student). */
const SAVE_TRIES = 5;

function grpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
}

/** What a save answers: whether the attempt was saved before, the student's summary, and their enrolment as the save left it. */
export interface SavedAttempt {
  repeated: boolean;
  summary: ExerciseSummary | null;
  /** The enrolment after this save's write (null for a repeated attempt): the page after the submit needs no read of it. */
  enrolment: Enrolment | null;
}

/**
 * Saves a graded attempt once: a second submit of the same attempt id writes
 * nothing and answers `repeated: true`. Together with the attempt, atomically,
 * the enrolment's summary (attempts, best, first pass) changes; a first pass of
 * a "required" exercise also marks the lesson done. A new attempt is then
 * counted in the lesson's statistics, apart (one document for every student:
 * see exercise-stats.store.server.ts); a failure there is logged, the attempt stays saved.
 *
 * One read of the enrolment, then one batch: `create` for the attempt (fails
 * if this attempt was saved before: the submit is a repeat, nothing is written)
 * and the enrolment's update on the condition that it is still the version read
 * (fails if the student's other tab, "mark done" or leaving the course wrote it
 * meanwhile: the save reads again). Two requests instead of a transaction's
 * three, and no lock held in between (measured on the emulator: 233 instead of
 * 144 saves a second); the attempt is not read first (a repeat is rare, and the
 * `create` finds it).
 * Throws NotEnrolledForExerciseError when the student has no enrolment.
 */
export async function saveAttempt(
  uid: string,
  lesson: { id: string; courseId: string },
  exercise: Exercise,
  answers: Answers,
  result: AttemptResult
): Promise<SavedAttempt> {
  const store = db();
  const attemptRef = store.collection(ATTEMPTS).doc(attemptDocId(uid, lesson.id, result.attemptId));
  const enrolmentRef = store.collection(ENROLMENTS).doc(enrolmentId(uid, lesson.courseId));
  const readEnrolment = async () => {
    const enrolment = await enrolmentRef.get();
    countReads(1);
    if (!enrolment.exists || !enrolment.updateTime) throw new NotEnrolledForExerciseError(`${uid} is not enrolled in ${lesson.courseId}`);
    return { enrolment, previous: exerciseSummariesSchema.parse(enrolment.get("exercises") ?? {})[lesson.id] ?? null };
  };
  const once = async (): Promise<SavedAttempt | "again"> => {
    const { enrolment, previous } = await readEnrolment();
    const now = nowTimestamp();
    const summary = summariseAttempt(previous, result, now.toDate());
    const firstPass = summary.passedAt !== null && previous?.passedAt == null;
    const markDone = firstPass && !enrolment.get(`done.${lesson.id}`);
    const batch = store.batch();
    batch.create(attemptRef, { uid, courseId: lesson.courseId, lessonId: lesson.id, ...attemptData(result, answers), submittedAt: now });
    const stored = toStored(summary);
    batch.update(
      enrolmentRef,
      { [`exercises.${lesson.id}`]: stored, ...(markDone ? { [`done.${lesson.id}`]: now } : {}), updatedAt: now },
      { lastUpdateTime: enrolment.updateTime! },
    );
    try {
      await batch.commit();
    } catch (error) {
      const code = grpcCode(error);
      // Saved before (a repeated post): the summary as that save left it.
      if (code === ALREADY_EXISTS) return { repeated: true, summary: (await readEnrolment()).previous, enrolment: null };
      if (code === FAILED_PRECONDITION) return "again";
      throw error;
    }
    const data = enrolment.data() ?? {};
    const after = {
      ...data,
      exercises: { ...(data.exercises as Record<string, unknown> | undefined), [lesson.id]: stored },
      done: markDone ? { ...(data.done as Record<string, unknown> | undefined), [lesson.id]: now } : data.done,
      updatedAt: now,
    };
    return { repeated: false, summary, enrolment: parseEnrolment(enrolment.id, after) };
  };
  const run = async () => {
    for (let i = 0; i < SAVE_TRIES; i++) {
      const done = await once();
      if (done !== "again") return done;
    }
    throw new Error(`attempt not saved after ${SAVE_TRIES} tries: other writes kept changing the enrolment`);
  };
  const saved = await withTimeout(run(), EXERCISE_TIMEOUT_MS, "attempt save");
  if (!saved.repeated) {
    await countAttemptInStats(lesson, exercise, result, answers).catch((error: unknown) => {
      console.error(`exercise statistics not updated for ${lesson.id}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return saved;
}
