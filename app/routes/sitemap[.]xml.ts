import { or503 } from "~/lib/http.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin, sitemap } from "~/models/feeds.server";

/** GET /sitemap.xml: every public page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await or503(sitemap(publicOrigin(request)));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
