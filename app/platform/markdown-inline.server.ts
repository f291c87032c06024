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

const ELLIPSIS = "…";

type Format = "del" | "strong" | "em" | "code";
/** Outermost first. */
const FORMAT_ORDER: readonly Format[] = ["del", "strong", "em", "code"];

type Atom =
  | { kind: "text"; text: string; format: readonly Format[]; weight: number; start: number; end: number }
  | { kind: "math"; tex: string; weight: number; start: number; end: number };

interface Flat {
  atoms: Atom[];
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

/** Pieces → atoms, whitespace collapsed to single spaces and trimmed at both ends. */
function flatten(list: readonly Piece[]): Flat {
  const atoms: Atom[] = [];
  let visible = "";
  let lastSpace = true; // no leading space
  for (const piece of list) {
    if (piece.kind === "math") {
      if (!piece.text) continue;
      const start = visible.length;
      visible += piece.text;
      atoms.push({ kind: "math", tex: piece.text, weight: [...graphemes.segment(piece.text)].length, start, end: visible.length });
      lastSpace = false;
      continue;
    }
    const collapsed = piece.text.replace(/\s+/g, " ");
    for (const { segment } of graphemes.segment(collapsed)) {
      if (segment === " ") {
        if (lastSpace) continue;
        lastSpace = true;
      } else lastSpace = false;
      const start = visible.length;
      visible += segment;
      atoms.push({ kind: "text", text: segment, format: piece.format, weight: 1, start, end: visible.length });
    }
  }
  while (atoms.length > 0 && atoms[atoms.length - 1]!.kind === "text" && (atoms[atoms.length - 1] as { text: string }).text === " ") {
    atoms.pop();
  }
  return { atoms, visible: visible.slice(0, atoms[atoms.length - 1]?.end ?? 0) };
}

/** Markdown → atoms; a text the renderer refuses (past the bounds) is taken as plain text. */
function flat(markdown: string): Flat {
  const tokens = lexMarkdown(markdown);
  return flatten(tokens ? pieces(tokens as Token[]) : [{ kind: "text", text: markdown, format: [] }]);
}

const isSpace = (a: Atom | undefined) => a?.kind === "text" && a.text === " ";

/**
 * The atoms shown: `[from, to)` with "…" before and/or after where text was
 * left out, at most `maxChars` in all. With `anchor` (an atom index), the
 * window starts about a third of `maxChars` before it.
 */
function window(atoms: readonly Atom[], maxChars: number, anchor: number | null): { from: number; to: number } {
  const limit = Math.max(1, Math.floor(maxChars));
  const total = atoms.reduce((sum, a) => sum + a.weight, 0);
  if (total <= limit) return { from: 0, to: atoms.length };
  let from = 0;
  if (anchor !== null && anchor > 0) {
    let back = 0;
    from = anchor;
    while (from > 0 && back + atoms[from - 1]!.weight <= Math.floor(limit / 3)) {
      from -= 1;
      back += atoms[from]!.weight;
    }
    while (isSpace(atoms[from])) from += 1;
    // Not worth an ellipsis for one character left out at the start.
    if (atoms.slice(0, from).reduce((sum, a) => sum + a.weight, 0) <= 1) from = 0;
  }
  let budget = limit - (from > 0 ? 1 : 0);
  const rest = atoms.slice(from).reduce((sum, a) => sum + a.weight, 0);
  if (rest > budget) budget -= 1; // the closing "…"
  let to = from;
  let used = 0;
  while (to < atoms.length && used + atoms[to]!.weight <= budget) {
    used += atoms[to]!.weight;
    to += 1;
  }
  while (to > from && isSpace(atoms[to - 1])) to -= 1;
  return { from, to };
}

function firstAtomAt(atoms: readonly Atom[], offset: number): number {
  const i = atoms.findIndex((a) => a.end > offset);
  return i < 0 ? 0 : i;
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
  const { atoms, visible } = flat(markdown);
  const ranges = opts.highlight ? [...opts.highlight(visible)].sort((a, b) => a[0] - b[0]) : [];
  const { from, to } = window(atoms, maxChars, ranges[0] ? firstAtomAt(atoms, ranges[0][0]) : null);
  const marked = (a: Atom) => ranges.some(([s, e]) => s < a.end && e > a.start);
  const formulas = new FormulaList("mathml");
  let html = from > 0 ? ELLIPSIS : "";
  let run: { text: string; format: readonly Format[]; mark: boolean } | null = null;
  const flush = () => {
    if (!run) return;
    const format = FORMAT_ORDER.filter((f) => run!.format.includes(f));
    const inner = run.mark ? `<mark>${escapeHtml(run.text)}</mark>` : escapeHtml(run.text);
    html += format.map((f) => `<${f}>`).join("") + inner + [...format].reverse().map((f) => `</${f}>`).join("");
    run = null;
  };
  for (const atom of atoms.slice(from, to)) {
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
  if (to < atoms.length) html += ELLIPSIS;
  // The formulas go in after the sanitiser, each sanitised on its own by KaTeX's allow-list.
  return formulas.splice(sanitizeHtml(html, INLINE_SANITIZE));
}

/** Markdown → one line of plain text, maths as TeX without `$`, at most `maxChars` characters. */
export function inlinePlain(markdown: string, maxChars: number): string {
  const { atoms } = flat(markdown);
  const { from, to } = window(atoms, maxChars, null);
  const text = atoms
    .slice(from, to)
    .map((a) => (a.kind === "math" ? a.tex : a.text))
    .join("");
  return `${from > 0 ? ELLIPSIS : ""}${text}${to < atoms.length ? ELLIPSIS : ""}`;
}
