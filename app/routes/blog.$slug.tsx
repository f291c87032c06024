import { notFound, or503 } from "~/kernel/http.server";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { movedSlug, publishedContent } from "~/content/cache.server";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { CardSection } from "~/ui/CardSection";
import { ArticleCard } from "~/blog/ArticleCard";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { CoverArt } from "~/ui/CoverArt";
import { contentLinks } from "~/ui/links";
import { contentMeta, socialMeta } from "~/ui/meta";
import { BLOG_TEXT } from "~/blog/messages";
import { Prose } from "~/ui/Prose";
import { TagChips } from "~/ui/TagChips";
import { tagIcon } from "~/ui/tag-icons";
import { articleUrl, blogHomeUrl } from "~/kernel/urls";
import { ogImagePath } from "~/services/og-image/og-image.server";
import { OG_HEIGHT, OG_WIDTH } from "~/platform/site";
import { getArticlePage } from "~/blog/blog.server";
import { publicOrigin } from "~/platform/origin.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: true, views: true });

export const links = contentLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return contentMeta({ title: "ไม่พบหน้านี้", noindex: true });
  const { article, origin } = data;
  const url = `${origin}${articleUrl(article.slug)}`;
  return [
    ...contentMeta({ title: article.title, description: article.excerpt, canonical: url, math: article.hasMath }),
    ...socialMeta({
      type: "article",
      title: article.title,
      description: article.excerpt,
      url,
      origin,
      image: { path: data.ogImage, alt: article.title, width: OG_WIDTH, height: OG_HEIGHT },
    }),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = await or503(getArticlePage(params.slug ?? ""));
  if (!page) {
    // An old address of an article whose slug was changed: 301 to the current one.
    const moved = movedSlug(await or503(publishedContent()), "article", params.slug ?? "");
    if (moved) throw redirect(articleUrl(moved), 301);
    notFound();
  }
  return { ...page, origin: publicOrigin(request), ogImage: ogImagePath({ kind: "article", slug: page.article.slug, title: page.article.title }) };
}

export default function BlogArticle() {
  const { article, previous, next, related } = useLoaderData<typeof loader>();
  return (
    <article className="article-page">
      <header className="article-hero">
        <div className="container">
          <div className="article-hero__inner">
            <Breadcrumbs items={[{ label: BLOG_TEXT.article.breadcrumb, to: blogHomeUrl() }, { label: article.title }]} />
            <h1 className="article-hero__title">{article.title}</h1>
            <p className="article-hero__excerpt">{article.excerpt}</p>
            <p className="article-meta article-meta--large">
              <span>
                {BLOG_TEXT.article.published} <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
              </span>
              <span aria-hidden="true">·</span>
              <span>{article.readingLabel}</span>
              {article.wasUpdated ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>
                    {BLOG_TEXT.article.updated} <time dateTime={article.updatedAt}>{article.updatedLabel}</time>
                  </span>
                </>
              ) : null}
            </p>
            <TagChips tags={article.tags.map((tag) => ({ tag }))} label={BLOG_TEXT.article.tags} />
          </div>
        </div>
      </header>

      <div className="container article-layout">
        {/* Phones and tablets: the contents before the article, collapsed (the aside shows from 1024 px). */}
        {article.headings.length > 1 ? (
          <details className="toc toc--collapsed">
            <summary className="toc__title">{BLOG_TEXT.article.toc}</summary>
            <nav aria-label={BLOG_TEXT.article.toc}>
              <TocLinks headings={article.headings} />
            </nav>
          </details>
        ) : null}
        <div className="article-layout__main">
          <CoverArt seed={article.slug} image={article.cover} icon={tagIcon(article.tags[0])} size="banner" />
          <Prose html={article.html} className="article-body" />
          <nav className="article-nav" aria-label="บทความก่อนหน้าและถัดไป">
            {previous ? (
              <Link
                to={articleUrl(previous.slug)}
                className="article-nav__link article-nav__link--prev"
                rel="prev"
                prefetch="intent"
              >
                <span className="article-nav__label">← {BLOG_TEXT.article.previous}</span>
                <span className="article-nav__title">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={articleUrl(next.slug)} className="article-nav__link article-nav__link--next" rel="next" prefetch="intent">
                <span className="article-nav__label">{BLOG_TEXT.article.next} →</span>
                <span className="article-nav__title">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        </div>
        {article.headings.length > 1 ? (
          <aside className="article-layout__aside">
            <nav className="toc" aria-labelledby="toc-title">
              <p id="toc-title" className="toc__title">
                {BLOG_TEXT.article.toc}
              </p>
              <TocLinks headings={article.headings} />
            </nav>
          </aside>
        ) : null}
      </div>

      {related.length > 0 ? (
        <CardSection id="related-title" className="section section--tinted related" title={BLOG_TEXT.article.related} moreUrl={blogHomeUrl()} moreLabel={BLOG_TEXT.article.allArticles}>
          {related.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </CardSection>
      ) : null}
    </article>
  );
}

function TocLinks({ headings }: { headings: readonly { id: string; text: string; depth: number }[] }) {
  return (
    <ol>
      {headings.map((h) => (
        <li key={h.id} className={`toc__item toc__item--${h.depth}`}>
          <a href={`#${h.id}`}>{h.text}</a>
        </li>
      ))}
    </ol>
  );
}
