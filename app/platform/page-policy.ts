/**
 * One page policy, declared by each route in its `handle`:
 *
 *   export const handle = pageHandle({ public: true, query: ["page", "tag", "q"] });
 *
 * Read by the server's HTML cache (what it may store, and which query
 * parameters make a different page), the cache headers, the page-view count,
 * the sitemap and the bench, so renaming or moving a route file cannot change
 * how it is cached. Browser-safe: route modules import it.
 */
import { matchPath } from "@remix-run/react";
import type { IslandName } from "./island-names";
export interface PagePolicy {
  /**
   * Anonymous 200 answers are the same for everyone: CDNs (s-maxage) and the
   * server's HTML cache may keep them. Every route matched for a URL must say
   * so (the root layout included); anything rendered for a signed-in request is
   * private whatever this says.
   */
  public: boolean;
  /**
   * The query parameters the page reads. On a public page a URL with any other
   * parameter is redirected (301) to the same URL without it, so random query
   * strings cannot fill the cache or bypass it.
   */
  query?: readonly string[];
  /** A 200 view of this URL counts in the statistics (page views). */
  views: boolean;
  /**
   * The page needs its client scripts (hydration): a sign-in island, a video
   * facade, an exercise, the admin's editors. Without it an anonymous view
   * ships no JavaScript at all (pageNeedsScripts).
   */
  scripts?: boolean;
  /**
   * Small script modules (app/islands/<name>.ts, no React) the page adds when it
   * ships no client scripts: each loaded only where a route asks for it (pageIslands).
   */
  islands?: readonly IslandName[];
  /**
   * Path parameters whose values are credentials (a calendar feed's token): the
   * access log prints `:name` in their place (`logPath` in route-table.server.ts),
   * so a route that adds one is covered by declaring it here.
   */
  secret?: readonly string[];
}


/** What a signed-in viewer's shell adds on a page without client scripts: the logout busy state, the menu closing after a choice. */
const SHELL_ISLANDS: readonly IslandName[] = ["menu", "logout"];

export interface PageHandle {
  page: PagePolicy;
}

export function pageHandle(page: PagePolicy): PageHandle {
  return { page };
}

/** The policy a route module's `handle` declares, or null when it declares none. */
export function declaredPolicy(handle: unknown): PagePolicy | null {
  const page = (handle as { page?: unknown } | null | undefined)?.page as PagePolicy | undefined;
  if (!page || typeof page.public !== "boolean" || typeof page.views !== "boolean") return null;
  return page;
}

/**
 * The policy of a URL from the handles of its matched routes, root first: public
 * only when every one of them says so; the query parameters and the view count
 * are the deepest route's, the secret parameters every route's. Null when a
 * matched route declares nothing (then nothing is cached and nothing counted).
 */
export function combinedPolicy(handles: readonly unknown[]): PagePolicy | null {
  if (handles.length === 0) return null;
  const policies = handles.map(declaredPolicy);
  if (policies.some((p) => p === null)) return null;
  const leaf = policies[policies.length - 1]!;
  const secret = policies.flatMap((p) => p!.secret ?? []);
  return { ...leaf, public: policies.every((p) => p!.public), ...(secret.length > 0 ? { secret } : {}) };
}

/**
 * Whether a render ships the client scripts (`<Scripts/>`, the modulepreload
 * links, Remix's and React's inline scripts): only when a matched route asks for
 * them (the sign-in page, the admin). Anything else is a plain HTML page that
 * works without JavaScript, plus the islands it asks for (pageIslands).
 */
export function pageNeedsScripts(handles: readonly unknown[]): boolean {
  return handles.some((handle) => declaredPolicy(handle)?.scripts === true);
}

/**
 * The islands a render loads, in order: none when the page hydrates (React does
 * it all then); else the shell's for a signed-in viewer, then those the matched
 * routes declare (with the menu's, so the shell behaves the same on every page
 * that runs a script). Anonymous visitors' pages that declare none ship no script.
 */
export function pageIslands(handles: readonly unknown[], signedIn: boolean): IslandName[] {
  if (pageNeedsScripts(handles)) return [];
  const declared = handles.flatMap((handle) => declaredPolicy(handle)?.islands ?? []);
  const names = new Set<IslandName>(signedIn ? SHELL_ISLANDS : declared.length > 0 ? ["menu"] : []);
  for (const name of declared) names.add(name);
  return [...names];
}

/**
 * Where pages hydrate: the URL pattern of a route whose policy says `scripts:
 * true` (its children's URLs too when `end` is false). From the server build's
 * route table (route-table.server.ts `hydratingRoutes`), handed to the browser
 * by the root loader.
 */
export interface HydratingRoute {
  path: string;
  end: boolean;
}

/**
 * Whether following a link to `pathname` from a page that hydrates may stay in
 * the browser's React app: only when the target page hydrates too. Any other
 * page is loaded as a document, so it gets the islands its policy asks for
 * (a client-side navigation would render it without them: no check buttons).
 */
export function navigatesInApp(pathname: string, hydrating: readonly HydratingRoute[]): boolean {
  return hydrating.some((route) => matchPath({ path: route.path, end: route.end }, pathname) !== null);
}

/**
 * The URL's search string with only the parameters the policy allows, in their
 * original order ("" when none is left), or null when nothing had to go.
 */
export function canonicalSearch(search: string, policy: Pick<PagePolicy, "query">): string | null {
  if (search === "" || search === "?") return search === "?" ? "" : null;
  const allowed = new Set(policy.query ?? []);
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of params) {
    if (allowed.has(name)) kept.append(name, value);
    else dropped = true;
  }
  if (!dropped) return null;
  const text = kept.toString();
  return text ? `?${text}` : "";
}
