/**
 * Accepts only same-site relative paths as redirect targets; anything else
 * (absolute URLs, protocol-relative `//host`, backslashes, control characters,
 * encoded tricks) falls back to `fallback`.
 */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  // Backslashes and control/whitespace characters can be turned into "//" by browsers.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f-\u009f\u2000-\u200f\u2028\u2029\ufeff]/.test(target)) return fallback;
  let decoded = target;
  try {
    // Percent-encoded (and double-encoded) slashes and backslashes.
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith("//") || /[\\\u0000-\u001f]/.test(decoded)) return fallback;
  try {
    const base = "http://same.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
