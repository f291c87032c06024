/** The article kind: blog posts at /blog/:slug (see ./kind.ts for the shape). */
import { z } from "zod";
import { LIMITS, imageSchema, markdown, requiredText, slugSchema, statusSchema, tagsSchema } from "./fields";
import { articleUrl, sitePath } from "~/lib/urls";
import { coerce, coverForm, coverOf, kindBasics, type ContentKindDef } from "./kind";

export const ARTICLE_FIELDS = ["title", "slug", "excerpt", "body", "tags", "coverUrl", "coverAlt"] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

export const articleInputSchema = z.object({
  status: statusSchema.default("draft"),
  slug: slugSchema,
  title: requiredText("title", LIMITS.title),
  excerpt: requiredText("excerpt", LIMITS.summary),
  /** Markdown. */
  body: markdown("body", LIMITS.markdown),
  tags: tagsSchema,
  cover: imageSchema.nullable().default(null),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleKind = {
  ...kindBasics("article", "articles", ARTICLE_FIELDS),
  markdownField: "body",
  schema: articleInputSchema,
  formSchema: articleInputSchema.omit({ status: true }),
  fromForm: (v) => ({
    title: v.title,
    slug: coerce.slug(v.slug),
    excerpt: v.excerpt,
    body: coerce.markdown(v.body),
    tags: coerce.tags(v.tags),
    cover: coverOf(v.coverUrl, v.coverAlt),
  }),
  toForm: (a) => ({
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    body: a.body,
    tags: a.tags.join(", "),
    ...coverForm(a.cover),
  }),
  slugFromTitle: true,
  publishedAt: true,
  editUrl: (id) => sitePath(["admin", "articles", id]),
  publicUrl: (a) => (a.status === "published" ? articleUrl(a.slug) : null),
} satisfies ContentKindDef<ArticleField, typeof articleInputSchema, z.ZodObject>;
