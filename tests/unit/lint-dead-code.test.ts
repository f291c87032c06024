/**
 * `npm run lint` finds code alive only for its tests: `knip --production` (with the project's
 * own knip.jsonc) reports an export of app/ that only a test imports, while plain `knip`, which
 * counts the tests as entries, does not. The probe is a small project in a temporary folder:
 * a route using one export of a module, a test using the other.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const KNIP = join(ROOT, "node_modules/.bin/knip");
let dir: string;

function write(path: string, text: string): void {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** knip's unused exports in the probe project, and whether it failed. */
async function knip(...args: string[]): Promise<{ failed: boolean; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(KNIP, ["--include", "exports", "--no-config-hints", ...args], { cwd: dir });
    return { failed: false, out: stdout };
  } catch (error) {
    return { failed: true, out: String((error as { stdout?: unknown }).stdout) };
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "lint-dead-code-"));
  copyFileSync(join(ROOT, "knip.jsonc"), join(dir, "knip.jsonc"));
  write("package.json", JSON.stringify({ name: "probe", private: true, type: "module", devDependencies: { "@remix-run/dev": "*", vitest: "*" } }));
  write("tsconfig.json", JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] }, moduleResolution: "Bundler", jsx: "react-jsx" } }));
  write("vite.config.ts", "export default {};\n");
  write("app/lint-probe.ts", "export const used = 1;\nexport const onlyTested = 2;\n");
  write("app/routes/_index.tsx", 'import { used } from "~/lint-probe";\nexport default function Index() {\n  return used;\n}\n');
  write("tests/unit/lint-probe.test.ts", 'import { expect, it } from "vitest";\nimport { onlyTested } from "~/lint-probe";\nit("probe", () => expect(onlyTested).toBe(2));\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("dead code in the lint", { timeout: 60_000 }, () => {
  it("an export used only by a test fails `knip --production`", async () => {
    const production = await knip("--production");
    expect(production.failed).toBe(true);
    expect(production.out).toMatch(/onlyTested\s+app\/lint-probe\.ts/);
    expect(production.out).not.toMatch(/\bused\s+app\/lint-probe\.ts/);
  });

  it("plain knip counts the test as a user (why the production run is needed)", async () => {
    expect(await knip()).toEqual({ failed: false, out: "" });
  });
});
