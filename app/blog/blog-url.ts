/** The blog listing's query and its URL (shared by the server and the page's links). */
import { sitePath } from "~/kernel/urls";

export interface BlogQuery {
  page: number;
  tag?: string;
  q?: string;
}

/** The listing URL for a query (page 1 is left out): "/blog?tag=…&q=…&page=2". */
export function blogUrl(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.tag) params.set("tag", query.tag);
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  return sitePath(["blog"], Object.fromEntries(params));
}
