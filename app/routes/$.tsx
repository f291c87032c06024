import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: true });

/** Any unknown URL: a 404 that the root ErrorBoundary renders in Thai, inside the shell. */
function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const loader = () => notFound();
export const action = () => notFound();

export const meta: MetaFunction = () => pageMeta("ไม่พบหน้านี้");

export default function NotFound() {
  return null;
}
