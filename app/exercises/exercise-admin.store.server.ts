/**
 * The tutor's side of exercises in Firestore: the editor's read (never the
 * per-process copy) and write (one transaction: the version check on the
 * exercise's `updatedAt`, the write or delete, the content-version bump; the
 * audit entry after it), and the per-question statistics (one
 * `exerciseStats/{lessonId}` document per lesson: no scan of attempts).
 * No Remix, no UI copy (audit details come from the caller).
 */
import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { issueCount } from "~/kernel/form";
import { exerciseSchema, type Exercise } from "~/exercises/schema";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { recordAudit, type Actor, type AuditInput } from "../content/audit.store.server";
import { bumpContentVersion } from "../content/content-version.store.server";
import { EXERCISE_STATS, EXERCISES, EXERCISE_TIMEOUT_MS, forgetExercise } from "./exercise.store.server";
import { mergeWrongAnswers } from "./exercise-stats.store.server";
import { ConflictError, countedDoc, countedDocs, dateSchema, nowTimestamp } from "../content/shared.store.server";
import { tx } from "~/kernel/store.server";

/** The version a form carries when the lesson has no exercise yet. */
export const NO_EXERCISE = "none";

export interface EditableExercise {
  exercise: Exercise | null;
  /** The stored `updatedAt` as an ISO string, or NO_EXERCISE. */
  version: string;
}

function versionOf(snap: FirebaseFirestore.DocumentSnapshot): string {
  const at = snap.exists ? (snap.get("updatedAt") as Timestamp | undefined) : undefined;
  return at ? at.toDate().toISOString() : NO_EXERCISE;
}

function parseStored(lessonId: string, snap: FirebaseFirestore.DocumentSnapshot): Exercise | null {
  if (!snap.exists) return null;
  const parsed = exerciseSchema.safeParse({ settings: snap.get("settings"), questions: snap.get("questions") });
  if (parsed.success) return parsed.data;
  console.error(`exercises/${lessonId} is not a valid exercise: ${issueCount(parsed.error)} issue(s)`);
  return null;
}

/** The stored exercise of a lesson and its version, read from Firestore (bounded in time). */
export async function readExerciseForEdit(lessonId: string): Promise<EditableExercise> {
  const snap = await withTimeout(db().collection(EXERCISES).doc(lessonId).get(), EXERCISE_TIMEOUT_MS, "exercise edit read");
  countedDoc(snap);
  return { exercise: parseStored(lessonId, snap), version: versionOf(snap) };
}

/**
 * Writes a lesson's exercise (null: deletes it) if it is still at `expected`
 * (else ConflictError, nothing written), bumps the content version in the same
 * transaction, then records the audit entry. Answers the new version.
 */
export async function writeExercise(
  lesson: { id: string; courseId: string; title: string },
  next: Exercise | null,
  expected: string,
  audit: { actor: Actor; action: AuditInput["action"]; detail: string }
): Promise<string> {
  const store = db();
  const ref = store.collection(EXERCISES).doc(lesson.id);
  const version = await tx("exercise write", async (tx) => {
    const snap = await tx.get(ref);
    const current = versionOf(snap);
    if (current !== expected) {
      throw new ConflictError("exercise", lesson.id, current === NO_EXERCISE ? new Date(0) : new Date(current));
    }
    const now = nowTimestamp();
    if (next) {
      const checked = exerciseSchema.parse(next);
      const createdAt = (snap.exists ? (snap.get("createdAt") as Timestamp | undefined) : undefined) ?? now;
      tx.set(ref, { lessonId: lesson.id, courseId: lesson.courseId, settings: checked.settings, questions: checked.questions, createdAt, updatedAt: now });
    } else {
      tx.delete(ref);
    }
    await bumpContentVersion(tx);
    return next ? now.toDate().toISOString() : NO_EXERCISE;
  }, { timeoutMs: EXERCISE_TIMEOUT_MS });
  forgetExercise(lesson.id);
  await recordAudit(audit.actor, { action: audit.action, docType: "lesson", docId: lesson.id, title: lesson.title, detail: audit.detail });
  return version;
}

// ---------------------------------------------------------------- statistics

/** Most lessons the statistics page reads (one document each). */
const MAX_STATS_LESSONS = 200;

const wrongAnswerSchema = z.object({ answer: z.string(), count: z.number() });

/** A question's counts; its wrong answers from both stored forms (exercise-stats.store.server.ts), most common first. */
const questionStatsSchema = z
  .object({
    attempts: z.number(),
    right: z.number(),
    wrong: z.array(wrongAnswerSchema).default([]),
    wrongByKey: z.record(z.string(), wrongAnswerSchema).default({}),
    /** Multiple-answer questions, per choice id (exercise-stats.store.server.ts). */
    missed: z.record(z.string(), z.number()).default({}),
    wrongPicked: z.record(z.string(), z.number()).default({}),
  })
  .transform(({ wrongByKey, ...q }) => ({ ...q, wrong: mergeWrongAnswers(q.wrong, wrongByKey) }));

export const exerciseStatsSchema = z.object({
  lessonId: z.string(),
  courseId: z.string(),
  attempts: z.number().default(0),
  /** Questions checked one by one before the attempts saved since the count began (`checkedAttempts` of them). */
  checks: z.number().default(0),
  checkedAttempts: z.number().default(0),
  questions: z.record(z.string(), questionStatsSchema).default({}),
  updatedAt: dateSchema,
});
export type ExerciseStats = z.infer<typeof exerciseStatsSchema>;

/**
 * The statistics of every lesson that has any (at most MAX_STATS_LESSONS
 * documents, most recently answered first), with each lesson's current
 * exercise (one batched read) to name the questions and choices.
 */
export async function listExerciseStats(): Promise<{ stats: ExerciseStats; exercise: Exercise | null }[]> {
  const store = db();
  const snap = await withTimeout(
    store.collection(EXERCISE_STATS).orderBy("updatedAt", "desc").limit(MAX_STATS_LESSONS).get(),
    EXERCISE_TIMEOUT_MS,
    "stats read"
  );
  const stats = countedDocs(snap)
    .map((d) => exerciseStatsSchema.safeParse(d.data()))
    .filter((p) => p.success)
    .map((p) => p.data);
  if (stats.length === 0) return [];
  const refs = stats.map((s) => store.collection(EXERCISES).doc(s.lessonId));
  const docs = await withTimeout(store.getAll(...refs), EXERCISE_TIMEOUT_MS, "stats exercises read");
  return stats.map((s, i) => {
    countedDoc(docs[i]!);
    return { stats: s, exercise: parseStored(s.lessonId, docs[i]!) };
  });
}
