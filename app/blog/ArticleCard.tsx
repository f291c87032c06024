import type { ArticleSummary } from "~/blog/blog.server";
import { ContentCard } from "../ui/ContentCard";
import { tagIcon } from "../ui/tag-icons";
import { articleUrl } from "~/kernel/urls";

/** An article in a list: cover, first tags, title (the link), excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const tags = article.tags.slice(0, 2);
  return (
    <ContentCard
      block="article-card"
      item={article}
      icon={tagIcon(article.tags[0])}
      badges={
        tags.length > 0 ? (
          <p className="article-card__tags">
            {tags.map((t) => (
              <span key={t} className="badge badge--primary">
                {t}
              </span>
            ))}
          </p>
        ) : null
      }
      level={headingLevel}
      to={articleUrl(article.slug)}
      text={article.excerpt}
      facts={[<time key="date" dateTime={article.publishedAt}>{article.publishedLabel}</time>, <span key="reading">{article.readingLabel}</span>]}
    />
  );
}
