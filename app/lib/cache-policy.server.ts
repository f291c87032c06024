/**
 * Who may cache a rendered page. Anonymous views of public pages are the same
 * for everyone, so a CDN (s-maxage) and the server's own HTML cache may keep
 * them; anything seen with a session is private and never stored.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Routes whose anonymous 200 answers are public (the root layout included). */
const PUBLIC_ROUTES = new Set([
  "root",
  "routes/_index",
  "routes/blog._index",
  "routes/blog.$slug",
  "routes/course.$slug",
  "routes/lesson.$lessonId",
  "routes/dashboard",
  "routes/[_]app",
]);

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)session=[^;]/.test(cookieHeader);
}

export function documentCacheControl(opts: {
  cookie: string | null;
  status: number;
  routeIds: readonly string[];
  routeSet?: string | null;
}): string {
  if (hasSessionCookie(opts.cookie)) return PRIVATE_CACHE_CONTROL;
  if (opts.routeSet) return opts.routeSet;
  if (opts.status === 200 && opts.routeIds.length > 0 && opts.routeIds.every((id) => PUBLIC_ROUTES.has(id))) {
    return PUBLIC_PAGE_CACHE_CONTROL;
  }
  return PRIVATE_CACHE_CONTROL;
}
