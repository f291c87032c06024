/**
 * Load generation and what is measured around it:
 * - `autocannon` runs as its own process (its CLI), never in this event loop
 *   nor the server's;
 * - the baseline, a bare `node:http` server in its own process that answers
 *   every request with fixed bytes (the app's `/`, as the app compressed it);
 * - the server's resident memory, sampled from /proc/<pid>/status.
 */
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { descendantPids, spawnManaged } from "../../harness/stack.ts";
import { root } from "./build.ts";
import { onCleanup } from "./cleanup.ts";

/** What a current desktop Chrome sends (compression and the bot check depend on these). */
export const BROWSER_HEADERS: Record<string, string> = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "th-TH,th;q=0.9,en;q=0.8",
};

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed). */
  body: Buffer;
}

/** One GET without decompressing the answer. */
export function rawGet(url: string, headers: Record<string, string>, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
  });
}

/** The body of a raw answer, decompressed. */
export function decodedBody(res: RawResponse): Buffer {
  switch (String(res.headers["content-encoding"] ?? "identity")) {
    case "br":
      return zlib.brotliDecompressSync(res.body);
    case "gzip":
      return zlib.gunzipSync(res.body);
    case "deflate":
      return zlib.inflateSync(res.body);
    default:
      return res.body;
  }
}

// ---------------------------------------------------------------- baseline

/** The baseline server: argv = body file, headers JSON, port. */
const BASELINE_SOURCE = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(process.argv[1]);
const headers = { ...JSON.parse(process.argv[2]), "content-length": body.length };
const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
server.keepAliveTimeout = 65000;
server.listen(Number(process.argv[3]), "127.0.0.1");
process.on("SIGTERM", () => { server.close(); server.closeAllConnections(); process.exit(0); });
`;

const BASELINE_HEADERS = ["content-type", "content-encoding", "vary", "cache-control", "content-language"];

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

/** Starts the baseline on `port`, answering `sample`'s bytes and content headers. */
export async function startBaseline(sample: RawResponse, port: number, workDir: string): Promise<Baseline> {
  const bodyFile = path.join(workDir, "baseline-body.bin");
  writeFileSync(bodyFile, sample.body);
  const headers: Record<string, string> = {};
  for (const name of BASELINE_HEADERS) {
    const value = sample.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const proc = await spawnManaged("baseline", process.execPath, ["-e", BASELINE_SOURCE, bodyFile, JSON.stringify(headers), String(port)]);
  const remove = onCleanup("baseline server", () => proc.stop());
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await rawGet(url, {}, 2_000);
      if (res.body.equals(sample.body)) break;
      throw new Error("the baseline answered other bytes");
    } catch (error) {
      if ((error as Error).message.includes("other bytes")) throw error;
      if (Date.now() > deadline) throw new Error(`the baseline server did not answer on ${url}: ${proc.lastLines().join(" | ")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      await proc.stop();
      remove();
    },
  };
}

// ---------------------------------------------------------------- autocannon

export interface LoadResult {
  rps: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Completed responses. */
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  status_codes: Record<string, number>;
  bytes_per_response: number;
}

interface AutocannonJson {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p90: number; p99: number; max: number; totalCount: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  /** A POST of this body instead of a GET; each `[<id>]` in it becomes a new unique id per request (autocannon's -I). */
  post?: string;
}

/** Runs autocannon's CLI in a process of its own and answers its JSON summary. */
async function runCli(opts: LoadOptions): Promise<AutocannonJson> {
  const args = [autocannonBin, "--json", "--no-progress", "-c", String(opts.connections), "-d", String(opts.duration), "-t", "30"];
  if (opts.post !== undefined) args.push("-m", "POST", "-b", opts.post, ...(opts.post.includes("[<id>]") ? ["-I"] : []));
  for (const [name, value] of Object.entries(opts.headers)) args.push("-H", `${name}=${value}`);
  args.push(opts.url);
  const lines: string[] = [];
  const proc = await spawnManaged("autocannon", process.execPath, args, {
    cwd: root,
    log: (line) => lines.push(line.replace(/^\[autocannon\] /, "")),
  });
  const remove = onCleanup("autocannon", () => proc.stop());
  const timer = setTimeout(() => void proc.stop(), (opts.duration + 60) * 1000);
  const exit = await proc.exited;
  clearTimeout(timer);
  remove();
  const json = lines.find((l) => l.startsWith("{"));
  if (exit.code !== 0 || !json) {
    throw new Error(`autocannon ${opts.url} failed (exit ${String(exit.code ?? exit.signal)}): ${lines.slice(-5).join(" | ")}`);
  }
  return JSON.parse(json) as AutocannonJson;
}

/** One summary of runs made at the same time: counts and rates added, latency percentiles the largest of them. */
function summarise(runs: AutocannonJson[]): LoadResult {
  const sum = (f: (r: AutocannonJson) => number) => runs.reduce((s, r) => s + f(r), 0);
  const max = (f: (r: AutocannonJson) => number) => Math.max(...runs.map(f));
  const codes: Record<string, number> = {};
  for (const r of runs) for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) codes[code] = (codes[code] ?? 0) + s.count;
  const total = sum((r) => r.requests.total);
  return {
    rps: round(sum((r) => r.requests.average), 1),
    p50_ms: max((r) => r.latency.p50),
    p90_ms: max((r) => r.latency.p90),
    p99_ms: max((r) => r.latency.p99),
    max_ms: max((r) => r.latency.max),
    responses: total,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    status_codes: codes,
    bytes_per_response: total > 0 ? Math.round(sum((r) => r.throughput.total) / total) : 0,
  };
}

/** Runs autocannon's CLI in a process of its own and answers its summary. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return summarise([await runCli(opts)]);
}

/**
 * Several loads at the same time, each an autocannon process of its own (e.g.
 * one per signed-in student: a process sends one Cookie), summarised as one.
 */
export async function runLoadsTogether(list: LoadOptions[]): Promise<LoadResult> {
  return summarise(await Promise.all(list.map(runCli)));
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

// ---------------------------------------------------------------- CPU time

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

function cpuTicks(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds (user + system) that `pid` and its child processes have
 * used so far (Linux /proc): the difference around a run, divided by its
 * requests, is the server's CPU per request, whatever else the machine runs.
 */
export function serverCpuMs(pid: number): number {
  return ([pid, ...descendantPids(pid)].reduce((sum, p) => sum + cpuTicks(p), 0) * 1000) / USER_HZ;
}

// ---------------------------------------------------------------- memory

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export interface RssSampler {
  /** The largest VmRSS (MB) sampled since the previous mark (or the start). */
  mark(): number | null;
  /** MB: the first sample, the largest VmRSS sampled, and the kernel's high-water mark (VmHWM) of the whole life of the process. */
  stop(): {
    start_mb: number | null;
    sampled_peak_mb: number | null;
    hwm_mb: number | null;
    samples: number;
    /** Per process (pid): the largest VmRSS sampled and its VmHWM, MB. The server's own pid is `primary`. */
    processes: { pid: number; primary: boolean; sampled_peak_mb: number | null; hwm_mb: number | null }[];
  };
}

const mb = (kb: number | null) => (kb === null ? null : round(kb / 1024, 1));

/** Descendants of a pid, looked up again at most every 2 s (a /proc scan is not free during a bench). */
const treeCache = new Map<number, { at: number; pids: number[] }>();
function descendants(pid: number): number[] {
  const cached = treeCache.get(pid);
  if (cached && Date.now() - cached.at < 2_000) return cached.pids;
  const pids = descendantPids(pid);
  treeCache.set(pid, { at: Date.now(), pids });
  return pids;
}

/** The summed `field` of `pid` and its descendants, or null when `pid` is gone; `each` gets every process's own value. */
function treeKb(pid: number, field: "VmRSS" | "VmHWM", each?: (pid: number, kb: number) => void): number | null {
  const own = statusKb(pid, field);
  if (own === null) return null;
  each?.(pid, own);
  return descendants(pid).reduce((sum, p) => {
    const kb = statusKb(p, field);
    if (kb !== null) each?.(p, kb);
    return sum + (kb ?? 0);
  }, own);
}

/**
 * Samples VmRSS of `pid` and its child processes (summed: with WEB_CONCURRENCY
 * > 1 the server is a primary and its workers) every `everyMs` (Linux /proc).
 */
export function sampleRss(pid: number, everyMs = 100): RssSampler {
  let peak: number | null = null;
  let windowPeak: number | null = null;
  let first: number | null = null;
  let samples = 0;
  const perPid = new Map<number, number>();
  const hwm = new Map<number, number>();
  const take = () => {
    const kb = treeKb(pid, "VmRSS", (p, k) => perPid.set(p, Math.max(perPid.get(p) ?? 0, k)));
    if (kb !== null) {
      samples++;
      first ??= kb;
      peak = Math.max(peak ?? 0, kb);
      windowPeak = Math.max(windowPeak ?? 0, kb);
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    mark() {
      take();
      const value = mb(windowPeak);
      windowPeak = null;
      return value;
    },
    stop() {
      take();
      clearInterval(timer);
      const total = treeKb(pid, "VmHWM", (p, k) => hwm.set(p, k));
      const processes = [...perPid.entries()].map(([p, k]) => ({ pid: p, primary: p === pid, sampled_peak_mb: mb(k), hwm_mb: mb(hwm.get(p) ?? null) }));
      return { start_mb: mb(first), sampled_peak_mb: mb(peak), hwm_mb: mb(total), samples, processes };
    },
  };
}
