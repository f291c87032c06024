import type { LinksFunction } from "@remix-run/node";
import reportStyles from "~/exams/reports.css?url";

/** The stylesheet of the tutor's exam reports (each of those routes exports this as `links`). */
export const reportLinks: LinksFunction = () => [{ rel: "stylesheet", href: reportStyles }];
