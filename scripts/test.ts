/**
 * `npm test`: type check, lint, build, then Vitest (unit + integration) and
 * Playwright against the production server (`server.ts`) on real emulators,
 * all on the test ports of harness/ports.ts. Starts and stops everything
 * itself, installs Chromium where it is missing, and ends with the line
 * `tests: N passed, N failed[, N skipped]` counted from the runners' reports.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { startStack, assertPortFree } from "../harness/stack.ts";
import { seed } from "./seed.ts";
import { TEST_PORTS, TEST_PROJECT_ID } from "../harness/ports.ts";
import { OWN_STACK } from "../harness/lanes.ts";
import { startAppServer } from "../harness/app-server.ts";
import { DEMO_ADMIN_EMAILS } from "../app/platform/demo-accounts.ts";
import { parseOffsetIso } from "../app/kernel/clock.ts";
import { FULL_CHROMIUM, HEADLESS_SHELL, testBrowserPath } from "../harness/browser.ts";

// The emulators need no credentials: never look for Google's metadata server.
process.env.METADATA_SERVER_DETECTION ??= "none";

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".stack/test");
// `npm test -- e2e`, `npm test -- unit`, or test files:
// `npm test -- tests/integration/html-cache.test.ts tests/e2e/shell.spec.ts`
// (the parts those files belong to run, limited to them).
const args = process.argv.slice(2);

/**
 * The run's clock (docs/testing.md, "The test clock"): TEST_CLOCK_START (an ISO instant) moves
 * it, else it starts at the real now; either way the server, the seed and the runners get the
 * same pair, so all reckon days from one start (harness/test-days.ts) and none moves at midnight.
 */
const clockSetAt = Date.now();
const testClock = {
  TEST_CLOCK_START: process.env.TEST_CLOCK_START || new Date(clockSetAt).toISOString(),
  TEST_CLOCK_SET_AT: String(clockSetAt),
};
if (!parseOffsetIso(testClock.TEST_CLOCK_START)) {
  console.error(`✗ TEST_CLOCK_START must be an ISO instant with an offset, e.g. 2026-12-01T16:59:00Z (got ${testClock.TEST_CLOCK_START})`);
  process.exit(1);
}
// This process (the seed: harness/seed-tutoring.ts) runs on the same clock.
Object.assign(process.env, testClock, { FIREBASE_PROJECT_ID: TEST_PROJECT_ID });
const files = args.filter((a) => a.includes("/"));
const only = [
  ...args.filter((a) => !a.includes("/")),
  ...new Set(files.map((f) => (f.includes("tests/e2e/") ? "e2e" : f.includes("tests/unit/") ? "unit" : "integration"))),
];
const filesOf = (dir: string) => files.filter((f) => f.includes(`tests/${dir}/`));

interface Counts { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];

function step(name: string) {
  console.log(`\n▶ ${name}`);
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output kept, then prints it whole under `label` (for steps that run at once). */
function runBuffered(label: string, cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.stderr.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n▶ ${label} (${seconds} s, ${code === 0 ? "ok" : "failed"})`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function bin(name: string) {
  return path.join(root, "node_modules/.bin", name);
}

/**
 * The tests' browser, chosen by harness/browser.ts: first Debian's headless shell is installed
 * where it is missing, no CHROMIUM_PATH is set and the run is root's (a failed install leaves
 * the full Chromium to serve). The install mostly waits for the network: it runs beside the checks.
 */
async function ensureChromium(): Promise<string> {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && process.getuid?.() === 0) {
    console.log(`Chromium's headless shell not found at ${HEADLESS_SHELL}: installing Debian's chromium-headless-shell package`);
    for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium-headless-shell"]]) {
      if ((await run("apt-get", args, { DEBIAN_FRONTEND: "noninteractive" })) === 0) continue;
      console.log(`apt-get ${args.join(" ")} failed`);
      break;
    }
  }
  const chosen = testBrowserPath();
  if (!existsSync(chosen)) {
    throw new Error(
      process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH is ${chosen}, which does not exist.`
        : `Chromium is missing: run "sudo apt-get install -y chromium-headless-shell" or set CHROMIUM_PATH.`,
    );
  }
  if (chosen === FULL_CHROMIUM) console.log(`Using the full browser, ${FULL_CHROMIUM}: the browser tests take longer with it`);
  return chosen;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** The names of the failed tests, printed again just above the closing line (a CI log's tail then says what failed). */
const failures: string[] = [];

/** The first line of a failure's message, without colour codes. */
const firstLine = (text: string | undefined) => stripVTControlCharacters(text ?? "").split("\n").find((l) => l.trim()) ?? "";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites?: number;
  testResults?: Array<{ name: string; status: string; message?: string; assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }> }>;
}

function countVitest(file: string): Counts | null {
  const r = readJson(file) as VitestReport | null;
  if (!r) return null;
  for (const f of r.testResults ?? []) {
    const where = path.relative(process.cwd(), f.name);
    const failed = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (f.status === "failed" && failed.length === 0) failures.push(`${where}: ${firstLine(f.message)}`);
  }
  // A test file that fails to load has no tests: count it as a failure.
  const brokenSuites = r.numFailedTestSuites && r.numFailedTests === 0 ? r.numFailedTestSuites : 0;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenSuites, skipped: r.numPendingTests + r.numTodoTests };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; line?: number; tests: Array<{ status: string; results: Array<{ status: string; error?: { message?: string } }> }> }>;
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suite: PlaywrightSuite, titles: string[], file: string | undefined): void {
  const here = suite.file ?? file;
  const named = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      if (t.status !== "unexpected") continue;
      const error = t.results.map((res) => res.error?.message).find(Boolean);
      failures.push(`${here ?? "?"}:${spec.line ?? "?"} › ${[...named, spec.title].join(" › ")}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, named, here);
}

function countPlaywright(file: string): Counts | null {
  const r = readJson(file) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: Array<{ message?: string }>; suites?: PlaywrightSuite[] } | null;
  if (!r) return null;
  for (const suite of r.suites ?? []) playwrightFailures(suite, [], undefined);
  for (const e of r.errors ?? []) failures.push(`playwright: ${firstLine(e.message)}`);
  const loadErrors = r.errors?.length ?? 0;
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + loadErrors, skipped: r.stats.skipped };
}

function add(label: string, counts: Counts | null, exitCode: number) {
  if (!counts) {
    problems.push(`${label}: no report (exit ${exitCode})`);
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (exitCode !== 0 && counts.failed === 0) problems.push(`${label} exited ${exitCode}`);
}

async function main() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const wants = (part: string) => only.length === 0 || only.includes(part);

  for (const [label, port, envName] of [
    ["app", TEST_PORTS.app, "TEST_APP_PORT"],
    ["Firestore emulator", TEST_PORTS.firestore, "-"],
    ["Auth emulator", TEST_PORTS.auth, "-"],
  ] as const) {
    await assertPortFree(port, `test ${label}`, envName);
  }

  // The type check, the lint and the build are single-threaded for most of their time, and the
  // emulators mostly wait for the JVM: on two cores they run at once, each one's output printed
  // whole when it ends.
  step("Type check, lint, build and the emulators, at once");
  // Settled here, awaited before the tests: a failed install must not end the run while the checks print.
  const browserReady = (wants("e2e") || wants("integration") ? ensureChromium() : Promise.resolve(testBrowserPath())).then(
    (found) => ({ path: found }),
    (error: unknown) => ({ error }),
  );
  const checks = wants("static")
    ? [
        runBuffered("Type check", bin("tsc"), ["--noEmit"]).then((code) => code === 0 || problems.push("type check failed")),
        // `npm run lint`: ESLint (boundaries included), knip and knip --production (unused files,
        // exports, dependencies; exports only tests use), the dangling file names in comments, and prose.
        runBuffered("Lint", "npm", ["run", "--silent", "lint"]).then((code) => code === 0 || problems.push("lint failed")),
      ]
    : [];
  const built = runBuffered("Build", "npm", ["run", "build"]);
  const stackStarted = startStack({
    projectId: TEST_PROJECT_ID,
    firestorePort: TEST_PORTS.firestore,
    authPort: TEST_PORTS.auth,
    hubPort: TEST_PORTS.hub,
    loggingPort: TEST_PORTS.logging,
    workDir: work,
    log: (line) => process.env.TEST_VERBOSE && console.log(line),
  });
  const [buildCode, stackResult] = await Promise.all([built, stackStarted.then((s) => ({ s }), (error: unknown) => ({ error }))]);
  if (!("s" in stackResult) || buildCode !== 0) {
    await Promise.all(checks);
    if (!("s" in stackResult)) throw stackResult.error;
    problems.push("build failed");
    await stackResult.s.stopAll();
    return;
  }
  const stack = stackResult.s;
  const emulatorEnv = {
    ...testClock,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${TEST_PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${TEST_PORTS.auth}`,
    ADMIN_EMAILS: DEMO_ADMIN_EMAILS.join(","),
    // Every test signs in from 127.0.0.1; the limits have a test of their own.
    RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
    RATE_LIMIT_ADMIN_WRITES_PER_MINUTE: "100000",
    RATE_LIMIT_ADMIN_PREVIEWS_PER_MINUTE: "100000",
    RATE_LIMIT_CHECKS_PER_MINUTE: "100000",
    // GET /metrics for the tests that measure the event loop (tests/support/event-loop.ts).
    METRICS_TOKEN: "test-metrics-token-of-the-shared-server",
  };
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    await seed({ projectId: TEST_PROJECT_ID, authEmulatorHost: emulatorEnv.FIREBASE_AUTH_EMULATOR_HOST, firestoreEmulatorHost: emulatorEnv.FIRESTORE_EMULATOR_HOST });
    // The tests measure event-loop delays: they start once the checks no longer load the cores.
    await Promise.all(checks);

    const browser = await browserReady;
    if (!("path" in browser)) throw browser.error;
    const chromium = browser.path;

    // One production server for the integration and browser tests; its output
    // is kept for the test that scans logs for secrets.
    const serverLog = path.join(work, "server.log");
    server = await startAppServer({ port: TEST_PORTS.app, env: emulatorEnv, logFile: serverLog });
    const runnerEnv = { ...emulatorEnv, APP_URL: server.url, SERVER_LOG: serverLog, CHROMIUM_PATH: chromium };

    if (wants("unit") || wants("integration")) {
      step("Vitest (unit + integration, and beside them the integration files with stacks of their own)");
      // Two Vitest processes at once: the shared-stack lane (unit, integration)
      // and the own-stack lane (harness/lanes.ts). Each writes its report.
      const given = [...filesOf("unit"), ...filesOf("integration")];
      const ownGiven = given.filter((f) => OWN_STACK.some((o) => f.endsWith(o)));
      const sharedGiven = given.filter((f) => !ownGiven.includes(f));
      const lanes: Array<{ label: string; projects: string[]; files: string[] }> = [];
      const sharedProjects = [...(wants("unit") ? ["unit"] : []), ...(wants("integration") ? ["integration-alone", "integration"] : [])];
      if (given.length === 0 || sharedGiven.length > 0) lanes.push({ label: "vitest", projects: sharedProjects, files: sharedGiven });
      if (wants("integration") && (given.length === 0 || ownGiven.length > 0)) lanes.push({ label: "vitest (own stacks)", projects: ["integration-own-stack"], files: ownGiven });
      await Promise.all(
        lanes.map(async (lane, i) => {
          const report = path.join(work, `vitest-${i}.json`);
          const projects = lane.projects.flatMap((p) => ["--project", p]);
          // In a zone with daylight saving: tutoring's Bangkok times must not depend on the process's TZ.
          const code = await run(bin("vitest"), ["run", ...projects, ...lane.files, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { ...runnerEnv, TZ: "America/New_York" });
          add(lane.label, countVitest(report), code);
        }),
      );
    }

    if (wants("e2e")) {
      step("Playwright (Chromium against the production server)");
      const report = path.join(work, "playwright.json");
      // PLAYWRIGHT_ARGS: extra options for a local hunt (e.g. "--repeat-each 5"); CI sets none.
      const extra = (process.env.PLAYWRIGHT_ARGS ?? "").split(" ").filter(Boolean);
      const code = await run(bin("playwright"), ["test", ...extra, ...filesOf("e2e")], { ...runnerEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
      add("playwright", countPlaywright(report), code);
    }
  } finally {
    await server?.stop();
    await stack.stopAll();
  }
}

main()
  .catch((error: unknown) => {
    problems.push(error instanceof Error ? error.message : String(error));
  })
  .finally(() => {
    for (const f of failures) console.log(`✗ failed: ${f.slice(0, 400)}`);
    for (const p of problems) console.error(`✗ ${p}`);
    const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
    console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
    process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
  });
