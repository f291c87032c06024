import type { LinksFunction } from "@remix-run/node";
import contentCss from "~/styles/content.css?url";
import sittingCss from "~/exams/sitting.css?url";

/** The sitting pages' stylesheets: the content pages' and their own (the attempt pages add the exercises', whose question fields they reuse). */
export const sittingLinks: LinksFunction = () => [
  { rel: "stylesheet", href: contentCss },
  { rel: "stylesheet", href: sittingCss },
];
