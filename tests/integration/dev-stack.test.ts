/**
 * `npm run dev` (scripts/dev.ts) end to end, on its own ports so that a running
 * dev stack or test stack does not interfere: it starts, seeds the demo
 * accounts, serves the app, catches the app's e-mail (an outbox entry ends up as
 * an .eml file), pre-bundles what the pages load so that a first sign-in in
 * Chromium reloads nothing, and on SIGINT leaves no process and no port behind.
 * Also: a taken port and a missing Java each give one clear line.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../app/platform/demo-accounts.ts";
import { assertPortFree, findJava } from "../../harness/stack.ts";
import { testPort } from "../../harness/ports.ts";
import { testBrowserPath } from "../../harness/browser.ts";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const PROJECT = "demo-devstack-test";
const shim = readFileSync(path.join(root, "tests/support/gapi-shim.js"), "utf8");
const JAVA_LINE =
  "Java not found: install a JDK 17 or newer (Debian: apt-get install -y openjdk-17-jre-headless) or set JAVA_HOME.";

/** Ports apart from dev (3000/8080/9099/4400/4500) and the test stack (3100/8180/9199/4410/4510), shifted by TEST_PORT_OFFSET. */
function portsFrom(base: number) {
  return {
    PORT: String(testPort(3300) + base),
    FIRESTORE_EMULATOR_PORT: String(testPort(8300) + base),
    AUTH_EMULATOR_PORT: String(testPort(9300) + base),
    EMULATOR_HUB_PORT: String(testPort(4420) + base),
    EMULATOR_LOGGING_PORT: String(testPort(4520) + base),
    HMR_PORT: String(testPort(3400) + base),
    MAIL_CATCHER_PORT: String(testPort(2530) + base),
  };
}

interface Dev {
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

const started: Dev[] = [];

/** A JSON value as a Firestore REST field value (strings, integers, null, Dates). */
function restValue(v: unknown): Record<string, unknown> {
  if (v === null) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (typeof v === "number") return { integerValue: String(v) };
  return { stringValue: String(v) };
}

function startDev(env: Record<string, string>): Dev {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, FIREBASE_PROJECT_ID: PROJECT, STACK_DIR: ".stack/dev-stack-test", ...env };
  // The runner may export the test stack's hosts: dev sets its own.
  delete fullEnv.FIRESTORE_EMULATOR_HOST;
  delete fullEnv.FIREBASE_AUTH_EMULATOR_HOST;
  const child = spawn(tsx, ["scripts/dev.ts"], { cwd: root, env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => {
    err += d.toString();
    out += d.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const dev = { child, output: () => out, stderr: () => err, exit };
  started.push(dev);
  return dev;
}

async function waitFor(what: string, dev: Dev, check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let exited = false;
  void dev.exit.then(() => (exited = true));
  while (!check()) {
    if (exited) throw new Error(`dev exited before ${what}:\n${dev.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000} s:\n${dev.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A newcomer's first visits in Chromium: a few pages, a sign-in through the
 * Auth emulator's popup on /login (firebase/app and firebase/auth load there),
 * then an admin page. Offline: Google's gapi loader is the tests' stand-in.
 */
async function firstVisits(baseUrl: string, email: string) {
  const browser = await chromium.launch({ executablePath: testBrowserPath() });
  try {
    const context = await browser.newContext();
    await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: shim }),
    );
    await context.route(
      (url) => !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url.href) && !url.href.startsWith("https://apis.google.com/js/api.js"),
      (route) => route.fulfill({ status: 200, body: "" }),
    );
    const page = await context.newPage();
    for (const p of ["/", "/blog", "/login"]) await page.goto(`${baseUrl}${p}`, { waitUntil: "networkidle" });
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "เข้าสู่ระบบด้วย Google" }).click();
    const popup = await popupPromise;
    await popup.locator(".js-new-account").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#sign-in").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    await page.goto(`${baseUrl}/admin`, { waitUntil: "networkidle" });
    return { url: page.url(), html: await page.content() };
  } finally {
    await browser.close();
  }
}

/** A process as /proc shows it; `start` (clock ticks since boot) tells it apart from a later one with the same pid. */
interface Proc {
  pid: number;
  ppid: number;
  state: string;
  start: string;
  comm: string;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const f = stat.slice(close + 2).split(" ");
    return { pid, comm: stat.slice(stat.indexOf("(") + 1, close), state: f[0]!, ppid: Number(f[1]), start: f[19]! };
  } catch {
    return null;
  }
}

/** `rootPid` and all its descendants, found through the ppid links of /proc/<pid>/stat. */
function processTree(rootPid: number): Proc[] {
  const all = readdirSync("/proc")
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProc(Number(n)))
    .filter((p): p is Proc => p !== null);
  const tree = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** Still running (a zombie is dead, only not yet reaped) and still the same process. */
function alive(p: Proc): boolean {
  const now = readProc(p.pid);
  return now !== null && now.start === p.start && now.state !== "Z" && now.state !== "X";
}

/** The local addresses with a listening TCP socket on `port`, from /proc/net/tcp and tcp6 ("127.0.0.1", "0.0.0.0", "::", …). */
function listeningAddresses(port: number): string[] {
  const out: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue; // 0A: LISTEN
      const [hex, portHex] = local.split(":");
      if (parseInt(portHex!, 16) !== port) continue;
      // Addresses are stored as 32-bit little-endian words.
      const bytes = hex!.match(/../g)!.map((b) => parseInt(b, 16));
      const words = Array.from({ length: bytes.length / 4 }, (_, i) => bytes.slice(i * 4, i * 4 + 4).reverse());
      const flat = words.flat();
      if (flat.length === 4) out.push(flat.join("."));
      else if (flat.slice(0, 10).every((b) => b === 0) && flat[10] === 0xff && flat[11] === 0xff) out.push(flat.slice(12).join("."));
      else out.push(flat.every((b) => b === 0) ? "::" : flat.every((b, i) => b === (i === 15 ? 1 : 0)) ? "::1" : "ipv6");
    }
  }
  return out;
}

/** An IPv4 address of this machine that is not loopback, if it has one. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(3_000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

afterEach(async () => {
  // A failed test must not leave a stack running: SIGINT is dev's own clean shutdown.
  for (const dev of started.splice(0)) {
    if (dev.child.exitCode === null && dev.child.signalCode === null) {
      dev.child.kill("SIGINT");
      await Promise.race([dev.exit, new Promise((r) => setTimeout(r, 30_000))]);
    }
  }
});

describe("npm run dev", () => {
  it.runIf(process.platform === "linux")(
    "starts the stack with the demo accounts, and SIGINT stops every process it started",
    async () => {
      const ports = portsFrom(0);
      for (const [name, port] of Object.entries(ports)) await assertPortFree(Number(port), `dev-stack test ${name}`);
      // A newcomer's first run: no pre-bundled dependencies yet.
      rmSync(path.join(root, "node_modules/.vite"), { recursive: true, force: true });
      const dev = startDev(ports);
      await waitFor("banner", dev, () => dev.output().includes(`Ready: http://localhost:${ports.PORT}`), 240_000); // a cold start: no Vite cache
      for (const a of DEMO_ACCOUNTS) expect(dev.output()).toContain(a.email);

      // The whole tree while it runs: tsx, dev, emulators (java too), the app, the guard.
      const tree = processTree(dev.child.pid!);
      expect(tree.some((p) => p.comm === "java")).toBe(true);
      expect(tree.length).toBeGreaterThan(5);

      // The seeded accounts, as the Auth emulator reports them.
      const res = await fetch(
        `http://127.0.0.1:${ports.AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:query`,
        { method: "POST", headers: { Authorization: "Bearer owner", "Content-Type": "application/json" }, body: "{}" },
      );
      expect(res.status).toBe(200);
      const users = ((await res.json()) as { userInfo?: { localId: string; email: string; displayName: string; emailVerified: boolean }[] })
        .userInfo ?? [];
      for (const a of DEMO_ACCOUNTS) {
        expect(users.find((u) => u.localId === a.uid)).toMatchObject({ email: a.email, displayName: a.name, emailVerified: true });
      }
      expect((await fetch(`http://127.0.0.1:${ports.PORT}/healthz`)).status).toBe(200);

      // E-mail: an outbox entry (as enqueueMail writes it) reaches the catcher and is saved as an .eml file.
      const mailDir = path.join(root, ".stack/dev-stack-test/mail");
      expect(dev.output()).toContain(`Mail: the app's e-mail is caught by smtp://127.0.0.1:${ports.MAIL_CATCHER_PORT}; read it in .stack/dev-stack-test/mail/`);
      const now = new Date();
      const entry = {
        to: "student1@example.com", subject: "ทดสอบอีเมลของ dev", text: "สวัสดีครับ", html: null, dedupeKey: `dev-stack-${now.getTime()}`,
        recipientUid: null, preference: null, status: "pending", attempts: 0, nextAttemptAt: now, lease: null,
        lastError: null, lastAttemptAt: null, createdAt: now, sentAt: null,
      };
      const created = await fetch(
        `http://127.0.0.1:${ports.FIRESTORE_EMULATOR_PORT}/v1/projects/${PROJECT}/databases/(default)/documents/outbox?documentId=dev-stack-mail`,
        {
          method: "POST",
          headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
          body: JSON.stringify({ fields: Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, restValue(v)])) }),
        },
      );
      expect(created.status).toBe(200);
      await waitFor("caught mail", dev, () => dev.output().includes("[mail] to student1@example.com: ทดสอบอีเมลของ dev"), 60_000);
      const file = /\[mail\] to student1@example\.com: ทดสอบอีเมลของ dev → (\S+\.eml)/.exec(dev.output())![1]!;
      expect(existsSync(path.join(root, file))).toBe(true);
      expect(path.dirname(path.join(root, file))).toBe(mailDir);
      // Loopback only by default: neither the app nor Vite's HMR socket (Vite serves project source) is on the network.
      expect(listeningAddresses(Number(ports.PORT))).toEqual(["127.0.0.1"]);
      expect(listeningAddresses(Number(ports.HMR_PORT))).toEqual(["127.0.0.1"]);
      const lan = nonLoopbackAddress();
      if (lan) {
        expect(await accepts(lan, Number(ports.PORT))).toBe(false);
        expect(await accepts(lan, Number(ports.HMR_PORT))).toBe(false);
      }
      expect(await accepts("127.0.0.1", Number(ports.PORT))).toBe(true);
      expect(dev.output()).toContain("Listening on 127.0.0.1 only");

      // A first sign-in and an admin page: signed in, and Vite found no dependency late (no page reload).
      const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
      const visited = await firstVisits(`http://localhost:${ports.PORT}`, admin.email);
      expect(new URL(visited.url).pathname).toBe("/admin");
      expect(visited.html).toContain("จัดการเนื้อหา"); // the admin overview: signed in as the admin
      expect(dev.output()).not.toMatch(/optimized dependencies changed|new dependencies optimized|reloading/);
      // Islands (app/islands) are compiled by Vite on request in development (platform/islands.server.ts).
      const island = await fetch(`http://127.0.0.1:${ports.PORT}/app/islands/menu.ts`);
      expect(island.status).toBe(200);
      expect(island.headers.get("content-type")).toMatch(/javascript/);
      expect(await island.text()).toContain("aria-expanded");
      // Anything started since (e.g. more esbuild services) counts too.
      for (const p of processTree(dev.child.pid!)) if (!tree.some((q) => q.pid === p.pid && q.start === p.start)) tree.push(p);

      dev.child.kill("SIGINT");
      expect(await Promise.race([dev.exit, new Promise((r) => setTimeout(r, 60_000, "timeout"))])).toBe(0);
      expect(dev.output()).toContain("Stopped: the app and the emulators are down.");

      const left = tree.filter(alive).map((p) => `${p.pid} ${p.comm}`);
      expect(left).toEqual([]);
      for (const [name, port] of Object.entries(ports)) {
        if (name !== "HMR_PORT") await assertPortFree(Number(port), `dev-stack test ${name}`);
      }
    },
    480_000,
  );

  it("exits 1 with one clear line when a port is taken", async () => {
    const ports = portsFrom(1);
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(Number(ports.AUTH_EMULATOR_PORT), "127.0.0.1", resolve));
    try {
      const dev = startDev(ports);
      expect(await dev.exit).toBe(1);
      expect(dev.stderr().trim()).toBe(
        `Port ${ports.AUTH_EMULATOR_PORT} (Auth emulator) is already in use: stop what uses it or set AUTH_EMULATOR_PORT.`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);

  it.runIf(process.platform === "linux")("says in one line that Java is missing", async () => {
    const emptyJavaHome = mkdtempSync(path.join(os.tmpdir(), "no-java-"));
    // A PATH with node and nothing else (java sits beside node in /usr/bin here).
    const bin = path.join(emptyJavaHome, "bin-node-only");
    mkdirSync(bin);
    symlinkSync(process.execPath, path.join(bin, "node"));
    try {
      expect(() => findJava({ JAVA_HOME: emptyJavaHome, PATH: bin })).toThrow(JAVA_LINE);
      expect(findJava({ ...process.env, JAVA_HOME: emptyJavaHome }).version).toMatch(/\d/); // falls back to PATH

      const dev = startDev({ ...portsFrom(2), JAVA_HOME: emptyJavaHome, PATH: bin });
      expect(await dev.exit).toBe(1);
      expect(dev.stderr().trim()).toBe(JAVA_LINE);
    } finally {
      rmSync(emptyJavaHome, { recursive: true, force: true });
    }
  }, 60_000);
});
