/**
 * No client holds the server (server/slow-clients.ts): a body that trickles, a body
 * that takes too long, headers that trickle, and more connections than the bound,
 * against the built server with short bounds from the environment (its own server
 * on the shared emulators, so in the shared lane: its sweeps write their leases, which
 * another file there must not see change under it). Raw sockets: fetch cannot send a
 * body slowly.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { env, testPort } from "../../harness/ports";

const PORT = testPort(3197);
const TOKEN = "slow-clients-metrics-token";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({
    port: PORT,
    env: {
      FIREBASE_PROJECT_ID: env.projectId,
      FIRESTORE_EMULATOR_HOST: env.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
      ADMIN_EMAILS: "admin@example.com",
      ACCESS_LOG: "0",
      HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: "3000",
      UPLOAD_REQUEST_TIMEOUT_MS: "60000",
      MIN_BODY_BYTES_PER_SECOND: "8192",
      BODY_RATE_GRACE_MS: "2000",
      MAX_CONNECTIONS: "12",
      METRICS_TOKEN: TOKEN,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

interface Exchange {
  /** What the server sent, as text. */
  answer: string;
  /** When the server closed the connection, in ms after it was opened. */
  closedAfter: number;
}

/**
 * Opens a connection, writes `head`, then `chunk` every `everyMs` until the server
 * closes the connection (or `giveUpMs`): what it answered and when it closed.
 */
function trickle(head: string, chunk: string, everyMs: number, giveUpMs = 60_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const opened = Date.now();
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (Date.now() - opened > giveUpMs) socket.destroy();
        else if (socket.writable) socket.write(chunk);
      }, everyMs);
    });
    socket.on("data", (data) => (answer += data.toString()));
    socket.on("error", () => undefined); // a reset after the answer: the close below says when
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfter: Date.now() - opened });
    });
  });
}

const origin = () => `http://localhost:${PORT}`;

describe("a body that trickles", () => {
  it("announcing 16 MB to an upload path and sending a byte every 2 s is cut off with 408 within seconds, while /healthz answers", async () => {
    const head =
      `POST /homework/no-such-homework HTTP/1.1\r\nHost: localhost:${PORT}\r\nOrigin: ${origin()}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${16 * 1024 * 1024}\r\n\r\n`;
    const slow = trickle(head, "-", 2_000);
    await sleep(1_000);
    const started = Date.now();
    const health = await fetch(`${server.url}/healthz`, { headers: { Connection: "close" } });
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    const { answer, closedAfter } = await slow;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("ส่งข้อมูลช้าเกินไป");
    // The grace (2 s) and one look (0.5 s) later, not Node's 300 s.
    expect(closedAfter).toBeLessThan(8_000);
  }, 30_000);

  it("a body faster than the minimum rate that takes longer than REQUEST_TIMEOUT_MS off an upload path is cut off at that bound, even after an early answer", async () => {
    const length = 200_000;
    const head =
      `POST /profile HTTP/1.1\r\nHost: localhost:${PORT}\r\nOrigin: ${origin()}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;
    // 16 KB a second: twice the minimum rate; the whole body would take 12 s.
    const { answer, closedAfter } = await trickle(head, "a".repeat(8_192), 500);
    // Signed out: the app answers (to /login) without reading the body, and node reads the rest to drop it.
    expect(answer).toMatch(/^HTTP\/1\.1 302 /);
    expect(closedAfter).toBeGreaterThanOrEqual(3_000);
    expect(closedAfter).toBeLessThan(6_000);
  }, 30_000);

  it("a body that arrives at once is not cut off", async () => {
    const res = await fetch(`${server.url}/homework/no-such-homework`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin(), "Content-Type": "multipart/form-data; boundary=x", Connection: "close" },
      body: `--x\r\nContent-Disposition: form-data; name="note"\r\n\r\n${"n".repeat(500_000)}\r\n--x--\r\n`,
    });
    expect(res.status).not.toBe(408);
    await res.arrayBuffer();
  });
});

describe("headers that trickle", () => {
  it("are cut off with 408 after HEADERS_TIMEOUT_MS", async () => {
    const { answer, closedAfter } = await trickle(`GET /healthz HTTP/1.1\r\nHost: localhost:${PORT}\r\n`, "X-Slow: 1\r\n", 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(2_000);
    expect(closedAfter).toBeLessThan(5_000);
  }, 30_000);
});

describe("connections", () => {
  it("a process keeps at most MAX_CONNECTIONS open: one more is closed at once, and once they go it answers again", async () => {
    const open: net.Socket[] = [];
    for (let i = 0; i < 12; i++) {
      const socket = net.connect(PORT, "127.0.0.1");
      socket.on("error", () => undefined);
      await new Promise((resolve) => socket.once("connect", resolve));
      open.push(socket);
    }
    await sleep(200);
    await expect(fetch(`${server.url}/healthz`, { headers: { Connection: "close" } })).rejects.toThrow();
    for (const socket of open) socket.destroy();
    await sleep(300);
    expect((await fetch(`${server.url}/healthz`, { headers: { Connection: "close" } })).status).toBe(200);
  });

  it("counts what it cut off in /metrics", async () => {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}`, Connection: "close" } })).text();
    const count = (reason: string) => Number(new RegExp(`^tutor_requests_cut_total\\{reason="${reason}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    expect(count("slow-body")).toBeGreaterThanOrEqual(1);
    expect(count("timeout")).toBeGreaterThanOrEqual(2);
    expect(count("connection-limit")).toBeGreaterThanOrEqual(1);
  });
});
