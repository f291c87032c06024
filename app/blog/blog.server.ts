/**
 * The blog as pages see it: listing (pagination, tag filter, Thai search), one
 * article with its neighbours, the latest articles and the feed. Everything
 * comes from the content cache: no Firestore read once warm.
 */
import { z } from "zod";
import { readingTimeLabel } from "~/platform/thai";
import { formatThaiDate, isoDate } from "~/kernel/clock";
import { searchArticles } from "../content/article-search";
import { blogUrl, type BlogQuery } from "./blog-url";
import { publishedContent, type PublishedArticle } from "../content/cache.server";
import { slugSchema, tagSchema, type ContentImage } from "~/content/fields";
import { pick } from "~/platform/pick";

const BLOG_PAGE_SIZE = 10;
const FEED_SIZE = 20;
const MAX_PAGE = 10_000;

/** An article on a card or in a list (no body). */
export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  cover: ContentImage | null;
  /** ISO date-time. */
  publishedAt: string;
  /** "5 มีนาคม 2568" */
  publishedLabel: string;
  readingLabel: string;
}

function summary(a: PublishedArticle): ArticleSummary {
  return {
    ...pick(a, "id", "slug", "title", "excerpt", "tags", "cover"),
    publishedAt: a.publishedAt!.toISOString(),
    publishedLabel: formatThaiDate(a.publishedAt!),
    readingLabel: readingTimeLabel(a.readingMinutes),
  };
}

// ---------------------------------------------------------------- the listing

/**
 * The listing's query string. `page`: a whole number from 1 (anything else is
 * "invalid" and the route redirects to the first page); `tag`; `q` (up to 100
 * characters; blank means no search).
 */
const blogQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE))
    .optional(),
  tag: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((t) => (t ? t : undefined)),
  q: z
    .string()
    .max(200)
    .optional()
    .transform((q) => {
      const trimmed = q?.replace(/\s+/g, " ").trim().slice(0, 100);
      return trimmed ? trimmed : undefined;
    }),
});

/**
 * Reads `?page=&tag=&q=`. Answers the query, or `{ redirect }` with the
 * canonical URL when `page` is not a whole number ≥ 1 (the page then opens at
 * page 1 instead of failing).
 */
export function parseBlogQuery(url: URL): { query: BlogQuery } | { redirect: string } {
  const raw = {
    page: url.searchParams.get("page") ?? undefined,
    tag: url.searchParams.get("tag") ?? undefined,
    q: url.searchParams.get("q") ?? undefined,
  };
  const parsed = blogQuerySchema.safeParse(raw);
  if (parsed.success) return { query: { page: parsed.data.page ?? 1, tag: parsed.data.tag, q: parsed.data.q } };
  // Keep what is valid, drop what is not.
  const tag = blogQuerySchema.shape.tag.safeParse(raw.tag);
  const q = blogQuerySchema.shape.q.safeParse(raw.q);
  return { redirect: blogUrl({ page: 1, tag: tag.success ? tag.data : undefined, q: q.success ? q.data : undefined }) };
}

export interface BlogPage {
  items: ArticleSummary[];
  page: number;
  totalPages: number;
  total: number;
  tag: string | null;
  /** The tag is not a valid tag or no published article has it. */
  unknownTag: boolean;
  q: string | null;
  /** `page` is past the last page. */
  outOfRange: boolean;
  tags: { tag: string; count: number }[];
}

export async function getBlogPage(query: BlogQuery): Promise<BlogPage> {
  const content = await publishedContent();
  const tag = query.tag ?? null;
  const unknownTag = tag !== null && (!tagSchema.safeParse(tag).success || !content.tags.some((t) => t.tag === tag));
  let list = content.articles;
  if (tag !== null) list = list.filter((a) => a.tags.includes(tag));
  if (query.q) {
    const allowed = new Set(list.map((a) => a.id));
    const byId = new Map(content.articles.map((a) => [a.id, a]));
    list = searchArticles(content.search, query.q)
      .filter((hit) => allowed.has(hit.id))
      .map((hit) => byId.get(hit.id)!);
  }
  const total = list.length;
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const outOfRange = query.page > totalPages;
  const start = (query.page - 1) * BLOG_PAGE_SIZE;
  return {
    items: outOfRange ? [] : list.slice(start, start + BLOG_PAGE_SIZE).map(summary),
    page: query.page,
    totalPages,
    total,
    tag,
    unknownTag,
    q: query.q ?? null,
    outOfRange,
    tags: content.tags,
  };
}

// ---------------------------------------------------------------- one article

interface ArticleView extends ArticleSummary {
  html: string;
  hasMath: boolean;
  headings: { id: string; text: string; depth: number }[];
  updatedAt: string;
  updatedLabel: string;
  /** Updated on a later day than published. */
  wasUpdated: boolean;
}

export interface ArticlePage {
  article: ArticleView;
  /** The next older article. */
  previous: { slug: string; title: string } | null;
  /** The next newer article. */
  next: { slug: string; title: string } | null;
  /** Up to 3 others sharing a tag. */
  related: ArticleSummary[];
}

/** A published article by slug, or null (unknown, malformed or draft). */
export async function getArticlePage(slug: string): Promise<ArticlePage | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  const content = await publishedContent();
  const article = content.articleBySlug.get(slug);
  if (!article) return null;
  const index = content.articles.indexOf(article);
  const older = content.articles[index + 1];
  const newer = index > 0 ? content.articles[index - 1] : undefined;
  const related = content.articles
    .filter((a) => a !== article && a.tags.some((t) => article.tags.includes(t)))
    .slice(0, 3)
    .map(summary);
  return {
    article: {
      ...summary(article),
      html: article.html,
      hasMath: article.hasMath,
      headings: article.headings,
      updatedAt: article.updatedAt.toISOString(),
      updatedLabel: formatThaiDate(article.updatedAt),
      wasUpdated: isoDate(article.updatedAt) > isoDate(article.publishedAt!),
    },
    previous: older ? { slug: older.slug, title: older.title } : null,
    next: newer ? { slug: newer.slug, title: newer.title } : null,
    related,
  };
}

// ---------------------------------------------------------------- home, feed, sitemap

export async function latestArticles(count = 3): Promise<ArticleSummary[]> {
  const content = await publishedContent();
  return content.articles.slice(0, count).map(summary);
}

export interface FeedItem extends ArticleSummary {
  updatedAt: string;
}

/** The newest articles for RSS (default 20). */
export async function feedArticles(count = FEED_SIZE): Promise<FeedItem[]> {
  const content = await publishedContent();
  return content.articles.slice(0, count).map((a) => ({ ...summary(a), updatedAt: a.updatedAt.toISOString() }));
}

/** Every published article's path and last change, and every tag (sitemap). */
export async function blogSitemap(): Promise<{
  articles: { slug: string; updatedAt: Date }[];
  tags: string[];
  latest: Date | null;
}> {
  const content = await publishedContent();
  const latest = content.articles.reduce<Date | null>((max, a) => (!max || a.updatedAt > max ? a.updatedAt : max), null);
  return {
    articles: content.articles.map((a) => ({ slug: a.slug, updatedAt: a.updatedAt })),
    tags: content.tags.map((t) => t.tag),
    latest,
  };
}
