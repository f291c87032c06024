/**
 * Starts and stops the local Firebase emulators (Firestore + Auth) for
 * `npm run dev`, the test runner, benchmarks and fault-injection tests.
 *
 * - Firestore: the Cloud SDK launcher (a shell script that starts `java`), which
 *   runs on Java 17; firebase-tools' own Firestore emulator (Java 21+) is only a
 *   fallback when the launcher is missing.
 * - Auth: `firebase emulators:start --only auth` from firebase-tools.
 *
 * Every child runs in its own process group (`detached: true`) so that `stop()`
 * reaches grandchildren too (the launcher's `java`). A small guard process
 * kills the groups that are still registered if this process dies without
 * stopping them (even by SIGKILL): it notices when its stdin pipe closes.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname, "..");

const DEFAULT_FIRESTORE_LAUNCHER =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";
const READY_TIMEOUT_MS = Number(process.env.STACK_READY_TIMEOUT_MS ?? 150_000);
const STOP_GRACE_MS = 5_000;
const KEPT_LINES = 40;

export interface StackOptions {
  projectId: string;
  firestorePort: number;
  authPort: number;
  /** firebase-tools' emulator hub (default 4400). */
  hubPort?: number;
  /** firebase-tools' logging emulator (default 4500). */
  loggingPort?: number;
  /** Private working directory (firebase.json, firebase-debug.log), e.g. `.stack/dev`. */
  workDir: string;
  /** Receives the children's output line by line, prefixed with `[name] `. */
  log?: (line: string) => void;
}

interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  name: string;
  pid: number;
  /** Resolves when the direct child exits (expectedly or not). */
  exited: Promise<ExitInfo>;
  /** The last lines of its output (ANSI colours removed). */
  lastLines(): string[];
  /** SIGTERM to the whole process group, SIGKILL after ~5 s; resolves when the group is gone. Idempotent. */
  stop(): Promise<void>;
}

export interface Stack {
  firestore: ManagedProcess;
  auth: ManagedProcess;
  stopAll(): Promise<void>;
}

// ---------------------------------------------------------------- small helpers

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Process table from /proc (Linux); null elsewhere. */
interface ProcInfo {
  pid: number;
  ppid: number;
  pgid: number;
  state: string;
  /** Start time in clock ticks: tells a pid apart from a later process reusing it. */
  start: string;
}

function readProc(pid: number): ProcInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid pgrp ...": comm may contain spaces and parentheses.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { pid, state: f[0]!, ppid: Number(f[1]), pgid: Number(f[2]), start: f[19]! };
  } catch {
    return null;
  }
}

function listProcs(): ProcInfo[] | null {
  if (!existsSync("/proc/self/stat")) return null;
  return readdirSync("/proc")
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProc(Number(n)))
    .filter((p): p is ProcInfo => p !== null);
}

const living = (p: ProcInfo | null) => p !== null && p.state !== "Z" && p.state !== "X";

/** All descendants of `pid` (following parent links), whatever their process group. */
function descendants(pid: number, procs: ProcInfo[]): ProcInfo[] {
  const found: ProcInfo[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const p of procs) {
      if (p.ppid === parent && living(p)) {
        found.push(p);
        queue.push(p.pid);
      }
    }
  }
  return found;
}

/** The living descendants of `pid` (a cluster's workers, a launcher's JVM); [] where there is no /proc. */
export function descendantPids(pid: number): number[] {
  const procs = listProcs();
  return procs ? descendants(pid, procs).map((p) => p.pid) : [];
}

function signal(target: number, sig: NodeJS.Signals) {
  try {
    process.kill(target, sig);
  } catch {
    // already gone
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

// ---------------------------------------------------------------- orphan guard

/**
 * A detached helper holding the process groups still running. If this process
 * ends in any way (even SIGKILL) its stdin pipe closes, and it terminates them.
 */
const GUARD_SCRIPT = `process.title = "emulator-stack-guard";
const groups = new Set(); let buf = "";
const kill = (sig) => { for (const g of groups) { try { process.kill(-g, sig); } catch {} } };
process.on("SIGINT", () => {}); process.on("SIGTERM", () => {});
process.stdin.setEncoding("utf8");
process.stdin.on("data", (d) => {
  buf += d; let i;
  while ((i = buf.indexOf("\\n")) >= 0) {
    const line = buf.slice(0, i); buf = buf.slice(i + 1);
    (line[0] === "+" ? groups.add : groups.delete).call(groups, Number(line.slice(1)));
  }
});
process.stdin.on("end", () => {
  kill("SIGTERM");
  const deadline = Date.now() + ${STOP_GRACE_MS};
  const check = () => {
    for (const g of groups) { try { process.kill(-g, 0); } catch { groups.delete(g); } }
    if (groups.size === 0) process.exit(0);
    if (Date.now() > deadline) { kill("SIGKILL"); process.exit(0); }
    setTimeout(check, 100);
  };
  check();
});`;

let guard: ChildProcess | undefined;

function guardGroup(op: "+" | "-", pgid: number) {
  if (!guard && op === "-") return;
  if (!guard) {
    guard = spawn(process.execPath, ["-e", GUARD_SCRIPT], { detached: true, stdio: ["pipe", "ignore", "ignore"] });
    guard.on("error", () => undefined); // best effort: the stack works without it
    guard.stdin!.on("error", () => undefined);
    // Neither the guard nor its pipe may keep this process alive.
    guard.unref();
    (guard.stdin as unknown as net.Socket).unref();
  }
  guard.stdin!.write(`${op}${pgid}\n`);
}

/** Ends the guard process (call once everything is stopped, before exiting). */
export async function closeGuard(): Promise<void> {
  const g = guard;
  guard = undefined;
  if (!g || g.exitCode !== null || g.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => g.once("exit", () => resolve()));
  g.stdin!.end();
  await Promise.race([exited, sleep(STOP_GRACE_MS + 1_000)]);
}

// ---------------------------------------------------------------- managed processes

export interface SpawnManagedOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Output lines to leave out of `log` (they still count in `lastLines()`). */
  quiet?: RegExp;
}

/** Spawns `command` in its own process group with its output prefixed `[name] `. */
export async function spawnManaged(
  name: string,
  command: string,
  args: string[],
  opts: SpawnManagedOptions = {},
): Promise<ManagedProcess> {
  const child = spawn(command, args, {
    cwd: opts.cwd ?? root,
    env: opts.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const kept: string[] = [];
  const log = opts.log ?? (() => undefined);
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on("line", (raw) => {
      const line = stripVTControlCharacters(raw).trimEnd();
      kept.push(line);
      if (kept.length > KEPT_LINES) kept.shift();
      if (line && !opts.quiet?.test(line)) log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once("exit", (code, sig) => resolve({ code, signal: sig }));
    child.once("error", (error) => {
      kept.push(error.message);
      resolve({ code: null, signal: null });
    });
  });
  // Wait for the spawn itself to succeed (a missing binary fails here).
  await new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", (error) => reject(new Error(`Could not start ${name} (${command}): ${error.message}`)));
  });
  const pid = child.pid!;
  guardGroup("+", pid);
  let done = false;
  void exited.then(() => {
    done = true;
    // Gone for good (no member left): forget the group, its number may be reused.
    if (!listProcs()?.some((p) => p.pgid === pid && living(p))) guardGroup("-", pid);
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Grandchildren that left the group (e.g. firebase-tools spawns Java detached).
      const procs = listProcs();
      const strays = procs ? descendants(pid, procs).filter((p) => p.pgid !== pid) : [];
      const isStray = (p: ProcInfo) => {
        const now = readProc(p.pid);
        return living(now) && now!.start === p.start;
      };
      const gone = () => {
        const all = listProcs();
        if (!all) {
          try {
            process.kill(-pid, 0);
            return false;
          } catch {
            return done;
          }
        }
        return done && !all.some((p) => p.pgid === pid && living(p)) && !strays.some(isStray);
      };
      if (!gone()) {
        signal(-pid, "SIGTERM");
        if (!(await waitUntil(gone, STOP_GRACE_MS))) {
          signal(-pid, "SIGKILL");
          for (const p of strays.filter(isStray)) signal(p.pid, "SIGKILL");
          if (!(await waitUntil(gone, STOP_GRACE_MS))) log(`[${name}] warning: processes of group ${pid} still running`);
        }
      }
      guardGroup("-", pid);
    })());

  return { name, pid, exited, lastLines: () => [...kept], stop };
}

/** Polls `url` until `ready(response body)` holds; fails if the process exits or the timeout passes. */
async function waitForHttp(proc: ManagedProcess, url: string, ready: (status: number, body: string) => boolean) {
  let exit: ExitInfo | undefined;
  void proc.exited.then((e) => (exit = e));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const describe = (what: string) =>
    `${proc.name} ${what}. Last output:\n${proc.lastLines().slice(-15).map((l) => `  ${l}`).join("\n")}`;
  for (;;) {
    if (exit) {
      await proc.stop();
      const how = exit.signal ? `signal ${exit.signal}` : `code ${String(exit.code)}`;
      throw new Error(describe(`exited (${how}) before it answered on ${url}`));
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (ready(res.status, await res.text())) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(describe(`did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s`));
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------- checks

/** Throws one line if `port` is taken, e.g. `Port 8080 (Firestore emulator) is already in use: ...`. */
/** The bench writes only to the emulators: a project id that is not `demo-…` is refused. */
export function assertDemoProject(projectId: string): void {
  if (!projectId.startsWith("demo-")) throw new Error(`refusing to write to project ${projectId}: demo- projects only`);
}

export async function assertPortFree(port: number, label: string, envVarName?: string): Promise<void> {
  const hint = envVarName && envVarName !== "-" ? `set ${envVarName}` : "choose another port";
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      const why = error.code === "EADDRINUSE" ? "is already in use" : `cannot be used (${error.code ?? error.message})`;
      reject(new Error(`Port ${port} (${label}) ${why}: stop what uses it or ${hint}.`));
    });
    // No host: binds all addresses, so a listener on any of them counts.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve()));
  });
}

export interface JavaInfo {
  path: string;
  version: string;
}

const JAVA_MISSING =
  "Java not found: install a JDK 17 or newer (Debian: apt-get install -y openjdk-17-jre-headless) or set JAVA_HOME.";

/** Finds a Java 17+ runtime ($JAVA_HOME/bin/java first, then `java` on PATH), or throws one line. */
export function findJava(env: Record<string, string | undefined> = process.env): JavaInfo {
  const candidates = [env.JAVA_HOME && path.join(env.JAVA_HOME, "bin", "java"), "java"].filter(
    (c): c is string => Boolean(c) && (c === "java" || existsSync(c as string)),
  );
  for (const candidate of candidates) {
    const r = spawnSync(candidate, ["-version"], { env: env as NodeJS.ProcessEnv, encoding: "utf8", timeout: 15_000 });
    if (r.error || r.status !== 0) continue;
    const version = /version "([^"]+)"/.exec(`${r.stderr}${r.stdout}`)?.[1] ?? "unknown";
    // "17.0.15" → 17, "1.8.0_292" → 8
    const parts = version.split(/[._-]/).map(Number);
    const major = parts[0] === 1 ? (parts[1] ?? 0) : (parts[0] ?? 0);
    if (Number.isFinite(major) && major > 0 && major < 17) {
      throw new Error(
        `Java ${version} found (${candidate}) but the Firestore emulator needs 17 or newer: install a JDK 17 or newer (Debian: apt-get install -y openjdk-17-jre-headless) or set JAVA_HOME.`,
      );
    }
    return { path: candidate, version };
  }
  throw new Error(JAVA_MISSING);
}

// ---------------------------------------------------------------- emulators

function firebaseBin(): string {
  return realpathSync(path.join(root, "node_modules/.bin/firebase"));
}

/** Environment for firebase-tools: no update check (it would spawn a detached process), private TMPDIR. */
function firebaseEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const tmp = path.join(dir, "tmp"); // firebase-tools keeps its hub locator file in TMPDIR
  mkdirSync(tmp, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_UPDATE_NOTIFIER: "1", TMPDIR: tmp, ...extra };
  delete env.FIRESTORE_EMULATOR_HOST;
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return env;
}

/** Writes `<workDir>/<name>/firebase.json` and returns that directory (firebase-tools' cwd). */
function firebaseConfig(opts: StackOptions, name: string, emulators: Record<string, unknown>): string {
  const dir = path.resolve(opts.workDir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "firebase.json"),
    JSON.stringify({ emulators: { ...emulators, ui: { enabled: false }, singleProjectMode: true } }, null, 2),
  );
  return dir;
}

// The Firestore emulator logs two lines for every connection.
const FIRESTORE_QUIET = /HttpVersionRoutingHandler channelRead|Detected (non-)?HTTP\/2 connection/;

export async function startFirestoreEmulator(opts: StackOptions): Promise<ManagedProcess> {
  const java = findJava();
  await assertPortFree(opts.firestorePort, "Firestore emulator");
  const launcher = process.env.FIRESTORE_EMULATOR_LAUNCHER ?? DEFAULT_FIRESTORE_LAUNCHER;
  let proc: ManagedProcess;
  if (existsSync(launcher)) {
    const dir = path.resolve(opts.workDir, "firestore");
    mkdirSync(dir, { recursive: true });
    // The launcher runs `${JAVA:-java}`.
    proc = await spawnManaged("firestore", launcher, ["start", "--host=127.0.0.1", `--port=${opts.firestorePort}`], {
      cwd: dir,
      env: { ...process.env, JAVA: java.path },
      log: opts.log,
      quiet: FIRESTORE_QUIET,
    });
  } else {
    // Fallback (needs Java 21+). A second firebase-tools instance needs its own hub and logging ports.
    const hub = (opts.hubPort ?? 4400) + 1;
    const logging = (opts.loggingPort ?? 4500) + 1;
    const dir = firebaseConfig(opts, "firestore", {
      firestore: { host: "127.0.0.1", port: opts.firestorePort },
      hub: { host: "127.0.0.1", port: hub },
      logging: { host: "127.0.0.1", port: logging },
    });
    const javaDir = path.dirname(java.path);
    const env = firebaseEnv(dir, java.path === "java" ? {} : { PATH: `${javaDir}${path.delimiter}${process.env.PATH ?? ""}` });
    proc = await spawnManaged(
      "firestore",
      process.execPath,
      [firebaseBin(), "emulators:start", "--only", "firestore", "--project", opts.projectId, "--config", path.join(dir, "firebase.json")],
      { cwd: dir, env, log: opts.log, quiet: FIRESTORE_QUIET },
    );
  }
  try {
    await waitForHttp(proc, `http://127.0.0.1:${opts.firestorePort}/`, (status) => status === 200);
  } catch (error) {
    if (existsSync(launcher)) throw error;
    const hint = `(No Cloud SDK launcher at ${launcher}: set FIRESTORE_EMULATOR_LAUNCHER, or use Java 21+ for firebase-tools' emulator.)`;
    throw new Error(`${(error as Error).message}\n${hint}`);
  }
  return proc;
}

export async function startAuthEmulator(opts: StackOptions): Promise<ManagedProcess> {
  const hub = opts.hubPort ?? 4400;
  const logging = opts.loggingPort ?? 4500;
  await assertPortFree(opts.authPort, "Auth emulator");
  await assertPortFree(hub, "Firebase emulator hub");
  await assertPortFree(logging, "Firebase logging emulator");
  const dir = firebaseConfig(opts, "auth", {
    auth: { host: "127.0.0.1", port: opts.authPort },
    hub: { host: "127.0.0.1", port: hub },
    logging: { host: "127.0.0.1", port: logging },
  });
  const proc = await spawnManaged(
    "auth",
    process.execPath,
    [firebaseBin(), "emulators:start", "--only", "auth", "--project", opts.projectId, "--config", path.join(dir, "firebase.json")],
    { cwd: dir, env: firebaseEnv(dir), log: opts.log },
  );
  // Answers `{"authEmulator":{"ready":true,...}}` once ready.
  await waitForHttp(proc, `http://127.0.0.1:${opts.authPort}/`, (status, body) => {
    try {
      return status === 200 && (JSON.parse(body) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true;
    } catch {
      return false;
    }
  });
  return proc;
}

/** Firestore first, then Auth (stopping Firestore again if Auth fails). */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const firestore = await startFirestoreEmulator(opts);
  let auth: ManagedProcess;
  try {
    auth = await startAuthEmulator(opts);
  } catch (error) {
    await firestore.stop();
    throw error;
  }
  return { firestore, auth, stopAll: async () => void (await Promise.all([auth.stop(), firestore.stop()])) };
}
