/**
 * `npm run bench [-- --duration 10 --articles 0]`: measures the production
 * server (server.ts) on the emulators with the demo data, in one run:
 *
 * - the baseline: a bare node:http server answering the exact bytes of `/`;
 * - anonymous /, /blog, /blog?q=, one article, one course, /sitemap.xml;
 *   signed-in /dashboard and one lesson (a real session made through the
 *   Auth emulator): requests/s, p50/p99 latency, non-2xx answers, the ratio
 *   to the baseline and the Firestore reads per view (counted by the server's
 *   data layer, read from GET /__bench/reads when the server offers it);
 * - the exercise cases (scripts/bench/exercise.ts): `lesson_exercise`,
 *   a signed-in lesson with a 10-question exercise, and `exercise_submit`,
 *   signed-in students POSTing it (one student per connection, a new attempt
 *   each request, every one graded and saved);
 * - the mock exam case (scripts/bench/exam-save.ts): `exam_save`, students each
 *   start an attempt (timed), then save its first page with a new token each
 *   request, against the exercise submit's rate;
 * - the server's peak resident memory;
 * - the JavaScript each public route downloads (gzip, from the Vite manifest),
 *   and what each signed-in student page references as served (islands);
 * - a phone's first visit to /, the article and the course: every byte a real
 *   Chromium load moves (scripts/bench/first-visit.ts), and Lighthouse's mobile
 *   scores with its default throttling (scripts/bench/lighthouse.ts);
 * - the peak resident memory of each server process (rss_mb_per_worker).
 *
 * `autocannon` runs as a separate process, `--connections` (10) connections
 * for `--duration` seconds (10) per page after a short warm-up. `--articles N`
 * adds N generated articles first (to see how the blog, its search and the
 * sitemap scale). Prints a table and writes bench/results.json
 * (bench/results-articles-N.json with --articles N, compared with the default
 * run's file when there is one).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { GENERATED_PREFIX, seedGeneratedArticles } from "./bench/articles.ts";
import { ensureBuild, root } from "./bench/build.ts";
import { runMain } from "./bench/cleanup.ts";
import { BROWSER_HEADERS, decodedBody, rawGet, round, runLoad, sampleRss, serverCpuMs, startBaseline, type LoadResult, type RawResponse, type RssSampler } from "./bench/load.ts";
import { htmlJsGzBytes, jsReport, pagesJs, type JsReport, type PageJs } from "../harness/manifest.ts";
import { benchExamSave, prepareExamCase, writeBenchExam, type ExamSaveResult, type PreparedExam } from "./bench/exam-save.ts";
import { BENCH_EXERCISE_LESSON, benchExerciseSubmit, benchLesson, prepareExerciseCases, savedAttempts, writeBenchExercise, type ExerciseSubmitResult, type PreparedExercise } from "./bench/exercise.ts";
import { benchSaveCeiling, type SaveCeilingResult } from "./bench/save-ceiling.ts";
import { benchUpload, type UploadResult } from "./bench/upload.ts";
import { benchSlipNoise, type SlipNoiseResult } from "./bench/slip-noise.ts";
import { benchBookingRace, type BookingRaceResult } from "./bench/booking-race.ts";
import { benchSeriesRace, type SeriesRaceResult } from "./bench/series-race.ts";
import { benchColdMix, prepareColdMix, type ColdMixResult } from "./bench/cold-mix.ts";
import { firstVisits, type FirstVisit } from "./bench/first-visit.ts";
import { printLighthouse, runLighthouse, type LighthouseRun } from "./bench/lighthouse.ts";
import { discover, lessonLinks, signedInStudent, startSite, type Discovered, type SignedIn, type Site } from "./bench/site.ts";
import { SEARCH_WORD } from "../harness/seed-content.ts";
import { assertPortFree } from "../harness/stack.ts";

/** Shifted by --port-offset (default TEST_PORT_OFFSET), so that benches and test stacks can run side by side. */
const BASE_PORTS = { app: 3500, baseline: 3501, firestore: 8580, auth: 9599, hub: 4460, logging: 4560 };
const PROJECT_ID = "demo-thai-tutor-bench";
/** The server exposes its Firestore read counter here when started with BENCH_READS=1. */
const READS_PATH = "/__bench/reads";
/** The demo data's search word (it finds a demo article; generated articles use it too). */
const DEFAULT_QUERY = SEARCH_WORD;
const JS_BUDGET_GZ = 100 * 1024;
/** The budget for the JavaScript of a signed-in student's page, islands included (gzip). */
const STUDENT_JS_BUDGET_GZ = 30 * 1024;
/** The first visit's bytes, the signed-in views' cost against the baseline, a worker's memory. */
const FIRST_VISIT_BUDGET = 100 * 1024;
const SIGNED_IN_RATIO = 0.025;
const RSS_PER_WORKER_MB = 250;
/** The exercise submit's target against the baseline. */
const EXERCISE_SUBMIT_RATIO = 0.01;
const LIGHTHOUSE_PERFORMANCE = 100;
/** The free lesson the upload case adds its photos to (harness/demo-content). */
const UPLOAD_LESSON = "math-01";

const USAGE = `npm run bench -- [options]
  --duration S      seconds of load per page (default 10)
  --connections N   concurrent connections (default 10)
  --workers N       server processes (WEB_CONCURRENCY; default: one per CPU core,
                    as the README and docs/operations.md recommend for production; 1 = no cluster)
  --warmup S        seconds of unrecorded load before each page (default 1; 0 = none)
  --articles N      seed N generated articles first (default 0)
  --q TEXT          the /blog?q= search (default "${DEFAULT_QUERY}")
  --article SLUG    the article to measure (default: the first in the sitemap)
  --course SLUG     the course to measure (default: the first in the sitemap)
  --lesson ID       the lesson to measure signed in (default: from the student's dashboard)
  --user EMAIL      the signed-in demo account (default: a demo student with a course)
  --out FILE        where to write the results (default bench/results.json,
                    bench/results-articles-N.json with --articles N)
  --build / --no-build   always / never run "npm run build" (default: when stale)
  --pages a,b       measure only these cases (home, blog, blog_search, article,
                    course, sitemap, dashboard, lesson, lesson_exercise,
                    exercise_submit, exam_save, cold_mix, booking_race, series_race,
                    upload, slip_noise; default all)
  --port-offset N   shift every port the bench uses (default $TEST_PORT_OFFSET or 0)
  --no-browser      skip the first-visit bytes and Lighthouse (Chromium)
  --lighthouse-runs N    Lighthouse runs per page, the median kept (default 1)
  --verbose         show the emulators' and the server's output`;

/** Which public route (manifest.ts) each anonymous page is. */
const ROUTE_OF: Record<string, string> = {
  home: "/",
  blog: "/blog",
  article: "/blog/:slug",
  course: "/course/:slug",
  lesson: "/lesson/:lessonId",
  lesson_exercise: "/lesson/:lessonId",
  dashboard: "/dashboard",
};

interface PageSpec {
  name: string;
  path: string;
  auth: boolean;
}

interface PageResult extends LoadResult {
  name: string;
  path: string;
  auth: boolean;
  ratio: number;
  firestore_reads_per_view: number | null;
  /** The server processes' CPU time (user + system, /proc) during the load, per answer. */
  server_cpu_ms_per_view: number | null;
  /** Status, body size and encoding of the first answer, before the load. */
  status: number;
  first_bytes: number;
  first_encoding: string;
  /** The server's largest resident memory sampled while this page was measured. */
  server_rss_peak_mb: number | null;
}

interface Target {
  target: string;
  value: string;
  met: boolean | null;
}

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      workers: { type: "string", default: String(os.availableParallelism()) },
      warmup: { type: "string", default: "1" },
      articles: { type: "string", default: "0" },
      q: { type: "string", default: DEFAULT_QUERY },
      article: { type: "string" },
      course: { type: "string" },
      lesson: { type: "string" },
      user: { type: "string" },
      out: { type: "string" },
      build: { type: "boolean" },
      "no-build": { type: "boolean" },
      "no-browser": { type: "boolean" },
      pages: { type: "string" },
      "port-offset": { type: "string", default: process.env.TEST_PORT_OFFSET || "0" },
      "lighthouse-runs": { type: "string", default: "1" },
      verbose: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const int = (name: string, raw: string, min: number, max: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  const articles = int("articles", values.articles, 0, 100_000);
  return {
    duration: int("duration", values.duration, 1, 600),
    connections: int("connections", values.connections, 1, 1000),
    workers: int("workers", values.workers, 1, 64),
    warmup: int("warmup", values.warmup, 0, 60),
    articles,
    q: values.q,
    article: values.article,
    course: values.course,
    lesson: values.lesson,
    user: values.user,
    out: path.resolve(values.out ?? path.join(root, "bench", articles > 0 ? `results-articles-${articles}.json` : "results.json")),
    build: values.build === true,
    noBuild: values["no-build"] === true,
    browser: values["no-browser"] !== true,
    pages: values.pages ? new Set(values.pages.split(",").map((p) => p.trim())) : null,
    ports: shiftedPorts(int("port-offset", values["port-offset"], 0, 50_000)),
    lighthouseRuns: int("lighthouse-runs", values["lighthouse-runs"], 1, 9),
    verbose: values.verbose,
  };
}

function shiftedPorts(offset: number): typeof BASE_PORTS {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset])) as typeof BASE_PORTS;
}

interface ReadsAnswer {
  pid?: unknown;
  workers?: unknown;
  reads?: unknown;
}

/**
 * The server's Firestore read counter, or null when it does not expose one.
 * With WEB_CONCURRENCY > 1 each worker counts its own reads: new connections
 * are spread over the workers, so it asks until it has heard from each and
 * sums their counts.
 */
async function readCounter(url: string): Promise<(() => Promise<number>) | null> {
  const ask = async () => {
    const res = await fetch(`${url}${READS_PATH}`, { headers: { Connection: "close" }, signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`${READS_PATH} answered ${res.status}`);
    const body = (await res.json()) as ReadsAnswer;
    if (typeof body.reads !== "number") throw new Error(`${READS_PATH} answered no "reads" number`);
    return { pid: Number(body.pid), workers: typeof body.workers === "number" ? body.workers : 1, reads: body.reads };
  };
  const get = async () => {
    const byPid = new Map<number, number>();
    let workers = 1;
    for (let attempt = 0; attempt < 200 && byPid.size < workers; attempt++) {
      const answer = await ask();
      workers = answer.workers;
      byPid.set(answer.pid, answer.reads);
    }
    if (byPid.size < workers) throw new Error(`${READS_PATH}: heard from ${byPid.size} of ${workers} workers`);
    return [...byPid.values()].reduce((a, b) => a + b, 0);
  };
  try {
    await get();
    return get;
  } catch {
    return null;
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- printing

function table(headers: string[], rows: (string | number)[][], rightFrom = 1): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? "")].length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i >= rightFrom ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ").trimEnd();
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** A path as a person reads it (the search decoded), cut to 40 characters. */
function shown(p: string): string {
  let text = p;
  try {
    text = decodeURIComponent(p);
  } catch {
    // keep it encoded
  }
  return [...text].length > 40 ? `${[...text].slice(0, 39).join("")}…` : text;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const show = (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? "n/a" : String(round(v, digits)));

// ---------------------------------------------------------------- main

/** Students racing for one weekly series in the series race (issue 44: ten). */
const SERIES_RACE_STUDENTS = 10;

/** Students racing for one 1:1 time in the booking race. */
function bookingRaceStudents(opts: { connections: number }): number {
  return Math.max(30, opts.connections * 3);
}

type Options = ReturnType<typeof options>;
type ReadCounter = Awaited<ReturnType<typeof readCounter>>;

/** The running site and what was found on it: what every case reads. */
interface Bench {
  opts: Options;
  site: Site;
  buildDir: string;
  js: JsReport;
  reads: ReadCounter;
  found: Discovered;
  student: SignedIn;
  article: string | undefined;
  course: string | undefined;
  lesson: string | null;
  /** `--pages` names this case (or names none). */
  wanted: (name: string) => boolean;
  /** What the exercise case's setup prepared (lesson_exercise needs it too). */
  exerciseCase: PreparedExercise | null;
  /** What the mock exam case's setup prepared (the attempts started). */
  examCase: PreparedExam | null;
  load: (url: string, headers: Record<string, string>, duration: number) => Promise<LoadResult>;
}

/** What the cases measured; the targets and results.json read it. */
interface Measured {
  base: LoadResult;
  pages: PageResult[];
  exerciseSubmit: ExerciseSubmitResult | null;
  examSave: ExamSaveResult | null;
  saveCeiling: SaveCeilingResult | null;
  coldMix: ColdMixResult | null;
  bookingRace: BookingRaceResult | null;
  seriesRace: SeriesRaceResult | null;
  upload: UploadResult | null;
  slipNoise: SlipNoiseResult | null;
}

// ---------------------------------------------------------------- the cases

/**
 * The pages loaded with autocannon, in this order (`--pages` picks some). A
 * case whose path is null has nothing to measure on this site: `missing` says why.
 */
const PAGE_CASES: { name: string; auth: boolean; path: (b: Bench) => string | null; missing?: string }[] = [
  { name: "home", auth: false, path: () => "/" },
  { name: "blog", auth: false, path: () => "/blog" },
  { name: "blog_search", auth: false, path: (b) => `/blog?q=${encodeURIComponent(b.opts.q)}` },
  { name: "article", auth: false, path: (b) => (b.article ? `/blog/${b.article}` : null), missing: "no published article (sitemap)" },
  { name: "course", auth: false, path: (b) => (b.course ? `/course/${b.course}` : null), missing: "no published course (sitemap)" },
  { name: "sitemap", auth: false, path: () => "/sitemap.xml" },
  { name: "dashboard", auth: true, path: () => "/dashboard" },
  { name: "lesson", auth: true, path: (b) => (b.lesson ? `/lesson/${b.lesson}` : null), missing: "no lesson found (dashboard, course page, sitemap)" },
  { name: "lesson_exercise", auth: true, path: () => `/lesson/${BENCH_EXERCISE_LESSON}` },
];

/**
 * The cases after the pages, each with its own load, in this order, when
 * `--pages` names it (or names none). `setup` runs before the baseline.
 */
const OTHER_CASES: { name: string; setup?: (b: Bench) => Promise<void>; run: (b: Bench, m: Measured) => Promise<void> }[] = [
  {
    // `--connections` students POSTing the bench's 10-question exercise; then what the store alone allows.
    name: "exercise_submit",
    // The student enrols in the course of the bench's exercise (checked: shown and saved); lesson_exercise needs it too.
    setup: async (b) => {
      if (b.wanted("lesson_exercise") || b.wanted("exercise_submit")) b.exerciseCase = await prepareExerciseCases(b.site, b.student.cookie, b.opts.connections);
    },
    run: async ({ site, opts, reads, exerciseCase }, m) => {
      if (!exerciseCase) return;
      m.exerciseSubmit = await benchExerciseSubmit({
        site,
        prepared: exerciseCase,
        duration: opts.duration,
        warmup: opts.warmup,
        baselineRps: m.base.rps,
        reads,
        cpuMs: () => serverCpuMs(site.server.pid),
        countAttempts: () => savedAttempts({ projectId: PROJECT_ID, firestoreHost: site.firestoreHost }),
      });
      // What the store alone allows this case on this machine (the server idle meanwhile).
      m.saveCeiling = await benchSaveCeiling({
        projectId: PROJECT_ID,
        firestoreHost: site.firestoreHost,
        courseId: benchLesson().course.id,
        connections: m.exerciseSubmit.connections,
        duration: opts.duration,
        baselineRps: m.base.rps,
      });
    },
  },
  {
    // `--connections` students each start a mock exam's attempt, then save its first page again and again.
    name: "exam_save",
    setup: async (b) => {
      if (b.wanted("exam_save")) b.examCase = await prepareExamCase(b.site, b.opts.connections);
    },
    run: async ({ site, opts, reads, examCase }, m) => {
      if (!examCase) return;
      m.examSave = await benchExamSave({
        site,
        prepared: examCase,
        duration: opts.duration,
        warmup: opts.warmup,
        baselineRps: m.base.rps,
        exerciseSubmitRps: m.exerciseSubmit?.rps ?? null,
        reads,
        cpuMs: () => serverCpuMs(site.server.pid),
      });
    },
  },
  {
    // `--connections` students, each on a different lesson, none served from a per-student copy.
    name: "cold_mix",
    run: async ({ site, opts, reads }, m) => {
      m.coldMix = await benchColdMix({
        site,
        viewers: await prepareColdMix(site, opts.connections),
        duration: opts.duration,
        warmup: opts.warmup,
        reads,
        cpuMs: () => serverCpuMs(site.server.pid),
      });
    },
  },
  {
    // `--connections` × 3 students posting the same 1:1 time at once (at least 30), 5 times.
    name: "booking_race",
    run: async ({ site, opts, reads }, m) => {
      const race = await benchBookingRace({ site, connections: bookingRaceStudents(opts), rounds: 5, cpuMs: () => serverCpuMs(site.server.pid), reads });
      m.bookingRace = race;
      console.log(
        `\n▶ booking race: ${race.connections} students on one time × ${race.rounds} (after one unrecorded, slowest ${race.warmup_max_ms} ms): p50 ${race.p50_ms} ms, p99 ${race.p99_ms} ms, server CPU ms/post ${show(race.server_cpu_ms_per_post)}, Firestore reads/post ${show(race.firestore_reads_per_post)}; booked per time ${race.booked_per_time.join(", ")}; answers ${JSON.stringify(race.by_status)}`,
      );
    },
  },
  {
    // Ten students posting the same 8-week series of one 1:1 time at once (all or none), 3 times (issue 44).
    name: "series_race",
    run: async ({ site, reads }, m) => {
      const race = await benchSeriesRace({ site, students: SERIES_RACE_STUDENTS, weeks: 8, rounds: 3, cpuMs: () => serverCpuMs(site.server.pid), reads });
      m.seriesRace = race;
      console.log(
        `\n▶ series race: ${race.students} students on one ${race.weeks}-week series × ${race.rounds}: p50 ${race.p50_ms} ms, p99 ${race.p99_ms} ms, server CPU ms/post ${show(race.server_cpu_ms_per_post)}, Firestore reads/post ${show(race.firestore_reads_per_post)}; won per round ${race.won_per_round.join(", ")}; answers ${JSON.stringify(race.by_status)}`,
      );
    },
  },
  {
    // The tutor uploads a 4 MB phone photo to a free lesson, 5 times; then its picture is served (docs/files.md).
    name: "upload",
    run: async ({ site, reads }, m) => {
      m.upload = await benchUpload({ site, lessonId: UPLOAD_LESSON, count: 5, reads });
    },
  },
  {
    // The signed-in lesson alone, then beside students posting 1 600 × 1 600 noise pictures as slips (docs/performance.md).
    name: "slip_noise",
    run: async (b, m) => {
      if (!b.lesson) return;
      m.slipNoise = await benchSlipNoise({ site: b.site, lessonPath: `/lesson/${b.lesson}`, lessonCookie: b.student.cookie, duration: b.opts.duration, load: b.load });
    },
  },
];

/** One page case: its first answer (the JS it references cross-checks the manifest's count), then its load. */
async function measurePage(b: Bench, m: Measured, spec: PageSpec, rss: RssSampler): Promise<PageResult> {
  const { site, opts, reads, js, buildDir } = b;
  const headers = spec.auth ? { ...BROWSER_HEADERS, cookie: b.student.cookie } : BROWSER_HEADERS;
  const url = `${site.url}${spec.path}`;
  const one = await rawGet(url, headers);
  // Cross-check of the manifest's count: the scripts the served page references.
  const route = ROUTE_OF[spec.name];
  const entry = route ? js.routes[route] : undefined;
  if (entry && one.status === 200 && one.headers["content-type"]?.includes("text/html")) {
    const fromHtml = htmlJsGzBytes(buildDir, decodedBody(one).toString("utf8"));
    Object.assign(entry, { html_js_gz_bytes: fromHtml.gz_bytes, html_js_files: fromHtml.files });
  }
  console.log(
    `▶ ${shown(spec.path)}${spec.auth ? " (signed in)" : ""}: ${one.status}, ${one.body.length} bytes ${String(one.headers["content-encoding"] ?? "identity")}, ${opts.duration} s`,
  );
  rss.mark();
  if (opts.warmup > 0) await b.load(url, headers, opts.warmup);
  const r0 = reads ? await reads() : 0;
  const cpu0 = serverCpuMs(site.server.pid);
  const r = await b.load(url, headers, opts.duration);
  const cpuPerView = r.responses > 0 ? round((serverCpuMs(site.server.pid) - cpu0) / r.responses, 2) : null;
  const perView = reads && r.responses > 0 ? round(((await reads()) - r0) / r.responses, 3) : null;
  console.log(`  ${r.rps} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, non-2xx ${r.non2xx}, reads/view ${show(perView, 3)}, server CPU ms/view ${show(cpuPerView)}`);
  return {
    name: spec.name,
    path: spec.path,
    auth: spec.auth,
    ...r,
    ratio: m.base.rps > 0 ? round(r.rps / m.base.rps, 3) : 0,
    firestore_reads_per_view: perView,
    server_cpu_ms_per_view: cpuPerView,
    status: one.status,
    first_bytes: one.body.length,
    first_encoding: one.headers["content-encoding"] ?? "identity",
    server_rss_peak_mb: rss.mark(),
  };
}

// ---------------------------------------------------------------- the targets

/** What the targets read besides the cases: the JS per page, a phone's first visit, memory. */
interface Extras {
  studentJs: PageJs[];
  publicJs: PageJs[];
  visits: FirstVisit[];
  lighthouseRun: LighthouseRun | null;
  rssWorkerPeak: number | null;
  workerProcesses: number;
}

const visitName = (p: string) => (p === "/" ? "home" : p.startsWith("/blog/") ? "article" : "course");

/** Each target, from what was measured: met is null when it was not measured. */
const TARGETS: ((m: Measured, x: Extras, js: JsReport) => Target)[] = [
  ({ pages }) => {
    const worst = lowestRatio(pages.filter((p) => !p.auth && p.name !== "sitemap"));
    return { target: "anonymous pages rps ÷ baseline ≥ 0.25", value: worst ? `lowest ${worst.ratio} (${shown(worst.path)})` : "n/a", met: worst ? worst.ratio >= 0.25 : null };
  },
  ({ pages }) => {
    const worst = lowestRatio(pages.filter((p) => p.auth));
    return { target: `signed-in pages rps ÷ baseline ≥ ${SIGNED_IN_RATIO}`, value: worst ? `lowest ${worst.ratio} (${shown(worst.path)})` : "n/a", met: worst ? worst.ratio >= SIGNED_IN_RATIO : null };
  },
  ({ exerciseSubmit, saveCeiling }) => ({
    target: `exercise submit (POST, signed in) rps ÷ baseline ≥ ${EXERCISE_SUBMIT_RATIO}`,
    value: exerciseSubmit
      ? `${exerciseSubmit.ratio} (${exerciseSubmit.rps} req/s, ${exerciseSubmit.attempts_saved} attempts saved; the model's save alone: ${saveCeiling?.ratio ?? "?"}, ${saveCeiling?.saves_per_s ?? "?"}/s)`
      : "not measured",
    met: exerciseSubmit ? exerciseSubmit.ratio >= EXERCISE_SUBMIT_RATIO && exerciseSubmit.non2xx === 0 : null,
  }),
  (m) => {
    const { coldMix } = m;
    const lessonPage = m.pages.find((p) => p.name === "lesson");
    const ratio = coldMixRatio(m);
    return {
      target: "cold mix (students on different lessons, no per-student copy) rps ≥ 0.75 × one lesson's",
      value: coldMix
        ? `×${show(ratio)} (${coldMix.rps} vs ${lessonPage?.rps ?? "?"} req/s; ${coldMix.students} students; server CPU ms/view ${show(coldMix.server_cpu_ms_per_view)} vs ${show(lessonPage?.server_cpu_ms_per_view ?? null)})`
        : "not measured",
      met: ratio === null ? null : ratio >= 0.75 && coldMix!.non2xx === 0,
    };
  },
  ({ bookingRace }) => ({
    target: "booking race: exactly one booking per contested 1:1 time",
    value: bookingRace
      ? `${bookingRace.booked_per_time.join(", ")} (${bookingRace.connections} students × ${bookingRace.rounds} times; p99 ${bookingRace.p99_ms} ms)`
      : "not measured",
    met: bookingRace ? bookingRace.exactly_one_each : null,
  }),
  ({ seriesRace }) => ({
    target: "series race: exactly one student has every week of a contested 8-week series",
    value: seriesRace ? `${seriesRace.won_per_round.join(", ")} (${seriesRace.students} students × ${seriesRace.rounds} series; p99 ${seriesRace.p99_ms} ms)` : "not measured",
    met: seriesRace ? seriesRace.exactly_one_each : null,
  }),
  (_, { rssWorkerPeak, workerProcesses }) => ({
    target: `peak RSS per server process ≤ ${RSS_PER_WORKER_MB} MB`,
    value: rssWorkerPeak === null ? "n/a" : `largest ${rssWorkerPeak} MB (${workerProcesses} process${workerProcesses === 1 ? "" : "es"})`,
    met: rssWorkerPeak === null ? null : rssWorkerPeak <= RSS_PER_WORKER_MB,
  }),
  (_, { visits }) => ({
    target: `first visit (all bytes, compressed) ≤ ${FIRST_VISIT_BUDGET / 1024} KB`,
    value: visits.length ? visits.map((v) => `${visitName(v.path)} ${kb(v.total_bytes)} KB`).join(", ") : "not measured (--no-browser)",
    met: visits.length ? visits.every((v) => v.total_bytes <= FIRST_VISIT_BUDGET) : null,
  }),
  (_, { lighthouseRun }) => ({
    target: `Lighthouse mobile performance = ${LIGHTHOUSE_PERFORMANCE}`,
    value: lighthouseRun ? lighthouseRun.pages.map((p) => `${visitName(p.path)} ${String(p.scores.performance)}`).join(", ") : "not measured (--no-browser)",
    met: lighthouseRun ? lighthouseRun.pages.every((p) => (p.scores.performance ?? 0) >= LIGHTHOUSE_PERFORMANCE) : null,
  }),
  ({ pages, base }) => ({
    target: "non-2xx answers (and errors) = 0",
    value: String(pages.reduce((s, p) => s + p.non2xx, 0) + base.non2xx),
    met: pages.every((p) => p.non2xx === 0 && p.errors === 0) && base.non2xx === 0,
  }),
  ({ pages }) => {
    const anonReads = pages.filter((p) => !p.auth).map((p) => p.firestore_reads_per_view);
    return {
      target: "Firestore reads per anonymous view (warm): 0",
      value: anonReads.length === 0 ? "n/a" : anonReads.some((r) => r === null) ? "not counted (no /__bench/reads)" : `max ${Math.max(...(anonReads as number[]))}`,
      met: anonReads.length === 0 || anonReads.some((r) => r === null) ? null : anonReads.every((r) => r === 0),
    };
  },
  (_, { publicJs }) => {
    const biggestJs = publicJs.reduce<PageJs | null>((m, p) => (!m || p.gz_bytes > m.gz_bytes ? p : m), null);
    return {
      target: "JS a visitor's page load of a public page downloads (served HTML) ≤ 100 KB gzip",
      value: biggestJs ? `largest ${kb(biggestJs.gz_bytes)} KB (${shown(biggestJs.path)})` : "n/a",
      met: biggestJs ? biggestJs.gz_bytes <= JS_BUDGET_GZ && publicJs.every((p) => p.status === 200) : null,
    };
  },
  (_, { studentJs }) => ({
    target: `JS of signed-in student pages ≤ ${kb(STUDENT_JS_BUDGET_GZ)} KB gzip`,
    value: studentJs.map((p) => `${shown(p.path)} ${kb(p.gz_bytes)} KB`).join(", "),
    met: studentJs.every((p) => p.gz_bytes <= STUDENT_JS_BUDGET_GZ),
  }),
  (_, __, js) => {
    const firebaseRoutes = Object.entries(js.routes).filter(([, r]) => r.firebase_reachable).map(([route]) => route);
    return {
      target: "Firebase SDK reachable only from /login",
      value: firebaseRoutes.length > 0 ? firebaseRoutes.join(", ") : "none",
      met: js.firebase_chunks.length > 0 ? firebaseRoutes.length === 1 && firebaseRoutes[0] === "/login" : null,
    };
  },
];

function lowestRatio(list: PageResult[]): PageResult | null {
  return list.reduce<PageResult | null>((m, p) => (!m || p.ratio < m.ratio ? p : m), null);
}

function coldMixRatio({ coldMix, pages }: Measured): number | null {
  const lessonPage = pages.find((p) => p.name === "lesson");
  return coldMix && lessonPage && lessonPage.rps > 0 ? round(coldMix.rps / lessonPage.rps, 3) : null;
}

// ---------------------------------------------------------------- main

/** Starts the site (built, seeded, the bench's exercise and `--articles` written) and finds what to measure. */
async function startBench(opts: Options): Promise<Pick<Bench, "site" | "buildDir" | "js">> {
  await assertPortFree(opts.ports.baseline, "bench baseline server");
  await ensureBuild({ force: opts.build, skip: opts.noBuild });
  const buildDir = path.join(root, "build");
  const js = jsReport(buildDir);

  const site = await startSite({
    name: "bench",
    projectId: PROJECT_ID,
    ports: opts.ports,
    // The exercise case signs in a student per connection, all from this address.
    // Sign-ins: the exercise's, the exam's and the cold mix's students, then the booking race's (bookingRaceStudents) in one minute.
    env: { BENCH_READS: "1", WEB_CONCURRENCY: String(opts.workers), RATE_LIMIT_LOGIN_PER_MINUTE: String(3 * opts.connections + bookingRaceStudents(opts) + SERIES_RACE_STUDENTS + 20) },
    verbose: opts.verbose,
    beforeServer: async ({ firestoreHost }) => {
      await writeBenchExercise({ projectId: PROJECT_ID, firestoreHost });
      await writeBenchExam({ projectId: PROJECT_ID, firestoreHost }, Date.now());
      if (opts.articles === 0) return;
      const t = Date.now();
      await seedGeneratedArticles({ projectId: PROJECT_ID, firestoreHost, count: opts.articles });
      console.log(`▶ ${opts.articles} generated articles written (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    },
  });
  return { site, buildDir, js };
}

/** The article, course, lesson and student to measure: the options', or the first the site offers. */
async function chooseWhatToMeasure(opts: Options, site: Site): Promise<Pick<Bench, "found" | "article" | "course" | "student" | "lesson">> {
  const found = await discover(site);
  // A demo article, not a generated one, so that runs with and without --articles measure the same page.
  const article = opts.article ?? found.articles.find((a) => !a.startsWith(GENERATED_PREFIX)) ?? found.articles[0];
  const course = opts.course ?? found.courses[0];
  const student = await signedInStudent(site, opts.user);
  let lesson = opts.lesson ?? student.lesson;
  if (!lesson && course) {
    const page = await fetch(`${site.url}/course/${course}`, { headers: { Cookie: student.cookie } });
    lesson = lessonLinks(await page.text())[0] ?? null;
  }
  lesson ??= found.freeLessons[0] ?? null;
  console.log(
    `▶ ${found.articles.length} published articles, ${found.courses.length} courses; measuring article ${article ?? "(none)"}, course ${course ?? "(none)"}, lesson ${lesson ?? "(none)"} as ${student.email}`,
  );
  return { found, article, course, student, lesson };
}

/** The JavaScript each signed-in student page, and each public page a visitor loads, references as served (one view each). */
async function pagesJavaScript(b: Bench): Promise<{ studentJs: PageJs[]; publicJs: PageJs[] }> {
  const { buildDir, site, student, course, lesson, article, opts } = b;
  const q = encodeURIComponent(opts.q);
  const studentPaths = ["/", "/dashboard", ...(course ? [`/course/${course}`] : []), ...(lesson ? [`/lesson/${lesson}`] : []), `/search?q=${q}`, "/tutoring", "/sessions"];
  const studentJs = await pagesJs(buildDir, site.url, student.cookie, studentPaths);
  // No page hydrates but /login and the admin.
  const freeLesson = b.found.freeLessons[0];
  const publicPaths = ["/", "/blog", ...(article ? [`/blog/${article}`] : []), ...(course ? [`/course/${course}`] : []), ...(freeLesson ? [`/lesson/${freeLesson}`] : []), "/dashboard", `/search?q=${q}`, "/tutoring"];
  const publicJs = await pagesJs(buildDir, site.url, "", publicPaths);
  return { studentJs, publicJs };
}

/**
 * Baseline: the bytes of `/` exactly as the app sends them to a browser, warm
 * (the third answer: a first answer may differ, e.g. before a cache holds it),
 * from a bare node:http server.
 */
async function measureBaseline(b: Bench, cold: RawResponse): Promise<{ base: LoadResult; sample: RawResponse }> {
  const { site, opts } = b;
  let sample = cold;
  for (let i = 0; i < 3; i++) sample = await rawGet(`${site.url}/`, BROWSER_HEADERS);
  if (sample.status !== 200) throw new Error(`/ answered ${sample.status}`);
  const baselineServer = await startBaseline(sample, opts.ports.baseline, site.workDir);
  console.log(`\n▶ baseline (${sample.body.length} bytes, ${String(sample.headers["content-encoding"] ?? "identity")}), ${opts.duration} s`);
  if (opts.warmup > 0) await b.load(baselineServer.url, BROWSER_HEADERS, opts.warmup);
  const base = await b.load(baselineServer.url, BROWSER_HEADERS, opts.duration);
  await baselineServer.stop();
  console.log(`  ${base.rps} req/s, p50 ${base.p50_ms} ms, p99 ${base.p99_ms} ms`);
  return { base, sample };
}

/** A phone's first visit to /, the article and the course (Chromium), and Lighthouse on them. */
async function browserVisits(b: Bench): Promise<{ visits: FirstVisit[]; lighthouseRun: LighthouseRun | null }> {
  if (!b.opts.browser) return { visits: [], lighthouseRun: null };
  const visitPaths = ["/", ...(b.article ? [`/blog/${b.article}`] : []), ...(b.course ? [`/course/${b.course}`] : [])];
  console.log(`
▶ first visits (Chromium, a 375 px phone, empty cache): ${visitPaths.join(", ")}`);
  const visits = await firstVisits(b.site.origin, visitPaths);
  for (const v of visits) console.log(`  ${shown(v.path)}: ${kb(v.total_bytes)} KB (${Object.entries(v.by_kind).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${kb(n)}`).join(", ")})`);
  return { visits, lighthouseRun: await runLighthouse(b.site, visitPaths, b.opts.lighthouseRuns) };
}

/** With --articles N: /blog and its search against the default run's results.json, and their targets. */
function scalingOf(opts: Options, pages: PageResult[], targets: Target[]): Record<string, unknown> | undefined {
  const defaultFile = path.join(root, "bench/results.json");
  if (!(opts.articles > 0 && existsSync(defaultFile) && path.resolve(defaultFile) !== opts.out)) return undefined;
  try {
    const previous = JSON.parse(readFileSync(defaultFile, "utf8")) as { extra_articles?: number; duration_s?: number; pages?: PageResult[] };
    if ((previous.extra_articles ?? 0) !== 0 || !previous.pages) return undefined;
    const rows = ["blog", "blog_search", "sitemap"].flatMap((name) => {
      const before = previous.pages!.find((p) => p.name === name);
      const after = pages.find((p) => p.name === name);
      if (!before || !after) return [];
      const ratio = before.p99_ms > 0 ? round(after.p99_ms / before.p99_ms, 2) : null;
      return [{ name, path: after.path, p99_ms_default: before.p99_ms, p99_ms: after.p99_ms, p99_ratio: ratio, rps_default: before.rps, rps: after.rps }];
    });
    for (const name of ["blog", "blog_search"]) {
      const row = rows.find((r) => r.name === name);
      targets.push({
        target: `${name === "blog" ? "/blog" : "/blog?q="} p99 with ${opts.articles} extra articles ≤ 2× default`,
        value: row ? `${row.p99_ms} ms vs ${row.p99_ms_default} ms (×${show(row.p99_ratio)})` : "n/a",
        met: row?.p99_ratio == null ? null : row.p99_ratio <= 2,
      });
    }
    return { compared_with: path.relative(root, defaultFile), default_duration_s: previous.duration_s ?? null, pages: rows };
  } catch {
    // an unreadable earlier file: no comparison
    return undefined;
  }
}

async function main() {
  const opts = options();
  const started = Date.now();
  const loadStart = os.loadavg()[0]!;
  const running = await startBench(opts);
  const { site, js } = running;
  const rss = sampleRss(site.server.pid);
  const reads = await readCounter(site.url);
  if (!reads) console.log(`▶ the server has no ${READS_PATH} (BENCH_READS=1): Firestore reads are reported as null`);

  // The very first view: the content cache loads here.
  const readsBefore = reads ? await reads() : 0;
  const coldStart = Date.now();
  const cold = await rawGet(`${site.url}/`, BROWSER_HEADERS);
  const coldMs = Date.now() - coldStart;
  const coldReads = reads ? (await reads()) - readsBefore : null;

  const b: Bench = {
    opts,
    ...running,
    reads,
    ...(await chooseWhatToMeasure(opts, site)),
    wanted: (name) => !opts.pages || opts.pages.has(name),
    load: (url, headers, duration) => runLoad({ url, headers, duration, connections: opts.connections }),
    exerciseCase: null,
    examCase: null,
  };
  const { studentJs, publicJs } = await pagesJavaScript(b);

  const specs: PageSpec[] = [];
  const skipped: { name: string; reason: string }[] = [];
  for (const c of PAGE_CASES) {
    const p = c.path(b);
    if (p === null) skipped.push({ name: c.name, reason: c.missing ?? "nothing to measure" });
    else if (b.wanted(c.name)) specs.push({ name: c.name, path: p, auth: c.auth });
  }
  for (const c of OTHER_CASES) await c.setup?.(b);
  for (const s of skipped) console.log(`▶ skipping ${s.name}: ${s.reason}`);

  const { base, sample } = await measureBaseline(b, cold);
  const m: Measured = { base, pages: [], exerciseSubmit: null, examSave: null, saveCeiling: null, coldMix: null, bookingRace: null, seriesRace: null, upload: null, slipNoise: null };
  for (const spec of specs) m.pages.push(await measurePage(b, m, spec, rss));
  for (const c of OTHER_CASES) if (b.wanted(c.name)) await c.run(b, m);

  const memory = rss.stop();
  const peakRss = Math.max(memory.hwm_mb ?? 0, memory.sampled_peak_mb ?? 0) || null;
  // The workers (with WEB_CONCURRENCY > 1 the server's own process only forks them).
  const workerProcesses = memory.processes.filter((p) => opts.workers === 1 || !p.primary);
  const rssPerWorker = Object.fromEntries(workerProcesses.map((p) => [String(p.pid), Math.max(p.hwm_mb ?? 0, p.sampled_peak_mb ?? 0)]));
  const rssWorkerPeak = workerProcesses.length > 0 ? Math.max(...Object.values(rssPerWorker)) : null;

  const { visits, lighthouseRun } = await browserVisits(b);
  const firstVisitBytes = Object.fromEntries(visits.map((v) => [visitName(v.path), v.total_bytes]));

  const extras: Extras = { studentJs, publicJs, visits, lighthouseRun, rssWorkerPeak, workerProcesses: workerProcesses.length };
  const targets = TARGETS.map((t) => t(m, extras, js));
  const scaling = scalingOf(opts, m.pages, targets);
  const { pages, exerciseSubmit, examSave, saveCeiling, coldMix, bookingRace, seriesRace, upload, slipNoise } = m;
  const results = {
    generated_at: new Date().toISOString(),
    git_commit: gitCommit(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? null,
      total_memory_mb: Math.round(os.totalmem() / 2 ** 20),
      /** 1-minute load average before the run and at its end (other work on the machine skews every number). */
      loadavg_start: round(loadStart, 2),
      loadavg_end: round(os.loadavg()[0]!, 2),
    },
    duration_s: opts.duration,
    connections: opts.connections,
    /** Server processes (WEB_CONCURRENCY); the baseline is always one process. */
    server_processes: opts.workers,
    warmup_s: opts.warmup,
    extra_articles: opts.articles,
    published_articles: b.found.articles.length,
    request_headers: BROWSER_HEADERS,
    baseline: {
      rps: base.rps,
      p50_ms: base.p50_ms,
      p99_ms: base.p99_ms,
      non2xx: base.non2xx,
      bytes: sample.body.length,
      content_encoding: sample.headers["content-encoding"] ?? null,
    },
    pages,
    exercise_submit: exerciseSubmit,
    exercise_save_ceiling: saveCeiling,
    exam_save: examSave,
    cold_mix: coldMix ? { ...coldMix, rps_ratio_to_lesson: coldMixRatio(m) } : null,
    booking_race: bookingRace,
    series_race: seriesRace,
    upload,
    slip_noise: slipNoise,
    skipped,
    js_gz_bytes: Object.fromEntries(Object.entries(js.routes).map(([route, r]) => [route, r.module ? r.gz_bytes : null])),
    js,
    /** The JavaScript each signed-in student page references (islands, or React where it still hydrates). */
    student_js: studentJs,
    /** The JavaScript a visitor's page load of each public page references (islands only; 0 for most). */
    public_js: publicJs,
    server_peak_rss_mb: peakRss,
    /** Peak resident memory of each server process that served (MB, by pid). */
    rss_mb_per_worker: rssPerWorker,
    server_rss: memory,
    /** Bytes a phone's first visit moves (Chromium, compressed, headers included), per page. */
    first_visit_bytes: firstVisitBytes,
    first_visit: visits,
    lighthouse: lighthouseRun
      ? {
          ...lighthouseRun,
          pages: lighthouseRun.pages.map((p) => ({ ...p, name: visitName(p.path) })),
        }
      : null,
    firestore_reads: {
      source: reads ? `GET ${READS_PATH} (app/platform/firestore-reads.server.ts readCount())` : null,
      cold_first_view: coldReads,
      cold_first_view_ms: coldMs,
      cold_first_view_status: cold.status,
      cold_first_view_bytes: cold.body.length,
      cold_first_view_encoding: cold.headers["content-encoding"] ?? "identity",
    },
    targets,
    ...(scaling ? { scaling } : {}),
    elapsed_s: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, `${JSON.stringify(results, null, 2)}\n`);

  report({ opts, m, extras, js, memory, peakRss, rssPerWorker, coldReads, scaling, targets, loadStart, elapsed_s: results.elapsed_s });
}

// ---------------------------------------------------------------- report

/** Prints the tables and the targets. */
function report(x: {
  opts: Options;
  m: Measured;
  extras: Extras;
  js: JsReport;
  memory: ReturnType<RssSampler["stop"]>;
  peakRss: number | null;
  rssPerWorker: Record<string, number>;
  coldReads: number | null;
  scaling: Record<string, unknown> | undefined;
  targets: Target[];
  loadStart: number;
  elapsed_s: number;
}) {
  const { opts, js, memory, peakRss, rssPerWorker, coldReads, scaling, targets, loadStart } = x;
  const { base, pages, exerciseSubmit } = x.m;
  const { visits, lighthouseRun, publicJs, studentJs } = x.extras;
  console.log(
    `\nLoad: ${opts.connections} connections, ${opts.duration} s per page; server: ${opts.workers} process${opts.workers === 1 ? "" : "es"} (WEB_CONCURRENCY), baseline: 1 (${os.cpus().length} CPUs, Node ${process.version})`,
  );
  const row = (name: string, auth: boolean, r: LoadResult, ratio: number, reads: number | null, cpuMs: number | null, rssMb: number | null) => [
    name,
    auth ? "yes" : "",
    r.rps,
    r.p50_ms,
    r.p99_ms,
    r.non2xx + r.errors,
    ratio,
    show(reads, 3),
    show(cpuMs),
    kb(r.bytes_per_response),
    rssMb === null ? "" : show(rssMb, 0),
  ];
  console.log(
    table(
      ["page", "auth", "req/s", "p50 ms", "p99 ms", "non-2xx", "× base", "reads/view", "CPU ms**", "KB/answer*", "RSS MB"],
      [
        ["baseline (bytes of /)", "", base.rps, base.p50_ms, base.p99_ms, base.non2xx, "1", "", "", kb(base.bytes_per_response), ""],
        ...pages.map((p) => row(shown(p.path), p.auth, p, p.ratio, p.firestore_reads_per_view, p.server_cpu_ms_per_view, p.server_rss_peak_mb)),
        ...(exerciseSubmit
          ? [row(`POST ${shown(exerciseSubmit.path)}`, true, exerciseSubmit, exerciseSubmit.ratio, exerciseSubmit.firestore_reads_per_submit, exerciseSubmit.server_cpu_ms_per_submit, null)]
          : []),
      ],
      2,
    ),
  );
  console.log("* average bytes read per answer during the load, headers included");
  console.log("** the server processes' CPU time (user + system) during the load, per answer");
  console.log(
    `\nServer peak RSS: ${show(peakRss, 1)} MB (VmHWM ${show(memory.hwm_mb, 1)} MB, largest sample ${show(memory.sampled_peak_mb, 1)} MB; ${show(memory.start_mb, 1)} MB when it started answering)`,
  );
  console.log(`Peak RSS per server process: ${Object.entries(rssPerWorker).map(([pid, m]) => `${pid} ${m} MB`).join(", ") || "n/a"}`);
  console.log(`Firestore reads of the very first view (cache load): ${show(coldReads, 0)}`);
  if (visits.length) {
    console.log(`
First visit (a 375 px phone, empty cache; KB as transferred, compressed, headers included):`);
    const kinds = ["html", "css", "font", "js", "image", "other"] as const;
    console.log(table(["page", "total", ...kinds], visits.map((v) => [shown(v.path), kb(v.total_bytes), ...kinds.map((k) => kb(v.by_kind[k]))])));
  }
  if (lighthouseRun) {
    console.log(`
Lighthouse ${lighthouseRun.lighthouse_version ?? ""}, ${lighthouseRun.preset}:`);
    printLighthouse(lighthouseRun.pages, LIGHTHOUSE_PERFORMANCE);
  }

  console.log(`\nJavaScript per route by the Vite manifest (what a hydrated page's client-side navigation would load; gzip -9, from ${js.manifest}):`);
  console.log(
    table(
      ["route", "files", "KB gz", "served HTML KB gz", "Firebase SDK"],
      Object.entries(js.routes).map(([route, r]) => {
        const fromHtml = (r as { html_js_gz_bytes?: number }).html_js_gz_bytes;
        return [
          route,
          r.module ? r.files.length : "no route",
          r.module ? kb(r.gz_bytes) : "",
          fromHtml === undefined ? "" : kb(fromHtml),
          r.firebase_static ? "loaded" : r.firebase_reachable ? "reachable" : "",
        ];
      }),
    ),
  );
  if (js.remix_manifest) console.log(`(+ Remix route manifest ${js.remix_manifest.file}: ${kb(js.remix_manifest.gz_bytes)} KB gz, when the page loads it)`);
  console.log(`\nJavaScript a visitor's page load downloads (served HTML, gzip -9, budget ${kb(JS_BUDGET_GZ)} KB):`);
  console.log(table(["page", "status", "files", "KB gz"], publicJs.map((p) => [shown(p.path), p.status, p.files.map((f) => path.basename(f)).join(" ") || "none", kb(p.gz_bytes)])));
  console.log(`\nJavaScript per signed-in student page (served HTML, gzip -9, budget ${kb(STUDENT_JS_BUDGET_GZ)} KB):`);
  console.log(table(["page", "status", "files", "KB gz"], studentJs.map((p) => [shown(p.path), p.status, p.files.map((f) => path.basename(f)).join(" "), kb(p.gz_bytes)])));

  if (scaling) {
    console.log(`\nScaling with ${opts.articles} extra articles (p99 vs ${String(scaling.compared_with)}):`);
    const rows = scaling.pages as { path: string; p99_ms_default: number; p99_ms: number; p99_ratio: number | null }[];
    console.log(table(["page", "p99 default", `p99 +${opts.articles}`, "×"], rows.map((r) => [shown(r.path), r.p99_ms_default, r.p99_ms, show(r.p99_ratio)])));
  } else if (opts.articles > 0) {
    console.log(`\n(No default run in bench/results.json to compare with: run "npm run bench" too.)`);
  }

  console.log("\nTargets:");
  for (const t of targets) console.log(`  ${t.met === null ? "?" : t.met ? "✓" : "✗"} ${t.target}: ${t.value}`);
  if (loadStart > os.cpus().length * 0.5) {
    console.log(`\nNote: the machine was busy before the run (load average ${loadStart.toFixed(2)} on ${os.cpus().length} CPUs): numbers are lower than on an idle machine.`);
  }
  console.log(`\nWrote ${path.relative(process.cwd(), opts.out)} (${x.elapsed_s} s)`);
}

runMain("bench", main);
