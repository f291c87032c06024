import type { LinksFunction } from "@remix-run/node";
import exercisesCss from "~/exercises/exercises.css?url";

/** The exercise stylesheet: a lesson route that shows an exercise adds it to its `links`. */
export const exerciseLinks: LinksFunction = () => [{ rel: "stylesheet", href: exercisesCss }];
