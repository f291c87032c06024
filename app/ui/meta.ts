import type { MetaDescriptor } from "@remix-run/react";
import { BRAND, pageMeta } from "~/platform/site";
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

/** The site's default preview image (its icon) for pages without one of their own. */
const DEFAULT_SOCIAL_IMAGE = { path: "/icon-512.png", width: 512, height: 512 };

/**
 * Open Graph and Twitter tags of a public page. `image` is a site path; pages
 * without their own get the site's icon and a small ("summary") card.
 */
export function socialMeta(opts: {
  type?: "website" | "article";
  title: string;
  description: string;
  url: string;
  origin: string;
  image?: { path: string; alt: string; width: number; height: number };
}): MetaDescriptor[] {
  const image = opts.image ?? { ...DEFAULT_SOCIAL_IMAGE, alt: BRAND };
  const imageUrl = new URL(image.path, opts.origin).href;
  return [
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:locale", content: "th_TH" },
    { property: "og:title", content: opts.title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: opts.url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { name: "twitter:card", content: opts.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: opts.title },
    { name: "twitter:description", content: opts.description },
    { name: "twitter:image", content: imageUrl },
  ];
}
