/**
 * Hand-ins (docs/files.md#hand-ins): what a student hands in for one piece of
 * homework, and the tutor's mark. Browser-safe: the pages and the forms read it.
 *
 * A piece of homework is named by its key: `lesson-<lessonId>` (the tutor's
 * "ส่งการบ้าน" on a lesson, ./lesson-homework.store.server.ts) or
 * `session-<sessionId>` (a live session's homework with "ต้องส่งงาน", kept by
 * app/tutoring on the session).
 */
import { z } from "zod";
import type { FileUse } from "~/files/index.server";

export const NOTE_MAX = 1000;
export const FEEDBACK_MAX = 5000;
export const INSTRUCTIONS_MAX = 5000;
export const SCORE_MAX = 1000;

export type HomeworkKey = { kind: "lesson"; id: string } | { kind: "session"; id: string };

const KEY = /^(lesson|session)-([A-Za-z0-9_-]{1,200})$/;

export function parseHomeworkKey(key: string | undefined): HomeworkKey | null {
  const m = KEY.exec(key ?? "");
  return m ? { kind: m[1] as "lesson" | "session", id: m[2]! } : null;
}

export const homeworkKey = (k: HomeworkKey) => `${k.kind}-${k.id}`;

export type Mark = { kind: "score"; score: number; outOf: number } | { kind: "pass" } | { kind: "resubmit" };

export const markSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("score"), score: z.number().min(0).max(SCORE_MAX), outOf: z.number().int().min(1).max(SCORE_MAX) }).refine((m) => m.score <= m.outOf),
  z.object({ kind: z.literal("pass") }),
  z.object({ kind: z.literal("resubmit") }),
]);

/**
 * One file of a hand-in: its use (app/files), without the time; `owner`, the submission that
 * stored it (files added by a later hand-in before the mark have their own), or absent: the
 * hand-in's `owner`.
 */
export type HandinFile = Omit<FileUse, "owner" | "createdAt"> & { owner?: string };

/** The owner of the use that keeps `f` stored. */
export const fileOwner = (h: Pick<Handin, "owner">, f: HandinFile) => f.owner ?? h.owner;


export interface Handin {
  id: string;
  key: string;
  uid: string;
  email: string;
  studentName: string;
  /** The homework's title when it was handed in (the lesson's, or the session type's and day). */
  title: string;
  /** The first submission's owner (`handin:<uid>:<submission>`, app/files/owners.ts): a replacement is a new one; a file added later names its own. */
  owner: string;
  files: HandinFile[];
  note: string;
  /** Raised by each hand-in, each removal and each mark: the tutor's form posts the one it showed. */
  version: number;
  status: "submitted" | "marked";
  /** The last mark and feedback (kept when the student hands in again after "แก้ไขแล้วส่งใหม่"). */
  mark: Mark | null;
  feedback: string;
  submittedAt: Date;
  markedAt: Date | null;
}

/** Whether the student may hand in (again): not handed in, waiting, or asked to redo. A hand-in waiting is added to; one marked "แก้ไขแล้วส่งใหม่" is replaced. */
export const canHandIn = (h: Pick<Handin, "status" | "mark"> | null) => !h || h.status === "submitted" || h.mark?.kind === "resubmit";

/** Whether the homework still waits for the student: not handed in, or asked to redo. */
export const outstanding = (h: Pick<Handin, "status" | "mark"> | null) => !h || (h.status === "marked" && h.mark?.kind === "resubmit");

/** Whether a file of the hand-in may be removed by its student: handed in and not marked yet. */
export const canRemoveFile = (h: Pick<Handin, "status"> | null) => h?.status === "submitted";
