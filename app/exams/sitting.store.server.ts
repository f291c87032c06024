/**
 * Sitting a mock exam (docs/exams.md, "Sitting an exam"): starting an attempt, saving a page's
 * answers, submitting, and grading an attempt at its deadline (the sweep, deadline-sweep.server.ts).
 *
 * - `startAttempt` runs in one transaction on the student's sitting (`examSittings/{examId}_{uid}`):
 *   an open attempt still in time is returned again (one at a time); one past its deadline is
 *   graded there and counts; then the exam's window and its attempts are checked, and the new
 *   attempt gets its own copy of its questions (drawn with the attempt's id as the seed) and
 *   `deadline = min(startedAt + minutes, closesAt)`.
 * - `saveAnswers` and `submitAttempt` re-read the attempt in their transaction: after the deadline
 *   nothing posted is counted (the attempt is graded with what was saved before, "expired"); a
 *   page's token already in `saves` is a no-op, so two posts of one page are one save.
 */
import { countReads, countQueryReads } from "~/platform/firestore-reads.server";
import type { Transaction } from "firebase-admin/firestore";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";
import { bounded, db } from "~/platform/firestore.store.server";
import { listBankQuestions, readBankQuestions } from "./bank.store.server";
import { attemptRef, sittingRef, toAttempt } from "./attempts.store.server";
import { drawQuestions } from "./draw";
import { gradeAttempt } from "./grade";
import { EXAM_COLLECTIONS as C, type Attempt, type MockExam } from "./model";

/** Why an attempt could not start. */
export type StartRefusal = "notOpen" | "closed" | "noAttemptsLeft" | "noQuestions";

export type StartAnswer = { ok: true; attemptId: string; resumed: boolean } | { ok: false; reason: StartRefusal };

/** The most page tokens one attempt keeps (a page posted more often than this is still saved). */
const MAX_SAVES = 500;

/** Whether a post at `now` comes too late for `attempt`. */
export const pastDeadline = (attempt: Pick<Attempt, "deadline">, now: number) => now > attempt.deadline;

/** The writes that end an attempt: graded with what it holds, the sitting freed. */
function endInTx(t: Transaction, attempt: Attempt, status: "submitted" | "expired", endedAt: number, answers = attempt.answers): Attempt {
  const result = gradeAttempt({ questions: attempt.questions, answers });
  const ended: Attempt = { ...attempt, answers, status, endedAt, result };
  t.update(attemptRef(attempt.id), { answers, status, endedAt, result });
  t.set(sittingRef(attempt.examId, attempt.uid), { open: null }, { merge: true });
  return ended;
}

async function bankFor(exam: MockExam) {
  const q = exam.questions;
  return q.kind === "fixed" ? readBankQuestions(q.ids) : listBankQuestions(exam.courseSlug ?? "");
}

/** Starts (or resumes) `uid`'s attempt at `exam` at `now`. */
export async function startAttempt(exam: MockExam, uid: string, now: number): Promise<StartAnswer> {
  const bank = await bankFor(exam);
  const attemptId = newId();
  const drawn = drawQuestions(bank, exam.questions, attemptId);
  return tx("exam attempt start", async (t) => {
    const sitting = await t.get(sittingRef(exam.id, uid));
    countReads(1);
    const openId = sitting.exists ? (sitting.get("open") as string | null) : null;
    const used = sitting.exists ? Number(sitting.get("used") ?? 0) : 0;
    const open = openId ? await t.get(attemptRef(openId)) : null;
    if (open) countReads(1);
    if (open?.exists) {
      const attempt = toAttempt(open.id, open.data()!);
      if (attempt.status === "open" && !pastDeadline(attempt, now)) return { ok: true, attemptId: attempt.id, resumed: true };
      if (attempt.status === "open") endInTx(t, attempt, "expired", attempt.deadline);
    }
    if (now < exam.opensAt) return { ok: false, reason: "notOpen" };
    if (now >= exam.closesAt) return { ok: false, reason: "closed" };
    if (used >= exam.attempts) return { ok: false, reason: "noAttemptsLeft" };
    if (drawn.length === 0) return { ok: false, reason: "noQuestions" };
    const attempt: Omit<Attempt, "id"> = {
      examId: exam.id,
      uid,
      n: used + 1,
      startedAt: now,
      deadline: Math.min(now + exam.minutes * 60_000, exam.closesAt),
      questions: drawn.map((q) => ({ topic: q.topic, difficulty: q.difficulty, question: q.question })),
      answers: {},
      marked: [],
      saves: [],
      status: "open",
      endedAt: null,
      result: null,
    };
    t.create(attemptRef(attemptId), attempt);
    t.set(sittingRef(exam.id, uid), { examId: exam.id, uid, open: attemptId, used: used + 1 }, { merge: true });
    return { ok: true, attemptId, resumed: false };
  });
}

export interface PageSave {
  attemptId: string;
  uid: string;
  /** The rendered page's token (a double post of one page is one save). */
  token: string;
  /** The ids of the page's questions: their answers and marks are replaced by what was posted. */
  page: readonly string[];
  /** The page's answers (a question left blank: absent or empty). */
  answers: Record<string, string[]>;
  /** The page's questions marked to look at again. */
  marked: readonly string[];
}

/**
 * What a save did: "saved"; "duplicate" (its token was saved before); "late" (after the
 * deadline: nothing of it counted, the attempt graded with what was saved before); "ended"
 * (already submitted or graded); "missing" (no such attempt of this student).
 */
export type SaveAnswer = "saved" | "duplicate" | "late" | "ended" | "missing";

/** Reads the student's attempt in `t`, or null when it is not theirs. */
async function ownAttempt(t: Transaction, attemptId: string, uid: string): Promise<Attempt | null> {
  const snap = await t.get(attemptRef(attemptId));
  countReads(1);
  if (!snap.exists) return null;
  const attempt = toAttempt(snap.id, snap.data()!);
  return attempt.uid === uid ? attempt : null;
}

export function saveAnswers(save: PageSave, now: number): Promise<SaveAnswer> {
  return tx("exam page save", async (t) => {
    const attempt = await ownAttempt(t, save.attemptId, save.uid);
    if (!attempt) return "missing";
    if (attempt.status !== "open") return "ended";
    if (pastDeadline(attempt, now)) {
      endInTx(t, attempt, "expired", attempt.deadline);
      return "late";
    }
    if (attempt.saves.includes(save.token)) return "duplicate";
    const known = new Set(attempt.questions.map((q) => q.question.id));
    const page = new Set(save.page.filter((id) => known.has(id)));
    const answers: Record<string, string[]> = {};
    for (const [id, value] of Object.entries(attempt.answers)) if (!page.has(id)) answers[id] = value;
    for (const id of page) {
      const value = save.answers[id]?.filter((v) => v.trim() !== "") ?? [];
      if (value.length > 0) answers[id] = value;
    }
    const marked = [...attempt.marked.filter((id) => !page.has(id)), ...save.marked.filter((id) => page.has(id))];
    const saves = [...attempt.saves, save.token].slice(-MAX_SAVES);
    t.update(attemptRef(attempt.id), { answers, marked, saves });
    return "saved";
  });
}

/** What a submit did: "submitted"; "late" (graded at its deadline instead); "ended" (already); "missing". */
export type SubmitAnswer = "submitted" | "late" | "ended" | "missing";

export function submitAttempt(attemptId: string, uid: string, now: number): Promise<SubmitAnswer> {
  return tx("exam attempt submit", async (t) => {
    const attempt = await ownAttempt(t, attemptId, uid);
    if (!attempt) return "missing";
    if (attempt.status !== "open") return "ended";
    if (pastDeadline(attempt, now)) {
      endInTx(t, attempt, "expired", attempt.deadline);
      return "late";
    }
    endInTx(t, attempt, "submitted", now);
    return "submitted";
  });
}

/** The ids of open attempts whose deadline passed before `now` (the sweep's work). */
export async function dueAttempts(now: number): Promise<string[]> {
  const snap = await bounded(db().collection(C.attempts).where("status", "==", "open").get(), "exam due attempts read");
  countQueryReads(snap.size);
  return snap.docs.filter((d) => Number(d.get("deadline")) < now).map((d) => d.id);
}

/** Grades one open attempt past its deadline with what was saved ("expired"): false when it was not due (any more). */
export function expireAttempt(attemptId: string, now: number): Promise<boolean> {
  return tx("exam attempt expiry", async (t) => {
    const snap = await t.get(attemptRef(attemptId));
    countReads(1);
    if (!snap.exists) return false;
    const attempt = toAttempt(snap.id, snap.data()!);
    if (attempt.status !== "open" || !pastDeadline(attempt, now)) return false;
    endInTx(t, attempt, "expired", attempt.deadline);
    return true;
  });
}
