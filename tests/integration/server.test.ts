/**
 * server.ts as an operator meets it: configuration errors, health and readiness
 * (with the Firestore emulator really stopped and started again), static
 * caching, compression, the access log and a graceful stop.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirestoreEmulator, type ManagedProcess } from "../../harness/stack";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { env, testPort } from "../../harness/ports";
import { dayKeyOf, now } from "~/kernel/clock";

const FIRESTORE_PORT = testPort(8191);
const APP_PORT = testPort(3191);

function runServer(extraEnv: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["build/server.js"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", ...extraEnv } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("configuration", () => {
  const good = {
    ORIGIN: "https://tutor.example.com",
    FIREBASE_PROJECT_ID: "demo-config-test",
    ADMIN_EMAILS: "a@example.com,b@example.com",
    PORT: String(testPort(3192)),
    FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:1",
  };

  it.each([
    ["ADMIN_EMAILS", { ADMIN_EMAILS: undefined }, /^Invalid configuration: ADMIN_EMAILS is required but not set\.$/],
    ["ADMIN_EMAILS", { ADMIN_EMAILS: "not-an-address" }, /^Invalid configuration: ADMIN_EMAILS .*e-mail/],
    ["ORIGIN", { ORIGIN: undefined }, /^Invalid configuration: ORIGIN is required in production/],
    ["ORIGIN", { ORIGIN: "tutor.example.com" }, /^Invalid configuration: ORIGIN /],
    ["PORT", { PORT: "http" }, /^Invalid configuration: PORT /],
    ["FIREBASE_PROJECT_ID", { FIREBASE_PROJECT_ID: "Bad Id" }, /^Invalid configuration: FIREBASE_PROJECT_ID /],
    ["SESSION_MAX_AGE_DAYS", { SESSION_MAX_AGE_DAYS: "30" }, /^Invalid configuration: SESSION_MAX_AGE_DAYS /],
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "0" }, /^Invalid configuration: WEB_CONCURRENCY /],
  ])("a bad %s ends the start with one line naming it", async (_name, patch, line) => {
    const { code, stderr, stdout } = await runServer({ ...good, ...patch });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr.trim()).toMatch(line);
    expect(stderr).not.toMatch(/\bat \S+ \(/); // no stack trace
  });
});

describe("the server bundle", () => {
  it("holds no app code: server.ts reaches the app only through the Remix build", () => {
    const map = JSON.parse(readFileSync("build/server.js.map", "utf8")) as { sources: string[] };
    expect(map.sources.some((s) => s.includes("server.ts"))).toBe(true);
    expect(map.sources.filter((s) => /(^|\/)app\//.test(s))).toEqual([]);
    const code = readFileSync("build/server.js", "utf8");
    for (const marker of ["firebase-admin", "verifySessionCookie", "pageViews", "renderToPipeableStream"]) expect(code).not.toContain(marker);
  });
});

describe("the running server", () => {
  let firestore: ManagedProcess | undefined;
  let server: AppServer;

  beforeAll(async () => {
    firestore = await startFirestoreEmulator({
      projectId: env.projectId,
      firestorePort: FIRESTORE_PORT,
      authPort: 0,
      workDir: path.resolve(".stack/test/server-test"),
    });
    server = await startAppServer({
      port: APP_PORT,
      env: {
        FIREBASE_PROJECT_ID: env.projectId,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
        FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
        ADMIN_EMAILS: "admin@example.com",
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await firestore?.stop();
  });

  it("answers /healthz", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers /readyz 200 while Firestore and Auth answer, 503 with a reason while Firestore is stopped, and recovers without a restart", async () => {
    const untilReady = async () => {
      let status = 0;
      // A freshly started emulator can take more than the one-second budget at first.
      for (let i = 0; i < 40 && status !== 200; i++) {
        status = (await fetch(`${server.url}/readyz`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 500));
      }
      return status;
    };
    expect(await untilReady()).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(((await ready.json()) as { ok: boolean }).ok).toBe(true);

    await firestore!.stop();
    const started = Date.now();
    const down = await fetch(`${server.url}/readyz`);
    expect(down.status).toBe(503);
    const body = (await down.json()) as { ok: boolean; reason: string };
    expect(body.ok).toBe(false);
    expect(body.reason).toMatch(/^firestore: /);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    firestore = await startFirestoreEmulator({
      projectId: env.projectId,
      firestorePort: FIRESTORE_PORT,
      authPort: 0,
      workDir: path.resolve(".stack/test/server-test"),
    });
    expect(await untilReady()).toBe(200);
  }, 120_000);

  it("caches fingerprinted assets for a year as immutable and compresses text", async () => {
    const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".js"))!;
    const res = await fetch(`${server.url}/assets/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(`${server.url}/_app`, { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
  });

  it("writes one access-log line per request: method, path without the query, status, ms — never a token", async () => {
    await fetch(`${server.url}/healthz?token=secret-in-query`, {
      headers: { Authorization: "Bearer secret-in-header", Cookie: "session=secret-in-cookie" },
    });
    await new Promise((r) => setTimeout(r, 100));
    const lines = server.output().split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/healthz 200 \d+\.\dms$/));
    expect(server.output()).not.toContain("secret-in");
  });

  it("stops gracefully on SIGTERM: the request in flight completes, then exit 0", async () => {
    // A slow request: /readyz with Firestore reachable answers quickly, so hold
    // the socket open with a streaming page request instead.
    const viewed = `/_app`;
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };
    const views = async () => {
      // The server's Bangkok day, on the run's clock (the test clock moves it: docs/testing.md).
      const day = dayKeyOf(now());
      const url = `http://127.0.0.1:${FIRESTORE_PORT}/v1/projects/${env.projectId}/databases/(default)/documents/pageViews/${day}`;
      const res = await fetch(url, { headers: { Authorization: "Bearer owner" } });
      if (res.status === 404) return 0;
      const doc = (await res.json()) as { fields?: { paths?: { mapValue?: { fields?: Record<string, { integerValue?: string }> } } } };
      return Number(doc.fields?.paths?.mapValue?.fields?.[viewed]?.integerValue ?? 0);
    };
    const before = await views();
    await (await fetch(`${server.url}${viewed}`, { headers: browser })).text();
    const inFlight = fetch(`${server.url}${viewed}`, { headers: browser }).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 20));
    process.kill(server.pid, "SIGTERM");
    const html = await inFlight;
    expect(html).toContain("<html");
    await server.stop();
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toContain("SIGTERM: finishing requests in flight");
    expect(server.output()).toContain("Stopped");
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // The views counted in memory reached Firestore before the exit (the stop flushes them).
    expect(await views()).toBe(before + 2);
  });
});
