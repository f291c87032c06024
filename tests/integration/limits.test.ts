/**
 * Request limits on the production server: unknown methods, oversized and
 * unbounded bodies, malformed JSON, cross-site writes, and a sign-in rate limit
 * that holds across two server instances sharing Firestore.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { postForm } from "../support/forms";
import { env, testPort } from "../../harness/ports";
import { hit, type RateRule } from "~/platform/rate-limit.store.server";

function raw(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, headers: res.headers }));
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe("request limits", () => {
  it("answers an unknown method with 405", async () => {
    const res = await raw(`${env.baseUrl}/api/auth/me`, "PROPFIND", {});
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body)).toEqual({ error: "method not allowed" });
    expect((await raw(`${env.baseUrl}/blog`, "TRACE", {})).status).toBe(405);
  });

  it("refuses a body over 1 MiB with 413 and a clear error", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    const res = await fetch(`${env.baseUrl}/api/auth/sessionLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: env.baseUrl },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/larger than/);
    const form = await fetch(`${env.baseUrl}/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: env.baseUrl },
      body: `a=${big}`,
    });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain("ขนาดใหญ่เกินไป");
  });

  it("refuses an API body over 16 KiB with 413 JSON", async () => {
    const res = await fetch(`${env.baseUrl}/api/auth/sessionLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: env.baseUrl },
      body: JSON.stringify({ idToken: "x".repeat(20_000) }),
    });
    expect(res.status).toBe(413);
  });

  it("refuses a chunked body of unknown length with 411", async () => {
    const res = await raw(`${env.baseUrl}/api/auth/sessionLogin`, "POST", { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: env.baseUrl }, '{"idToken":"x"}');
    expect(res.status).toBe(411);
  });

  it("answers a wrong content type with 415 JSON", async () => {
    const res = await fetch(`${env.baseUrl}/api/auth/sessionLogin`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: env.baseUrl },
      body: "idToken=x",
    });
    expect(res.status).toBe(415);
  });

  it("refuses cross-site form posts with a Thai 403 page and API writes with 403 JSON", async () => {
    const form = await fetch(`${env.baseUrl}/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", Accept: "text/html" },
      body: "",
      redirect: "manual",
    });
    expect(form.status).toBe(403);
    expect(await form.text()).toContain("ไม่อนุญาตคำขอนี้");
    const site = await fetch(`${env.baseUrl}/api/auth/sessionLogout`, { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(site.status).toBe(403);
    expect(await site.json()).toEqual({ error: "cross-site request refused" });
    const sameSite = await fetch(`${env.baseUrl}/api/auth/sessionLogout`, { method: "POST", headers: { "Sec-Fetch-Site": "same-site" } });
    expect(sameSite.status).toBe(403);
  });
});


/** A sign-in attempt from `client` (through the trusted proxy header, so no other test shares its count). */
function loginAttempt(server: AppServer, client: string) {
  return fetch(`${server.url}/api/auth/sessionLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": client },
    body: JSON.stringify({ idToken: "not-a-token" }),
  });
}

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe("the sign-in rate limit, across two instances", () => {
  let a: AppServer;
  let b: AppServer;
  beforeAll(async () => {
    const common = {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: env.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
      ADMIN_EMAILS: "admin@example.com",
      RATE_LIMIT_LOGIN_PER_MINUTE: "4",
      TRUST_PROXY: "1",
    };
    [a, b] = await Promise.all([startAppServer({ port: testPort(3193), env: common }), startAppServer({ port: testPort(3194), env: common })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("counts one client's attempts on both instances and answers 429 with Thai text and Retry-After", async () => {
    // A client address of its own (through the trusted proxy header), so no other test shares the count.
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const attempt = (server: AppServer) => loginAttempt(server, client);
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const limited = await attempt(b);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The window slides: the oldest attempt leaves it within a minute and one slice (10 s).
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(70);
    expect(((await limited.json()) as { error: string }).error).toBe("มีการส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่");
    expect((await attempt(a)).status).toBe(429);
    // Another client is not affected.
    const other = await fetch(`${a.url}/api/auth/sessionLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: a.url, "X-Forwarded-For": "198.51.100.7" },
      body: JSON.stringify({ idToken: "not-a-token" }),
    });
    expect(other.status).toBe(401);
  });

  it("lets exactly the limit through a burst of 40 parallel attempts on one instance", async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const statuses = await Promise.all(Array.from({ length: 40 }, () => loginAttempt(a, client).then((r) => r.status)));
    expect(statusCounts(statuses)).toEqual({ 401: 4, 429: 36 });
  });

  it("lets at most the limit through a burst of 60 parallel attempts spread over both instances", async () => {
    const client = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => loginAttempt(i % 2 ? a : b, client).then((r) => r.status)));
    const counts = statusCounts(statuses);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(4);
    // And the window stays closed afterwards, on either instance.
    expect((await loginAttempt(a, client)).status).toBe(429);
    expect((await loginAttempt(b, client)).status).toBe(429);
  });
});

describe("a window that slides (no window starts on the clock's minute)", () => {
  // A rule and a client of this test's own: 3 hits a minute, counted in 10-second slices.
  const rule: RateRule = { name: `slideTest${Math.random().toString(36).slice(2, 8)}`, limit: 3, windowSeconds: 60 };
  const minute = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;

  it("counts hits on both sides of a minute's edge in one window", async () => {
    // Two hits a second before the minute ends, one at its start: the fourth, a second later, is refused.
    const client = "across-the-edge";
    for (const t of [minute - 1_000, minute - 900, minute]) expect((await hit(rule, client, t)).allowed, String(t)).toBe(true);
    const refused = await hit(rule, client, minute + 1_000);
    expect(refused.allowed).toBe(false);
    // The first hits (in the slice from minute - 10 s) leave the window 70 s after that slice starts.
    expect(refused.retryAfterSeconds).toBe(59);
  });

  it("lets a hit through again once the window has slid past the earlier ones", async () => {
    const client = "slid-past";
    for (const t of [minute, minute + 1_000, minute + 2_000]) expect((await hit(rule, client, t)).allowed).toBe(true);
    expect((await hit(rule, client, minute + 30_000)).allowed).toBe(false);
    // 65 s on, the first three still count (a hit counts its own slice and the six before it), and the
    // refused one at +30 s too: a client that keeps trying stays refused. 100 s on, those have left.
    expect((await hit(rule, client, minute + 65_000)).allowed).toBe(false);
    expect((await hit(rule, client, minute + 100_000)).allowed).toBe(true);
  });
});

describe("the sign-in rate limit with Firestore unreachable", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({
      port: testPort(3182),
      env: {
        FIREBASE_PROJECT_ID: env.projectId,
        // Nothing listens there: every Firestore call fails or times out.
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${testPort(3185)}`,
        FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
        ADMIN_EMAILS: "admin@example.com",
        RATE_LIMIT_LOGIN_PER_MINUTE: "4",
        TRUST_PROXY: "1",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("fails open only up to the limit on this instance, with one log line per request let through", async () => {
    const logFrom = server.output().length;
    const statuses = await Promise.all(Array.from({ length: 20 }, () => loginAttempt(server, "192.0.2.250").then((r) => r.status)));
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(4);
    const lines = server.output().slice(logFrom).split("\n").filter((l) => l.startsWith("rate limit sessionLogin:"));
    expect(lines).toEqual(Array.from({ length: 4 }, () => "rate limit sessionLogin: Firestore unreachable, request counted on this instance only"));
  });
});

describe("ORIGIN with a trailing slash", () => {
  let server: AppServer;
  beforeAll(async () => {
    const port = testPort(3181);
    server = await startAppServer({
      port,
      env: {
        FIREBASE_PROJECT_ID: env.projectId,
        FIRESTORE_EMULATOR_HOST: env.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
        ADMIN_EMAILS: "admin@example.com",
        ORIGIN: `http://localhost:${port}/`,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is normalised, so the browser's form posts and API writes are accepted", async () => {
    const form = await postForm(server.url, "/logout", {});
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/");
    const api = await fetch(`${server.url}/api/auth/sessionLogout`, { method: "POST", headers: { Origin: server.url } });
    expect(api.status).toBe(200);
    // Still only the own origin.
    expect((await fetch(`${server.url}/logout`, { method: "POST", headers: { Origin: "https://evil.example" }, redirect: "manual" })).status).toBe(403);
  });
});
