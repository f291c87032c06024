// The islands there are: one per file of app/islands/ (a name of lower-case letters, digits
// and dashes, `.ts`). scripts/build-islands.mjs builds exactly these; run as a script, this
// writes app/platform/island-names.ts, the `IslandName` type the page policy uses, from them
// (tests/unit/island-names.test.ts fails when that file and the folder differ).
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const ISLANDS_DIR = path.join(root, "app/islands");
export const NAMES_FILE = path.join(root, "app/platform/island-names.ts");

/** The islands' names, sorted. */
export function islandNames() {
  return readdirSync(ISLANDS_DIR)
    .filter((f) => /^[a-z][a-z0-9-]*\.ts$/.test(f) && !f.endsWith(".test.ts"))
    .map((f) => f.replace(/\.ts$/, ""))
    .sort();
}

/** The text of app/platform/island-names.ts for these names. */
export function namesModule(names = islandNames()) {
  return `// Written by harness/island-names.mjs from the files of app/islands/: run \`node harness/island-names.mjs\` after adding or removing one.

/** The islands there are, one module each in app/islands/. */
export type IslandName = ${names.map((n) => JSON.stringify(n)).join(" | ")};
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(NAMES_FILE, namesModule());
}
