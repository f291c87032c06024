/**
 * `npm run lint` fails on a comment or doc naming a file that does not exist
 * (harness/lint-comments.ts): probes of a module's comments and a doc's text against a small
 * file list.
 */
import { describe, expect, it } from "vitest";
import { checkFile } from "../../harness/lint-comments.ts";

const FILES = ["app/platform/thai.ts", "app/learning/video.ts", "app/routes/blog.rss[.]xml.ts", "docs/testing.md", "scripts/build-islands.mjs"];
const names = (file: string, text: string) => checkFile(file, text, FILES).map((d) => `${d.line}:${d.name}`);

describe("dangling file names in comments and docs", () => {
  it("reports a comment naming a file that does not exist, with its line", () => {
    expect(names("app/learning/probe.ts", "export const a = 1;\n// Read by enrolment.server.ts.\n")).toEqual(["2:enrolment.server.ts"]);
    expect(names("app/learning/probe.tsx", "/**\n * See platform/thai.tsx.\n */\nexport const a = 1;\n")).toEqual(["2:platform/thai.tsx"]);
    expect(names("server/probe.ts", "const x = 1; // built by scripts/build-islands.ts\nexport { x };\n")).toEqual(["1:scripts/build-islands.ts"]);
  });

  it("finds a name from the root, the file's folder, app/, or as the end of a path", () => {
    const ok = "// platform/thai.ts, ./video.ts, ../platform/thai.ts, video.ts, app/learning/video.ts, learning/video.ts,\n// blog.rss[.]xml.ts, scripts/build-islands.mjs, [docs/testing.md](docs/testing.md)\nexport const a = 1;\n";
    expect(names("app/learning/probe.ts", ok)).toEqual([]);
  });

  it("reads only comments in a module, but all of a doc", () => {
    expect(names("app/learning/probe.tsx", 'export const p = "gone.ts";\nexport const J = () => <p>gone.md</p>;\n')).toEqual([]);
    expect(names("docs/probe.md", "# Probe\n\nSee `gone.md` and [testing.md](testing.md).\n")).toEqual(["3:gone.md"]);
  });

  it("skips what is not a file name: placeholders, extensions, web addresses, paths elsewhere", () => {
    const text = "// `<kind>.ts`, `*.store.server.ts`, `{a,b}.ts`, `.test.tsx`, https://example.com/x/gone.md,\n// markdown/articles/abc.body.md (in an archive)\nexport const a = 1;\n";
    expect(names("app/learning/probe.ts", text)).toEqual([]);
  });
});
