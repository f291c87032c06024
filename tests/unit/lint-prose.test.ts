/**
 * `npm run lint` fails on a docs paragraph or list item over 1 000 characters
 * (harness/lint-prose.ts): probes of `checkFile` on small Markdown texts.
 */
import { describe, expect, it } from "vitest";
import { checkFile } from "../../harness/lint-prose.ts";

const words = (n: number) => "ก".repeat(n); // Thai: one character, one code point
const long = (file: string, text: string) =>
  checkFile(file, text).map((p) => `${p.line}:${p.length}`);

describe("long paragraphs in the docs", () => {
  it("reports a paragraph over 1 000 characters, with its first line and length", () => {
    const text = `# Probe\n\nShort.\n\n${words(600)}\n${words(
      600
    )}\n\nShort again.\n`;
    expect(long("docs/probe.md", text)).toEqual(["5:1201"]);
  });

  it("counts each list item on its own, its continuation lines included", () => {
    const text = `- ${words(400)}\n  ${words(700)}\n- ${words(900)}\n`;
    expect(long("docs/probe.md", text)).toEqual(["1:1103"]);
  });

  it("passes short paragraphs, a long table and a long code block", () => {
    const row = `| ${words(600)} | ${words(600)} |`;
    const code = Array.from({ length: 40 }, () => words(60)).join("\n");
    const text = `A short lead.\n\n- **One**: a point.\n- **Two**: another.\n\n| a | b |\n|---|---|\n${row}\n${row}\n\n\`\`\`ts\n${code}\n\`\`\`\n`;
    expect(long("README.md", text)).toEqual([]);
  });

  it("lets no file through: a decision record and the security doc are checked too", () => {
    const para = words(1100);
    expect(long("docs/decisions/009-probe.md", `${para}\n`)).toEqual(["1:1100"]);
    expect(long("docs/security.md", `- **Limits**: ${para}\n`)).toEqual(["1:1114"]);
  });
});
