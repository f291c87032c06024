/**
 * The release of paid bookings' holds (docs/payments.md): every minute each server process
 * takes the sweep's lease (`sweepLeases/holdSweep`, platform/sweep-lease.store.server.ts; a
 * process that dies leaves it to run out), finds the held orders whose time ran out without a slip, and
 * releases each booking (`releaseHold`, ./booking.store.server.ts: the one cancellation, its seat
 * freed as any cancellation frees it, the order expired in the same transaction, the student
 * told by e-mail and on the site). The state lives in Firestore, so a restart loses nothing; the
 * transaction re-reads the order, so a hold is released once even when two processes sweep at once.
 */
import { dueHolds } from "~/payments/index.server";
import { periodic } from "~/platform/periodic.server";
import { takeSweepLease } from "~/platform/sweep-lease.store.server";
import { releaseHold } from "./booking.store.server";
import { newId } from "~/kernel/ids";
import { nowDate } from "~/kernel/clock";

const EVERY_MS = 60_000;
/** The lease outlives a sweep's minute a little: a sweep still running is not doubled. */
const LEASE_MS = 50_000;
const OWNER = `holds-${newId()}`;

/**
 * One sweep at `now` (as `owner`, the process by default): the number of holds released; null
 * when another process holds the lease. Nothing due: nothing written (the lease is taken only then).
 */
export async function sweepHolds(now = nowDate(), owner = OWNER): Promise<number | null> {
  const holds = await dueHolds(now.getTime());
  if (holds.length === 0) return 0;
  if (!(await takeSweepLease("holdSweep", owner, now.getTime(), LEASE_MS))) return null;
  let released = 0;
  for (const due of holds) {
    try {
      if (await releaseHold(due, now)) released++;
    } catch (error) {
      console.error(`tutoring: the hold of order ${due.orderId} was not released: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return released;
}

const job = periodic(
  "tutoring: the hold sweep",
  async () => {
    const n = await sweepHolds();
    return n ? `tutoring: ${n} unpaid holds released` : null;
  },
  { every: EVERY_MS },
);

export const startHoldSweep = job.start;
export const stopHoldSweep = job.stop;
