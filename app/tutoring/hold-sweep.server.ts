/**
 * The release of paid bookings' holds (docs/payments.md): every minute each server process
 * takes the sweep's lease (app/payments session-hold.store.server.ts `claimHoldSweep`; a process
 * that dies leaves it to run out), finds the held orders whose time ran out without a slip, and
 * releases each booking (`releaseHold`, ./booking.store.server.ts: the one cancellation, its seat
 * freed as any cancellation frees it, the order expired in the same transaction, the student
 * told by e-mail and on the site). The state lives in Firestore, so a restart loses nothing; the
 * transaction re-reads the order, so a hold is released once even when two processes sweep at once.
 */
import { randomUUID } from "node:crypto";
import { claimHoldSweep, dueHolds } from "~/payments/index.server";
import { releaseHold } from "./booking.store.server";

const EVERY_MS = 60_000;
/** The lease outlives a sweep's minute a little: a sweep still running is not doubled. */
const LEASE_MS = 50_000;
const OWNER = `holds-${randomUUID()}`;
let timer: NodeJS.Timeout | null = null;

/**
 * One sweep at `now` (as `owner`, the process by default): the number of holds released; null
 * when another process holds the lease. Nothing due: nothing written (the lease is taken only then).
 */
export async function sweepHolds(now = new Date(), owner = OWNER): Promise<number | null> {
  const holds = await dueHolds(now.getTime());
  if (holds.length === 0) return 0;
  if (!(await claimHoldSweep(owner, now.getTime(), LEASE_MS))) return null;
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

function sweep(): void {
  sweepHolds()
    .then((n) => n && console.log(`tutoring: ${n} unpaid holds released`))
    .catch((error: unknown) => console.error(`tutoring: the hold sweep failed: ${error instanceof Error ? error.message : String(error)}`));
}

export function startHoldSweep(every = EVERY_MS): void {
  if (timer) return;
  timer = setInterval(sweep, every);
  timer.unref();
}

export function stopHoldSweep(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
