import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: true, views: true });

/** /_app: the bare app shell with an empty content area (not for search engines). */
export const meta: MetaFunction = () => [...pageMeta(), { name: "robots", content: "noindex" }];

export default function AppShell() {
  return null;
}
