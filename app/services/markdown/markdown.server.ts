/**
 * Markdown → safe HTML for articles, course descriptions and lesson notes.
 *
 * Two layers, so one mistake is not enough for script to run:
 * 1. `marked` (GFM) with our renderer: raw HTML in the source is shown as text,
 *    never passed through; headings get ids and anchors; images get width and
 *    height; the depth of `#` headings drops to `<h2>` (the page owns `<h1>`).
 * 2. `sanitize-html` with an allow-list of tags, attributes, classes and URL
 *    schemes (http, https, mailto, tel and relative), which also marks every
 *    absolute http(s) link as external: `target="_blank"` and
 *    `rel="noopener noreferrer"`.
 */
import { Marked, type TokenizerExtension, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { DEFAULT_IMAGE_SIZE, MARKDOWN_LIMITS, MARKDOWN_PROBLEM_MESSAGES, markdownProblem, type MarkdownProblem } from "./markdown-limits";
import { FormulaList, mathExtensions, stripPlaceholderChars } from "./markdown-math.server";
import { normalizeText } from "~/platform/thai";

export interface Heading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  /** Sanitised HTML, safe for `dangerouslySetInnerHTML`. */
  html: string;
  /** h2/h3 headings in order (a table of contents). */
  headings: Heading[];
  /** The plain text (search, reading time, descriptions). */
  text: string;
  /** Whether KaTeX typeset a formula (the page then loads KaTeX's stylesheet). */
  hasMath: boolean;
  /**
   * Thai message when the text broke a bound (`html` is then only an error
   * block) or a formula is wrong (`html` shows that formula as an error).
   */
  error: string | null;
}

/** A bound broken while rendering (thrown from inside marked). */
class MarkdownLimitError extends Error {
  constructor(readonly problem: MarkdownProblem) {
    super(`markdown: ${problem}`);
  }
}

const MAX_IMAGE_SIDE = 4000;

/** Ids the page itself uses: a heading never takes them. */
const RESERVED_IDS = new Set(["main", "top", "content", "error-title"]);

const escapeMap: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapeMap[c]!);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&(quot|#39|apos|lt|gt|nbsp|amp);/g, (_, name: string) =>
      name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : name === "nbsp" ? " " : name === "amp" ? "&" : "'"
    );
}

/**
 * A heading's anchor id: letters (Thai vowels and tone marks included), digits
 * and dashes; "" when nothing is left.
 */
export function slugifyHeading(text: string): string {
  return normalizeText(text)
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}

/**
 * Width and height from an image title: `![alt](src "640x360")` or
 * `![alt](src "640x360 คำบรรยาย")`; the rest of the title is the caption.
 */
export function parseImageTitle(title: string | null | undefined): { width: number; height: number; caption: string } {
  const match = /^\s*(\d{1,4})\s*[x×]\s*(\d{1,4})\b\s*(.*)$/u.exec(title ?? "");
  if (match) {
    const width = Number(match[1]);
    const height = Number(match[2]);
    if (width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE) {
      return { width, height, caption: match[3]!.trim() };
    }
  }
  return { ...DEFAULT_IMAGE_SIZE, caption: (title ?? "").trim() };
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** Relative links and http, https, mailto and tel; never `javascript:` however it is disguised. */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const bare = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (bare.startsWith("//") || bare.startsWith("\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  return !scheme || LINK_SCHEMES.has(scheme[1]!.toLowerCase());
}

export interface RenderOptions {
  /** The highest heading level the text may use (2 under a page's h1, 3 inside an h2 section). */
  topHeading?: 2 | 3;
  /** The field's length limit (default `MARKDOWN_LIMITS.maxChars`). */
  maxChars?: number;
  /** Maths typeset by KaTeX (pages), or as readable text (`readableTex`: e-mails, which have no stylesheet). */
  math?: "katex" | "text";
}

/**
 * Counts, at every position where the inline lexer starts a token, the text it
 * may scan from there; over `MARKDOWN_LIMITS.inlineWork` the render stops.
 * Deterministic (no clock), so a document renders the same on every instance.
 */
function workBounds(): TokenizerExtension[] {
  let inline = 0;
  let blocks = 0;
  return [
    {
      name: "inlineWork",
      level: "inline",
      tokenizer(src: string) {
        inline += src.length;
        if (inline > MARKDOWN_LIMITS.inlineWork) throw new MarkdownLimitError("tooComplex");
        return undefined;
      },
    },
    {
      // Each block costs its rendering (headings: anchors, ids): their number is bounded too.
      name: "blockCount",
      level: "block",
      tokenizer() {
        if (++blocks > MARKDOWN_LIMITS.maxBlocks) throw new MarkdownLimitError("tooComplex");
        return undefined;
      },
    },
  ];
}

function markedFor(headings: Heading[], topHeading: number, formulas: FormulaList): Marked {
  const used = new Map<string, number>();
  const uniqueId = (base: string) => {
    const root = base || "section";
    let id = root;
    let n = used.get(root) ?? 0;
    while (RESERVED_IDS.has(id) || (n > 0 && used.has(id))) {
      n += 1;
      id = `${root}-${n}`;
    }
    used.set(root, n === 0 ? 1 : n);
    used.set(id, 1);
    return id;
  };

  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({ extensions: [...workBounds(), ...mathExtensions(formulas)] });
  marked.use({
    renderer: {
      link(token: Tokens.Link) {
        // A refused link is its text, nothing else (no element left to close).
        if (!isAllowedHref(token.href) || !isAllowedHref(decodeEntities(token.href))) return this.parser.parseInline(token.tokens);
        return false;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        // Raw HTML is never passed through: it is shown as the text it is.
        const shown = escapeHtml(token.text);
        return "block" in token && token.block ? `<p>${shown.trim()}</p>\n` : shown;
      },
      heading({ tokens, depth }: Tokens.Heading) {
        // "#" becomes the top level allowed; deeper levels keep their distance from it.
        const level = Math.min(6, Math.max(topHeading, depth + topHeading - 2));
        const inner = this.parser.parseInline(tokens);
        const text = formulas.asText(decodeEntities(this.parser.parseInline(tokens, this.parser.textRenderer))).trim();
        const id = uniqueId(slugifyHeading(text));
        if (level <= topHeading + 1) headings.push({ id, text, depth: level });
        const label = escapeHtml(`ลิงก์ไปยังหัวข้อ ${text}`);
        return `<h${level} id="${id}">${inner} <a class="heading-anchor" href="#${id}" aria-label="${label}">#</a></h${level}>\n`;
      },
      image({ href, title, text }: Tokens.Image) {
        const { width, height } = parseImageTitle(title);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(
          decodeEntities(text)
        )}" width="${width}" height="${height}" loading="lazy" decoding="async">`;
      },
      paragraph({ tokens }: Tokens.Paragraph) {
        // A paragraph that is only an image becomes a figure with its caption.
        const only = tokens.length === 1 ? tokens[0] : undefined;
        if (only?.type === "image") {
          const image = only as Tokens.Image;
          const { caption } = parseImageTitle(image.title);
          const img = this.parser.parseInline(tokens);
          return `<figure>${img}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ""}</figure>\n`;
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
    },
  });
  return marked;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "s",
    "code",
    "pre",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "class", "aria-label", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    h5: ["id"],
    h6: ["id"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    // GFM task lists render disabled checkboxes.
    input: ["type", "checked", "disabled"],
  },
  allowedClasses: {
    a: ["heading-anchor", "external-link"],
    code: [/^language-[A-Za-z0-9_+-]{1,32}$/],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href = "", title, class: className } = attribs;
      // A refused link keeps its text in an <a> without attributes: renaming the
      // tag would leave its end tag unmatched (sanitize-html closes the new name).
      if (!href || !isAllowedHref(href)) return { tagName, attribs: {} };
      const out: sanitizeHtml.Attributes = { href };
      if (title) out.title = title;
      if (className === "heading-anchor") {
        out.class = className;
        if (attribs["aria-label"]) out["aria-label"] = attribs["aria-label"];
      } else if (isExternal(href)) {
        out.class = "external-link";
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
    input: (tagName, attribs) => ({
      tagName,
      attribs: { type: "checkbox", disabled: "", ...(attribs.checked !== undefined ? { checked: "" } : {}) },
    }),
  },
  exclusiveFilter: (frame) =>
    // An image whose source was refused, or an input that is not a task checkbox.
    (frame.tag === "img" && !frame.attribs.src) || (frame.tag === "input" && frame.attribs.type !== "checkbox"),
};

/** Sanitises HTML with the allow-list above (exported for tests and other callers). */
export function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Plain text of lexed Markdown: the words a reader sees, blocks separated by new lines. */
function tokensToText(tokens: readonly unknown[]): string {
  const out: string[] = [];
  const visit = (tokens: readonly unknown[]) => {
    for (const raw of tokens) {
      const token = raw as {
        type: string;
        text?: string;
        tokens?: unknown[];
        items?: unknown[];
        header?: unknown[];
        rows?: unknown[][];
      };
      if (token.type === "html" || token.type === "space" || token.type === "def") continue;
      if (token.type === "list") visit(token.items ?? []);
      else if (token.type === "table") {
        for (const row of [token.header ?? [], ...(token.rows ?? [])]) {
          for (const cell of row as { text: string }[]) out.push(`${decodeEntities(cell.text)} `);
          out.push("\n");
        }
      } else if (token.tokens && token.type !== "code") visit(token.tokens);
      else if (typeof token.text === "string") out.push(decodeEntities(token.text));
      if (["paragraph", "heading", "code", "list_item", "blockquote", "mathBlock"].includes(token.type)) out.push("\n");
    }
  };
  visit(tokens);
  return out
    .join("")
    .replace(/[ \t]*\n[\s]*/g, "\n")
    .trim();
}

/**
 * The tokens of Markdown, lexed by the same marked setup as `renderMarkdown`
 * (GFM, maths, work bounds); null past the bounds or when marked fails. For
 * other renderings of the same text (the one-line previews of markdown-inline).
 */
export function lexMarkdown(markdown: string): readonly unknown[] | null {
  if (markdownProblem(markdown)) return null;
  try {
    return markedFor([], 2, new FormulaList()).lexer(stripPlaceholderChars(markdown));
  } catch {
    return null;
  }
}

/** What a document that cannot be rendered shows instead (Thai, one block). */
function markdownErrorBlock(message: string): string {
  return `<p class="markdown-error" role="alert">ไม่สามารถแสดงเนื้อหาส่วนนี้ได้: ${escapeHtml(message)}</p>\n`;
}

function failed(message: string): RenderedMarkdown {
  return { html: markdownErrorBlock(message), headings: [], text: "", hasMath: false, error: message };
}

/**
 * Markdown → sanitised HTML, its headings and its plain text. Never throws: a
 * text past the bounds (markdown-limits.ts), or one that breaks marked, gives
 * an error block, so one bad document cannot stop the others.
 */
export function renderMarkdown(markdown: string, opts: RenderOptions = {}): RenderedMarkdown {
  const problem = markdownProblem(markdown, opts.maxChars);
  if (problem) return failed(MARKDOWN_PROBLEM_MESSAGES[problem]);
  const headings: Heading[] = [];
  const formulas = new FormulaList(opts.math === "text" ? "text" : "htmlAndMathml");
  try {
    const marked = markedFor(headings, opts.topHeading ?? 2, formulas);
    const tokens = marked.lexer(stripPlaceholderChars(markdown));
    const text = tokensToText(tokens);
    const html = formulas.splice(sanitize(marked.parser(tokens)));
    return { html, headings, text, hasMath: formulas.hasMath, error: formulas.firstError };
  } catch (error) {
    if (error instanceof MarkdownLimitError) return failed(MARKDOWN_PROBLEM_MESSAGES[error.problem]);
    // A stack overflow or any other failure inside marked: this text only.
    console.error(`markdown: render failed (${error instanceof Error ? error.name : "error"})`);
    return failed(MARKDOWN_PROBLEM_MESSAGES.tooComplex);
  }
}
