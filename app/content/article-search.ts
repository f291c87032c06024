/**
 * Full-text search over the published articles, in memory (the content cache
 * builds the index once per content version). The engine (Thai segmentation,
 * normalisation, scoring) is `~/search/text-index`; this module names the
 * article's fields and their weights: title > tags > excerpt > body.
 */
import { buildTextIndex, searchText, type SearchHit, type TextIndex } from "~/platform/text-index";

export type { SearchHit } from "~/platform/text-index";

export interface SearchableArticle {
  id: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
  /** Plain text of the body. */
  text: string;
}

export const FIELD_WEIGHTS = { title: 10, tags: 7, excerpt: 4, body: 1 } as const;

export type SearchIndex = TextIndex<keyof typeof FIELD_WEIGHTS>;

export function buildSearchIndex(articles: readonly SearchableArticle[]): SearchIndex {
  return buildTextIndex(
    FIELD_WEIGHTS,
    articles.map((a) => ({ id: a.id, fields: { title: a.title, tags: a.tags.join(" "), excerpt: a.excerpt, body: a.text } }))
  );
}

/** Articles matching every run of the query, best first; [] for an empty query. */
export function searchArticles(index: SearchIndex, query: string): SearchHit[] {
  return searchText(index, query);
}
