/**
 * Light pages (issue 18): anonymous views of the public pages ship no
 * JavaScript at all (no `<script>`, no modulepreload, a CSP that allows no
 * script), first render and HTML-cache hit alike; the pages that need their
 * scripts (sign-in island, video facade and exercises, the admin, anything
 * signed in) still ship them, with the response's nonce.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES, SEARCH_WORD } from "../../scripts/seed-content";
import { sessionForUid } from "../support/auth";
import { env } from "../support/ports";

const article = DEMO_ARTICLES.find((a) => a.slug === "stay-focused-at-home")!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;

/** Anonymous pages without scripts: the sitemap's pages, the catalogue, errors. */
const NO_SCRIPTS: [string, number][] = [
  ["/", 200],
  ["/blog", 200],
  [`/blog?q=${encodeURIComponent(SEARCH_WORD)}`, 200],
  [`/blog?tag=${encodeURIComponent(article.tags[0]!)}`, 200],
  [`/blog/${article.slug}`, 200],
  [`/course/${math.slug}`, 200],
  ["/dashboard", 200],
  ["/_app", 200],
  ["/no-such-page", 404],
];

const get = (path: string, cookie?: string) =>
  fetch(`${env.baseUrl}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "br, gzip", ...(cookie ? { Cookie: cookie } : {}) } });

function scriptSrc(csp: string | null): string | undefined {
  return csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))
    ?.slice("script-src ".length);
}

function expectNoScripts(html: string, csp: string | null, what: string) {
  expect(html, what).not.toMatch(/<script\b/i);
  expect(html, what).not.toMatch(/modulepreload/i);
  expect(html, what).not.toContain("/assets/entry.client");
  expect(scriptSrc(csp), what).toBe("'none'");
}

function expectScripts(html: string, csp: string | null, what: string) {
  expect(html, what).toMatch(/<link rel="modulepreload"/);
  expect(html, what).toMatch(/<script\b[^>]*type="module"/);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(csp) ?? "")?.[1];
  // A first render carries the nonce; an HTML-cache hit lists hashes instead.
  if (nonce) for (const [, attrs] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)) expect(attrs, what).toContain(`nonce="${nonce}"`);
  else expect(scriptSrc(csp), what).toMatch(/'sha256-/);
}

describe("pages without JavaScript", () => {
  it("anonymous public pages ship no script, first render and cached copy alike", async () => {
    for (const [path, status] of NO_SCRIPTS) {
      for (let view = 0; view < 3; view++) {
        const res = await get(path);
        expect(res.status, path).toBe(status);
        expectNoScripts(await res.text(), res.headers.get("content-security-policy"), `${path} (view ${view + 1}, ${res.headers.get("x-cache") ?? "not cached"})`);
      }
    }
  });

  it("the sign-in page, a free lesson (video facade) and signed-in pages keep their scripts", async () => {
    for (const path of ["/login", "/lesson/math-01"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectScripts(await res.text(), res.headers.get("content-security-policy"), path);
    }
    const student = `session=${await sessionForUid("demo-student-1")}`;
    for (const path of ["/", `/blog/${article.slug}`, `/course/${math.slug}`, "/dashboard", "/lesson/math-02", "/no-such-page"]) {
      const res = await get(path, student);
      expectScripts(await res.text(), res.headers.get("content-security-policy"), `${path} signed in`);
    }
    const admin = `session=${await sessionForUid("demo-admin-1")}`;
    const res = await get("/admin", admin);
    expect(res.status).toBe(200);
    expectScripts(await res.text(), res.headers.get("content-security-policy"), "/admin");
  });
});
