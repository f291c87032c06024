/**
 * What an operator sees (docs/operations.md, "Metrics"): one Prometheus registry per
 * process (prom-client). The app counts refusals here; server.ts serves the text at
 * GET /metrics through the server build (entry.server.tsx), behind METRICS_TOKEN.
 */
import { Counter, Registry } from "prom-client";

export const metricsRegistry = new Registry();

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
