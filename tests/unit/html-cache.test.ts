/**
 * The HTML cache's own rules with a real Express app (server/html-cache.ts):
 * unknown query parameters are redirected away and never stored, the cache
 * stays bounded under many distinct URLs, and a cached page's CSP hashes only
 * the scripts that carry the render's nonce.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedPolicy, htmlCache, type HtmlCache } from "../../server/html-cache";
import { isAnonymous } from "~/auth/credentials";
import { compressInBackground, pickEncoding } from "~/platform/content-encoding.server";
import { canonicalSearch, combinedPolicy, pageIslands, pageNeedsScripts, type PagePolicy } from "~/platform/page-policy";

const BLOG: PagePolicy = { public: true, views: true, query: ["page", "tag", "q"] };
const POLICIES: Record<string, PagePolicy> = { "/blog": BLOG, "/": { public: true, views: true }, "/login": { public: false, views: true } };

let cache: HtmlCache;
let base: string;
let server: ReturnType<express.Express["listen"]>;

beforeAll(async () => {
  cache = htmlCache({
    version: () => 1,
    policy: (path) => POLICIES[path] ?? null,
    canonicalSearch,
    anonymous: isAnonymous,
    pickEncoding,
    compress: compressInBackground,
    maxEntries: 20,
    maxBytes: 4 * 1024 * 1024,
  });
  const app = express();
  app.use(cache.serve);
  app.use(cache.capture);
  app.use((req, res) => {
    res.set("Cache-Control", "public, s-maxage=60").type("html").send(`<p>${req.originalUrl}</p>${"x".repeat(20_000)}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: "manual", headers });
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("the HTML cache and query strings", () => {
  it("redirects a public page's unknown parameters to the URL without them, keeping the known ones", async () => {
    const res = await get("/blog?page=2&cb=123&tag=%E0%B8%81&utm_source=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog?page=2&tag=%E0%B8%81");
    const bare = await get("/?cb=1");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/");
    expect(cache.size()).toBe(0);
  });

  it("does not render, store or redirect for random parameters of non-public pages", async () => {
    const res = await get("/login?cb=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBeNull();
  });

  it("stays bounded in entries and bytes under many distinct URLs; plain pages survive searches", async () => {
    await get("/");
    await settle();
    expect((await get("/")).headers.get("x-cache")).toBe("HIT");
    for (let i = 0; i < 60; i++) await (await get(`/blog?q=word${i}`)).arrayBuffer();
    await settle();
    expect(cache.size()).toBeLessThanOrEqual(20 + 5);
    expect(cache.bytes()).toBeLessThanOrEqual(4 * 1024 * 1024 + 3 * 2 * 1024 * 1024);
    // Searches have their own room: the home page is still a hit.
    expect((await get("/")).headers.get("x-cache")).toBe("HIT");
  });

  it("never stores or serves a request that carries a session token, however it is spelled", async () => {
    const spellings: Record<string, string>[] = [
      { Cookie: "session =tok" },
      { Cookie: 'session="tok"' },
      { Cookie: "a=1;session=tok" },
      { "X-Session-Token": "tok" },
      { Authorization: "Bearer tok" },
    ];
    for (const headers of spellings) {
      const path = `/blog?q=${encodeURIComponent(JSON.stringify(headers))}`;
      const first = await get(path, headers);
      expect(first.headers.get("x-cache"), JSON.stringify(headers)).toBeNull();
      await settle();
      expect((await get(path)).headers.get("x-cache"), JSON.stringify(headers)).toBe("MISS");
    }
  });
});

describe("the page policy", () => {
  it("is public only when every matched route says so, with the deepest route's query", () => {
    expect(combinedPolicy([{ page: { public: true, views: true } }, { page: BLOG }])).toEqual(BLOG);
    expect(combinedPolicy([{ page: { public: false, views: false } }, { page: BLOG }])?.public).toBe(false);
    expect(combinedPolicy([{ page: { public: true, views: true } }, undefined])).toBeNull();
    expect(canonicalSearch("?page=2", BLOG)).toBeNull();
    expect(canonicalSearch("?x=1", BLOG)).toBe("");
  });
});

describe("scripts and islands", () => {
  const plain = { page: { public: true, views: true } };
  it("loads islands only on pages without React: the shell's when signed in, a route's with the menu", () => {
    expect(pageNeedsScripts([plain])).toBe(false);
    expect(pageIslands([plain], false)).toEqual([]);
    expect(pageIslands([plain], true)).toEqual(["menu", "logout"]);
    expect(pageIslands([plain, { page: { public: true, views: true, islands: ["video", "done"] } }], false)).toEqual(["menu", "video", "done"]);
    const react = { page: { public: false, views: false, scripts: true } };
    expect(pageNeedsScripts([plain, react])).toBe(true);
    expect(pageIslands([plain, react], true)).toEqual([]);
  });
});

describe("the CSP of a cached page", () => {
  const policy = "default-src 'self'; script-src 'self' 'nonce-abc123=='; object-src 'none'";

  it("hashes only the inline scripts that carry the render's nonce", () => {
    const html =
      '<script nonce="abc123==">window.__remixContext = {"body":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"};</script>' +
      "<article><script>alert(1)</script><p>&lt;script&gt;alert(2)&lt;/script&gt;</p></article>" +
      '<script nonce="other">alert(3)</script>' +
      '<script type="module" nonce="abc123==" src="/assets/x.js"></script>';
    const csp = hashedPolicy(policy, html);
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(1);
    expect(csp).not.toMatch(/nonce-/);
  });

  it("allows this origin's files for island scripts named with the nonce (a nonce-only policy)", () => {
    const islands = "default-src 'self'; script-src 'nonce-abc123=='; object-src 'none'";
    const html = '<script type="module" nonce="abc123==" src="/assets/islands/menu-X.js"></script><script src="/evil.js"></script>';
    expect(hashedPolicy(islands, html)).toContain("script-src 'self'; ");
    expect(hashedPolicy(islands, '<script src="/assets/islands/menu-X.js"></script>')).toContain("script-src 'none'");
  });

  it("allows no inline script at all when none carries the nonce", () => {
    expect(hashedPolicy(policy, "<script>alert(1)</script>")).toContain("script-src 'self' 'none'");
  });
});
