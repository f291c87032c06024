import { Link } from "@remix-run/react";
import type { ArticleSummary } from "~/models/blog.server";
import { CoverArt } from "./CoverArt";
import { tagIcon } from "./tag-icons";
import { articleUrl } from "./urls";

/** An article in a list: cover, first tags, title (the link), excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="article-card">
      <CoverArt seed={article.slug} image={article.cover} icon={tagIcon(article.tags[0])} />
      <div className="article-card__body">
        {article.tags.length > 0 ? (
          <p className="article-card__tags">
            {article.tags.slice(0, 2).map((t) => (
              <span key={t} className="badge badge--primary">
                {t}
              </span>
            ))}
          </p>
        ) : null}
        <Heading className="article-card__title">
          <Link to={articleUrl(article.slug)} className="stretched-link" prefetch="intent">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__excerpt">{article.excerpt}</p>
        <p className="article-meta">
          <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readingLabel}</span>
        </p>
      </div>
    </article>
  );
}
