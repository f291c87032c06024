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
 *
 * This module is the registry and the counters the app's modules count into; it imports
 * nothing of the app, so the seed and the scripts may load what counts. The requests'
 * durations and the text are in metrics-text.server.ts, which reads the route table (only
 * in the server build); the outbox's gauges in services/messaging/outbox-metrics.server.ts.
 */
import { collectDefaultMetrics, Counter, Registry } from "prom-client";

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
  | "unreadable"
  | "over-budget";

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
