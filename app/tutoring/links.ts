import type { LinksFunction } from "@remix-run/node";
import contentCss from "~/styles/content.css?url";
import tutoringCss from "~/tutoring/tutoring.css?url";

/** The tutoring pages' stylesheets: the content pages' and their own. */
export const tutoringLinks: LinksFunction = () => [
  { rel: "stylesheet", href: contentCss },
  { rel: "stylesheet", href: tutoringCss },
];
