/**
 * GET /metrics (app/platform/metrics.server.ts, server/metrics.ts): hidden without
 * METRICS_TOKEN, refused with a wrong one; the event loop's delay (reset at each
 * scrape), request durations by route id, the refusal counters and the outbox's
 * backlog; in a cluster, the sum of the workers. Servers of its own, on a Firestore
 * emulator of its own (the outbox gauges must see only this file's entries).
 */
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirestoreEmulator, type ManagedProcess } from "../../harness/stack";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { env, testPort } from "../../harness/ports";

const FIRESTORE_PORT = testPort(8198);
const TOKEN = `metrics-${randomUUID()}`;
const run = randomUUID().slice(0, 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let firestore: ManagedProcess | undefined;
let server: AppServer | undefined;
let cluster: AppServer | undefined;

const serverEnv = () => ({
  FIREBASE_PROJECT_ID: env.projectId,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
  FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
  ADMIN_EMAILS: "admin@example.com",
  ACCESS_LOG: "0",
  METRICS_TOKEN: TOKEN,
});

const scrape = async (base: string, authorization = `Bearer ${TOKEN}`) => {
  const res = await fetch(`${base}/metrics`, { headers: { Authorization: authorization } });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text(), headers: res.headers };
};
const value = (text: string, sample: string) => Number(new RegExp(`^${sample.replace(/[{}()[\]$.*+?^|\\]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);

/** An outbox entry due an hour ago, as the store writes one (written through the emulator's REST API). */
async function dueEntry(id: string) {
  const due = new Date(Date.now() - 3_600_000).toISOString();
  const url = `http://127.0.0.1:${FIRESTORE_PORT}/v1/projects/${env.projectId}/databases/(default)/documents/outbox?documentId=${id}`;
  const fields = {
    channel: { stringValue: "email" },
    to: { stringValue: "nobody@example.com" },
    subject: { stringValue: "s" },
    text: { stringValue: "t" },
    dedupeKey: { stringValue: id },
    status: { stringValue: "pending" },
    attempts: { integerValue: "0" },
    nextAttemptAt: { timestampValue: due },
    lease: { nullValue: null },
    lastError: { nullValue: null },
    createdAt: { timestampValue: due },
  };
  const res = await fetch(url, { method: "POST", headers: { Authorization: "Bearer owner", "Content-Type": "application/json" }, body: JSON.stringify({ fields }) });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  firestore = await startFirestoreEmulator({
    projectId: env.projectId,
    firestorePort: FIRESTORE_PORT,
    authPort: 0,
    workDir: path.resolve(".stack/test/metrics-test"),
  });
  await dueEntry(`metrics-${run}`);
  server = await startAppServer({ port: testPort(3198), env: serverEnv() });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await server?.stop();
  await firestore?.stop();
});

describe("who may read it", () => {
  it("answers 404 when METRICS_TOKEN is unset (empty counts as unset)", async () => {
    const unset = await startAppServer({ port: testPort(3184), env: { ...serverEnv(), METRICS_TOKEN: "" } });
    try {
      const res = await fetch(`${unset.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("nodejs_");
    } finally {
      await unset.stop();
    }
  }, 60_000);

  it("answers 401 with a wrong token, or none, and says nothing", async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, "Bearer ", TOKEN, ""]) {
      const res = await scrape(server!.url, authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(res.text).not.toContain("nodejs_");
    }
  });
});

describe("what it says", () => {
  it("Prometheus text: the event loop, requests by route id (never the path), the refusals and the outbox", async () => {
    const base = server!.url;
    for (const p of ["/healthz", "/blog", `/course/no-such-${run}`, `/blog/no-such-${run}`, `/no-such-page-${run}`]) await (await fetch(`${base}${p}`)).arrayBuffer();
    const asset = (await (await fetch(`${base}/blog`)).text()).match(/\/assets\/[^"]+\.css/)?.[0];
    if (asset) await (await fetch(`${base}${asset}`)).arrayBuffer();

    const { status, type, text } = await scrape(base);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(text).toMatch(/^nodejs_eventloop_lag_max_seconds \S+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toContain("# TYPE tutor_uploads_refused_total counter");
    expect(text).toContain("# TYPE tutor_rate_limit_refused_total counter");
    expect(text).toContain("# TYPE tutor_requests_cut_total counter");

    const routes = new Set([...text.matchAll(/^tutor_http_request_duration_seconds_count\{([^}]*)\} \d+$/gm)].map((m) => /route="([^"]*)"/.exec(m[1]!)![1]));
    expect(routes).toContain("health");
    expect(routes).toContain("routes/blog._index");
    expect(routes).toContain("routes/course.$slug");
    expect(routes).toContain("routes/blog.$slug");
    if (asset) expect(routes).toContain("static");
    expect(value(text, 'tutor_http_request_duration_seconds_count{route="health",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(1);
    // No value from a path in any label.
    expect(text).not.toContain(run);
    for (const route of routes) expect(route).toMatch(/^(health|static|metrics|unmatched|root|routes\/[^/]+)$/);

    // The entry this file wrote, due an hour ago; the sender (no SMTP_URL) leaves it.
    expect(value(text, "tutor_outbox_due")).toBeGreaterThanOrEqual(1);
    expect(value(text, "tutor_outbox_oldest_due_age_seconds")).toBeGreaterThanOrEqual(3_500);
  });

  it("the event loop's worst delay is the worst since the previous scrape", async () => {
    const base = server!.url;
    await scrape(base);
    // A scrape resets Node's histogram and the time of its last tick, so the first tick after a
    // scrape only starts the clock: a stop before it would go unrecorded. Let the server tick first.
    await sleep(100);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Stop the process for 1.5 s: its event loop turns 1.5 s late once.
    process.kill(server!.pid, "SIGSTOP");
    await sleep(1_500);
    process.kill(server!.pid, "SIGCONT");
    // The delay is recorded when the late timer turn runs: a scrape answered first would miss it.
    // On a busy machine the resumed process may not run for a while, and then finds the scrape's
    // socket ready in the same turn, before its timers: a first answer says it has run a turn.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await sleep(100);
    const stalled = value((await scrape(base)).text, "nodejs_eventloop_lag_max_seconds");
    expect(stalled).toBeGreaterThanOrEqual(1.2);
    await sleep(200);
    const after = value((await scrape(base)).text, "nodejs_eventloop_lag_max_seconds");
    expect(after).toBeLessThan(0.5);
  });
});

describe("with WEB_CONCURRENCY=2", () => {
  it("any worker answers with the sum of both", async () => {
    cluster = await startAppServer({ port: testPort(3199), env: { ...serverEnv(), WEB_CONCURRENCY: "2" } });
    const n = 12;
    // New connections each: the primary hands them to the workers in turn.
    for (let i = 0; i < n; i++) await (await fetch(`${cluster.url}/healthz`, { headers: { Connection: "close" } })).arrayBuffer();
    const first = await scrape(cluster.url);
    expect(first.status).toBe(200);
    const count = (text: string) => value(text, 'tutor_http_request_duration_seconds_count{route="health",method="GET",status="2xx"}');
    // Both workers' health checks (the start's own included), whichever answered the scrape.
    expect(count(first.text)).toBeGreaterThanOrEqual(n);
    expect(first.text).toMatch(/^nodejs_eventloop_lag_max_seconds \S+$/m);
    expect(value(first.text, "tutor_outbox_due")).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 4; i++) {
      const again = await fetch(`${cluster.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}`, Connection: "close" } });
      expect(count(await again.text())).toBeGreaterThanOrEqual(n);
    }
  }, 60_000);
});
