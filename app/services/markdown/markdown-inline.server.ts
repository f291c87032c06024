/**
 * One-line previews of a Markdown field (lists, tables, search results,
 * e-mail subjects, page titles): what a reader would see, never the source.
 *
 * The text is lexed by the full renderer's own marked setup (`lexMarkdown`:
 * GFM, maths, the same bounds), then flattened into "atoms": one per grapheme
 * cluster of the visible text (Intl.Segmenter, so a Thai consonant keeps its
 * vowel and tone marks and an emoji its surrogate pair) and one per formula.
 * Block syntax is dropped (headings, lists, quotes, tables and code fences
 * give their text, blocks are joined by a space); links give their text;
 * images their alt text; raw HTML is shown as the text it is, as in the full
 * renderer.
 *
 * - `inlinePreview` → sanitised HTML: `<strong>`, `<em>`, `<code>`, `<del>`,
 *   `<mark>` (search matches) and inline maths typeset by KaTeX as MathML
 *   (no stylesheet needed; display maths is shown inline).
 * - `inlinePlain` → plain text (e-mail subjects, `<title>`, OG text, CSV,
 *   aria-labels): maths as its TeX source without the `$` delimiters.
 *
 * Length: `maxChars` counts grapheme clusters of the visible text, a formula
 * counting as its TeX source (what `inlinePlain` shows); "…" counts as one. A
 * cut never splits a formula (it is kept whole or left out), a grapheme
 * cluster or a surrogate pair.
 */
import sanitizeHtml from "sanitize-html";
import { decodeEntities, escapeHtml, lexMarkdown } from "./markdown.server";
import { FormulaList } from "./markdown-math.server";
import { boundedMemo } from "~/platform/memo";

const ELLIPSIS = "…";

type Format = "del" | "strong" | "em" | "code";
/** Outermost first. */
const FORMAT_ORDER: readonly Format[] = ["del", "strong", "em", "code"];

type Atom =
  | { kind: "text"; text: string; format: readonly Format[]; weight: number; start: number; end: number }
  | { kind: "math"; tex: string; weight: number; start: number; end: number };

/** A stretch of the visible text with one format (or one formula), whitespace already collapsed. */
interface Run {
  kind: "text" | "math";
  text: string;
  format: readonly Format[];
  /** Offsets in `visible`. */
  start: number;
  end: number;
}

interface Flat {
  runs: Run[];
  /** The visible text (formulas as TeX): what `highlight` ranges point into. */
  visible: string;
}

interface Piece {
  kind: "text" | "math";
  text: string;
  format: readonly Format[];
}

const graphemes = new Intl.Segmenter("th", { granularity: "grapheme" });

interface Token {
  type: string;
  text?: string;
  /** Raw HTML: on lines of its own (a block) or inside a paragraph. */
  block?: boolean;
  tokens?: Token[];
  items?: Token[];
  header?: { tokens: Token[] }[];
  rows?: { tokens: Token[] }[][];
}

const BLOCKS = new Set(["paragraph", "heading", "blockquote", "list", "list_item", "table", "code", "mathBlock", "hr", "space", "br"]);

/** The tokens as pieces of visible text and formulas, blocks separated by a space. */
function pieces(tokens: readonly Token[]): Piece[] {
  const out: Piece[] = [];
  const text = (t: string, format: readonly Format[]) => out.push({ kind: "text", text: t, format });
  const gap = () => text(" ", []);
  const visit = (list: readonly Token[], format: readonly Format[]) => {
    for (const token of list) {
      switch (token.type) {
        case "space":
        case "def":
        case "hr":
        case "checkbox":
          break;
        case "math":
        case "mathBlock":
          out.push({ kind: "math", text: (token.text ?? "").trim(), format });
          break;
        case "codespan":
          text(token.text ?? "", [...format, "code"]);
          break;
        case "code":
          // A fence gives its text (not code-styled: block syntax is dropped).
          text(token.text ?? "", format);
          break;
        case "strong":
        case "em":
        case "del":
          visit(token.tokens ?? [], format.includes(token.type) ? format : [...format, token.type as Format]);
          break;
        case "html":
          text(token.text ?? "", format);
          break;
        case "escape":
          text(token.text ?? "", format);
          break;
        case "image":
          text(decodeEntities(token.text ?? ""), format);
          break;
        case "list":
          for (const item of token.items ?? []) {
            visit([item], format);
            gap();
          }
          break;
        case "table":
          for (const row of [token.header ?? [], ...(token.rows ?? [])]) {
            for (const cell of row) {
              visit(cell.tokens, format);
              gap();
            }
          }
          break;
        default:
          if (token.tokens) visit(token.tokens, format);
          else if (typeof token.text === "string") text(decodeEntities(token.text), format);
      }
      if (BLOCKS.has(token.type) || (token.type === "html" && token.block)) gap();
    }
  };
  visit(tokens, []);
  return out;
}

function sameFormat(a: readonly Format[], b: readonly Format[]): boolean {
  return a.length === b.length && FORMAT_ORDER.every((f) => a.includes(f) === b.includes(f));
}

/** Pieces → runs of visible text, whitespace collapsed to single spaces and trimmed at both ends. */
function flatten(list: readonly Piece[]): Flat {
  const runs: Run[] = [];
  let visible = "";
  for (const piece of list) {
    let text = piece.kind === "math" ? piece.text : piece.text.replace(/\s+/g, " ");
    if (piece.kind === "text" && (visible === "" || visible.endsWith(" ")) && text.startsWith(" ")) text = text.slice(1);
    if (!text) continue;
    runs.push({ kind: piece.kind, text, format: piece.format, start: visible.length, end: visible.length + text.length });
    visible += text;
  }
  // No trailing space: cut it from the last text runs.
  while (runs.length > 0) {
    const last = runs[runs.length - 1]!;
    if (last.kind !== "text" || !last.text.endsWith(" ")) break;
    last.text = last.text.slice(0, -1);
    last.end -= 1;
    if (!last.text) runs.pop();
  }
  return { runs, visible: visible.slice(0, runs[runs.length - 1]?.end ?? 0) };
}

/** Markdown → runs; a text the renderer refuses (past the bounds) is taken as plain text. */
function flat(markdown: string): Flat {
  const tokens = lexMarkdown(markdown);
  return flatten(tokens ? pieces(tokens as Token[]) : [{ kind: "text", text: markdown, format: [] }]);
}

/** A run's atoms: one per grapheme cluster of its text, or the formula whole (weighing its TeX's clusters). */
function atomsOf(run: Run): Atom[] {
  if (run.kind === "math") {
    return [{ kind: "math", tex: run.text, weight: [...graphemes.segment(run.text)].length, start: run.start, end: run.end }];
  }
  return Array.from(graphemes.segment(run.text), ({ segment, index }) => ({
    kind: "text" as const,
    text: segment,
    format: run.format,
    weight: 1,
    start: run.start + index,
    end: run.start + index + segment.length,
  }));
}

const isSpace = (a: Atom | undefined) => a?.kind === "text" && a.text === " ";

/**
 * The atoms shown, with "…" before (`cutBefore`) and/or after (`cutAfter`)
 * where text was left out, at most `maxChars` in all. With `anchor` (an offset
 * of the visible text), the window starts about a third of `maxChars` before
 * it. Only the runs near the window are cut into grapheme clusters.
 */
function window(runs: readonly Run[], maxChars: number, anchor: number | null): { atoms: Atom[]; cutBefore: boolean; cutAfter: boolean } {
  const limit = Math.max(1, Math.floor(maxChars));
  const cache = new Map<number, Atom[]>();
  const atomsAt = (i: number) => {
    let atoms = cache.get(i);
    if (!atoms) cache.set(i, (atoms = atomsOf(runs[i]!)));
    return atoms;
  };
  // The first shown atom, as [run, atom]: from the start, or a third of the limit before the anchor.
  let run = 0;
  let atom = 0;
  if (anchor !== null) {
    run = Math.max(0, runs.findIndex((r) => r.end > anchor));
    const inRun = atomsAt(run);
    atom = Math.max(0, inRun.findIndex((a) => a.end > anchor));
    let back = 0;
    const wanted = Math.floor(limit / 3);
    for (;;) {
      if (atom === 0) {
        if (run === 0) break;
        run -= 1;
        atom = atomsAt(run).length;
        continue;
      }
      const weight = atomsAt(run)[atom - 1]!.weight;
      if (back + weight > wanted) break;
      back += weight;
      atom -= 1;
    }
    while (isSpace(atomsAt(run)[atom])) atom += 1;
    if (atom >= atomsAt(run).length && run < runs.length - 1) {
      run += 1;
      atom = 0;
    }
    // Not worth an ellipsis for one character left out at the start.
    const first = atomsAt(run)[atom];
    if ((first ? first.start : runs[run]!.end) <= 1) {
      run = 0;
      atom = 0;
    }
  }
  const cutBefore = run > 0 || atom > 0;
  // Forward: take atoms while they fit, one more to know whether anything is left.
  const budget = limit - (cutBefore ? 1 : 0);
  const taken: Atom[] = [];
  let used = 0;
  let more = false;
  outer: for (let r = run; r < runs.length; r++) {
    const atoms = atomsAt(r);
    for (let k = r === run ? atom : 0; k < atoms.length; k++) {
      if (used + atoms[k]!.weight > budget) {
        more = true;
        break outer;
      }
      used += atoms[k]!.weight;
      taken.push(atoms[k]!);
    }
  }
  if (more) {
    // Room for the closing "…".
    while (taken.length > 0 && used > budget - 1) used -= taken.pop()!.weight;
  }
  while (isSpace(taken[taken.length - 1])) taken.pop();
  return { atoms: taken, cutBefore, cutAfter: more };
}

export interface InlineOptions {
  /**
   * Ranges `[start, end)` of the visible text (formulas as TeX) to mark with
   * `<mark>` (search matches); the preview then shows the text around the first.
   */
  highlight?: (visible: string) => readonly (readonly [number, number])[];
}

const INLINE_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ["strong", "em", "code", "del", "mark"],
  allowedAttributes: {},
  disallowedTagsMode: "escape",
};

/**
 * Markdown → one line of sanitised HTML, at most `maxChars` visible characters
 * (see the module's comment), "" for an empty text.
 */
export function inlinePreview(markdown: string, maxChars: number, opts: InlineOptions = {}): string {
  // A highlight depends on the search: only the plain preview is kept.
  return opts.highlight ? renderPreview(markdown, maxChars, opts) : keptPreview(`${maxChars}\u0000${markdown}`);
}

/**
 * The plain previews already made (the dashboard's questions, the editor's
 * lists: the same texts on every view), keyed by length and text; bounded.
 */
const keptPreview = boundedMemo((key) => {
  const at = key.indexOf("\u0000");
  return renderPreview(key.slice(at + 1), Number(key.slice(0, at)), {});
}, 2_000_000);

function renderPreview(markdown: string, maxChars: number, opts: InlineOptions): string {
  const { runs, visible } = flat(markdown);
  const ranges = opts.highlight ? [...opts.highlight(visible)].sort((a, b) => a[0] - b[0]) : [];
  const { atoms, cutBefore, cutAfter } = window(runs, maxChars, ranges[0] ? ranges[0][0] : null);
  const marked = (a: Atom) => ranges.some(([s, e]) => s < a.end && e > a.start);
  const formulas = new FormulaList("mathml");
  let html = cutBefore ? ELLIPSIS : "";
  let run: { text: string; format: readonly Format[]; mark: boolean } | null = null;
  const flush = () => {
    if (!run) return;
    const format = FORMAT_ORDER.filter((f) => run!.format.includes(f));
    const inner = run.mark ? `<mark>${escapeHtml(run.text)}</mark>` : escapeHtml(run.text);
    html += format.map((f) => `<${f}>`).join("") + inner + [...format].reverse().map((f) => `</${f}>`).join("");
    run = null;
  };
  for (const atom of atoms) {
    if (atom.kind === "math") {
      flush();
      const placeholder = formulas.add(atom.tex, false);
      html += marked(atom) ? `<mark>${placeholder}</mark>` : placeholder;
      continue;
    }
    const mark = marked(atom);
    if (run && sameFormat(run.format, atom.format) && run.mark === mark) run.text += atom.text;
    else {
      flush();
      run = { text: atom.text, format: atom.format, mark };
    }
  }
  flush();
  if (cutAfter) html += ELLIPSIS;
  // The formulas go in after the sanitiser, each sanitised on its own by KaTeX's allow-list.
  return formulas.splice(sanitizeHtml(html, INLINE_SANITIZE));
}

/** Markdown → one line of plain text, maths as TeX without `$`, at most `maxChars` characters. */
export function inlinePlain(markdown: string, maxChars: number): string {
  const { atoms, cutBefore, cutAfter } = window(flat(markdown).runs, maxChars, null);
  const text = atoms.map((a) => (a.kind === "math" ? a.tex : a.text)).join("");
  return `${cutBefore ? ELLIPSIS : ""}${text}${cutAfter ? ELLIPSIS : ""}`;
}
