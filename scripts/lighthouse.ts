/**
 * `npm run lighthouse [-- --runs 1]`: Lighthouse (mobile preset: emulated phone,
 * simulated slow 4G and CPU) over /, /blog, one article and one course of the
 * production server on the emulators with the demo data, in /usr/bin/chromium
 * (headless). Prints the four scores per page and writes bench/lighthouse.json
 * (scores, metrics, and the audits that cost points); the full reports go to
 * .stack/lighthouse/. `npm run bench` runs the same (scripts/bench/lighthouse.ts)
 * on /, an article and a course.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild, root } from "./bench/build.ts";
import { runMain } from "./bench/cleanup.ts";
import { CATEGORIES, printLighthouse, runLighthouse, type LighthousePage } from "./bench/lighthouse.ts";
import { discover, startSite } from "./bench/site.ts";

const PORTS = { app: 3520, firestore: 8590, auth: 9609, hub: 4470, logging: 4570 };
const PROJECT_ID = "demo-thai-tutor-lighthouse";
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };

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
  const run = await runLighthouse(site, paths, opts.runs);
  const pages = run.pages;

  const targets = CATEGORIES.map((c) => {
    const worst = pages.reduce<LighthousePage | null>((m, p) => (m === null || (p.scores[c] ?? -1) < (m.scores[c] ?? -1) ? p : m), null);
    const value = worst?.scores[c] ?? null;
    return { target: `${c} ≥ ${TARGETS[c]}`, value: worst ? `lowest ${String(value)} (${worst.path})` : "n/a", met: value === null ? null : value >= TARGETS[c] };
  });

  const out = { generated_at: new Date().toISOString(), ...run, targets };
  mkdirSync(path.dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, `${JSON.stringify(out, null, 2)}\n`);

  console.log("");
  printLighthouse(pages, TARGETS.performance);
  console.log("\nTargets:");
  for (const t of targets) console.log(`  ${t.met === null ? "?" : t.met ? "✓" : "✗"} ${t.target}: ${t.value}`);
  console.log(`\nWrote ${path.relative(process.cwd(), opts.out)}; full reports in ${path.relative(process.cwd(), path.join(site.workDir, "reports"))}`);
}

runMain("lighthouse", main);
