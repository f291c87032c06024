/**
 * The one rule for every URL the site stores (covers, videos, links): an
 * `https:` address, or — where a kind allows it — a path on this site. Shared
 * by the admin forms (field errors) and the content schemas (every write), and
 * browser-safe.
 *
 * A site path must stay on this site however a browser or a URL parser reads
 * it: after percent-decoding and removing dot segments it must not start with
 * `//` (another host) and it may hold no backslash (browsers read `/\host` as
 * `//host`) and no control character. So `/\evil.example/a.png`,
 * `/.//evil.example`, `/%2e%2e//evil.example` and `/x/..//evil.example/p` are
 * all refused, while `/images/ปก%20ใหม่.png` is fine.
 */

export const URL_MAX_LENGTH = 2048;

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
const BASE = "https://site.invalid";

/** Percent-decodes until nothing changes (at most a few rounds); null when the escapes are malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path of this site that no reading of it can turn into another host. */
export function isSitePath(value: string): boolean {
  if (value.length === 0 || value.length > URL_MAX_LENGTH) return false;
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\") || hasUnsafeChar(value)) return false;
  const decoded = fullyDecoded(value);
  if (decoded === null || decoded.includes("\\") || hasControl(decoded)) return false;
  if (!decoded.startsWith("/") || decoded.startsWith("//")) return false;
  let resolved: URL;
  try {
    resolved = new URL(decoded, BASE);
  } catch {
    return false;
  }
  return resolved.origin === BASE && !resolved.pathname.startsWith("//");
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
