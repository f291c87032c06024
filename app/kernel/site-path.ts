/**
 * The one rule for "a path on this site": judged by where it finally leads, not
 * by how it is spelled. A path is accepted only if every reading of it a browser
 * or a server might make — as sent, after each round of percent-decoding, and
 * after Unicode compatibility folding (`／` → `/`) — resolves (dot segments,
 * backslashes, tabs and newlines included, as the WHATWG URL parser does) to a
 * path on this site that does not start with `//`. Redirect targets
 * (auth/redirect.ts) and the site paths the content stores (content/url-rule.ts)
 * both ask it. Browser-safe.
 */
const BASE = "http://same.invalid";
/** The longest path or address the site reads or stores. */
export const MAX_LENGTH = 2048;
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

/**
 * The resolved, percent-encoded path `text` leads to (ASCII only, so always a
 * valid `Location` header), or null when some reading of it leaves the site.
 */
export function resolveSitePath(text: string): string | null {
  if (text.length === 0 || text.length > MAX_LENGTH) return null;
  if (RAW_FORBIDDEN.test(text)) return null;
  const url = resolveOnSite(text);
  const all = url ? readings(text) : null;
  if (!url || !all) return null;
  for (const reading of all) {
    if (DECODED_FORBIDDEN.test(reading) || reading.includes("\\") || !resolveOnSite(reading)) return null;
  }
  // The resolved, encoded form (a unit test checks that it passes again unchanged).
  return url.pathname + url.search + url.hash;
}
