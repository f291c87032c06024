/**
 * Blog articles: collection `articles`, through the content repository. Public
 * pages read published articles through the content cache (cache.server.ts,
 * blog.server.ts); the admin writes go through the repository, which bumps the
 * content version with every write.
 */
import { z } from "zod";
import { articleInputSchema, articleKind, type ArticleInput } from "~/content/article";
import { contentRepository } from "./repository.server";
import { publishedFields } from "./shared.server";

export type { ArticleInput } from "~/content/article";
export const ARTICLES = articleKind.collection;

/** A stored article. */
export const articleSchema = articleInputSchema.extend(publishedFields);
export type Article = z.infer<typeof articleSchema>;

/** Firestore data for an article input (timestamps added by the caller: seed, bench). */
export function articleData(input: ArticleInput) {
  return articleInputSchema.parse(input);
}

export const articles = contentRepository<Article>({
  kind: "article",
  collection: ARTICLES,
  schema: articleInputSchema,
  stored: articleSchema,
  slugFromTitle: true,
  publishedAt: true,
  order: [["updatedAt", "desc"]],
  publishedOrder: [["publishedAt", "desc"]],
});

/** All published articles, newest first (the content cache loads these). */
export const fetchPublishedArticles = articles.listPublished;

export const listAllArticles = articles.list;
export const getArticleById = articles.get;
export const createArticle = (input: ArticleInput, opts: { id?: string } = {}) => articles.create(input, opts);
export const updateArticle = (id: string, input: ArticleInput, expected: Date | string) => articles.update(id, input, expected);
export const setArticleStatus = articles.setStatus;
export async function deleteArticle(id: string): Promise<void> {
  await articles.remove(id);
}
