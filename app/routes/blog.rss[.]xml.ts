import { or503 } from "~/kernel/http.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { rssFeed } from "~/feeds/index.server";
import { publicOrigin } from "~/platform/origin.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: true, views: false });

/** GET /blog/rss.xml: RSS 2.0 of the latest 20 published articles. */
export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await or503(rssFeed(publicOrigin(request)));
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
