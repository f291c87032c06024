/** The hours' expiry sweep (expiry.store.server.ts), every hour in each server process; the lease keeps it to one at a time. */
import { sweepExpiredHours } from "./expiry.store.server";

const EVERY_MS = 3_600_000;
/** The first sweep after a start (not at once: the server is still warming up). */
const FIRST_MS = 60_000;
let timer: NodeJS.Timeout | null = null;

export function startHoursExpiry(): void {
  if (timer) return;
  timer = setTimeout(function again() {
    sweepExpiredHours()
      .then((c) => c && c.expired > 0 && console.log(`payments: ${c.expired} grants of hours expired`))
      .catch((error: unknown) => console.error(`payments: the expiry sweep failed: ${error instanceof Error ? error.message : String(error)}`));
    timer = setTimeout(again, EVERY_MS);
    timer.unref();
  }, FIRST_MS);
  timer.unref();
}

export function stopHoursExpiry(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}
