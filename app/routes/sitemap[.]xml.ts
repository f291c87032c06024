import { or503 } from "~/kernel/http.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemap } from "~/feeds/index.server";
import { publicOrigin } from "~/platform/origin.server";
import { pageHandle } from "~/platform/page-policy";
import { policyForPath } from "~/platform/route-table.server";

export const handle = pageHandle({ public: true, views: false });

/** GET /sitemap.xml: every page whose route's policy says public. */
export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await or503(sitemap(publicOrigin(request), (path) => policyForPath(path)?.public === true));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
