/**
 * Full-text search over the published articles, in memory (the content cache
 * builds the index once per content version). The engine (Thai segmentation,
 * normalisation, scoring) is `~/search/text-index`; this module names the
 * article's fields and their weights: title > tags > summary (the excerpt) > body.
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

/**
 * The one weight table of the site's search: /blog?q= and /search rank an article alike.
 * A tag weighs 7: a tag is a keyword the author chose, nearer the title (10) than the
 * summary (4). Courses and lessons have no tags; their summary and body use the same weights.
 */
export const SEARCH_WEIGHTS = { title: 10, tags: 7, summary: 4, body: 1 } as const;

export type SearchIndex = TextIndex<keyof typeof SEARCH_WEIGHTS>;

export function buildSearchIndex(articles: readonly SearchableArticle[]): SearchIndex {
  return buildTextIndex(
    SEARCH_WEIGHTS,
    articles.map((a) => ({ id: a.id, fields: { title: a.title, tags: a.tags.join(" "), summary: a.excerpt, body: a.text } }))
  );
}

/** Articles matching every run of the query, best first; [] for an empty query. */
export function searchArticles(index: SearchIndex, query: string): SearchHit[] {
  return searchText(index, query);
}
