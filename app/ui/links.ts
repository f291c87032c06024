import type { LinksFunction } from "@remix-run/node";
import katexCss from "katex/dist/katex-swap.min.css?url";
import contentCss from "~/styles/content.css?url";

/** The stylesheet of the content pages (each content route exports this as `links`). */
export const contentLinks: LinksFunction = () => [{ rel: "stylesheet", href: contentCss }];

/**
 * KaTeX's stylesheet (self-hosted: Vite bundles it and its fonts from the katex
 * package). Only pages whose content has maths add it, through their `meta`
 * (a `links` function cannot see the loader's data).
 */
export const mathStylesheet = { tagName: "link", rel: "stylesheet", href: katexCss } as const;
