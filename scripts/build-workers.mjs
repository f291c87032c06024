// Writes the CPU pool's worker (app/platform/cpu-worker.mjs: jsQR and pdf-lib on user input,
// off the main thread) to build/workers/cpu-worker.mjs, where the server build finds it at run
// time (app/platform/cpu-pool.server.ts looks beside build/server/). Bundled with esbuild so a
// relative import the worker may gain is inlined; packages stay external (node_modules is
// installed on the host). Runs after `remix vite:build`.
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "app/platform/cpu-worker.mjs")],
  outfile: path.join(root, "build/workers/cpu-worker.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
