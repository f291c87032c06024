/**
 * Part of `npm run lint`: every `.ts`, `.tsx`, `.mjs` or `.md` file that a comment (in app/,
 * server/, scripts/, tests/, server.ts) or a doc (docs/, README.md) names must exist, so a
 * comment cannot go on pointing at a file that was moved or deleted. A name counts as found
 * when it is a path of the repository read from the root, from the naming file's folder or
 * from app/ (`platform/thai.ts`), or the end of one (a bare `cache.server.ts` or
 * `learning/video.ts`). Names with a placeholder (`<kind>.ts`, `*.store.server.ts`,
 * `{a,b}.ts`) and web addresses are not file names. Prints each dangling name with its place
 * and exits 1; tests/unit/lint-comments.test.ts probes `checkFile`.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, extname, join, normalize, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");
const CODE_DIRS = ["app/", "server/", "scripts/", "tests/"];
const CODE_EXT = new Set([".ts", ".tsx", ".mjs", ".js"]);

/** A file name with one of the checked extensions (the extension not followed by more of a name). */
const FILE_NAME = /[\w.$@/[\]-]*[\w$\]-]\.(?:tsx|ts|mjs|md)(?![\w-])/g;
const WEB_ADDRESS = /\b[a-z][a-z+.-]*:\/\/\S+/gi;

export interface Dangling {
  file: string;
  line: number;
  name: string;
}

/** The repository's files (tracked and new, not ignored), relative to the root. */
function repositoryFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\0").filter(Boolean);
}

/** The comments of a module, each with its offset (a parse, so strings and JSX text are not comments). */
function comments(path: string, text: string): { pos: number; text: string }[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const note = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    note(ts.getLeadingCommentRanges(text, node.getFullStart()));
    note(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  note(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen].map(([pos, body]) => ({ pos, text: body }));
}

/**
 * The file names in `text` (a comment or a doc, found at `offset` of the file `file`) that name
 * no file of `files`.
 */
function checkText(file: string, text: string, files: readonly string[], offset = 0, whole = text): Dangling[] {
  const known = new Set(files);
  const folders = new Set(files.flatMap((f) => f.split("/").slice(0, -1)));
  const dangling: Dangling[] = [];
  const blanked = text.replace(WEB_ADDRESS, (m) => " ".repeat(m.length));
  for (const match of blanked.matchAll(FILE_NAME)) {
    let name = match[0];
    // A Markdown link's text: `[name](name)`.
    if (name.startsWith("[") && !name.includes("]")) name = name.slice(1);
    // `.test.ts`: an extension, not a file.
    if (/^\.[\w$]/.test(name)) continue;
    const around = (blanked[match.index - 1] ?? "") + (blanked[match.index + match[0].length] ?? "");
    if (/[<>*{}]/.test(around)) continue;
    // `markdown/articles/abc.body.md`: a path somewhere else (in a backup archive), not here.
    const first = name.split("/")[0]!;
    if (name.includes("/") && !first.startsWith(".") && !folders.has(first)) continue;
    if (exists(file, name, known, files)) continue;
    const at = offset + match.index;
    dangling.push({ file, line: whole.slice(0, at).split("\n").length, name });
  }
  return dangling;
}

function exists(file: string, name: string, known: Set<string>, files: readonly string[]): boolean {
  const candidates = [name, join(dirname(file), name), join("app", name)].map((p) => normalize(p));
  if (candidates.some((p) => known.has(p))) return true;
  if (name.startsWith(".")) return false;
  const tail = `/${name}`;
  return files.some((f) => `/${f}`.endsWith(tail));
}

/** The dangling names of one file: a doc's whole text, a module's comments only. */
export function checkFile(file: string, text: string, files: readonly string[]): Dangling[] {
  if (file.endsWith(".md")) return checkText(file, text, files);
  return comments(file, text).flatMap((c) => checkText(file, c.text, files, c.pos, text));
}

/** Every dangling name in the repository's comments and docs. */
export function checkRepository(files = repositoryFiles()): Dangling[] {
  const found: Dangling[] = [];
  for (const file of files) {
    const isCode = (CODE_DIRS.some((d) => file.startsWith(d)) || file === "server.ts") && CODE_EXT.has(extname(file));
    const isDoc = (file.startsWith("docs/") && file.endsWith(".md")) || file === "README.md";
    if (!isCode && !isDoc) continue;
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), "utf8");
    } catch {
      continue; // listed but deleted in the work tree
    }
    found.push(...checkFile(file, text, files));
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dangling = checkRepository();
  for (const d of dangling) console.error(`${relative(ROOT, join(ROOT, d.file))}:${d.line}: names ${d.name}, which does not exist`);
  if (dangling.length > 0) {
    console.error(`\n${dangling.length} comment(s) or doc(s) name a file that does not exist.`);
    process.exit(1);
  }
}
