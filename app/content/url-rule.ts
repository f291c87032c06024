/**
 * The one rule for every URL the site stores (covers, videos, links): an
 * `https:` address, or — where a kind allows it — a path on this site. Shared
 * by the admin forms (field errors) and the content schemas (every write), and
 * browser-safe.
 *
 * A site path must stay on this site however a browser or a URL parser reads
 * it (kernel/site-path.ts, the rule redirects follow too): after
 * percent-decoding and removing dot segments it must not start with `//`
 * (another host) and it may hold no backslash (browsers read `/\host` as
 * `//host`) and no control character. So `/\evil.example/a.png`,
 * `/.//evil.example`, `/%2e%2e//evil.example` and `/x/..//evil.example/p` are
 * all refused, while `/images/ปก%20ใหม่.png` is fine.
 */
import { MAX_LENGTH, resolveSitePath } from "~/kernel/site-path";

export const URL_MAX_LENGTH = MAX_LENGTH;

/** A control character: C0, DEL or C1. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Control characters and any whitespace (a stored address is typed without spaces; `%20` is fine). */
const hasUnsafeChar = (value: string) => hasControl(value) || /[\s\u2028\u2029]/u.test(value);

/** Every `%` starts an escape that decodes to UTF-8. */
function wellFormedEscapes(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path of this site that no reading of it can turn into another host (the
 * rule of kernel/site-path.ts), with well-formed escapes: a stored address
 * is written once and read by every browser, so `%zz` is refused here.
 */
export function isSitePath(value: string): boolean {
  return resolveSitePath(value) !== null && wellFormedEscapes(value);
}

/** An absolute `https:` address with a host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  if (value.length === 0 || value.length > URL_MAX_LENGTH) return false;
  if (!/^https:\/\//i.test(value) || value.includes("\\") || hasUnsafeChar(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}

/** Which addresses a field takes: `https` only (videos), or `https` and site paths (covers, links). */
export type UrlScope = "https" | "https-or-site";

export function isStoredUrl(value: string, scope: UrlScope): boolean {
  return isHttpsUrl(value) || (scope === "https-or-site" && isSitePath(value));
}
