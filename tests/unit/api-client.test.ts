import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient, NO_ANSWER_MESSAGE, SEND_FAILED_MESSAGE } from "~/auth/api-client";

/** A real local HTTP server whose answers the tests choose by path. */
let server: Server;
let base: string;
const seen: Array<{ method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const path = req.url!.replace(/^\/api/, "");
      const send = (status: number, payload: unknown, type = "application/json") => {
        res.writeHead(status, { "Content-Type": type });
        res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
      };
      if (path === "/echo") return send(200, { ok: true });
      if (path === "/error-and-message") return send(400, { error: "bad thing", message: "ignored" });
      if (path === "/message-only") return send(422, { message: "just a message" });
      if (path === "/empty-error") return send(500, "");
      if (path === "/html-error") return send(502, "<h1>Bad gateway</h1>", "text/html");
      if (path === "/auth/me") return send(401, { error: "not signed in" });
      if (path === "/auth/forbidden") return send(403, { error: "no" });
      if (path === "/other/unauthorized") return send(401, { error: "not signed in" });
      if (path === "/auth/broken") return send(500, { error: "boom" });
      if (path === "/slow") return setTimeout(() => send(200, { late: true }), 400);
      if (path === "/hang-up") return req.socket.destroy();
      return send(404, { error: "unknown" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(extra: Parameters<typeof createApiClient>[0] = {}) {
  const logged: string[] = [];
  const api = createApiClient({ baseUrl: base, logger: (m, e) => logged.push(`${m} ${e.status}`), ...extra });
  return { api, logged };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("API client", () => {
  it("sends JSON bodies for POST, PUT and PATCH with the JSON content type and cookies included", async () => {
    const { api } = client();
    for (const method of ["post", "put", "patch"] as const) {
      seen.length = 0;
      await api[method]("/echo", { a: 1 });
      expect(seen[0]).toMatchObject({ method: method.toUpperCase(), url: "/api/echo", body: '{"a":1}' });
      expect(seen[0]!.headers["content-type"]).toBe("application/json");
    }
    seen.length = 0;
    await api.delete("/echo");
    await api.get("/echo");
    expect(seen.map((s) => [s.method, s.body])).toEqual([
      ["DELETE", ""],
      ["GET", ""],
    ]);
  });

  it("sends X-Session-Token and Bearer from the request's token, else the in-memory token, else none", async () => {
    const { api } = client();
    seen.length = 0;
    await api.get("/echo");
    expect(seen[0]!.headers["x-session-token"]).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBeUndefined();
    api.setToken("memory-token");
    await api.get("/echo");
    expect(seen[1]!.headers["x-session-token"]).toBe("memory-token");
    expect(seen[1]!.headers.authorization).toBe("Bearer memory-token");
    await api.get("/echo", { token: "explicit-token" });
    expect(seen[2]!.headers["x-session-token"]).toBe("explicit-token");
    expect(seen[2]!.headers.authorization).toBe("Bearer explicit-token");
  });

  it("takes the error message from error, then message, then HTTP Error {status}", async () => {
    const { api } = client();
    expect((await failure(api.get("/error-and-message"))).message).toBe("bad thing");
    expect((await failure(api.get("/message-only"))).message).toBe("just a message");
    const empty = await failure(api.get("/empty-error"));
    expect([empty.message, empty.status, empty.kind]).toEqual(["HTTP Error 500", 500, "http"]);
    expect((await failure(api.get("/html-error"))).message).toBe("HTTP Error 502");
  });

  it("says ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ when no answer comes (connection dropped or refused)", async () => {
    const { api } = client();
    const dropped = await failure(api.get("/hang-up"));
    expect([dropped.message, dropped.kind]).toEqual([NO_ANSWER_MESSAGE, "no-answer"]);
    const refused = createApiClient({ baseUrl: "http://127.0.0.1:9/api", logger: () => {} });
    expect((await failure(refused.get("/echo"))).message).toBe("ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้");
  });

  it("gives up after the time-out with the no-answer text; the default time-out is 10 000 ms", async () => {
    const { api } = client({ timeoutMs: 100 });
    const late = await failure(api.get("/slow"));
    expect(late.message).toBe(NO_ANSWER_MESSAGE);
    const { REQUEST_TIMEOUT_MS } = await import("~/auth/api-client");
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    const { api: patient } = client();
    expect(await patient.get("/slow")).toEqual({ late: true });
  });

  it("says เกิดข้อผิดพลาดในการส่งคำขอ when the request cannot be built or sent", async () => {
    const { api } = client();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const unbuildable = await failure(api.post("/echo", circular));
    expect([unbuildable.message, unbuildable.kind]).toEqual([SEND_FAILED_MESSAGE, "send-failed"]);
    const badUrl = createApiClient({ baseUrl: "http://[bad/api", logger: () => {} });
    expect((await failure(badUrl.get("/echo"))).message).toBe("เกิดข้อผิดพลาดในการส่งคำขอ");
  });

  it("logs every error except 401 and 403 on paths under /auth/", async () => {
    const { api, logged } = client();
    await failure(api.get("/auth/me"));
    await failure(api.get("/auth/forbidden"));
    expect(logged).toEqual([]);
    await failure(api.get("/auth/broken"));
    await failure(api.get("/other/unauthorized"));
    await failure(api.get("/hang-up"));
    expect(logged).toEqual(["API /auth/broken failed: 500", "API /other/unauthorized failed: 401", "API /hang-up failed: 0"]);
  });
});

