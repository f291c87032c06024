/**
 * GET /metrics (docs/operations.md, "Metrics"): the app's Prometheus text, behind a
 * bearer token. The text itself comes from the app (app/platform/metrics.server.ts,
 * through the server build); in a cluster a worker asks the primary, which sums
 * every worker's registry, so a scrape that lands on any worker sees the whole server.
 */
import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";

export interface MetricsText {
  contentType: string;
  body: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Unset `token`: 404, as for any unknown path. Set: `Authorization: Bearer <token>`
 * or 401 (with `WWW-Authenticate`, so a scraper's operator sees at once that the
 * token is wrong, not the path). Compared in constant time (digests of equal length).
 */
export function metricsEndpoint(token: string | undefined, text: () => Promise<MetricsText>): RequestHandler {
  const expected = token ? digest(token) : null;
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!expected) {
      res.status(404).type("text/plain; charset=utf-8").send("Not Found");
      return;
    }
    const given = /^Bearer (\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain; charset=utf-8").send("Unauthorized");
      return;
    }
    try {
      const metrics = await text();
      res.type(metrics.contentType).send(metrics.body);
    } catch (error) {
      res.status(503).type("text/plain; charset=utf-8").send(`metrics unavailable: ${error instanceof Error ? error.message : "error"}`);
    }
  };
}

const ASK = "tutor:metrics-ask";
const ANSWER = "tutor:metrics-answer";
/** The primary waits up to 5 s for every worker (prom-client's own bound); this is the worker's. */
const ASK_TIMEOUT_MS = 8_000;

type Answer = { type: typeof ANSWER; id: number } & ({ metrics: MetricsText } | { error: string });

const isAnswer = (message: unknown): message is Answer =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === ANSWER && typeof (message as { id?: unknown }).id === "number";

/** A cluster worker's source of the text: the primary's sum of every worker. */
export function metricsFromPrimary(): () => Promise<MetricsText> {
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on("message", (message: unknown) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not answer"));
      }, ASK_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if ("metrics" in answer) resolve(answer.metrics);
        else reject(new Error(answer.error));
      });
      process.send!({ type: ASK, id });
    });
}

/** The primary: answers each worker's ask with the cluster's text. */
export function answerMetricsAsks(text: () => Promise<MetricsText>): void {
  cluster.on("message", (worker, message: unknown) => {
    if (typeof message !== "object" || message === null || (message as { type?: unknown }).type !== ASK) return;
    const id = (message as { id?: unknown }).id;
    if (typeof id !== "number") return;
    text().then(
      (metrics) => worker.isConnected() && worker.send({ type: ANSWER, id, metrics }),
      (error: unknown) => worker.isConnected() && worker.send({ type: ANSWER, id, error: error instanceof Error ? error.message : "error" }),
    );
  });
}
