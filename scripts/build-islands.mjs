// Builds each island (app/islands/<name>.ts: small browser modules, no React, no Remix)
// into one self-contained, minified, hashed file, build/client/assets/islands/<name>-<hash>.js,
// and writes build/.vite/islands-manifest.json ({ "<name>": "/assets/islands/<name>-<hash>.js" })
// for the server (app/platform/islands.server.ts) and the bench. Runs after `remix vite:build`
// (which empties build/client). Each file is bundled whole, with no shared chunks: the CSP
// allows a page's island scripts by nonce only, and a module's imports would need 'self'.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { ISLANDS_DIR as islandsDir, islandNames } from "../harness/island-names.mjs";

const root = path.resolve(import.meta.dirname, "..");
const names = islandNames();

const result = await build({
  entryPoints: Object.fromEntries(names.map((name) => [name, path.join(islandsDir, `${name}.ts`)])),
  outdir: path.join(root, "build/client/assets/islands"),
  entryNames: "[name]-[hash]",
  bundle: true,
  splitting: false,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  metafile: true,
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});

const manifest = {};
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint) continue;
  const name = path.basename(output.entryPoint).replace(/\.ts$/, "");
  manifest[name] = `/${path.relative(path.join(root, "build/client"), path.join(root, file)).split(path.sep).join("/")}`;
}
mkdirSync(path.join(root, "build/.vite"), { recursive: true });
writeFileSync(path.join(root, "build/.vite/islands-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
