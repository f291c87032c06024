import type { ArticleSummary } from "~/models/blog.server";
import { CardText } from "./CardText";
import { CoverArt } from "./CoverArt";
import { tagIcon } from "./tag-icons";
import { articleUrl } from "~/lib/urls";

/** An article in a list: cover, first tags, title (the link), excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
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
        <CardText
          level={headingLevel}
          titleClass="article-card__title"
          to={articleUrl(article.slug)}
          title={article.title}
          textClass="article-card__excerpt"
          text={article.excerpt}
          factsClass="article-meta"
          facts={[<time key="date" dateTime={article.publishedAt}>{article.publishedLabel}</time>, <span key="reading">{article.readingLabel}</span>]}
        />
      </div>
    </article>
  );
}
