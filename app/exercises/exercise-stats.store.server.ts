/**
 * The per-question statistics of a lesson (`exerciseStats/{lessonId}`), written
 * apart from the attempt's save. Every student's submit of a lesson
 * changes this one document: when it was part of the attempt's transaction, concurrent submits
 * of different students contended on it (each transaction holding it while the
 * others waited, retried or timed out). Here nothing holds it:
 *
 * - the counts (and `checks`, the questions checked one by one before the
 *   attempts, over `checkedAttempts`, the attempts saved since checks are
 *   counted: their average on the tutor's page) are `FieldValue.increment`s in a merge write, so writes from
 *   every process add up without a transaction;
 * - each process has at most one write in flight per lesson: the attempts
 *   saved meanwhile are added together by the next (a group commit), and each
 *   submit waits until its attempt is counted;
 * - wrong answers are counted under `wrongByKey.{w + hash}` = `{ answer, count }`;
 *   to keep about MAX_WRONG_ANSWERS distinct ones per question, each process
 *   knows which answers the document holds (a plain read, no lock, at most
 *   once a minute per lesson, plus what it wrote since): a new answer beyond
 *   the bound is counted under OTHER_WRONG (other processes' answers of the
 *   last minute are not known yet: a few more may pass). Documents written
 *   before keep their `wrong` list: readers add both (`mergeWrongAnswers`);
 * - a multiple-answer question keeps no wrong answers but, per choice id,
 *   `missed.{id}` (a right choice left out) and `wrongPicked.{id}` (a wrong
 *   one picked), increments too; the chosen sets stored before for such a
 *   question are read into the same counts (`migrateChoiceStats`).
 *
 * The counts stay exact; the attempt and the student's summary are saved
 * before, atomically, whatever happens here.
 */
import { createHash } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { LRUCache } from "lru-cache";
import type { AttemptResult } from "~/exercises/grading";
import type { Answers, Exercise } from "~/exercises/schema";
import { addToStats, MAX_WRONG_ANSWERS, OTHER_WRONG, type QuestionStats, type WrongAnswerCount } from "~/exercises/summary";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { countReads } from "~/platform/firestore-reads.server";
import { nowTimestamp } from "../content/shared.store.server";

export const EXERCISE_STATS = "exerciseStats";

/** Longest wait for one statistics write. */
const STATS_TIMEOUT_MS = 5_000;
/** Most attempts one write adds (the rest wait for the next). */
const MAX_GROUP = 200;

/** The map key of a wrong answer (answers are any text: not usable as keys themselves). */
export function wrongAnswerField(answer: string): string {
  return `w${createHash("sha256").update(answer).digest("base64url").slice(0, 16)}`;
}

/** A question's wrong answers from both stored forms (the older `wrong` list and `wrongByKey`), most common first. */
export function mergeWrongAnswers(list: readonly WrongAnswerCount[], byKey: Readonly<Record<string, WrongAnswerCount>>): WrongAnswerCount[] {
  const counts = new Map<string, number>();
  for (const w of [...list, ...Object.values(byKey)]) counts.set(w.answer, (counts.get(w.answer) ?? 0) + w.count);
  return [...counts].map(([answer, count]) => ({ answer, count })).sort((a, b) => b.count - a.count);
}

interface Counted {
  courseId: string;
  exercise: Pick<Exercise, "questions">;
  result: AttemptResult;
  answers: Answers;
  /** Questions checked one by one before this attempt. */
  checks: number;
  done: (error?: unknown) => void;
}

/** Per lesson: per question, the wrong answers the document holds as far as this process knows (trusted for a minute). */
const knownAnswers = new LRUCache<string, Map<string, Set<string>>>({ max: 500, ttl: 60_000 });

/** The wrong answers a question already has in the stored document. */
function storedAnswers(stored: unknown): Set<string> {
  const q = (stored ?? {}) as { wrong?: WrongAnswerCount[]; wrongByKey?: Record<string, WrongAnswerCount> };
  return new Set([...(q.wrong ?? []), ...Object.values(q.wrongByKey ?? {})].map((w) => w.answer));
}

async function storedWrongAnswers(lessonId: string): Promise<Map<string, Set<string>>> {
  const hit = knownAnswers.get(lessonId);
  if (hit) return hit;
  const snap = await db().collection(EXERCISE_STATS).doc(lessonId).get();
  countReads(1);
  const byQuestion = (snap.get("questions") ?? {}) as Record<string, unknown>;
  const questions = new Map(Object.entries(byQuestion).map(([id, q]) => [id, storedAnswers(q)]));
  knownAnswers.set(lessonId, questions);
  return questions;
}

async function write(lessonId: string, group: Counted[]): Promise<void> {
  const ref = db().collection(EXERCISE_STATS).doc(lessonId);
  // The group's own counts (bounded like one document's), then the stored answers decide which stay distinct.
  let added: Record<string, QuestionStats> = {};
  for (const c of group) added = addToStats(added, c.exercise.questions, c.result, c.answers);
  const stored = await storedWrongAnswers(lessonId);
  const questions: Record<string, unknown> = {};
  for (const [id, q] of Object.entries(added)) {
    const known = stored.get(id) ?? new Set<string>();
    stored.set(id, known);
    const wrong = new Map<string, { answer: string; count: number }>();
    for (const w of q.wrong) {
      const distinct = [...known].filter((a) => a !== OTHER_WRONG).length;
      const answer = known.has(w.answer) || distinct < MAX_WRONG_ANSWERS ? w.answer : OTHER_WRONG;
      known.add(answer);
      const field = wrongAnswerField(answer);
      wrong.set(field, { answer, count: (wrong.get(field)?.count ?? 0) + w.count });
    }
    const wrongByKey = Object.fromEntries([...wrong].map(([field, w]) => [field, { answer: w.answer, count: FieldValue.increment(w.count) }]));
    const increments = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([choice, n]) => [choice, FieldValue.increment(n)]));
    questions[id] = {
      attempts: FieldValue.increment(q.attempts),
      right: FieldValue.increment(q.right),
      ...(wrong.size > 0 ? { wrongByKey } : {}),
      ...(Object.keys(q.missed).length > 0 ? { missed: increments(q.missed) } : {}),
      ...(Object.keys(q.wrongPicked).length > 0 ? { wrongPicked: increments(q.wrongPicked) } : {}),
    };
  }
  await ref.set(
    {
      lessonId,
      courseId: group[group.length - 1]!.courseId,
      attempts: FieldValue.increment(group.length),
      checks: FieldValue.increment(group.reduce((sum, c) => sum + c.checks, 0)),
      checkedAttempts: FieldValue.increment(group.length),
      questions,
      updatedAt: nowTimestamp(),
    },
    { merge: true },
  );
}

/** Per lesson: the attempts waiting to be counted, and whether a write is running. */
const queues = new Map<string, { waiting: Counted[]; running: boolean }>();

async function drain(lessonId: string, queue: { waiting: Counted[]; running: boolean }): Promise<void> {
  queue.running = true;
  while (queue.waiting.length > 0) {
    const group = queue.waiting.splice(0, MAX_GROUP);
    try {
      await withTimeout(write(lessonId, group), STATS_TIMEOUT_MS, "statistics save");
      for (const c of group) c.done();
    } catch (error) {
      for (const c of group) c.done(error);
    }
  }
  queue.running = false;
  queues.delete(lessonId);
}

/**
 * Counts one saved (new) attempt in its lesson's statistics; resolves once it
 * is written, rejects when that write failed (the attempt stays saved: the
 * caller logs it, the statistics miss it).
 */
export function countAttemptInStats(
  lesson: { id: string; courseId: string },
  exercise: Pick<Exercise, "questions">,
  result: AttemptResult,
  answers: Answers,
  checks: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const queue = queues.get(lesson.id) ?? { waiting: [], running: false };
    queues.set(lesson.id, queue);
    queue.waiting.push({ courseId: lesson.courseId, exercise, result, answers, checks, done: (error) => (error === undefined ? resolve() : reject(error)) });
    if (!queue.running) void drain(lesson.id, queue);
  });
}
