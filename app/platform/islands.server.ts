import { readFileSync } from "node:fs";
import type { IslandName } from "./island-names";

/**
 * Where the browser loads an island (app/islands/<name>.ts) from. Built: the
 * hashed file scripts/build-islands.mjs wrote, from build/.vite/islands-manifest.json
 * (next to this server build's folder). Vite's dev server (import.meta.env.DEV): the source module, which
 * Vite's dev server compiles on request.
 */
let built: Record<string, string> | null = null;

function builtManifest(): Record<string, string> {
  built ??= JSON.parse(readFileSync(new URL("../.vite/islands-manifest.json", import.meta.url), "utf8")) as Record<string, string>;
  return built;
}

export function islandSources(names: readonly IslandName[]): string[] {
  if (names.length === 0) return [];
  if (import.meta.env.DEV) return names.map((name) => `/app/islands/${name}.ts`);
  const manifest = builtManifest();
  return names.map((name) => {
    const src = manifest[name];
    if (!src) throw new Error(`island "${name}" is not in build/.vite/islands-manifest.json: run npm run build`);
    return src;
  });
}
