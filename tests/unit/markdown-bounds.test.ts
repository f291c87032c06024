/**
 * The bounds of Markdown rendering, and its maths: Markdown that would
 * overflow the stack or take quadratic time gives a bounded Thai error; refused
 * links leave balanced HTML (checked with a real HTML parser); maths is typeset
 * by KaTeX within its bounds, and the `$` rule leaves prices alone.
 */
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { MARKDOWN_LIMITS, MARKDOWN_PROBLEM_MESSAGES, lineNesting, markdownLimitError, markdownProblem } from "~/services/markdown/markdown-limits";
import { renderMarkdown } from "~/services/markdown/markdown.server";
import { parseArticleForm } from "~/content/form";

const VOID = new Set(["br", "hr", "img", "input", "path", "line"]);
const MARKDOWN_TAGS = new Set([
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "del", "s", "code", "pre",
  "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td", "input", "span",
]);
const MATH_TAGS = new Set([
  "math", "semantics", "annotation", "mrow", "mi", "mn", "mo", "ms", "mtext", "mspace", "msup", "msub", "msubsup", "mfrac",
  "msqrt", "mroot", "mover", "munder", "munderover", "mtable", "mtr", "mtd", "mlabeledtr", "mpadded", "mphantom", "mstyle",
  "menclose", "merror", "svg", "path", "line",
]);

/**
 * Parses HTML with htmlparser2 and checks it is balanced (no end tag implied
 * or stray), that only allowed elements appear, MathML/SVG only inside a
 * `.katex` span, spans only with KaTeX's or our error classes, and no
 * attribute that runs script, styles outside KaTeX, or a refused URL.
 */
function expectBalancedAndAllowed(html: string) {
  const stack: { name: string; katex: boolean }[] = [];
  const problems: string[] = [];
  let closes = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const inKatex = stack.some((s) => s.katex);
        const katex = name === "span" && /(^|\s)katex(-display)?(\s|$)/.test(attribs.class ?? "");
        if (MATH_TAGS.has(name) && !inKatex) problems.push(`<${name}> outside KaTeX`);
        if (!MATH_TAGS.has(name) && !MARKDOWN_TAGS.has(name)) problems.push(`<${name}> not allowed`);
        if (name === "span" && !inKatex && !katex && !/^(math-error|math-error__label|math-error math-error--display)$/.test(attribs.class ?? ""))
          problems.push(`span outside KaTeX: ${JSON.stringify(attribs)}`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (/^on/i.test(attr)) problems.push(`event handler ${attr}`);
          if (attr === "style" && !inKatex && !katex) problems.push("style outside KaTeX");
          // eslint-disable-next-line no-control-regex
          if (/^(href|src|xlink:href|action|formaction)$/.test(attr) && /^\s*(javascript|vbscript|data):/i.test(value.replace(/[\s\u0000-\u001f]/g, "")))
            problems.push(`${attr}=${value}`);
          if (inKatex && /^(href|src|xlink:href)$/.test(attr)) problems.push(`${attr} in KaTeX`);
        }
        if (!VOID.has(name)) stack.push({ name, katex });
      },
      onclosetag(name, isImplied) {
        if (VOID.has(name)) return;
        closes += 1;
        if (isImplied) problems.push(`</${name}> implied`);
        const top = stack.pop();
        if (top?.name !== name) problems.push(`</${name}> closes <${top?.name}>`);
      },
    },
    { xmlMode: false, recognizeSelfClosing: true }
  );
  parser.write(html);
  parser.end();
  const endTags = (html.match(/<\/[a-z]/gi) ?? []).length;
  if (endTags !== closes) problems.push(`${endTags - closes} stray end tag(s)`);
  if (stack.length) problems.push(`unclosed: ${stack.map((s) => s.name).join(", ")}`);
  expect(problems, html).toEqual([]);
}

// ---------------------------------------------------------------- item 8

const SCHEMES = [
  "javascript:x", "JAVASCRIPT:x", "jAvAsCrIpT:x", " javascript:x", "java\tscript:x", "java%0ascript:x", "&#106;avascript:x",
  "&#x6A;avascript:x", "javascript&#58;x", "javascript&colon;x", "vbscript:x", "data:text/html,x", "DATA:text/html,x",
  "file:///etc/passwd", "livescript:x", "\\\\evil.example/x", "//evil.example/x", "blob:x", "feed:x", "jar:x",
];

const HOSTILE = [
  ...SCHEMES.map((s) => `[a](${s}) [b](/ok) tail`),
  ...SCHEMES.map((s) => `**[a](${s})** _[b](https://ok.example)_ ok`),
  ...SCHEMES.map((s) => `- [x](${s})\n- [y](/ok)\n\n> [z](${s}) [w](/ok)`),
  ...SCHEMES.map((s) => `| [a](${s}) | [b](/ok) |\n|---|---|\n| [c](${s}) | d |`),
  ...SCHEMES.map((s) => `[ref][r] [ok](/ok)\n\n[r]: ${s}`),
  ...SCHEMES.map((s) => `![i](${s}) [b](/ok)`),
  ...SCHEMES.map((s) => `## [h](${s}) [b](/ok)`),
  "<a href=\"javascript:x\">a</a> [b](/ok)",
  "[a](javascript:x)[b](javascript:y)[c](/ok)[d](javascript:z)",
  "[[a](javascript:x)](/ok)",
  "[a [b](javascript:x) c](/ok) tail",
  "<javascript:alert(1)> [b](/ok)",
  "[a](<javascript:x>) [b](/ok)",
  '[a](javascript:x "t") [b](/ok "t")',
  "<img src=x onerror=alert(1)> [b](/ok)",
  "<svg onload=alert(1)> [b](/ok)",
  "</a></p></div> [b](/ok) <a href=/x>",
  '"><script>alert(1)</script> [b](/ok)',
  "[a](javascript:x) $x$ [b](/ok) tail",
];

describe("refused links leave balanced HTML (item 8)", () => {
  it("keeps the text of a refused link and closes every element", () => {
    const { html } = renderMarkdown("[a](javascript:x) [b](/ok) tail");
    expect(html).toBe('<p>a <a href="/ok">b</a> tail</p>\n');
  });

  it.each(HOSTILE.map((s) => [s]))("renders %j balanced, with only allowed elements", (source) => {
    const { html } = renderMarkdown(source);
    expectBalancedAndAllowed(html);
    expect(html).not.toMatch(/<a\s[^>]*href="\s*(javascript|vbscript|data|file|blob)/i);
  });
});

// ---------------------------------------------------------------- items 3 and 4

describe("Markdown bounds (items 3 and 4)", () => {
  it("2 000 '>' give a Thai error block, not a stack overflow", () => {
    const result = renderMarkdown(">".repeat(2000));
    expect(result.error).toBe(MARKDOWN_PROBLEM_MESSAGES.tooDeep);
    expect(result.html).toContain('class="markdown-error"');
    expect(result.html).toContain("ไม่สามารถแสดงเนื้อหาส่วนนี้ได้");
  });

  it("'_a' × 50 000 stops with a bounded error instead of quadratic work", () => {
    const result = renderMarkdown("_a".repeat(50_000));
    expect(result.error).toBe(MARKDOWN_PROBLEM_MESSAGES.tooComplex);
  });

  const rep = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
  const WORST: [string, string][] = [
    ["*a", rep("*a", 100_000)],
    ["a_", rep("a_", 100_000)],
    ["**a", rep("**a", 100_000)],
    ["[a", rep("[a", 100_000)],
    ["`a", rep("`a", 100_000)],
    ["<a", rep("<a", 100_000)],
    ["<!--", rep("<!-- ", 100_000)],
    ["&amp;", rep("&amp;", 100_000)],
    ["nested brackets", "[".repeat(50_000) + "]".repeat(50_000)],
    ["nested links", "[".repeat(10_000) + "a" + "](/x)".repeat(10_000)],
    ["nested lists", Array.from({ length: 300 }, (_, i) => " ".repeat(2 * i) + "- a").join("\n")],
    ["nested quotes", Array.from({ length: 300 }, (_, i) => ">".repeat(i) + " a").join("\n")],
    ["mixed nesting", "> - ".repeat(40) + "a"],
    ["spaces", " ".repeat(100_000) + "a"],
    ["tabs", "\t".repeat(100_000) + "a"],
    ["headings", rep("# a\n", 100_000)],
    ["setext", rep("a\n=\n", 100_000)],
    ["table", "|" + rep("a|", 50_000) + "\n|" + rep("-|", 50_000)],
    ["html blocks", rep("<div>\n", 100_000)],
    ["formulas", rep("$x^2$ ", 100_000)],
    ["deep formula", "$" + "{".repeat(900) + "x" + "}".repeat(900) + "$"],
  ];

  it.each(WORST)("%s: renders or answers a Thai error, never throws", (_name, source) => {
    const result = renderMarkdown(source);
    if (result.error) expect(result.error).toMatch(/[\u0E00-\u0E7F]/);
    else expect(result.html.length).toBeGreaterThan(0);
  });

  it("finds the broken bound before rendering", () => {
    expect(markdownProblem("a".repeat(MARKDOWN_LIMITS.maxChars + 1))).toBe("tooLong");
    expect(markdownProblem("> ".repeat(MARKDOWN_LIMITS.maxNesting + 1) + "a")).toBe("tooDeep");
    expect(markdownProblem("> ".repeat(MARKDOWN_LIMITS.maxNesting) + "a")).toBeNull();
    expect(markdownProblem("- a\n" + " ".repeat(60) + "- deep")).toBe("tooDeep");
    expect(markdownProblem("a" + " ".repeat(MARKDOWN_LIMITS.maxWhitespaceRun + 1) + "b")).toBe("tooMuchSpace");
    expect(markdownProblem("```\n" + "    ".repeat(20) + "code\n```")).toBeNull();
    expect(lineNesting("> - > 1. x")).toBe(4);
    expect(lineNesting("ข้อความ > ไม่ใช่")).toBe(0);
  });

  it("an article form with such a body gets a Thai field error, with the text kept", () => {
    const body = ">".repeat(2000);
    const parsed = parseArticleForm(
      (() => {
        const f = new FormData();
        for (const [k, v] of Object.entries({ title: "ก", slug: "a", excerpt: "ข", body, tags: "" })) f.set(k, v);
        return f;
      })()
    );
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.body).toBe(markdownLimitError(body));
    expect(parsed.values.body).toBe(body);
  });

  it("ordinary long content renders in full", () => {
    const section = "## หัวข้อ\n\nข้อความ **หนา** _เอียง_ [ลิงก์](/x) `code` และ $x^2$\n\n- ก\n  - ข\n\n> อ้างอิง\n\n";
    const result = renderMarkdown(section.repeat(200));
    expect(result.error).toBeNull();
    expect(result.headings).toHaveLength(200);
  });
});

// ---------------------------------------------------------------- maths

describe("maths with KaTeX", () => {
  it.each([
    ["ราคา $5 และ $10", false],
    ["ราคา $5 และ$10", false],
    ["จ่าย $ 5 $ บาท", false],
    ["ราคา \\$5 หรือ \\$x\\$", false],
    ["$5$10", false],
    ["$$", false],
    ["เงิน $100 กับ $200 ต่อเดือน", false],
    ["`$x$` ในโค้ด", false],
    ["สูตร $x^2$ ง่าย", true],
    ["$a+b$, และ $c$.", true],
    ["$$\\frac{a}{b}$$", true],
    ["$$\n\\int_0^1 x\\,dx\n$$", true],
  ])("%j is maths: %s", (source, isMath) => {
    const { html, hasMath } = renderMarkdown(source);
    expect(hasMath).toBe(isMath);
    expect(html.includes('class="katex')).toBe(isMath);
    if (!isMath) expect(html).toContain("$");
  });

  it("typesets HTML and MathML, display maths as a block", () => {
    const { html, error } = renderMarkdown("ความเร็ว $v = \\frac{s}{t}$\n\n$$E = mc^2$$");
    expect(error).toBeNull();
    expect(html).toContain('<span class="katex">');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(html).toContain('<annotation encoding="application/x-tex">v = \\frac{s}{t}</annotation>');
    expect(html).toContain('<span class="katex-display">');
    expectBalancedAndAllowed(html);
  });

  it("a heading with maths keeps a text id and label", () => {
    const { html, headings } = renderMarkdown("## พื้นที่ $\\pi r^2$");
    expect(headings[0]!.text).toBe("พื้นที่ \\pi r^2");
    expect(html).toMatch(/aria-label="ลิงก์ไปยังหัวข้อ พื้นที่ \\pi r\^2"/);
    expectBalancedAndAllowed(html);
  });

  const HOSTILE_TEX = [
    "\\href{javascript:alert(1)}{x}",
    "\\href{https://evil.example}{x}",
    "\\url{javascript:alert(1)}",
    "\\htmlClass{button}{x}",
    "\\htmlId{main}{x}",
    "\\htmlStyle{position:fixed;top:0}{x}",
    "\\htmlData{foo=bar}{x}",
    "\\includegraphics{https://evil.example/a.png}",
    "\\def\\a{\\a\\a}\\a",
    "\\def\\x{xxxxxxxxxx}\\def\\y{\\x\\x\\x\\x\\x\\x\\x\\x\\x\\x}\\def\\z{\\y\\y\\y\\y\\y\\y\\y\\y\\y\\y}\\z\\z\\z\\z\\z\\z\\z\\z\\z\\z",
    "\\newcommand{\\b}{\\b\\b}\\b",
    "\\gdef\\c{\\c x}\\c",
    "{".repeat(200) + "x" + "}".repeat(200),
    "\\left(".repeat(100) + "x" + "\\right)".repeat(100),
    "\\rule{100000em}{100000em}",
    "\\frac{1}",
    "x^",
    "</span><script>alert(1)</script>",
    "\\text{<img src=x onerror=alert(1)>}",
  ];

  it.each(HOSTILE_TEX.map((t) => [t]))("hostile TeX %j: a Thai error or inert maths", (tex) => {
    const { html, error } = renderMarkdown(`ก่อน $${tex}$ หลัง [b](/ok)`);
    expectBalancedAndAllowed(html);
    expect(html).not.toMatch(/<script|<img|href="(?!\/ok)|evil\.example"/i);
    expect(html).toContain('<a href="/ok">b</a>');
    if (error) {
      expect(error).toMatch(/^สูตร/);
      expect(html).toContain('class="math-error"');
    }
  });

  it("refuses untrusted commands and expansion bombs as errors", () => {
    for (const tex of ["\\href{https://a.example}{x}", "\\htmlClass{a}{x}", "\\includegraphics{/a.png}", "\\def\\a{\\a\\a}\\a"]) {
      expect(renderMarkdown(`$${tex}$`).error, tex).toMatch(/^สูตรคณิตศาสตร์ไม่ถูกต้อง/);
    }
    expect(renderMarkdown(`$${"{".repeat(40)}x${"}".repeat(40)}$`).error).toMatch(/^สูตรซ้อน/);
  });

  it("a wrong formula shows a Thai inline error, and the rest renders", () => {
    const { html, error, hasMath } = renderMarkdown("ถูก $x^2$ ผิด $\\frac{1}$ จบ");
    expect(error).toBe("สูตรคณิตศาสตร์ไม่ถูกต้อง: \\frac{1}");
    expect(hasMath).toBe(true);
    expect(html).toContain('<span class="math-error" role="note"><span class="math-error__label">สูตรคณิตศาสตร์ไม่ถูกต้อง:</span> <code>\\frac{1}</code></span>');
    expect(html).toContain("จบ");
  });
});
