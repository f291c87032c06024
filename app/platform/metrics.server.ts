/**
 * What an operator sees (docs/operations.md, "Metrics"): one Prometheus registry per
 * process (prom-client). The app counts refusals here; server.ts serves the text at
 * GET /metrics through the server build (entry.server.tsx), behind METRICS_TOKEN.
 *
 * - Node's default metrics, among them the event loop's delay (`nodejs_eventloop_lag_*`,
 *   from `monitorEventLoopDelay`; prom-client resets that histogram at every scrape, so
 *   `nodejs_eventloop_lag_max_seconds` is the worst delay since the previous scrape).
 * - Requests' durations by route (`observeRequest`): the Remix route id, or `static`,
 *   `health`, `metrics`, `unmatched`; never the path itself.
 * - Refusals: uploads by reason, rate limits and quotas by rule, requests cut off
 *   (slow clients, the connection bound) by reason.
 * - The outbox's backlog, read at scrape time with two bounded queries and kept
 *   OUTBOX_READ_EVERY_MS, so scrapes cannot hammer Firestore.
 *
 * With WEB_CONCURRENCY > 1 the primary answers the scrape with every worker's
 * registry summed (`clusterMetricsText`, prom-client's AggregatorRegistry).
 */
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { outboxBacklog, type OutboxBacklog } from "./outbox.store.server";
import { routeIdForPath } from "./route-table.server";

export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry });

const uploadsRefused = new Counter({
  name: "tutor_uploads_refused_total",
  help: "Uploads refused, by reason",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

const limitRefused = new Counter({
  name: "tutor_rate_limit_refused_total",
  help: "Requests refused by a rate limit or a quota, by rule",
  labelNames: ["rule"] as const,
  registers: [metricsRegistry],
});

/** Why an upload was refused: a short stable word, never user input. */
export type UploadRefusal =
  | "not-multipart"
  | "no-upload-here"
  | "body-too-large"
  | "too-many-parts"
  | "too-many-files"
  | "file-too-large"
  | "field-too-large"
  | "malformed"
  | "kind"
  | "pixels"
  | "quota"
  | "unreadable";

export const countUploadRefused = (reason: UploadRefusal) => uploadsRefused.inc({ reason });

/** `rule`: a rate rule's or quota's name (RATE_RULES' keys and the like), never user input. */
export const countLimitRefused = (rule: string) => limitRefused.inc({ rule });

const requestsCut = new Counter({
  name: "tutor_requests_cut_total",
  help: "Requests or connections the server cut off: timeout (headers or request too slow in all), slow-body (a body below the minimum rate), connection-limit (over MAX_CONNECTIONS)",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

/** Why server.ts cut a request or a connection off (docs/operations.md, "Slow clients and connections"). */
export type CutReason = "timeout" | "slow-body" | "connection-limit";

export const countRequestCut = (reason: CutReason) => requestsCut.inc({ reason });

const requestSeconds = new Histogram({
  name: "tutor_http_request_duration_seconds",
  help: "Time from a request's arrival to its response's end, by route (the Remix route id, or static, health, metrics, unmatched), method and status class",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const HEALTH = new Set(["/healthz", "/readyz"]);

/** The route label of a request: a bounded set of names, never a value from the path. */
function routeLabel(path: string, servedStatic: boolean): string {
  if (servedStatic) return "static";
  if (HEALTH.has(path)) return "health";
  if (path === "/metrics") return "metrics";
  return routeIdForPath(path) ?? "unmatched";
}

/** One request done: server.ts calls it when the response has ended (or the client went away). */
export function observeRequest(request: { path: string; method: string; status: number; seconds: number; servedStatic: boolean }): void {
  requestSeconds.observe(
    {
      route: routeLabel(request.path, request.servedStatic),
      method: METHODS.has(request.method) ? request.method : "other",
      status: `${Math.floor(request.status / 100)}xx`,
    },
    request.seconds,
  );
}

/** The outbox is read at most this often per process, whatever the scrape rate. */
const OUTBOX_READ_EVERY_MS = 15_000;
/** The count stops here (one read); the gauge then says "at least this many". */
const OUTBOX_COUNT_CAP = 1_000;
/** A scrape does not wait longer than this for Firestore. */
const OUTBOX_READ_TIMEOUT_MS = 3_000;

let outboxRead: { at: number; backlog: Promise<OutboxBacklog | null> } | null = null;

/** The backlog, read again when the kept one is older than OUTBOX_READ_EVERY_MS; null when Firestore did not answer. */
function cachedBacklog(): Promise<OutboxBacklog | null> {
  const now = Date.now();
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

/** This process's metrics in Prometheus's text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

// In a cluster worker, the AggregatorRegistry answers the primary's requests with
// this registry; in the primary it gathers them (clusterMetricsText).
AggregatorRegistry.setRegistries([metricsRegistry]);
const aggregator = new AggregatorRegistry();

/** The primary of a cluster: every worker's metrics, summed (gauges by their aggregator: the worst event-loop delay, the outbox's largest). */
export async function clusterMetricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: aggregator.contentType, body: await aggregator.clusterMetrics() };
}
