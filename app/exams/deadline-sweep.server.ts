/**
 * Attempts graded at their deadline (docs/exams.md, "Sitting an exam"): every minute each server
 * process takes the sweep's lease (`sweepLeases/examDeadlineSweep`, platform/sweep-lease.store.server.ts),
 * finds the open attempts whose deadline has passed and grades each with what was saved
 * (`expireAttempt`, ./sitting.store.server.ts: status "expired", ended at its deadline), so a
 * student who closed the phone still gets a result. The transaction re-reads the attempt, so an
 * attempt is graded once even when two processes sweep at once or the student posts meanwhile.
 */
import { periodic } from "~/platform/periodic.server";
import { takeSweepLease } from "~/platform/sweep-lease.store.server";
import { newId } from "~/kernel/ids";
import { now as clockNow } from "~/kernel/clock";
import { dueAttempts, expireAttempt } from "./sitting.store.server";

const EVERY_MS = 60_000;
/** The lease outlives a sweep's minute a little: a sweep still running is not doubled. */
const LEASE_MS = 50_000;
const OWNER = `exams-${newId()}`;

/**
 * One sweep at `now` (as `owner`, the process by default): the number of attempts graded; null
 * when another process holds the lease. Nothing due: nothing written.
 */
export async function sweepExamDeadlines(now = clockNow(), owner = OWNER): Promise<number | null> {
  const due = await dueAttempts(now);
  if (due.length === 0) return 0;
  if (!(await takeSweepLease("examDeadlineSweep", owner, now, LEASE_MS))) return null;
  let graded = 0;
  for (const id of due) {
    try {
      if (await expireAttempt(id, now)) graded++;
    } catch (error) {
      console.error(`exams: attempt ${id} was not graded at its deadline: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return graded;
}

const job = periodic(
  "exams: the deadline sweep",
  async () => {
    const n = await sweepExamDeadlines();
    return n ? `exams: ${n} attempts graded at their deadline` : null;
  },
  { every: EVERY_MS },
);

export const startExamDeadlineSweep = job.start;
export const stopExamDeadlineSweep = job.stop;
