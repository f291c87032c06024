/**
 * The bounds every Markdown text must keep (article bodies, course
 * descriptions, lesson notes): checked when an admin saves, and again before
 * the server renders, so one document can neither overflow the stack nor keep
 * the server busy. Browser-safe and pure (the forms' zod schemas use it too).
 *
 * Measured with `scripts/bench/markdown.ts`: `marked` recurses once per block
 * quote or list level (2 000 `>` overflow the stack), scans the rest of a line
 * for each leading space or tab (quadratic), and scans the rest of a paragraph
 * for each emphasis delimiter, bracket or backtick it cannot close (quadratic:
 * `"_a"` × 50 000 took 32 s). The first two are checked here on the source;
 * the third is bounded while rendering (`MARKDOWN_LIMITS.inlineWork`, counted
 * in markdown.server.ts), because only the lexer knows what is a paragraph.
 */
/** The size an image gets until its real one is known (16:9). */
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export const MARKDOWN_LIMITS = {
  /** Characters of one Markdown field. */
  maxChars: 100_000,
  /** Block quotes and lists inside each other (`> > - >` is 4). */
  maxNesting: 12,
  /** Spaces and tabs in one run (a tab counts as 4). */
  maxWhitespaceRun: 400,
  /**
   * Characters the inline lexer may look ahead over, summed over every
   * position it starts a token at: linear text needs a few million at most;
   * an unclosed-delimiter flood reaches this within a few hundred positions.
   */
  inlineWork: 20_000_000,
  /** `|` in one text (table cells cost the most to render). */
  maxPipes: 4_000,
  /** The same Markdown punctuation repeated in a row (`*****…`). */
  maxPunctuationRun: 200,
  /** Blocks (paragraphs, headings, list items…) in one text. */
  maxBlocks: 5_000,
  /** `$…$` and `$$…$$` formulas in one text. */
  maxFormulas: 500,
  /** Characters of one formula. */
  maxFormulaChars: 2_000,
  /** Characters of all formulas of one text together. */
  maxFormulaTotalChars: 30_000,
  /** Groups nested in one formula. */
  maxFormulaDepth: 32,
} as const;

export type MarkdownProblem = "tooLong" | "tooDeep" | "tooMuchSpace" | "tooComplex" | "tooManyFormulas";

/** Thai messages, for a field error and for the block shown in place of a document. */
export const MARKDOWN_PROBLEM_MESSAGES: Record<MarkdownProblem, string> = {
  tooLong: `เนื้อหายาวเกิน ${MARKDOWN_LIMITS.maxChars.toLocaleString("th-TH")} ตัวอักษร`,
  tooDeep: `เนื้อหาซ้อนกันลึกเกินไป (อ้างอิง > หรือรายการซ้อนกันได้ไม่เกิน ${MARKDOWN_LIMITS.maxNesting} ชั้น)`,
  tooMuchSpace: `มีช่องว่างติดกันยาวเกินไป (ไม่เกิน ${MARKDOWN_LIMITS.maxWhitespaceRun} ช่อง)`,
  tooComplex: "เนื้อหามีเครื่องหมายจัดรูปแบบ (เช่น * _ ` [ ) ที่ไม่ได้ปิดมากเกินไป จึงแสดงผลไม่ได้ กรุณาแบ่งย่อหน้าหรือลดเครื่องหมาย",
  tooManyFormulas: `มีสูตรคณิตศาสตร์มากเกินไป (ไม่เกิน ${MARKDOWN_LIMITS.maxFormulas} สูตร รวมไม่เกิน ${MARKDOWN_LIMITS.maxFormulaTotalChars.toLocaleString("th-TH")} ตัวอักษร)`,
};

/** The depth of block quotes and list items that open a line: `> - > 1. x` is 4. */
export function lineNesting(line: string): number {
  const prefix = /^(?:[ \t]*(?:>|[-+*][ \t]|\d{1,9}[.)][ \t]))*/.exec(line)?.[0] ?? "";
  return (prefix.match(/>|[-+*][ \t]|\d{1,9}[.)][ \t]/g) ?? []).length;
}

function indentColumns(line: string): number {
  let columns = 0;
  for (const c of line) {
    if (c === " ") columns += 1;
    else if (c === "\t") columns += 4;
    else break;
  }
  return columns;
}

/**
 * The first bound a Markdown text breaks (null when it keeps them all), before
 * any rendering. Nested lists are counted by their indentation as well (each
 * level needs at least two more columns).
 */
export function markdownProblem(text: string, maxChars: number = MARKDOWN_LIMITS.maxChars): MarkdownProblem | null {
  if (text.length > maxChars) return "tooLong";
  for (const line of text.split("\n")) {
    const nesting = lineNesting(line);
    if (nesting > 0 && nesting + Math.floor(indentColumns(line) / 4) > MARKDOWN_LIMITS.maxNesting) return "tooDeep";
  }
  if ((text.match(/\|/g)?.length ?? 0) > MARKDOWN_LIMITS.maxPipes) return "tooComplex";
  if (new RegExp(`([*_~\`\\[\\]<!#=|-])\\1{${MARKDOWN_LIMITS.maxPunctuationRun},}`).test(text)) return "tooComplex";
  const spaceRun = new RegExp(`[ \\t]{${Math.ceil(MARKDOWN_LIMITS.maxWhitespaceRun / 4) + 1},}`, "g");
  for (const [run] of text.matchAll(spaceRun)) {
    if ([...run].reduce((n, c) => n + (c === "\t" ? 4 : 1), 0) > MARKDOWN_LIMITS.maxWhitespaceRun) return "tooMuchSpace";
  }
  return null;
}

/** The Thai message for the first bound a text breaks, or null (for a form's field check). */
export function markdownLimitError(text: string, maxChars?: number): string | null {
  const problem = markdownProblem(text, maxChars);
  return problem ? MARKDOWN_PROBLEM_MESSAGES[problem] : null;
}
