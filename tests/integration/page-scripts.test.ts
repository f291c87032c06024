/**
 * Light pages (issues 18 and 25): anonymous views of the public pages ship no
 * JavaScript at all (no `<script>`, no modulepreload, a CSP that allows no
 * script), first render and HTML-cache hit alike. A signed-in student's pages do
 * not hydrate either: they load only their islands (app/islands: the shell's
 * menu and logout; the lesson's video, check and done), by the nonce, within the
 * JavaScript budget (30 KB gzip, counted from the built files as the bench counts
 * them). The pages that need React (sign-in, the admin) still ship it, with the
 * response's nonce.
 */
import { describe, expect, it } from "vitest";
import { htmlJsGzBytes } from "../../harness/manifest";
import { DEMO_ARTICLES, DEMO_COURSES, SEARCH_WORD } from "../../harness/seed-content";
import { sessionForUid } from "../../harness/auth";
import { env } from "../../harness/ports";

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

/** The JavaScript a student page may download, islands included. */
const STUDENT_JS_BUDGET_GZ = 30 * 1024;

/** A page without React: only module scripts from the islands' folder, each with the response's nonce, and a CSP that allows that nonce only. */
function expectIslands(html: string, csp: string | null, what: string): string[] {
  expect(html, what).not.toMatch(/modulepreload/i);
  expect(html, what).not.toContain("/assets/entry.client");
  // A first render allows its nonce only; an HTML-cache hit (a free lesson) this origin's files.
  const cached = scriptSrc(csp) === "'self'";
  const nonce = /^'nonce-([^']+)'$/.exec(scriptSrc(csp) ?? "")?.[1];
  expect(cached || Boolean(nonce), `${what}: script-src ${scriptSrc(csp)}`).toBe(true);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, attrs, body] of scripts) {
    expect(attrs, what).toMatch(/\btype="module"/);
    if (!cached) expect(attrs, what).toContain(`nonce="${nonce}"`);
    expect(attrs, what).toMatch(/\bsrc="\/assets\/islands\/[\w-]+\.js"/);
    expect(body, what).toBe("");
  }
  return scripts.map(([, attrs]) => /\bsrc="\/assets\/islands\/([a-z]+)-/.exec(attrs!)![1]!);
}

function expectScripts(html: string, csp: string | null, what: string) {
  expect(html, what).toMatch(/<link rel="modulepreload"/);
  expect(html, what).toMatch(/<script\b[^>]*type="module"/);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(csp) ?? "")?.[1];
  // A first render carries the nonce; an HTML-cache hit lists hashes instead.
  if (nonce) for (const [, attrs] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)) expect(attrs, what).toContain(`nonce="${nonce}"`);
  else expect(scriptSrc(csp), what).toMatch(/'sha256-/);
}

describe("pages without React", () => {
  it("anonymous public pages ship no script, first render and cached copy alike", async () => {
    for (const [path, status] of NO_SCRIPTS) {
      for (let view = 0; view < 3; view++) {
        const res = await get(path);
        expect(res.status, path).toBe(status);
        expectNoScripts(await res.text(), res.headers.get("content-security-policy"), `${path} (view ${view + 1}, ${res.headers.get("x-cache") ?? "not cached"})`);
      }
    }
  });

  it("the sign-in page and the admin keep React's scripts", async () => {
    for (const path of ["/login"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectScripts(await res.text(), res.headers.get("content-security-policy"), path);
    }
    const admin = `session=${await sessionForUid("demo-admin-1")}`;
    const res = await get("/admin", admin);
    expect(res.status).toBe(200);
    expectScripts(await res.text(), res.headers.get("content-security-policy"), "/admin");
  });

  it("a signed-in student's pages load only the shell's islands and their own, within 30 KB gzip; visitors' pages 0", async () => {
    const student = `session=${await sessionForUid("demo-student-1")}`;
    const pages: [string, number][] = [
      ["/", 200],
      [`/blog/${article.slug}`, 200],
      ["/dashboard", 200],
      [`/course/${math.slug}`, 200],
      [`/search?q=${encodeURIComponent(SEARCH_WORD)}`, 200],
      ["/tutoring", 200],
      ["/sessions", 200],
      ["/sessions/no-such-booking", 404],
      ["/no-such-page", 404],
      ["/lesson/math-02", 200],
    ];
    for (const [path, status] of pages) {
      const res = await get(path, student);
      expect(res.status, path).toBe(status);
      const html = await res.text();
      const islands = expectIslands(html, res.headers.get("content-security-policy"), `${path} signed in`);
      // The lesson's own islands; /sessions adds the copy button of a new calendar link.
      const own = path.startsWith("/lesson/") ? ["check", "done", "video"] : path === "/sessions" ? ["copy"] : [];
      expect(islands.sort(), path).toEqual([...own, "logout", "menu"].sort());
      const js = htmlJsGzBytes("build", html);
      expect(js.files, path).toHaveLength(islands.length);
      expect(js.gz_bytes, path).toBeGreaterThan(0);
      expect(js.gz_bytes, `${path}: ${js.gz_bytes} bytes gzip`).toBeLessThanOrEqual(STUDENT_JS_BUDGET_GZ);
    }
    for (const [path] of NO_SCRIPTS) {
      const res = await get(path);
      expect(htmlJsGzBytes("build", await res.text()).gz_bytes, path).toBe(0);
    }
    // A free lesson, anonymous: its own islands and the menu's (no logout), first render and cached copy alike.
    for (let view = 0; view < 3; view++) {
      const res = await get("/lesson/math-01");
      expect(res.status).toBe(200);
      const html = await res.text();
      const islands = expectIslands(html, res.headers.get("content-security-policy"), `/lesson/math-01 (view ${view + 1}, ${res.headers.get("x-cache") ?? "not cached"})`);
      expect(islands.sort()).toEqual(["check", "done", "menu", "video"]);
      expect(htmlJsGzBytes("build", html).gz_bytes).toBeLessThanOrEqual(STUDENT_JS_BUDGET_GZ);
    }
  });
});
