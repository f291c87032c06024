/** The hours' expiry sweep (expiry.store.server.ts), every hour in each server process; the lease keeps it to one at a time. */
import { periodic } from "~/platform/periodic.server";
import { sweepExpiredHours } from "./expiry.store.server";

const job = periodic(
  "payments: the expiry sweep",
  async () => {
    const c = await sweepExpiredHours();
    return c && c.expired > 0 ? `payments: ${c.expired} grants of hours expired` : null;
  },
  // The first sweep a minute after a start (not at once: the server is still warming up).
  { every: 3_600_000, first: 60_000 },
);

export const startHoursExpiry = job.start;
export const stopHoursExpiry = job.stop;
