/**
 * Scripts and tests share code only through harness/: a probe in scripts/ that
 * imports from tests/, one in tests/ that imports from scripts/, and one in
 * harness/ that imports either, each make `npm run lint` (the project's own
 * ESLint config, through its Node API) report `no-restricted-imports`; their
 * imports of harness/ lint clean. The probes are linted as text under their
 * would-be path, so nothing is written.
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

async function restricted(path: string, from: string): Promise<number> {
  const code = `import { probe } from "${from}";\nexport const again = probe;\n`;
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").length;
}

describe("one harness between scripts and tests", { timeout: 60_000 }, () => {
  it("scripts import no test module", async () => {
    expect(await restricted("scripts/lint-probe.ts", "../tests/support/e2e.ts")).toBe(1);
    expect(await restricted("scripts/bench/lint-probe.ts", "../../tests/support/forms")).toBe(1);
    expect(await restricted("scripts/lint-probe.ts", "../harness/auth.ts")).toBe(0);
  });

  it("tests import no script", async () => {
    expect(await restricted("tests/integration/lint-probe.test.ts", "../../scripts/bench/load")).toBe(1);
    expect(await restricted("tests/support/lint-probe.ts", "../../scripts/seed.ts")).toBe(1);
    expect(await restricted("tests/integration/lint-probe.test.ts", "../../harness/seed-content")).toBe(0);
  });

  it("the harness imports neither", async () => {
    expect(await restricted("harness/lint-probe.ts", "../scripts/seed.ts")).toBe(1);
    expect(await restricted("harness/lint-probe.ts", "../tests/support/e2e")).toBe(1);
    expect(await restricted("harness/lint-probe.ts", "./ports")).toBe(0);
  });
});
