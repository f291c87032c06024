import type { LinksFunction } from "@remix-run/node";
import contentCss from "~/styles/content.css?url";
import handinsCss from "./handins.css?url";

/** The hand-ins' own stylesheet (the dashboard's list adds it to the content pages'). */
export const handinsStylesheet = { rel: "stylesheet", href: handinsCss } as const;

/** The homework page's stylesheets: the content pages' (the instructions, the feedback) and its own. */
export const handinLinks: LinksFunction = () => [
  { rel: "stylesheet", href: contentCss },
  handinsStylesheet,
];
