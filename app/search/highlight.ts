/**
 * Highlighting of search matches in shown text (titles and summaries here;
 * Markdown excerpts through `inlinePreview`'s `highlight`, with `matchRanges`). The terms are found in the text after the same normalisation
 * the index uses (NFKC, case, zero-width characters), mapped back to the
 * original characters, so what is marked is exactly what was typed in the
 * content. Browser-safe, no I/O.
 */
import type { QueryChunk } from "~/platform/thai";
import { substringAllowed } from "../platform/text-index";

export interface TextPart {
  text: string;
  hit: boolean;
}

const ZERO_WIDTH = /^[\u200b-\u200d\u2060\ufeff\u00ad]$/;

/** The text normalised one character at a time, with the original index of every normalised code unit. */
function normalisedWithMap(text: string): { norm: string; origin: number[] } {
  let norm = "";
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const piece = ZERO_WIDTH.test(ch) ? "" : ch.normalize("NFKC").replace(/\u0e4d\u0e32/g, "\u0e33").toLowerCase();
    for (let k = 0; k < piece.length; k++) origin.push(i);
    norm += piece;
    i += ch.length;
  }
  return { norm, origin };
}

/** The terms worth marking: each query run as typed, and its words (longest first). */
export function highlightTerms(chunks: readonly QueryChunk[]): string[] {
  const terms = new Set<string>();
  for (const c of chunks) {
    if (c.text) terms.add(c.text);
    for (const w of c.words) terms.add(w);
  }
  return [...terms].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
}

/** Start/end ranges (original indexes) of the terms in the text, merged, at most `maxRanges`. */
export function matchRanges(text: string, terms: readonly string[], maxRanges = 50): [number, number][] {
  if (terms.length === 0 || text === "") return [];
  const { norm, origin } = normalisedWithMap(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const wholeWordOnly = !substringAllowed(term);
    let from = 0;
    while (ranges.length < maxRanges * 4) {
      const at = norm.indexOf(term, from);
      if (at < 0) break;
      from = at + term.length;
      if (wholeWordOnly && (/[\p{L}\p{N}]/u.test(norm[at - 1] ?? "") || /[\p{L}\p{N}]/u.test(norm[at + term.length] ?? ""))) continue;
      const start = origin[at]!;
      const lastOrigin = origin[at + term.length - 1]!;
      // The end: past the whole original character that gave the last unit.
      ranges.push([start, lastOrigin + (text.codePointAt(lastOrigin)! > 0xffff ? 2 : 1)]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged.slice(0, maxRanges);
}

function split(text: string, ranges: readonly [number, number][]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [s, e] of ranges) {
    if (s > at) parts.push({ text: text.slice(at, s), hit: false });
    parts.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/** The whole text in parts, matches marked. */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  return split(text, matchRanges(text, terms));
}

