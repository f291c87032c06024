import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/feeds/index.server";
import { publicOrigin } from "~/platform/origin.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: true, views: false });

/** GET /robots.txt: everything public may be crawled, except admin, API and sign-in; where the sitemap is. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
