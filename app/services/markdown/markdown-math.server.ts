/**
 * Maths in Markdown: `$…$` inline and `$$…$$` display, typeset on the server by
 * KaTeX into HTML + MathML (no JavaScript in the browser; the page adds
 * KaTeX's stylesheet only when `hasMath`).
 *
 * The rule for `$` (so Thai prices such as "ราคา $5 และ $10" stay text):
 * inline maths opens with `$` followed by a non-space, closes at the next `$`
 * that follows a non-space and is not followed by a digit, and does not cross
 * a blank line; `\$` is always a dollar sign. `$$…$$` is display maths (on
 * its own lines it is a block). Anything else is text.
 *
 * Safety: nothing trusted (no \href, \url, \includegraphics, \htmlClass…),
 * `maxExpand` and `maxSize` bounded, a fresh macro table per formula, each
 * formula at most `MARKDOWN_LIMITS.maxFormulaChars` long. Formulas are
 * rendered to placeholders that the Markdown sanitiser treats as text; the
 * KaTeX HTML is sanitised on its own with the KaTeX allow-list below and put
 * in place afterwards, so Markdown's HTML never gets MathML or SVG allowed.
 */
import katex from "katex";
import sanitizeHtml from "sanitize-html";
import type { TokenizerAndRendererExtension } from "marked";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { MARKDOWN_LIMITS, MARKDOWN_PROBLEM_MESSAGES } from "./markdown-limits";
import { readableTex } from "./tex-text";

const MATH_MESSAGES = {
  /** Shown in place of a formula KaTeX cannot read. */
  error: "สูตรคณิตศาสตร์ไม่ถูกต้อง",
  field: (tex: string) => `สูตรคณิตศาสตร์ไม่ถูกต้อง: ${tex.length > 60 ? `${tex.slice(0, 60)}…` : tex}`,
  tooDeep: `สูตรซ้อนวงเล็บลึกเกิน ${MARKDOWN_LIMITS.maxFormulaDepth} ชั้น`,
  tooLong: `สูตรยาวเกิน ${MARKDOWN_LIMITS.maxFormulaChars.toLocaleString("th-TH")} ตัวอักษร`,
} as const;

const OPEN = "\uE000";
const CLOSE = "\uE001";
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** Removes the placeholder characters from a source text (an author cannot forge one). */
export function stripPlaceholderChars(text: string): string {
  return text.replace(/[\uE000\uE001]/g, "\uFFFD");
}

export interface Formula {
  tex: string;
  display: boolean;
  /** Sanitised KaTeX HTML, or the Thai error span. */
  html: string;
  /** The Thai message when KaTeX refused the formula. */
  error: string | null;
}

const KATEX_OPTIONS = {
  output: "htmlAndMathml",
  throwOnError: true,
  strict: "ignore",
  maxExpand: 100,
  maxSize: 10,
  globalGroup: false,
} as const;

// Every class KaTeX's stylesheet knows (and so may emit), read from the CSS itself.
const katexCss = readFileSync(createRequire(import.meta.url).resolve("katex/dist/katex.min.css"), "utf8");
// Plus the script fallbacks it emits for letters its fonts lack (Thai is "brahmic"; styled in app.css).
const KATEX_CLASSES = [
  ...new Set([...katexCss.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!)),
  "brahmic_fallback",
  "cjk_fallback",
  "hangul_fallback",
  "latin_fallback",
  "cyrillic_fallback",
];
const EM = /^-?\d{0,6}(\.\d{1,6})?(em|ex|px|pt|%)?$/;
const MATHML_TAGS = [
  "math", "semantics", "annotation", "mrow", "mi", "mn", "mo", "ms", "mtext", "mspace", "msup", "msub", "msubsup",
  "mfrac", "msqrt", "mroot", "mover", "munder", "munderover", "mtable", "mtr", "mtd", "mlabeledtr", "mpadded",
  "mphantom", "mstyle", "menclose", "merror",
];
const MATHML_ATTRIBUTES = [
  "xmlns", "display", "encoding", "mathvariant", "stretchy", "fence", "separator", "lspace", "rspace", "width", "height",
  "depth", "voffset", "linethickness", "accent", "accentunder", "columnalign", "rowalign", "rowspacing", "columnspacing",
  "columnlines", "rowlines", "frame", "framespacing", "scriptlevel", "displaystyle", "minsize", "maxsize", "movablelimits",
  "symmetric", "largeop", "notation", "mathcolor", "mathbackground", "align", "side", "equalrows", "equalcolumns",
];

/** The allow-list of KaTeX's own output (used only on it). */
const KATEX_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ["span", "svg", "path", "line", ...MATHML_TAGS],
  allowedAttributes: {
    span: ["class", "style", "aria-hidden"],
    svg: ["xmlns", "width", "height", "viewbox", "preserveaspectratio", "style"],
    path: ["d"],
    line: ["x1", "y1", "x2", "y2", "stroke-width"],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedClasses: { span: KATEX_CLASSES },
  allowedStyles: {
    "*": Object.fromEntries(
      [
        "height", "width", "min-width", "max-width", "top", "bottom", "vertical-align", "margin-left", "margin-right",
        "margin-top", "padding-left", "border-bottom-width", "border-top-width", "border-right-width", "left", "right",
      ].map((p) => [p, [EM]])
    ),
  },
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  parser: { lowerCaseAttributeNames: true },
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function errorSpan(tex: string, display: boolean): string {
  const escaped = escapeText(tex);
  const kind = display ? "math-error math-error--display" : "math-error";
  return `<span class="${kind}" role="note"><span class="math-error__label">${MATH_MESSAGES.error}:</span> <code>${escaped}</code></span>`;
}

/** How deep groups nest in a formula (`{`, `\left`, `\begin`). */
function texDepth(tex: string): number {
  let depth = 0;
  let max = 0;
  for (const [token] of tex.matchAll(/\\(?:left|begin)\b|\\(?:right|end)\b|\\.|[{}]/g)) {
    if (token === "{" || token === "\\left" || token === "\\begin") max = Math.max(max, ++depth);
    else if (token === "}" || token === "\\right" || token === "\\end") depth -= 1;
  }
  return max;
}

/**
 * One formula → sanitised HTML (or the Thai error). Never throws. `output`
 * "mathml" gives the MathML half alone (one-line previews: browsers lay it out
 * without KaTeX's stylesheet or fonts).
 */
function renderFormula(tex: string, display: boolean, output: "htmlAndMathml" | "mathml" = "htmlAndMathml"): Formula {
  if (texDepth(tex) > MARKDOWN_LIMITS.maxFormulaDepth) return { tex, display, html: errorSpan(tex.slice(0, 200), display), error: MATH_MESSAGES.tooDeep };
  if (tex.length > MARKDOWN_LIMITS.maxFormulaChars) return { tex, display, html: errorSpan(tex.slice(0, 200), display), error: MATH_MESSAGES.tooLong };
  try {
    // Never trusted (\href, \url, \includegraphics, \htmlClass…); asking makes the formula an error.
    let refused = false;
    const trust = () => {
      refused = true;
      return false;
    };
    const raw = katex.renderToString(tex, { ...KATEX_OPTIONS, output, trust, displayMode: display, macros: {} });
    if (refused) throw new Error("untrusted command");
    return { tex, display, html: sanitizeHtml(raw, KATEX_SANITIZE), error: null };
  } catch {
    // A ParseError, or a RangeError from absurd nesting: the one formula shows the error.
    return { tex, display, html: errorSpan(tex, display), error: MATH_MESSAGES.field(tex) };
  }
}

/** The formulas of one render, in order; the marked extensions add to it. */
export class FormulaList {
  readonly items: Formula[] = [];
  private chars = 0;
  /** `output`: KaTeX's HTML and MathML (pages), MathML alone (one-line previews), or readable text (e-mails: no stylesheet there). */
  constructor(private readonly output: "htmlAndMathml" | "mathml" | "text" = "htmlAndMathml") {}
  add(tex: string, display: boolean): string {
    this.chars += tex.length;
    if (this.output === "text") {
      const text = escapeText(readableTex(tex));
      this.items.push({ tex, display, html: display ? `<p>${text}</p>` : text, error: null });
    } else if (this.items.length >= MARKDOWN_LIMITS.maxFormulas || this.chars > MARKDOWN_LIMITS.maxFormulaTotalChars) {
      this.items.push({ tex, display, html: errorSpan(tex.slice(0, 200), display), error: MARKDOWN_PROBLEM_MESSAGES.tooManyFormulas });
    } else this.items.push(renderFormula(tex, display, this.output));
    return `${OPEN}${this.items.length - 1}${CLOSE}`;
  }
  /** The TeX source in place of placeholders (plain text: headings' ids and labels). */
  asText(text: string): string {
    return text.replace(PLACEHOLDER, (_, n: string) => this.items[Number(n)]?.tex ?? "");
  }
  /** The formulas' HTML in place of the placeholders, after the Markdown was sanitised. */
  splice(html: string): string {
    return html.replace(PLACEHOLDER, (_, n: string) => this.items[Number(n)]?.html ?? "");
  }
  get hasMath(): boolean {
    return this.items.some((f) => f.error === null);
  }
  get firstError(): string | null {
    return this.items.find((f) => f.error !== null)?.error ?? null;
  }
}

/** `$…$`, by the rule above; `$$…$$` inline as display. */
const INLINE_MATH = /^\$(?!\$)(?=\S)((?:\\.|[^\\$\n]|\n(?![ \t]*\n))*?(?:\\.|[^\\\s$]))\$(?!\d)/;
const INLINE_DISPLAY = /^\$\$((?:\\.|[^\\$]|\$(?!\$))+?)\$\$/;
const BLOCK_DISPLAY = /^ {0,3}\$\$[ \t]*((?:\\.|[^\\$]|\$(?!\$))+?)\$\$[ \t]*(?:\n+|$)/;

interface MathToken {
  type: "math";
  raw: string;
  text: string;
  display: boolean;
}

/** The marked extensions that turn maths into placeholders of `formulas`. */
export function mathExtensions(formulas: FormulaList): TokenizerAndRendererExtension[] {
  const render = (token: unknown) => {
    const t = token as MathToken;
    return formulas.add(t.text.trim(), t.display);
  };
  return [
    {
      name: "mathBlock",
      level: "block",
      start: (src) => {
        const m = /(^|\n) {0,3}\$\$/.exec(src);
        return m ? m.index + m[1]!.length : undefined;
      },
      tokenizer(src) {
        const m = BLOCK_DISPLAY.exec(src);
        return m ? { type: "mathBlock", raw: m[0], text: m[1]!, display: true } : undefined;
      },
      renderer: (token) => `${render(token)}\n`,
    },
    {
      name: "math",
      level: "inline",
      start: (src) => {
        const i = src.indexOf("$");
        return i >= 0 ? i : undefined;
      },
      tokenizer(src) {
        const display = INLINE_DISPLAY.exec(src);
        if (display) return { type: "math", raw: display[0], text: display[1]!, display: true };
        const inline = INLINE_MATH.exec(src);
        return inline ? { type: "math", raw: inline[0], text: inline[1]!, display: false } : undefined;
      },
      renderer: render,
    },
  ];
}
