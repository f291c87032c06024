/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× CPU
 * slowdown, Lighthouse's defaults) on the site under measurement, in
 * /usr/bin/chromium (headless). Used by `npm run lighthouse` and `npm run bench`.
 *
 * Nothing leaves the machine: Chromium runs with background networking off and
 * a host resolver that only resolves localhost, so a page that asked for
 * anything remote would fail visibly instead of hanging.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { root } from "./build.ts";
import { onCleanup } from "./cleanup.ts";
import type { Site } from "./site.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;
const PRESET = "mobile (Lighthouse default: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown)";

type Scores = Record<(typeof CATEGORIES)[number], number | null>;

export interface LighthousePage {
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

function lostPoints(lhr: Result): LighthousePage["lost_points"] {
  const out: LighthousePage["lost_points"] = {};
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

export interface LighthouseRun {
  pages: LighthousePage[];
  lighthouse_version: string | null;
  browser: string | null;
  preset: string;
  runs_per_page: number;
}

/**
 * Lighthouse over `paths` of the site (`runs` runs a page, the median
 * performance run kept); the full reports go to <site work dir>/reports.
 */
export async function runLighthouse(site: Site, paths: string[], runs = 1): Promise<LighthouseRun> {
  console.log(`▶ Lighthouse in Chromium (${CHROMIUM}, headless)`);
  // A profile inside the work directory (wiped at the next start), never left behind in /tmp.
  const userDataDir = path.join(site.workDir, "chromium-profile");
  mkdirSync(userDataDir, { recursive: true });
  const chrome: LaunchedChrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false, logLevel: "error" });
  const stop = async () => {
    // kill() sends SIGKILL to Chromium's process group; wait until it has gone.
    const closed = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once("close", () => resolve());
    });
    chrome.kill();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  const remove = onCleanup("chromium (lighthouse)", stop);

  const reportDir = path.join(site.workDir, "reports");
  mkdirSync(reportDir, { recursive: true });
  const pages: LighthousePage[] = [];
  let lighthouseVersion: string | null = null;
  let userAgent: string | null = null;
  try {
    for (const p of paths) {
      const url = `${site.origin}${p}`;
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) {
        console.log(`  lighthouse ${p}${runs > 1 ? ` (run ${i + 1}/${runs})` : ""}`);
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error" },
          { extends: "lighthouse:default", settings: { onlyCategories: [...CATEGORIES], formFactor: "mobile" } },
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        results.push(result.lhr);
      }
      // The run with the median performance score.
      const sorted = [...results].sort((a, b) => (scoresOf(a).performance ?? -1) - (scoresOf(b).performance ?? -1));
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      const name = p === "/" ? "home" : p.slice(1).replace(/[^a-z0-9]+/gi, "-");
      const report = path.join(reportDir, `${name}.report.json`);
      writeFileSync(report, JSON.stringify(lhr));
      const metrics: LighthousePage["metrics"] = {};
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
        runs_performance: results.map((r) => scoresOf(r).performance),
        runtime_error: lhr.runtimeError?.message ?? null,
        report: path.relative(root, report),
      });
    }
  } finally {
    await stop();
    remove();
  }
  return { pages, lighthouse_version: lighthouseVersion, browser: userAgent, preset: PRESET, runs_per_page: runs };
}

/** The table of scores and the audits that cost points (performance only below `perfTarget`). */
export function printLighthouse(pages: LighthousePage[], perfTarget: number): void {
  const rows = [["page", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS"]];
  for (const p of pages) {
    rows.push([
      p.path,
      ...CATEGORIES.map((c) => String(p.scores[c] ?? "n/a")),
      p.metrics["first-contentful-paint"]?.display ?? "",
      p.metrics["largest-contentful-paint"]?.display ?? "",
      p.metrics["total-blocking-time"]?.display ?? "",
      p.metrics["cumulative-layout-shift"]?.display ?? "",
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  for (const [n, r] of rows.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
    if (n === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  for (const p of pages) {
    for (const [category, audits] of Object.entries(p.lost_points)) {
      if (category === "performance" && (p.scores.performance ?? 0) >= perfTarget) continue;
      console.log(`  ${p.path} ${category}: ${audits.map((a) => `${a.id}${a.display ? ` (${a.display})` : ""}`).join(", ")}`);
    }
    if (p.runtime_error) console.log(`  ${p.path}: Lighthouse runtime error: ${p.runtime_error}`);
  }
}
