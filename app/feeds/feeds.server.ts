/**
 * Machine-readable views of the public site, in one place: the blog's RSS 2.0 feed, the
 * sitemap and robots.txt. All from the content cache, every URL from the site's URL
 * builders (`kernel/urls.ts`, encoded) made absolute on the public origin.
 */
import { BRAND, DESCRIPTION } from "~/platform/site";
import { isoDate } from "~/kernel/clock";
import { blogSitemap, blogUrl, feedArticles } from "~/blog/index.server";
import { learningSitemap } from "~/learning/index.server";
import { articleUrl, blogHomeUrl, blogRssUrl, dashboardUrl, homeUrl, sitemapUrl } from "~/kernel/urls";

function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** RFC 822 date for RSS, e.g. "Wed, 05 Mar 2025 02:00:00 GMT". */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** A site path made absolute on `origin`. */
const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The feed of the latest 20 articles. */
export async function rssFeed(origin: string): Promise<string> {
  const items = await feedArticles();
  const blog = absolute(blogHomeUrl(), origin);
  const lastBuild = items[0]?.updatedAt ?? new Date(0).toISOString();
  const entries = items
    .map((a) => {
      const link = absolute(articleUrl(a.slug), origin);
      const categories = a.tags.map((t) => `      <category>${escapeXml(t)}</category>`).join("\n");
      return [
        "    <item>",
        `      <title>${escapeXml(a.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rfc822(a.publishedAt)}</pubDate>`,
        `      <description>${escapeXml(a.excerpt)}</description>`,
        categories,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`บทความ | ${BRAND}`)}</title>
    <link>${escapeXml(blog)}</link>
    <description>${escapeXml(DESCRIPTION)}</description>
    <language>th</language>
    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>
    <atom:link href="${escapeXml(absolute(blogRssUrl(), origin))}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

/**
 * Every public page: home, blog, tag listings, articles, dashboard, courses,
 * free lessons; `isPublic` (the routes' page policy) has the last word.
 */
export async function sitemap(origin: string, isPublic: (path: string) => boolean): Promise<string> {
  const [blog, learning] = await Promise.all([blogSitemap(), learningSitemap()]);
  const urls: { loc: string; lastmod?: Date }[] = [
    { loc: homeUrl(), lastmod: blog.latest ?? undefined },
    { loc: blogHomeUrl(), lastmod: blog.latest ?? undefined },
    ...blog.tags.map((tag) => ({ loc: blogUrl({ page: 1, tag }) })),
    ...blog.articles.map((a) => ({ loc: articleUrl(a.slug), lastmod: a.updatedAt })),
    { loc: dashboardUrl() },
    ...learning.map((l) => ({ loc: l.path, lastmod: l.updatedAt })),
  ];
  const body = urls
    .filter(({ loc }) => isPublic(new URL(loc, origin).pathname))
    .map(({ loc, lastmod }) => {
      const url = absolute(loc, origin);
      const mod = lastmod ? `<lastmod>${isoDate(lastmod)}</lastmod>` : "";
      return `  <url><loc>${escapeXml(url)}</loc>${mod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /login",
    "Disallow: /_app",
    "",
    `Sitemap: ${absolute(sitemapUrl(), origin)}`,
    "",
  ].join("\n");
}
