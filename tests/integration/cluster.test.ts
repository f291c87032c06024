/**
 * WEB_CONCURRENCY > 1: the production server as a node:cluster primary with
 * workers sharing one port. Real processes, on the shared test emulators.
 */
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { descendantPids } from "../../harness/stack";
import { startAppServer, type AppServer } from "../../harness/app-server";
import { env, testPort } from "../../harness/ports";

const PORT = testPort(3196);
const serverEnv = {
  WEB_CONCURRENCY: "2",
  FIREBASE_PROJECT_ID: env.projectId,
  FIRESTORE_EMULATOR_HOST: env.firestoreHost,
  FIREBASE_AUTH_EMULATOR_HOST: env.authHost,
  ADMIN_EMAILS: "admin@example.com,admin2@example.com",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until<T>(what: string, check: () => T | Promise<T>, ms = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

let server: AppServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe("with WEB_CONCURRENCY=2", () => {
  it("serves from two worker processes, replaces one that dies, and stops them all on SIGTERM with exit 0", async () => {
    server = await startAppServer({ port: PORT, env: serverEnv });
    const first = await until("two workers", () => {
      const pids = descendantPids(server!.pid);
      return pids.length === 2 ? pids : null;
    });
    expect(server.output()).toContain("Cluster: 2 server processes");

    // New connections are spread over the workers: both answer pages.
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${server!.url}/blog`, { headers: { Connection: "close" } })),
    );
    for (const page of pages) expect(page.status).toBe(200);

    // A worker that dies is replaced; the site keeps answering meanwhile.
    process.kill(first[0]!, "SIGKILL");
    const replaced = await until("a replacement worker", () => {
      const pids = descendantPids(server!.pid);
      return pids.length === 2 && !pids.includes(first[0]!) ? pids : null;
    });
    expect(replaced).toContain(first[1]);
    await until("the replacement to listen", () => server!.output().match(/^Server ready on /gm)?.length === 3);
    expect(server.output()).toMatch(/Cluster: server process \d+ exited \(SIGKILL\): starting another/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await server.stop();
    expect(server.exitCode()).toBe(0);
    for (const pid of replaced) expect(alive(pid)).toBe(false);
    expect(server.output().match(/^Stopped$/gm)).toHaveLength(2);
  }, 60_000);

  it("ends with exit 1 and the workers' one-line reason when the port is taken", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(PORT + 1, "127.0.0.1", resolve));
    try {
      const failed = startAppServer({ port: PORT + 1, env: serverEnv });
      await expect(failed).rejects.toThrow(/server exited \(1\) before answering/);
      await expect(failed).rejects.toThrow(new RegExp(`Port ${PORT + 1} is already in use: stop what uses it or set PORT\\.`));
      await expect(failed).rejects.toThrow(/Cluster: a server process failed to start/);
    } finally {
      blocker.close();
    }
  }, 60_000);
});
