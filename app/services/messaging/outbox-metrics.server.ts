/**
 * GET /metrics's view of the outbox (e-mail and LINE): how many entries are due and how long
 * the oldest has waited, in the registry of platform/metrics.server.ts. Importing this module
 * registers the gauges (entry.server.tsx does, so the server build has them).
 */
import { Gauge } from "prom-client";
import { metricsRegistry } from "~/platform/metrics.server";
import { outboxBacklog, type OutboxBacklog } from "./outbox.store.server";
import { machineNow } from "~/kernel/clock";

/** The outbox is read at most this often per process, whatever the scrape rate. */
const OUTBOX_READ_EVERY_MS = 15_000;
/** The count stops here (one read); the gauge then says "at least this many". */
const OUTBOX_COUNT_CAP = 1_000;
/** A scrape does not wait longer than this for Firestore. */
const OUTBOX_READ_TIMEOUT_MS = 3_000;

let outboxRead: { at: number; backlog: Promise<OutboxBacklog | null> } | null = null;

/** The backlog, read again when the kept one is older than OUTBOX_READ_EVERY_MS; null when Firestore did not answer. */
function cachedBacklog(): Promise<OutboxBacklog | null> {
  const now = machineNow();
  if (!outboxRead || now - outboxRead.at > OUTBOX_READ_EVERY_MS) {
    outboxRead = { at: now, backlog: outboxBacklog(OUTBOX_COUNT_CAP, OUTBOX_READ_TIMEOUT_MS, now).catch(() => null) };
  }
  return outboxRead.backlog;
}

new Gauge({
  name: "tutor_outbox_due",
  help: `Outbox entries (e-mail, LINE) due and not sent yet, counted up to ${OUTBOX_COUNT_CAP}; NaN when Firestore did not answer`,
  registers: [metricsRegistry],
  aggregator: "max",
  async collect() {
    this.set((await cachedBacklog())?.due ?? Number.NaN);
  },
});

new Gauge({
  name: "tutor_outbox_oldest_due_age_seconds",
  help: "How long the outbox entry due the longest has waited past its due time (0: none due); NaN when Firestore did not answer",
  registers: [metricsRegistry],
  aggregator: "max",
  async collect() {
    const backlog = await cachedBacklog();
    this.set(backlog ? backlog.oldestDueMs / 1000 : Number.NaN);
  },
});
