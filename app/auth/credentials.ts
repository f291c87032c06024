/**
 * Where a request carries a session token, in one place: the session code reads
 * the token from here, and the HTML cache and the cache headers decide
 * "anonymous" from here, so the two can never disagree about a spelling (a
 * space before `=`, quotes, a header instead of the cookie).
 *
 * No server-only imports: server.ts's Express side and the app use it alike.
 */
import { parse as parseCookies } from "cookie";
import { NOTICE_COOKIE } from "../platform/notice-cookie";

/** The session cookie's name, which API clients of the site rely on. */
export const SESSION_COOKIE = "session";

/** Reads one request header: a Fetch `Headers#get`, or Express's `req.get`. */
export type HeaderGetter = (name: string) => string | null | undefined;

/** The `session` cookie's value as the cookie parser reads it, or null. */
export function sessionCookieFrom(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const value = parseCookies(cookieHeader)[SESSION_COOKIE];
  return value ? value : null;
}

/** The token of the API's headers, in the API's order: X-Session-Token, then the Authorization bearer. */
export function headerTokenFrom(get: HeaderGetter): string | null {
  const header = get("X-Session-Token")?.trim();
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(get("Authorization") ?? "");
  return bearer?.[1] ?? null;
}

/**
 * A request is anonymous when no source the session code reads (the `session`
 * cookie, X-Session-Token, Authorization) carries anything, valid or not, and
 * it carries no notice (platform/notice.server.ts: its page shows that notice).
 * Only anonymous requests may be answered from, or stored in, a shared cache.
 */
export function isAnonymous(get: HeaderGetter): boolean {
  const cookies = get("Cookie");
  const notice = cookies ? parseCookies(cookies)[NOTICE_COOKIE] !== undefined : false;
  return sessionCookieFrom(cookies) === null && headerTokenFrom(get) === null && !get("Authorization") && !notice;
}
