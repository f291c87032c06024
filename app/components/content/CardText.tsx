import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/**
 * The text of a card: its title (the link that makes the whole card
 * clickable, `stretched-link`), a sentence, and two facts with a middle dot.
 */
export function CardText(props: {
  level: 2 | 3;
  titleClass: string;
  to: string;
  title: string;
  textClass: string;
  text: string;
  factsClass: string;
  facts: [ReactNode, ReactNode];
}) {
  const Heading = props.level === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className={props.titleClass}>
        <Link to={props.to} className="stretched-link" prefetch="intent">
          {props.title}
        </Link>
      </Heading>
      <p className={props.textClass}>{props.text}</p>
      <p className={props.factsClass}>
        {props.facts[0]}
        {props.facts[1] == null ? null : <span aria-hidden="true">·</span>}
        {props.facts[1]}
      </p>
    </>
  );
}
