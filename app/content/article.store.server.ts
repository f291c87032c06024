/**
 * Blog articles: collection `articles`, through the content repository. Public
 * pages read published articles through the content cache (cache.server.ts,
 * blog.server.ts); the admin writes go through the repository, which bumps the
 * content version with every write.
 */
import { z } from "zod";
import { articleInputSchema, articleKind } from "~/content/article";
import { contentRepository } from "./repository.store.server";
import { publishedFields, storedMarkdown } from "./shared.store.server";


/** A stored article. */
export const articleSchema = articleInputSchema.extend({ ...publishedFields, body: storedMarkdown });
export type Article = z.infer<typeof articleSchema>;

export const articles = contentRepository<Article>({
  def: articleKind,
  stored: articleSchema,
  order: [["updatedAt", "desc"]],
  publishedOrder: [["publishedAt", "desc"]],
});

/** `fetchPublishedArticles`: the published ones, newest first (the content cache loads these); `listAllArticles`: drafts too. */
export const { listPublished: fetchPublishedArticles, list: listAllArticles, get: getArticleById, setStatus: setArticleStatus } = articles;
