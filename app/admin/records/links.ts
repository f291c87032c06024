import type { LinksFunction } from "@remix-run/node";
import recordStyles from "~/admin/records/records.css?url";

/** The stylesheet of the trash and student pages (each of those routes exports this as `links`). */
export const recordLinks: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];
