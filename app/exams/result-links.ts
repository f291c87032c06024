import type { LinksFunction } from "@remix-run/node";
import resultCss from "~/exams/result.css?url";

/** The result and practice pages' stylesheet (beside exercises' for the question cards). */
export const examResultLinks: LinksFunction = () => [{ rel: "stylesheet", href: resultCss }];
