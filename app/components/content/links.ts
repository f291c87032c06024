import type { LinksFunction } from "@remix-run/node";
import contentCss from "~/styles/content.css?url";

/** The stylesheet of the content pages (each content route exports this as `links`). */
export const contentLinks: LinksFunction = () => [{ rel: "stylesheet", href: contentCss }];
