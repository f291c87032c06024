import type { MetaDescriptor } from "@remix-run/react";
import { pageMeta } from "~/lib/site";

/** Title, description and canonical link of a content page. */
export function contentMeta(opts: {
  title?: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const meta = pageMeta(opts.title, opts.description);
  if (opts.canonical) meta.push({ tagName: "link", rel: "canonical", href: opts.canonical });
  if (opts.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
