/**
 * `npm run bench:markdown`: the worst Markdown inputs found for `marked` (and
 * KaTeX), each rendered once by the site's renderer at the field's size limit,
 * with the time it took and whether it rendered or answered its bounded Thai
 * error. Before the bounds on nesting and length, `"_a"` × 50 000 took 32 s
 * and 2 000 `>` overflowed the stack.
 */
import { MARKDOWN_LIMITS } from "../../app/services/markdown/markdown-limits.ts";
import { renderMarkdown } from "../../app/services/markdown/markdown.server.ts";

const N: number = MARKDOWN_LIMITS.maxChars;
const rep = (s: string, total: number = N) => s.repeat(Math.ceil(total / s.length)).slice(0, total);

const CASES: Record<string, string> = {
  "emphasis _a": rep("_a"),
  "emphasis a_": rep("a_"),
  "emphasis *a": rep("*a"),
  "strong **a": rep("**a"),
  "strike ~a": rep("~a"),
  "nested *…*": "*".repeat(N / 2) + "a" + "*".repeat(N / 2 - 1),
  "brackets [a": rep("[a"),
  "nested [[…]]": "[".repeat(N / 2) + "]".repeat(N / 2),
  "nested links": "[".repeat(N / 10) + "a" + "](/x)".repeat(N / 10),
  "images ![": rep("!["),
  "backticks `a": rep("`a"),
  "backtick runs": rep("a`` "),
  "tags <a": rep("<a"),
  "comments <!--": rep("<!-- "),
  "autolinks <http": rep("<http://a"),
  "www autolinks": rep("www.a"),
  "entities &amp;": rep("&amp;"),
  "numeric entities": rep("&#1;"),
  "backslashes": rep("\\"),
  "2 000 >": ">".repeat(2000),
  "nested quotes": Array.from({ length: 440 }, (_, i) => ">".repeat(i)).join("\n"),
  "nested lists": Array.from({ length: 300 }, (_, i) => " ".repeat(2 * i) + "- a").join("\n").slice(0, N),
  "spaces": " ".repeat(N - 1) + "a",
  "tabs": "\t".repeat(N - 1) + "a",
  "table columns": "|" + rep("a|", N / 2 - 2) + "\n|" + rep("-|", N / 2 - 2),
  "table rows": "|a|b|\n|-|-|\n" + rep("|a|b|\n", N - 20),
  "html blocks": rep("<div>\n"),
  "link definitions": rep("[a]: /x\n"),
  "headings": rep("# a\n"),
  "setext headings": rep("a\n=\n"),
  "list items": rep("- a\n"),
  "code fences": rep("```\n"),
  "Thai text": rep("ภาษาไทยง่าย ๆ "),
  "formulas $x^2$": rep("$x^2$ "),
  "deep formulas": rep("$" + "{".repeat(30) + "x" + "}".repeat(30) + "$ "),
  "deep formula": "$" + "{".repeat(900) + "x" + "}".repeat(900) + "$",
  "macro bomb": rep("$\\def\\a{\\a\\a}\\a$ ", 2000),
};

const rows = Object.entries(CASES).map(([name, input]) => {
  const start = performance.now();
  const { error } = renderMarkdown(input);
  return { name, chars: input.length, ms: Math.round(performance.now() - start), result: error ? `error: ${error.slice(0, 40)}` : "rendered" };
});
console.table(rows);
const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log(`slowest: ${worst.name}, ${worst.ms} ms`);
