/**
 * `npm run build` when the production build is missing or older than its
 * sources, so that `npm ci && npm run bench` works from a fresh clone and a
 * measurement never runs on a stale build.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { onCleanup } from "./cleanup.ts";

export const root = path.resolve(import.meta.dirname, "../..");

/** What the build reads (besides node_modules). */
const SOURCE_DIRS = ["app", "server", "public"];
const SOURCE_FILES = [
  "server.ts",
  "vite.config.ts",
  "remix.config.js",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-server.mjs",
];
/** What it writes. The client's manifest is Vite's when kept (build.manifest), else Remix's assets/manifest-*.js. */
function outputs(): string[] {
  const files = ["build/server.js", "build/server/index.js"];
  const assets = path.join(root, "build/client/assets");
  if (existsSync(path.join(root, "build/client/.vite/manifest.json"))) files.push("build/client/.vite/manifest.json");
  else if (existsSync(assets)) {
    const remix = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
    files.push(remix.length > 0 ? `build/client/assets/${remix[0]}` : "build/client/assets/manifest-*.js");
  } else files.push("build/client/assets/manifest-*.js");
  return files;
}

function newestIn(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(full));
    else if (entry.isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Why a build is needed, or null when the build is up to date. */
function staleReason(): string | null {
  const built = outputs();
  const missing = built.filter((f) => !existsSync(path.join(root, f)));
  if (missing.length > 0) return `${missing.join(", ")} missing`;
  const builtAt = Math.min(...built.map((f) => statSync(path.join(root, f)).mtimeMs));
  let sources = 0;
  for (const dir of SOURCE_DIRS) sources = Math.max(sources, newestIn(path.join(root, dir)));
  for (const file of SOURCE_FILES) {
    const full = path.join(root, file);
    if (existsSync(full)) sources = Math.max(sources, statSync(full).mtimeMs);
  }
  return sources > builtAt ? "sources changed since the last build" : null;
}

/** Builds when needed (`force`: always; `skip`: never, but the build must exist). */
export async function ensureBuild(opts: { force?: boolean; skip?: boolean } = {}): Promise<void> {
  const reason = opts.force ? "--build given" : staleReason();
  if (!reason) return;
  if (opts.skip) {
    if (outputs().some((f) => !existsSync(path.join(root, f)))) throw new Error(`no build (${reason}): run "npm run build" or drop --no-build`);
    console.log(`▶ build is stale (${reason}); measuring it anyway (--no-build)`);
    return;
  }
  console.log(`▶ npm run build (${reason})`);
  const child = spawn("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  const remove = onCleanup("build", () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  });
  const code = await new Promise<number | null>((resolve) => {
    child.once("exit", (c) => resolve(c));
    child.once("error", () => resolve(null));
  });
  remove();
  if (code !== 0) throw new Error(`npm run build failed (exit ${String(code)})`);
}
