import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound, or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { feedCalendar } from "~/tutoring/feed.server";

export const handle = pageHandle({ public: false, views: false, secret: ["token"] });

/** GET /calendar/<token>.ics: a personal feed (the token is the key; never logged). */
export async function loader({ params }: LoaderFunctionArgs) {
  const ics = await or503(feedCalendar(params.token ?? ""));
  if (ics === null) notFound();
  return new Response(ics, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
  });
}
