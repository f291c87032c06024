import type { ComponentProps, ReactNode } from "react";
import { Link } from "@remix-run/react";
import { CoverArt } from "./CoverArt";

/**
 * The one card shell of the lists (articles, courses): the cover, badges,
 * the title (the link that makes the whole card clickable, `stretched-link`),
 * a sentence, two facts with a middle dot and optional extra content.
 * Class names follow the block: `${block}__body`, `${block}__title`, ….
 */
export function ContentCard(props: {
  block: "article-card" | "course-card";
  cover: ComponentProps<typeof CoverArt>;
  badges: ReactNode;
  level: 2 | 3;
  to: string;
  title: string;
  text: { className: string; value: string };
  facts: { className: string; items: [ReactNode, ReactNode] };
  children?: ReactNode;
}) {
  const Heading = props.level === 2 ? "h2" : "h3";
  return (
    <article className={props.block}>
      <CoverArt {...props.cover} />
      <div className={`${props.block}__body`}>
        {props.badges}
        <Heading className={`${props.block}__title`}>
          <Link to={props.to} className="stretched-link" prefetch="intent">
            {props.title}
          </Link>
        </Heading>
        <p className={props.text.className}>{props.text.value}</p>
        <p className={props.facts.className}>
          {props.facts.items[0]}
          <span aria-hidden="true">·</span>
          {props.facts.items[1]}
        </p>
        {props.children ? <div className={`${props.block}__extra`}>{props.children}</div> : null}
      </div>
    </article>
  );
}
