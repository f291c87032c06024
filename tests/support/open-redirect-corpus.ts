/**
 * Open-redirect payloads for `safeRedirect` and the routes that use it: a
 * hand-written list of the classic published tricks, plus a generator that
 * combines prefixes (dot segments, raw and encoded), slash and backslash
 * spellings (raw, percent-, double- and triple-encoded, Unicode look-alikes),
 * invisible characters, schemes in odd cases and hosts (names, IP forms, IDN
 * look-alikes) into thousands of variants. Deterministic: the same list every run.
 */

/** The classic tricks, as published lists and bug reports spell them. */
export const CLASSIC_PAYLOADS: readonly string[] = [
  // From the issue: dot segments that collapse into "//host".
  "/.//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/x/..//evil.example/p",
  "/.///evil.example",
  // Protocol-relative and slash runs.
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "////evil.example",
  "/////evil.example/%2e%2e",
  "//evil.example//",
  "//evil.example/%2F..",
  "//evil.example%2F%2E%2E",
  "//evil.example%00.tutor.example",
  "//evil.example?tutor.example",
  "//evil.example#tutor.example",
  "//evil.example\\@tutor.example",
  "//tutor.example@evil.example",
  "//tutor.example.evil.example",
  "//user:pass@evil.example",
  "//evil.example:80/",
  "//evil.example:443@tutor.example",
  "//3405803783",
  "//0xcb007107",
  "//0313.0.0161.07",
  "//203.0.113.7",
  "//[::ffff:203.0.113.7]",
  "//localhost",
  "//127.0.0.1",
  "//xn--vil-8cd.example",
  "//еvil.example",
  "//evil。example",
  "//evil．example",
  "//ｅｖｉｌ.example",
  // Backslashes (browsers read "\" as "/" in http(s) URLs).
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "//\\evil.example",
  "///\\;@evil.example",
  "/\\\\evil.example",
  "\\\\\\evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%5c/evil.example",
  "%5C%5Cevil.example",
  "/%EF%BC%BCevil.example",
  // Encoded slashes.
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "%2F%2Fevil.example",
  "%2f%2f%2fevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%2F/evil.example",
  "/%2F%5Cevil.example",
  "/%c0%af%c0%afevil.example",
  "/%EF%BC%8F%EF%BC%8Fevil.example",
  // Dot segments, raw and encoded.
  "/./evil.example",
  "/../evil.example",
  "/..;/evil.example",
  "/..%2f..%2f/evil.example",
  "/%2e/%2e%2e//evil.example",
  "/%2E%2E/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e.//evil.example",
  "/a/b/../..//evil.example",
  "/a/%2e%2e/%2e%2e//evil.example",
  "/%252e%252e//evil.example",
  "/..%252f/evil.example",
  "/%2e%2e%5c%2e%2e%5cevil.example",
  "/x/..\\/evil.example",
  "/x/.\\./\\evil.example",
  // Whitespace, control and invisible characters.
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  " //evil.example",
  "\t//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d%0a/evil.example",
  "/%00/evil.example",
  "/%20/evil.example",
  "/\u200b/evil.example",
  "/\ufeff/evil.example",
  "/\u2028/evil.example",
  "/%E2%80%8B/evil.example",
  // Unicode look-alikes of "/" and "\".
  "/\u2215\u2215evil.example",
  "/\uff0f\uff0fevil.example",
  "/\u2044\u2044evil.example",
  "/\uff3c\uff3cevil.example",
  "\uff0f\uff0fevil.example",
  "\u3002evil.example",
  "/\u2215evil.example",
  // Absolute URLs and schemes in odd cases.
  "https://evil.example",
  "http://evil.example",
  "HTTPS://evil.example",
  "hTtP://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "http:/\\/evil.example",
  "https:\\\\evil.example",
  "http:%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example",
  "/https://evil.example",
  "/http:%2F%2Fevil.example",
  "//https://evil.example",
  "ftp://evil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "javascript://%0aalert(1)",
  "javascript://tutor.example/%0aalert(1)",
  "java%0ascript:alert(1)",
  "java\tscript:alert(1)",
  "\u0001javascript:alert(1)",
  "/javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Userinfo and host confusion.
  "/@evil.example",
  "@evil.example",
  "/tutor.example@evil.example",
  "evil.example",
  "evil.example/",
  ".evil.example",
  "tutor.example.evil.example",
  "?//evil.example",
  "#//evil.example",
  "",
  "/",
];

/** Legitimate targets that must be kept (encoded where needed). */
export const GOOD_TARGETS: readonly [input: string, expected: string][] = [
  ["/dashboard", "/dashboard"],
  ["/course/x?y=1", "/course/x?y=1"],
  ["/course/x#lessons", "/course/x#lessons"],
  ["/blog?tag=%E0%B8%AA%E0%B8%A1%E0%B8%B2%E0%B8%98%E0%B8%B4", "/blog?tag=%E0%B8%AA%E0%B8%A1%E0%B8%B2%E0%B8%98%E0%B8%B4"],
  ["/blog?q=100%25", "/blog?q=100%25"],
  ["/course/เทคนิค-101", "/course/%E0%B9%80%E0%B8%97%E0%B8%84%E0%B8%99%E0%B8%B4%E0%B8%84-101"],
  ["/course/a/../b", "/course/b"],
  ["/./lesson/abc", "/lesson/abc"],
  ["/lesson/abc@def", "/lesson/abc@def"],
];

const HOSTS = ["evil.example", "evil.example:8443/p?x=1#f", "203.0.113.7", "3405803783", "[::1]", "еvil.example", "evil。example", "tutor.example@evil.example"];

/** Ways to write one "/" or "\" in a path. */
const SLASHES = [
  "/",
  "\\",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%252f",
  "%255C",
  "%25252f",
  "\uff0f",
  "\u2044",
  "\u2215",
  "\uff3c",
  "%EF%BC%8F",
  "%EF%BC%BC",
];

/** What may precede the two slashes: nothing, dot segments raw and encoded, a directory and its "..". */
const PREFIXES = ["", "/", "/.", "/..", "/%2e", "/%2e%2e", "/%2E%2e", "/.%2e", "/x/..", "/x/%2e%2e", "/a/b/../..", "/%252e%252e", "/./.", "/..;"];

/** Characters some parsers drop or treat as separators. */
const INVISIBLES = ["\t", "\n", "\r", "\u0000", " ", "%09", "%0a", "%0d", "%00", "%20", "\u200b", "\ufeff", "%E2%80%8B"];

const SCHEMES = ["javascript:", "JaVaScRiPt:", "data:", "DaTa:", "http:", "HTTP:", "https:", "hTTpS:", "java%0ascript:", "java\nscript:"];
const AFTER_SCHEME = ["", "/", "//", "///", "\\\\", "/\\", "%2f%2f", "%5c%5c"];

function* generate(): Generator<string> {
  // prefix + slash + slash + host: the protocol-relative family in every spelling.
  for (const prefix of PREFIXES) {
    for (const a of SLASHES) {
      for (const b of SLASHES) {
        for (const host of HOSTS.slice(0, 3)) yield `${prefix}${a}${b}${host}`;
      }
    }
  }
  // Three slashes, and a dot segment between them.
  for (const a of SLASHES) {
    for (const b of SLASHES) {
      yield `/${a}${b}evil.example`;
      yield `/.${a}${b}evil.example`;
      yield `/${a}.${b}evil.example`;
      yield `/x${a}..${b}${b}evil.example`;
    }
  }
  // Every host form after the plain and the dot-segment tricks.
  for (const host of HOSTS) {
    for (const lead of ["//", "///", "/\\", "\\\\", "/.//", "/..//", "/%2e%2e//", "/x/..//", "/.///"]) yield `${lead}${host}`;
  }
  // An invisible character at each place of "//evil.example" and "/.//evil.example".
  for (const base of ["//evil.example", "/.//evil.example", "/x/..//evil.example"]) {
    for (const ch of INVISIBLES) {
      for (let i = 0; i <= 3; i++) yield base.slice(0, i) + ch + base.slice(i);
    }
  }
  // Schemes.
  for (const scheme of SCHEMES) {
    for (const after of AFTER_SCHEME) {
      for (const lead of ["", "/", " ", "\t", "%20"]) yield `${lead}${scheme}${after}evil.example`;
    }
  }
  yield* CLASSIC_PAYLOADS;
}

/** The whole generated corpus (duplicates removed), in a fixed order. */
export function openRedirectCorpus(): string[] {
  return [...new Set(generate())];
}

/** Every `step`-th payload of the corpus plus all classic ones: a sample for tests through the server. */
export function openRedirectSample(size: number): string[] {
  const all = openRedirectCorpus();
  const step = Math.max(1, Math.floor(all.length / size));
  return [...new Set([...CLASSIC_PAYLOADS, ...all.filter((_, i) => i % step === 0)])];
}

const BASE = "http://site.invalid";

/**
 * Why `location` (what a route answered for `payload`) is not a safe redirect,
 * or null when it is: it must be the fallback or a path that, resolved as a
 * browser resolves it and also after percent-decoding, stays on this origin and
 * does not start with `//` or `/\`.
 */
export function unsafeRedirectReason(location: string, fallback: string): string | null {
  if (location === fallback) return null;
  if (!location.startsWith("/")) return "not a path";
  if (location.startsWith("//") || location.startsWith("/\\")) return "starts with // or /\\";
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f-\uffff]/.test(location)) return "backslash, whitespace or non-ASCII character";
  let decoded = location;
  for (let i = 0; i < 5; i++) {
    for (const text of [decoded, decoded.normalize("NFKC")]) {
      let url: URL;
      try {
        url = new URL(text, BASE);
      } catch {
        return "does not parse";
      }
      if (url.origin !== BASE) return `leaves the site (${url.origin})`;
      if (url.pathname.startsWith("//")) return "resolves to a path starting with //";
      if (text.includes("\\")) return "a backslash once decoded";
    }
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  return null;
}
