/** The article kind: blog posts at /blog/:slug (see ./kind.ts for the shape). */
import type { z } from "zod";
import { articleUrl } from "~/kernel/urls";
import { FIELD, fieldSet } from "./field-set";
import { contentKind, pageBySlug } from "./kind";

const fields = fieldSet({
  title: FIELD.title,
  slug: FIELD.slug,
  excerpt: FIELD.summary("excerpt"),
  body: FIELD.markdown("body"),
  tags: FIELD.tags,
  cover: FIELD.cover,
});

export const articleKind = contentKind("article", "articles", fields, pageBySlug(articleUrl));
export const articleInputSchema = articleKind.schema;
export type ArticleInput = z.input<typeof articleInputSchema>;
