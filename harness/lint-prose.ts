/**
 * Part of `npm run lint`: no paragraph or list item of the docs (docs/, README.md) over 1 000
 * characters, so a decision is not buried mid-paragraph again (issue 45). A paragraph is a run
 * of lines up to a blank line, a heading, a table row, a code fence or the next list item; its
 * lines are trimmed and joined by one space, and its length counted in characters (code
 * points). Tables, headings and code blocks are not prose and are skipped. Prints each long one
 * as file:line with its length and exits 1; tests/unit/lint-prose.test.ts probes `checkFile`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const LIMIT = 1000;

export interface LongParagraph {
  file: string;
  line: number;
  length: number;
  text: string;
}

const LIST_ITEM = /^\s*(?:[-*]|\d+\.)\s/;

/** Every paragraph or list item of a Markdown text over `limit` characters. */
export function longParagraphs(
  file: string,
  text: string,
  limit = LIMIT
): LongParagraph[] {
  const found: LongParagraph[] = [];
  let lines: string[] = [];
  let start = 0;
  let inFence = false;
  const flush = () => {
    if (lines.length > 0) {
      const joined = lines.map((l) => l.trim()).join(" ");
      const length = [...joined].length;
      if (length > limit)
        found.push({ file, line: start, length, text: joined });
    }
    lines = [];
  };
  text.split("\n").forEach((line, i) => {
    if (line.startsWith("```")) {
      inFence = !inFence;
      flush();
      return;
    }
    if (inFence) return;
    const trimmed = line.trimStart();
    if (!line.trim() || trimmed.startsWith("|") || trimmed.startsWith("#")) {
      flush();
      return;
    }
    if (LIST_ITEM.test(line)) flush();
    if (lines.length === 0) start = i + 1;
    lines.push(line);
  });
  flush();
  return found;
}

/** The long paragraphs of one doc. */
export function checkFile(
  file: string,
  text: string,
  limit = LIMIT
): LongParagraph[] {
  return longParagraphs(file, text, limit);
}

/** The docs: Markdown under docs/ (tracked and new, not ignored) and README.md. */
function docs(): string[] {
  const out = execFileSync(
    "git",
    [
      "ls-files",
      "--cached",
      "--others",
      "--exclude-standard",
      "-z",
      "--",
      "docs",
      "README.md",
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
    }
  );
  return out.split("\0").filter((f) => f.endsWith(".md"));
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === resolve(import.meta.filename)
) {
  const long: LongParagraph[] = [];
  for (const file of docs()) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), "utf8");
    } catch {
      continue; // listed but deleted in the work tree
    }
    long.push(...checkFile(file, text));
  }
  for (const p of long)
    console.error(
      `${p.file}:${p.line}: ${p.length} characters: ${p.text.slice(0, 60)}…`
    );
  if (long.length > 0) {
    console.error(
      `\n${long.length} paragraph(s) or list item(s) over ${LIMIT} characters: make a short lead and a list.`
    );
    process.exit(1);
  }
}
