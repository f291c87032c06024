import type { MetaDescriptor } from "@remix-run/react";
import { pageMeta } from "~/lib/site";
import { mathStylesheet } from "./links";

/** Title, description and canonical link of a content page. */
export function contentMeta(opts: {
  title?: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
  /** The page shows maths: KaTeX's stylesheet is added (only then). */
  math?: boolean;
}): MetaDescriptor[] {
  const meta = pageMeta(opts.title, opts.description);
  if (opts.math) meta.push(mathStylesheet);
  if (opts.canonical) meta.push({ tagName: "link", rel: "canonical", href: opts.canonical });
  if (opts.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
