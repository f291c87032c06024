/**
 * The rest of what GET /metrics shows (metrics.server.ts has the registry and its
 * counters): requests' durations by route and the text itself (the outbox's backlog is
 * services/messaging/outbox-metrics.server.ts, registered when entry.server.tsx imports it),
 * for this process or a cluster's primary. It reads the route table, so only the server
 * build (entry.server.tsx) imports it.
 */
import { AggregatorRegistry, Histogram } from "prom-client";
import { metricsRegistry } from "./metrics.server";
import { routeIdForPath } from "./route-table.server";

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
