/**
 * Full-text search over the published articles, in memory (the content cache
 * builds the index once per content version). Thai has no spaces between words,
 * so both sides are segmented with Intl.Segmenter, and a query piece also
 * matches as a substring: ICU may cut the same word differently in different
 * sentences, and a word the dictionary does not know is cut into pieces.
 *
 * Rules: the query is split into runs of one script (Thai, or Latin/digits);
 * every run must match (AND). A run matches a field when it occurs in it as a
 * whole, or when all of its words do (as words or substrings). Scores weigh the
 * field (title > tags > excerpt > body), whole-run matches over word matches,
 * and repeated words; ties keep the articles' order (newest first).
 */
import { normalizeText, queryChunks, segmentWords, type QueryChunk } from "~/lib/thai";

export interface SearchableArticle {
  id: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
  /** Plain text of the body. */
  text: string;
}

const FIELDS = ["title", "tags", "excerpt", "body"] as const;
type Field = (typeof FIELDS)[number];

export const FIELD_WEIGHTS: Record<Field, number> = { title: 10, tags: 7, excerpt: 4, body: 1 };

interface IndexedField {
  /** Normalised text with spaces removed (Thai runs across a line break still match). */
  compact: string;
  /** Word → occurrences. */
  words: Map<string, number>;
}

interface IndexedArticle {
  id: string;
  position: number;
  fields: Record<Field, IndexedField>;
}

export interface SearchIndex {
  articles: IndexedArticle[];
}

function indexField(text: string): IndexedField {
  const words = new Map<string, number>();
  for (const w of segmentWords(text)) words.set(w, (words.get(w) ?? 0) + 1);
  return { compact: normalizeText(text).replace(/\s+/g, ""), words };
}

export function buildSearchIndex(articles: readonly SearchableArticle[]): SearchIndex {
  return {
    articles: articles.map((a, position) => ({
      id: a.id,
      position,
      fields: {
        title: indexField(a.title),
        tags: indexField(a.tags.join(" ")),
        excerpt: indexField(a.excerpt),
        body: indexField(a.text),
      },
    })),
  };
}

/** Short Latin fragments ("a", "js") only count as whole words, not inside other words. */
function substringAllowed(term: string): boolean {
  return /[\u0e00-\u0e7f]/.test(term) || term.length >= 3;
}

function wordScore(field: IndexedField, word: string): number {
  const count = field.words.get(word);
  if (count) return 1 + Math.log2(count);
  if (substringAllowed(word) && field.compact.includes(word)) return 0.6;
  return 0;
}

/** The score of one query run in one article, 0 when it does not match. */
function chunkScore(article: IndexedArticle, chunk: QueryChunk): number {
  let score = 0;
  for (const field of FIELDS) {
    const f = article.fields[field];
    const weight = FIELD_WEIGHTS[field];
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
  const anywhere = chunk.words.every((w) => FIELDS.some((field) => wordScore(article.fields[field], w) > 0));
  return anywhere ? 0.5 : 0;
}

export interface SearchHit {
  id: string;
  score: number;
}

/** Articles matching every run of the query, best first; [] for an empty query. */
export function searchArticles(index: SearchIndex, query: string): SearchHit[] {
  const chunks = queryChunks(query);
  if (chunks.length === 0) return [];
  const hits: (SearchHit & { position: number })[] = [];
  for (const article of index.articles) {
    let total = 0;
    let matched = true;
    for (const chunk of chunks) {
      const s = chunkScore(article, chunk);
      if (s === 0) {
        matched = false;
        break;
      }
      total += s;
    }
    if (matched) hits.push({ id: article.id, score: Math.round(total * 100) / 100, position: article.position });
  }
  hits.sort((a, b) => b.score - a.score || a.position - b.position);
  return hits.map(({ id, score }) => ({ id, score }));
}
