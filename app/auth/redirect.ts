/**
 * Redirect targets (`redirectTo` on /login, the enrol form, …) are judged by
 * where they finally lead, not by how they are spelled: a target is accepted
 * only if every reading of it a browser or a server might make — as sent, after
 * each round of percent-decoding, and after Unicode compatibility folding
 * (`／` → `/`) — resolves (dot segments, backslashes, tabs and newlines
 * included, as the WHATWG URL parser does) to a path on this site that does
 * not start with `//`. Anything else falls back to `fallback`. What is
 * returned is the resolved, percent-encoded path (ASCII only, so it is always
 * a valid `Location` header).
 */
import { dashboardUrl } from "~/platform/urls";

const BASE = "http://same.invalid";
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;

// Backslashes, control characters, spaces and the invisible or line-breaking
// Unicode characters that some parsers drop or treat as separators.
// eslint-disable-next-line no-control-regex
const RAW_FORBIDDEN = /[\\\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff0-\uffff]/;
// eslint-disable-next-line no-control-regex
const DECODED_FORBIDDEN = /[\u0000-\u001f\u007f]/;

/** The site path `text` resolves to, or null when it leaves the site or starts with `//`. */
function resolveOnSite(text: string): URL | null {
  if (!text.startsWith("/") || text.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//") || url.username || url.password) return null;
  return url;
}

/**
 * One round of percent-decoding that never throws: a run of escapes that is not
 * valid UTF-8 (`100%` typed in a search, `%C0%AF`) still has its ASCII bytes
 * (slashes, dots, backslashes) decoded.
 */
function decodeOnce(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** Every reading of `target` that must stay on the site: decoded once, twice, … and folded. */
function readings(target: string): string[] | null {
  const out = [target];
  let current = target;
  for (let round = 0; ; round++) {
    const next = decodeOnce(current);
    if (next === current) break;
    if (round === MAX_DECODE_ROUNDS) return null; // encoded deeper than any real link
    out.push(next);
    current = next;
  }
  for (const text of [...out]) {
    const folded = text.normalize("NFKC");
    if (folded !== text) out.push(folded);
  }
  return out;
}

export function safeRedirect(target: unknown, fallback = dashboardUrl()): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  if (RAW_FORBIDDEN.test(target)) return fallback;
  const url = resolveOnSite(target);
  const all = url ? readings(target) : null;
  if (!url || !all) return fallback;
  for (const text of all) {
    if (DECODED_FORBIDDEN.test(text) || text.includes("\\") || !resolveOnSite(text)) return fallback;
  }
  // The resolved, encoded form (a unit test checks that it passes again unchanged).
  return url.pathname + url.search + url.hash;
}
