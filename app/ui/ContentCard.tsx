import type { ReactNode } from "react";
import { Link } from "~/ui/Link";
import { CoverArt, type CoverImage } from "./CoverArt";

/**
 * The one card shell of the lists (articles, courses): the cover (the item's
 * image or one generated from its slug and `icon`), badges, the title (the link
 * that makes the whole card clickable, `stretched-link`), a sentence, two facts
 * with a middle dot and optional extra content.
 * Class names follow the block: `${block}__body`, `${block}__title`, `${block}__text`, ….
 */
export function ContentCard(props: {
  block: "article-card" | "course-card";
  item: { slug: string; title: string; cover: CoverImage | null };
  icon?: string;
  badges: ReactNode;
  level: 2 | 3;
  to: string;
  text: string;
  facts: [ReactNode, ReactNode];
  children?: ReactNode;
}) {
  const { block, item, facts } = props;
  const Heading = props.level === 2 ? "h2" : "h3";
  return (
    <article className={block}>
      <CoverArt seed={item.slug} image={item.cover} icon={props.icon} />
      <div className={`${block}__body`}>
        {props.badges}
        <Heading className={`${block}__title`}>
          <Link to={props.to} className="stretched-link" prefetch="intent">
            {item.title}
          </Link>
        </Heading>
        <p className={`${block}__text`}>{props.text}</p>
        <p className={`${block}__facts`}>
          {facts[0]}
          {facts[1] == null ? null : <span aria-hidden="true">·</span>}
          {facts[1]}
        </p>
        {props.children ? <div className={`${block}__extra`}>{props.children}</div> : null}
      </div>
    </article>
  );
}
