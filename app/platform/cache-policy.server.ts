/**
 * Who may cache a rendered page. Anonymous views of public pages (page-policy.ts)
 * are the same for everyone, so a CDN (s-maxage) and the server's own HTML cache
 * may keep them; anything rendered for a request that carries a session token
 * (credentials.ts), or that the root loader marked as rendered for a user, is
 * private and never stored.
 */
import type { PagePolicy } from "./page-policy";

const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function documentCacheControl(opts: {
  /** No session token in the request, and the render used no user. */
  anonymous: boolean;
  status: number;
  /** The matched routes' policy (null: a route declares none). */
  policy: PagePolicy | null;
  routeSet?: string | null;
}): string {
  if (!opts.anonymous) return PRIVATE_CACHE_CONTROL;
  if (opts.routeSet) return opts.routeSet;
  if (opts.status === 200 && opts.policy?.public) return PUBLIC_PAGE_CACHE_CONTROL;
  return PRIVATE_CACHE_CONTROL;
}
