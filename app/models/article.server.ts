/**
 * Blog articles: collection `articles`. The one module that reads and writes
 * them in Firestore. Public pages read published articles through the content
 * cache (cache.server.ts, blog.server.ts); the admin functions below read and
 * write Firestore directly and bump the content version on every write.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/lib/firebase-admin.server";
import { bumpContentVersion } from "./content-version.server";
import {
  NotFoundError,
  SlugTakenError,
  assertVersion,
  countedDoc,
  countedDocs,
  dateSchema,
  imageSchema,
  nowTimestamp,
  parseDoc,
  parseDocs,
  slugSchema,
  statusSchema,
  type ContentStatus,
} from "./shared.server";

export const ARTICLES = "articles";

/** A tag: Thai or English words, no punctuation that would break a URL or a list. */
export const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .+#-]*$/u, "แท็กใช้ได้เฉพาะตัวอักษร ตัวเลข เว้นวรรค และขีดกลาง");

/** What an author writes (admin form, seed). */
export const articleInputSchema = z.object({
  slug: slugSchema,
  title: z.string().trim().min(1).max(160),
  excerpt: z.string().trim().min(1).max(320),
  /** Markdown. */
  body: z.string().max(100_000),
  tags: z
    .array(tagSchema)
    .max(8)
    .transform((tags) => [...new Set(tags)]),
  cover: imageSchema.nullable().default(null),
  status: statusSchema.default("draft"),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

/** A stored article. */
export const articleSchema = articleInputSchema.extend({
  id: z.string(),
  status: statusSchema,
  cover: imageSchema.nullable(),
  /** Set on first publish; kept through unpublish/republish (the article's date). */
  publishedAt: dateSchema.nullable(),
  createdAt: dateSchema,
  /** Also the version for conflict checks on update. */
  updatedAt: dateSchema,
});
export type Article = z.infer<typeof articleSchema>;

function collection() {
  return db().collection(ARTICLES);
}

/** Firestore data for an article input (timestamps added by the caller). */
export function articleData(input: ArticleInput) {
  return articleInputSchema.parse(input);
}

// ---------------------------------------------------------------- public (through the cache)

/** All published articles, newest first (the content cache loads these). */
export async function fetchPublishedArticles(): Promise<Article[]> {
  const snap = await collection().where("status", "==", "published").orderBy("publishedAt", "desc").get();
  return parseDocs(articleSchema, countedDocs(snap));
}

// ---------------------------------------------------------------- admin

/** Every article, drafts too, most recently edited first. */
export async function listAllArticles(): Promise<Article[]> {
  const snap = await collection().orderBy("updatedAt", "desc").get();
  return parseDocs(articleSchema, countedDocs(snap));
}

export async function getArticleById(id: string): Promise<Article | null> {
  const snap = countedDoc(await collection().doc(id).get());
  return snap ? parseDoc(articleSchema, snap) : null;
}

async function assertSlugFree(tx: Transaction, slug: string, exceptId?: string): Promise<void> {
  const snap = await tx.get(collection().where("slug", "==", slug).limit(2));
  if (countedDocs(snap).some((d) => d.id !== exceptId)) throw new SlugTakenError(slug);
}

async function readInTx(tx: Transaction, ref: DocumentReference): Promise<Article> {
  const snap = countedDoc(await tx.get(ref));
  const article = snap ? parseDoc(articleSchema, snap) : null;
  if (!article) throw new NotFoundError("article", ref.id);
  return article;
}

/** Creates an article (a draft unless `status` says otherwise). Throws SlugTakenError. */
export async function createArticle(input: ArticleInput, opts: { id?: string } = {}): Promise<Article> {
  const data = articleData(input);
  const ref = opts.id ? collection().doc(opts.id) : collection().doc();
  await db().runTransaction(async (tx) => {
    await assertSlugFree(tx, data.slug);
    const now = nowTimestamp();
    tx.create(ref, { ...data, createdAt: now, updatedAt: now, publishedAt: data.status === "published" ? now : null });
    await bumpContentVersion(tx);
  });
  return (await getArticleById(ref.id))!;
}

/**
 * Saves an edited article. `expectedUpdatedAt` is the `updatedAt` the editor
 * loaded: if the stored one differs, someone saved in between (ConflictError).
 */
export async function updateArticle(id: string, input: ArticleInput, expectedUpdatedAt: Date | string): Promise<Article> {
  const data = articleData(input);
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    const current = await readInTx(tx, ref);
    assertVersion("article", id, current.updatedAt, expectedUpdatedAt);
    if (data.slug !== current.slug) await assertSlugFree(tx, data.slug, id);
    const now = nowTimestamp();
    const publishedAt = data.status === "published" ? current.publishedAt ?? now.toDate() : current.publishedAt;
    tx.update(ref, { ...data, updatedAt: now, publishedAt });
    await bumpContentVersion(tx);
  });
  return (await getArticleById(id))!;
}

/** Publishes or unpublishes. The first publish sets `publishedAt`. */
export async function setArticleStatus(id: string, status: ContentStatus, expectedUpdatedAt?: Date | string): Promise<Article> {
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    const current = await readInTx(tx, ref);
    if (expectedUpdatedAt !== undefined) assertVersion("article", id, current.updatedAt, expectedUpdatedAt);
    const now = nowTimestamp();
    tx.update(ref, {
      status,
      updatedAt: now,
      publishedAt: status === "published" ? current.publishedAt ?? now.toDate() : current.publishedAt,
    });
    await bumpContentVersion(tx);
  });
  return (await getArticleById(id))!;
}

export async function deleteArticle(id: string): Promise<void> {
  const ref = collection().doc(id);
  await db().runTransaction(async (tx) => {
    await readInTx(tx, ref);
    tx.delete(ref);
    await bumpContentVersion(tx);
  });
}
