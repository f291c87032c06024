/**
 * A small in-memory full-text index for Thai and English text, shared by the
 * blog's search and the site-wide search. Thai has no spaces between words, so
 * both sides are segmented with Intl.Segmenter (`~/platform/thai`), and a query piece
 * also matches as a substring: ICU may cut the same word differently in
 * different sentences, and a word the dictionary does not know is cut into
 * pieces. Text is normalised (NFKC, case, zero-width characters) on both sides.
 *
 * Rules: the query is split into runs of one script (Thai, or Latin/digits);
 * every run must match (AND). A run matches a field when it occurs in it as a
 * whole, or when all of its words do (as words or substrings). Scores weigh the
 * field, whole-run matches over word matches, and repeated words; ties keep the
 * documents' order. Browser-safe, no I/O.
 */
import { normalizeText, queryChunks, segmentWords, type QueryChunk } from "~/platform/thai";

interface IndexedField {
  /** Normalised text with spaces removed (Thai runs across a line break still match). */
  compact: string;
  /** Word → occurrences. */
  words: Map<string, number>;
}

interface IndexedDoc<F extends string> {
  id: string;
  position: number;
  fields: Record<F, IndexedField>;
}

export interface TextIndex<F extends string> {
  weights: Readonly<Record<F, number>>;
  docs: IndexedDoc<F>[];
}

function indexField(text: string): IndexedField {
  const words = new Map<string, number>();
  for (const w of segmentWords(text)) words.set(w, (words.get(w) ?? 0) + 1);
  return { compact: normalizeText(text).replace(/\s+/g, ""), words };
}

/** Indexes documents (in their display order) with a weight per field; a field's text may be "". */
export function buildTextIndex<F extends string>(
  weights: Readonly<Record<F, number>>,
  docs: readonly { id: string; fields: Readonly<Record<F, string>> }[]
): TextIndex<F> {
  const names = Object.keys(weights) as F[];
  return {
    weights,
    docs: docs.map((d, position) => ({
      id: d.id,
      position,
      fields: Object.fromEntries(names.map((n) => [n, indexField(d.fields[n])])) as Record<F, IndexedField>,
    })),
  };
}

/** Short Latin fragments ("a", "js") only count as whole words, not inside other words. */
export function substringAllowed(term: string): boolean {
  return /[\u0e00-\u0e7f]/.test(term) || term.length >= 3;
}

function wordScore(field: IndexedField, word: string): number {
  const count = field.words.get(word);
  if (count) return 1 + Math.log2(count);
  if (substringAllowed(word) && field.compact.includes(word)) return 0.6;
  return 0;
}

/** The score of one query run in one document, 0 when it does not match. */
function chunkScore<F extends string>(index: TextIndex<F>, doc: IndexedDoc<F>, chunk: QueryChunk): number {
  const names = Object.keys(index.weights) as F[];
  let score = 0;
  for (const name of names) {
    const f = doc.fields[name];
    const weight = index.weights[name];
    if (chunk.text.length > 0 && substringAllowed(chunk.text) && f.compact.includes(chunk.text)) {
      // The whole run as typed: the strongest evidence.
      score += weight * (2 + 0.5 * (chunk.words.length - 1));
      continue;
    }
    if (chunk.words.length === 1 && f.words.has(chunk.text)) {
      score += weight * 2;
      continue;
    }
    const scores = chunk.words.map((w) => wordScore(f, w));
    if (scores.every((s) => s > 0)) score += weight * (scores.reduce((a, b) => a + b, 0) / scores.length);
  }
  if (score > 0) return score;
  // Not within one field: the run's words may still all occur across fields.
  const anywhere = chunk.words.every((w) => names.some((name) => wordScore(doc.fields[name], w) > 0));
  return anywhere ? 0.5 : 0;
}

export interface SearchHit {
  id: string;
  score: number;
}

/** Documents matching every run of the query (already split into chunks), best first. */
export function searchChunks<F extends string>(index: TextIndex<F>, chunks: readonly QueryChunk[]): SearchHit[] {
  if (chunks.length === 0) return [];
  const hits: (SearchHit & { position: number })[] = [];
  for (const doc of index.docs) {
    let total = 0;
    let matched = true;
    for (const chunk of chunks) {
      const s = chunkScore(index, doc, chunk);
      if (s === 0) {
        matched = false;
        break;
      }
      total += s;
    }
    if (matched) hits.push({ id: doc.id, score: Math.round(total * 100) / 100, position: doc.position });
  }
  hits.sort((a, b) => b.score - a.score || a.position - b.position);
  return hits.map(({ id, score }) => ({ id, score }));
}

/** Documents matching every run of the query, best first; [] for an empty query. */
export function searchText<F extends string>(index: TextIndex<F>, query: string): SearchHit[] {
  return searchChunks(index, queryChunks(query));
}
