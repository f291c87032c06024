/**
 * What a request costs the server's event loop (issue 41). `/metrics` (behind METRICS_TOKEN,
 * which `npm test` gives the shared server) carries `nodejs_eventloop_lag_max_seconds`, the
 * worst delay since the last scrape: prom-client resets its `monitorEventLoopDelay` histogram
 * on every scrape, so a scrape before a request and one after bracket it. `/healthz` is asked
 * every 20 ms meanwhile, as a load balancer's probe would: its slowest answer is what a
 * visitor waited.
 */
import { expect } from "vitest";

/** The worst event-loop delay since the last scrape, in ms. */
export async function maxLagMs(base: string): Promise<number> {
  const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${process.env.METRICS_TOKEN ?? ""}` } });
  expect(res.status, "GET /metrics (METRICS_TOKEN in the test server's env)").toBe(200);
  const line = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(await res.text());
  expect(line, "nodejs_eventloop_lag_max_seconds in /metrics").not.toBeNull();
  return Number(line![1]) * 1000;
}

/** The server's responsiveness while a request works: `/healthz` asked every ~20 ms, each answer timed. */
export async function healthWhile<T>(base: string, work: Promise<T>): Promise<{ result: T; worstMs: number; polls: number }> {
  let done = false;
  let worstMs = 0;
  let polls = 0;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      worstMs = Math.max(worstMs, performance.now() - started);
      polls++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    const result = await work;
    return { result, worstMs, polls };
  } finally {
    done = true;
    await poll;
  }
}

/** Runs `work` between two scrapes, `/healthz` polled meanwhile: its result, the worst event-loop delay and the slowest `/healthz`. */
export async function eventLoopDuring<T>(base: string, work: () => Promise<T>): Promise<{ result: T; lagMs: number; healthzMs: number }> {
  await maxLagMs(base);
  const { result, worstMs } = await healthWhile(base, work());
  return { result, lagMs: await maxLagMs(base), healthzMs: worstMs };
}
