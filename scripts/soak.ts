/**
 * `npm run soak`: 60 s at 50 connections over a mix of public and signed-in
 * pages on the production server (emulators and demo data of its own), with
 * the server's memory sampled every second. Passes with 0 errors and no upward
 * trend of live memory (V8 heap in use + external buffers, from the server's
 * own process.memoryUsage()): the mean of the last 20 s may exceed the mean of
 * the 20 s before it by at most 10 % (the first 20 s are warm-up). RSS is
 * reported too; it also holds what the allocator keeps after a burst, so it
 * keeps rising for a while without any live object leaking (the server runs
 * with MALLOC_ARENA_MAX=2, as recommended for production). Not part of npm test.
 *
 *   npm run soak [-- --duration 60 --connections 50]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { spawnManaged } from "../harness/stack.ts";
import { ensureBuild, root } from "./bench/build.ts";
import { onCleanup, runMain } from "./bench/cleanup.ts";
import { BROWSER_HEADERS, round } from "./bench/load.ts";
import { discover, signedInStudent, startSite } from "./bench/site.ts";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "60" }, connections: { type: "string", default: "50" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

runMain("soak", async () => {
  if (!(duration >= 30) || !(connections >= 1)) throw new Error("--duration must be at least 30 (seconds) and --connections at least 1");
  await ensureBuild();
  const site = await startSite({
    name: "soak",
    projectId: "demo-thai-tutor-soak",
    ports: { app: 3600, firestore: 8680, auth: 9699, hub: 4480, logging: 4580 },
    env: { ACCESS_LOG: "0", RATE_LIMIT_LOGIN_PER_MINUTE: "1000", BENCH_READS: "1", MALLOC_ARENA_MAX: "2" },
  });
  const found = await discover(site);
  const student = await signedInStudent(site);
  const anonymous = { ...BROWSER_HEADERS };
  const signedIn = { ...BROWSER_HEADERS, cookie: student.cookie };
  const requests = [
    { path: "/", headers: anonymous },
    { path: "/blog", headers: anonymous },
    { path: `/blog/${encodeURIComponent(found.articles[0]!)}`, headers: anonymous },
    { path: `/course/${encodeURIComponent(found.courses[0]!)}`, headers: anonymous },
    { path: `/blog?q=${encodeURIComponent("สอบ")}`, headers: anonymous },
    { path: "/dashboard", headers: signedIn },
    ...(student.lesson ? [{ path: `/lesson/${student.lesson}`, headers: signedIn }] : []),
    { path: `/course/${encodeURIComponent(found.courses[0]!)}`, headers: signedIn },
  ];
  console.log(`▶ soak: ${duration} s, ${connections} connections, ${requests.length} pages in turn`);

  const samples: Array<{ t: number; mb: number; heap_mb?: number; external_mb?: number }> = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const mb = rssMb(site.server.pid);
    if (mb === null) return;
    const sample: (typeof samples)[number] = { t: (Date.now() - started) / 1000, mb };
    samples.push(sample);
    // The server's own view: JS heap and memory outside it (buffers, zlib, gRPC).
    void fetch(`${site.url}/__bench/reads`, { signal: AbortSignal.timeout(900) })
      .then((r) => r.json() as Promise<{ memory?: NodeJS.MemoryUsage }>)
      .then(({ memory }) => {
        if (!memory) return;
        sample.heap_mb = round(memory.heapUsed / 2 ** 20, 1);
        sample.external_mb = round(memory.external / 2 ** 20, 1);
      })
      .catch(() => undefined);
  }, 1000);
  onCleanup("sampler", () => clearInterval(timer));

  const lines: string[] = [];
  const load = await spawnManaged(
    "load",
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/bench/mixed-load.ts"), JSON.stringify({ url: site.url, connections, duration, requests })],
    { cwd: root, log: (line) => lines.push(line.replace(/^\[load\] /, "")) },
  );
  onCleanup("load", () => load.stop());
  const exit = await load.exited;
  clearInterval(timer);
  const json = lines.find((l) => l.startsWith("{"));
  if (exit.code !== 0 || !json) throw new Error(`the load generator failed: ${lines.slice(-5).join(" | ")}`);
  const result = JSON.parse(json) as { requests: number; rps: number; p50_ms: number; p99_ms: number; non2xx: number; errors: number; timeouts: number; status_codes: Record<string, number> };

  const mean = (pick: (s: (typeof samples)[number]) => number | undefined, from: number, to: number) => {
    const xs = samples.filter((s) => s.t >= from && s.t < to).map(pick).filter((x): x is number => typeof x === "number");
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
  };
  const live = (s: (typeof samples)[number]) => (s.heap_mb === undefined || s.external_mb === undefined ? undefined : s.heap_mb + s.external_mb);
  const before = mean(live, duration - 40, duration - 20);
  const last = mean(live, duration - 20, duration + 1);
  const growth = (last - before) / before;
  const rssBefore = mean((s) => s.mb, duration - 40, duration - 20);
  const rssLast = mean((s) => s.mb, duration - 20, duration + 1);
  const errors = result.errors + result.timeouts + result.non2xx;
  const pass = errors === 0 && Number.isFinite(growth) && growth <= 0.1;
  const report = {
    duration_s: duration,
    connections,
    pages: requests.map((r) => `${r.path}${r.headers.cookie ? " (signed in)" : ""}`),
    ...result,
    rss_mb: samples.map((s) => round(s.mb, 1)),
    heap_used_mb: samples.map((s) => s.heap_mb ?? null),
    external_mb: samples.map((s) => s.external_mb ?? null),
    live_mean_before_mb: round(before, 1),
    live_mean_last_mb: round(last, 1),
    live_growth: round(growth, 3),
    rss_mean_before_mb: round(rssBefore, 1),
    rss_mean_last_mb: round(rssLast, 1),
    pass,
  };
  writeFileSync(path.join(root, "bench/soak.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(
    `requests ${result.requests} (${round(result.rps, 0)}/s), p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `live memory (heap + external): ${report.live_mean_before_mb} MB → ${report.live_mean_last_mb} MB (${round(growth * 100, 1)} %); ` +
      `RSS ${report.rss_mean_before_mb} MB → ${report.rss_mean_last_mb} MB; written to bench/soak.json`,
  );
  console.log(pass ? "soak: passed" : "soak: FAILED");
  if (!pass) process.exitCode = 1;
});
