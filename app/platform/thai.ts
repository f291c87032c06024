/**
 * Thai-language helpers shared by the server and the browser: numbers, word
 * segmentation (Thai has no spaces between words), search tokens, word counts,
 * reading time and durations. Dates and the Buddhist calendar are the clock's
 * (app/kernel/clock.ts).
 */

const NUMBER = new Intl.NumberFormat("th-TH");

/** 1,234 */
export function formatNumber(n: number): string {
  return NUMBER.format(n);
}

// ---------------------------------------------------------------- text and words

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/**
 * Text for comparison: Unicode NFKC (full-width letters and digits folded), lower
 * case, without zero-width characters (Thai editors often insert U+200B as an
 * invisible word break), single spaces. NFKC splits SARA AM (ำ) into NIKHAHIT +
 * SARA AA, which the Thai dictionary does not know: it is put back together, as
 * is the common typing of แ as two เ.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\u0e4d\u0e32/g, "\u0e33")
    .replace(/\u0e40\u0e40/g, "\u0e41")
    .replace(ZERO_WIDTH, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

let segmenter: Intl.Segmenter | undefined;
function thaiSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter("th", { granularity: "word" });
  return segmenter;
}

/** The words of a text in order (normalised), Thai split by the ICU dictionary. */
export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const part of thaiSegmenter().segment(normalizeText(text))) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

/** How many words a text has (Thai words counted by segmentation, not by spaces). */
export function countWords(text: string): number {
  let count = 0;
  for (const part of thaiSegmenter().segment(text)) if (part.isWordLike) count++;
  return count;
}

/** Silent reading speed used for the reading time, in words a minute. */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text, at least 1. */
export function readingMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}

/** A no-break space: a number never ends a line apart from its unit. */
const NBSP = "\u00a0";

/** "อ่าน 4 นาที" (the number and its unit kept on one line). */
export function readingTimeLabel(minutes: number): string {
  return `อ่าน ${minutes}${NBSP}นาที`;
}

/** A duration in minutes in Thai: "45 นาที", "1 ชั่วโมง", "2 ชั่วโมง 5 นาที" (no-break space before each unit). */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}${NBSP}นาที`;
  return rest === 0 ? `${hours}${NBSP}ชั่วโมง` : `${hours}${NBSP}ชั่วโมง ${rest}${NBSP}นาที`;
}

// ---------------------------------------------------------------- search tokens

/**
 * Function words that say little about what an article is about. A query made
 * only of these is still searched for; mixed into other words they are dropped.
 */
const THAI_STOPWORDS: ReadonlySet<string> = new Set([
  ..."การ ความ ที่ และ หรือ ของ ใน เป็น ได้ จะ มี ให้ ไป มา ก็ กับ แล้ว ว่า นี้ นั้น ไม่ อยู่ คือ จาก เพื่อ ซึ่ง แต่ โดย ถ้า ทำ ๆ".split(
    " "
  ),
  ..."the a an and or of to in is for".split(" "),
]);

/** Runs of one script: Thai letters, or other letters and digits (English words, numbers). */
const SCRIPT_RUNS = /[\u0e00-\u0e7f]+|[\p{L}\p{N}\p{M}]+/gu;

/**
 * Splits text into runs of one script: "สรุปบทเรียนด้วยmind map" gives
 * "สรุปบทเรียนด้วย", "mind", "map". The segmenter alone would glue "ด้วยmind".
 */
export function scriptRuns(text: string): string[] {
  return normalizeText(text).match(SCRIPT_RUNS) ?? [];
}

/** One piece of a search query: the run as typed, and its words. */
export interface QueryChunk {
  text: string;
  words: string[];
}

/**
 * A search query as chunks (runs of one script) with their segmented words.
 * Stop words are dropped (and chunks made only of them), unless nothing else
 * is left. At most 12 chunks: a longer query is cut.
 */
export function queryChunks(query: string): QueryChunk[] {
  const chunks = scriptRuns(query).map((run) => ({ text: run, words: segmentWords(run) }));
  const meaningful = chunks
    .map((c) => ({ text: c.text, words: c.words.filter((w) => !THAI_STOPWORDS.has(w)) }))
    .filter((c) => c.words.length > 0 && !THAI_STOPWORDS.has(c.text));
  const kept = meaningful.length > 0 ? meaningful : chunks.filter((c) => c.words.length > 0);
  return kept.slice(0, 12);
}

/**
 * The text with a zero-width space between Thai words, so a renderer without a
 * Thai dictionary (the link-preview images) breaks lines between words only.
 */
export function markWordBreaks(text: string): string {
  const parts: string[] = [];
  for (const part of thaiSegmenter().segment(text)) parts.push(part.segment);
  return parts.join("\u200b").replace(/\u200b?(\s)\u200b?/g, "$1");
}
