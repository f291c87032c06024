/**
 * `npm run lighthouse [-- --runs 1]`: Lighthouse (mobile preset: emulated phone,
 * simulated slow 4G and CPU) over /, /blog, one article and one course of the
 * production server on the emulators with the demo data, in /usr/bin/chromium
 * (headless). Prints the four scores per page and writes bench/lighthouse.json
 * (scores, metrics, and the audits that cost points); the full reports go to
 * .stack/lighthouse/.
 *
 * Nothing leaves the machine: Chromium runs with background networking off and
 * a host resolver that only resolves localhost, so a page that asked for
 * anything remote would fail visibly instead of hanging.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { ensureBuild, root } from "./bench/build.ts";
import { onCleanup, runMain } from "./bench/cleanup.ts";
import { discover, startSite } from "./bench/site.ts";

const PORTS = { app: 3520, firestore: 8590, auth: 9609, hub: 4470, logging: 4570 };
const PROJECT_ID = "demo-thai-tutor-lighthouse";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-default-apps",
  "--disable-domain-reliability",
  "--metrics-recording-only",
  "--no-default-browser-check",
  // No DNS but localhost: nothing can reach (or wait for) the network.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;

const USAGE = `npm run lighthouse -- [options]
  --runs N          runs per page, the median performance run is kept (default 1)
  --article SLUG    the article (default: the first in the sitemap)
  --course SLUG     the course (default: the first in the sitemap)
  --out FILE        default bench/lighthouse.json
  --build / --no-build   always / never run "npm run build" (default: when stale)
  --verbose         show the emulators' and the server's output`;

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "1" },
      article: { type: "string" },
      course: { type: "string" },
      out: { type: "string" },
      build: { type: "boolean" },
      "no-build": { type: "boolean" },
      verbose: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error("--runs must be a whole number from 1 to 9");
  return {
    runs,
    article: values.article,
    course: values.course,
    out: path.resolve(values.out ?? path.join(root, "bench/lighthouse.json")),
    build: values.build === true,
    noBuild: values["no-build"] === true,
    verbose: values.verbose,
  };
}

type Scores = Record<(typeof CATEGORIES)[number], number | null>;

interface PageReport {
  path: string;
  url: string;
  scores: Scores;
  metrics: Record<string, { value: number | null; display: string | null }>;
  /** Audits below full score, per category (what to fix). */
  lost_points: Record<string, { id: string; title: string; score: number | null; display: string | null; examples: string[] }[]>;
  runs_performance: (number | null)[];
  runtime_error: string | null;
  report: string;
}

function scoresOf(lhr: Result): Scores {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === "number" ? Math.round(s * 100) : null;
  };
  return { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") };
}

/** Up to five elements or URLs an audit names (what to look at). */
function examplesOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const out: string[] = [];
  for (const item of items.slice(0, 5)) {
    const i = item as { node?: { selector?: string; snippet?: string; explanation?: string }; url?: unknown; source?: { url?: string } };
    if (i.node) out.push([i.node.selector, i.node.snippet].filter(Boolean).join(" ") + (i.node.explanation ? ` — ${i.node.explanation.split("\n")[0]}` : ""));
    else if (typeof i.url === "string") out.push(i.url);
    else if (i.source?.url) out.push(i.source.url);
  }
  return out;
}

function lostPoints(lhr: Result): PageReport["lost_points"] {
  const out: PageReport["lost_points"] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const list = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is NonNullable<typeof a> => Boolean(a))
      .filter((a) => a.score !== null && a.score < 1 && !["notApplicable", "manual", "informative"].includes(a.scoreDisplayMode))
      .map((a) => ({ id: a.id, title: a.title, score: a.score, display: a.displayValue ?? null, examples: examplesOf(a.details) }));
    if (list.length > 0) out[id] = list;
  }
  return out;
}

async function main() {
  const opts = options();
  await ensureBuild({ force: opts.build, skip: opts.noBuild });
  const site = await startSite({ name: "lighthouse", projectId: PROJECT_ID, ports: PORTS, verbose: opts.verbose });
  const found = await discover(site);
  const article = opts.article ?? found.articles[0];
  const course = opts.course ?? found.courses[0];
  const paths = ["/", "/blog", ...(article ? [`/blog/${article}`] : []), ...(course ? [`/course/${course}`] : [])];
  if (!article) console.log("▶ no published article in the sitemap: skipping the article page");
  if (!course) console.log("▶ no published course in the sitemap: skipping the course page");

  // Warm the content cache so the first page's score is not the cache load.
  for (const p of paths) await fetch(`${site.url}${p}`);

  console.log(`▶ Chromium (${CHROMIUM}, headless)`);
  // A profile inside the work directory (wiped at the next start), never left behind in /tmp.
  const userDataDir = path.join(site.workDir, "chromium-profile");
  mkdirSync(userDataDir, { recursive: true });
  const chrome: LaunchedChrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false, logLevel: "error" });
  onCleanup("chromium", async () => {
    // kill() sends SIGKILL to Chromium's process group; wait until it has gone.
    const closed = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once("close", () => resolve());
    });
    chrome.kill();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  const reportDir = path.join(site.workDir, "reports");
  mkdirSync(reportDir, { recursive: true });
  const pages: PageReport[] = [];
  let lighthouseVersion: string | null = null;
  let userAgent: string | null = null;
  for (const p of paths) {
    const url = `${site.origin}${p}`;
    const runs: Result[] = [];
    for (let i = 0; i < opts.runs; i++) {
      console.log(`▶ ${p}${opts.runs > 1 ? ` (run ${i + 1}/${opts.runs})` : ""}`);
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error" },
        { extends: "lighthouse:default", settings: { onlyCategories: [...CATEGORIES], formFactor: "mobile" } },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      runs.push(result.lhr);
    }
    // The run with the median performance score.
    const sorted = [...runs].sort((a, b) => (scoresOf(a).performance ?? -1) - (scoresOf(b).performance ?? -1));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
    lighthouseVersion = lhr.lighthouseVersion;
    userAgent = lhr.environment.hostUserAgent;
    const name = p === "/" ? "home" : p.slice(1).replace(/[^a-z0-9]+/gi, "-");
    const report = path.join(reportDir, `${name}.report.json`);
    writeFileSync(report, JSON.stringify(lhr));
    const metrics: PageReport["metrics"] = {};
    for (const id of METRICS) {
      const audit = lhr.audits[id];
      metrics[id] = { value: audit?.numericValue ?? null, display: audit?.displayValue ?? null };
    }
    pages.push({
      path: p,
      url,
      scores: scoresOf(lhr),
      metrics,
      lost_points: lostPoints(lhr),
      runs_performance: runs.map((r) => scoresOf(r).performance),
      runtime_error: lhr.runtimeError?.message ?? null,
      report: path.relative(root, report),
    });
  }

  const targets = CATEGORIES.map((c) => {
    const worst = pages.reduce<PageReport | null>((m, p) => (m === null || (p.scores[c] ?? -1) < (m.scores[c] ?? -1) ? p : m), null);
    const value = worst?.scores[c] ?? null;
    return { target: `${c} ≥ ${TARGETS[c]}`, value: worst ? `lowest ${String(value)} (${worst.path})` : "n/a", met: value === null ? null : value >= TARGETS[c] };
  });

  const out = {
    generated_at: new Date().toISOString(),
    lighthouse_version: lighthouseVersion,
    browser: userAgent,
    preset: "mobile (Lighthouse default: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown)",
    runs_per_page: opts.runs,
    pages,
    targets,
  };
  mkdirSync(path.dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, `${JSON.stringify(out, null, 2)}\n`);

  const rows = [["page", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS"]];
  for (const p of pages) {
    rows.push([
      p.path,
      ...CATEGORIES.map((c) => String(p.scores[c] ?? "n/a")),
      p.metrics["largest-contentful-paint"]?.display ?? "",
      p.metrics["total-blocking-time"]?.display ?? "",
      p.metrics["cumulative-layout-shift"]?.display ?? "",
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  console.log("");
  for (const [n, r] of rows.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
    if (n === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  for (const p of pages) {
    for (const [category, audits] of Object.entries(p.lost_points)) {
      if (category === "performance" && (p.scores.performance ?? 0) >= TARGETS.performance) continue;
      console.log(`  ${p.path} ${category}: ${audits.map((a) => `${a.id}${a.display ? ` (${a.display})` : ""}`).join(", ")}`);
    }
    if (p.runtime_error) console.log(`  ${p.path}: Lighthouse runtime error: ${p.runtime_error}`);
  }
  console.log("\nTargets:");
  for (const t of targets) console.log(`  ${t.met === null ? "?" : t.met ? "✓" : "✗"} ${t.target}: ${t.value}`);
  console.log(`\nWrote ${path.relative(process.cwd(), opts.out)}; full reports in ${path.relative(process.cwd(), reportDir)}`);
}

runMain("lighthouse", main);
