/**
 * The server's HTML cache for anonymous public pages: a second view is a hit,
 * a session cookie bypasses it, a publish (content version bump) invalidates it
 * on the running server, and a cached page's CSP lists hashes, not a nonce.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { signedInSession } from "../../harness/auth";
import { testDb } from "../support/firestore";
import { env } from "../../harness/ports";
import { declaredPolicy } from "~/platform/page-policy";

const root = path.resolve(import.meta.dirname, "../..");

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${env.baseUrl}${path}`, { headers: { "Accept-Encoding": "br, gzip", ...headers } });

async function untilHit(path: string) {
  for (let i = 0; i < 20; i++) {
    const res = await get(path);
    await res.arrayBuffer();
    if (res.headers.get("x-cache") === "HIT") return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${path} never came from the cache`);
}

describe("the HTML cache", () => {
  it("serves a second anonymous view of a public page from memory, precompressed, with hashed CSP", async () => {
    // A public page with scripts (a free lesson: its islands, script files named with the
    // render's nonce); pages without scripts allow none (page-scripts.test.ts).
    const path = "/lesson/study-01";
    const first = await get(path);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(first.headers.get("content-security-policy")).toMatch(/'nonce-/);
    const hit = await untilHit(path);
    expect(hit.headers.get("content-encoding")).toBe("br");
    const csp = hit.headers.get("content-security-policy")!;
    expect(csp).not.toMatch(/'nonce-/);
    // No inline script to hash; the islands' files: this origin's (hashedPolicy).
    expect(csp).toMatch(/script-src 'self';/);
    const again = await get(path, { "Accept-Encoding": "gzip" });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    // The same page; only the first render's nonce attributes differ.
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    expect(withoutNonces(await again.text())).toBe(withoutNonces(firstBody));
  });

  it("never serves or stores a page for a request with a session cookie", async () => {
    const session = await signedInSession();
    await untilHit("/");
    const res = await get("/", { Cookie: session.cookie });
    const html = await res.text();
    expect(res.headers.get("x-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(html).toContain(session.email);
    const anonymous = await (await get("/")).text();
    expect(anonymous).not.toContain(session.email);
  });

  it("keeps private pages out: /login, /admin and errors are not cached", async () => {
    for (const path of ["/login", "/no-such-page-for-cache"]) {
      await get(path);
      const res = await get(path);
      expect(res.headers.get("x-cache"), path).not.toBe("HIT");
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("is emptied by a publish: the next view renders the new content", async () => {
    const db = testDb();
    const published = await db.collection("articles").where("status", "==", "published").limit(1).get();
    const doc = published.docs[0]!;
    const slug = doc.get("slug") as string;
    const path = `/blog/${encodeURIComponent(slug)}`;
    await get(path);
    await untilHit(path);
    const newTitle = `หัวข้อใหม่ ${Date.now()}`;
    const oldTitle = doc.get("title") as string;
    const batch = db.batch();
    batch.update(doc.ref, { title: newTitle });
    batch.set(db.collection("meta").doc("content"), { version: FieldValue.increment(1) }, { merge: true });
    await batch.commit();
    try {
      let html = "";
      for (let i = 0; i < 30 && !html.includes(newTitle); i++) {
        await new Promise((r) => setTimeout(r, 200));
        html = await (await get(path)).text();
      }
      expect(html).toContain(newTitle);
    } finally {
      const restore = db.batch();
      restore.update(doc.ref, { title: oldTitle });
      restore.set(db.collection("meta").doc("content"), { version: FieldValue.increment(1) }, { merge: true });
      await restore.commit();
    }
  });
});

describe("signed-in pages never reach anonymous visitors (odd cookie spellings)", () => {
  it("a session in any spelling the session code accepts renders private and is never stored", async () => {
    const session = await signedInSession();
    const token = session.cookie.replace(/^session=/, "").split(";")[0]!;
    const spellings: Record<string, string>[] = [
      { Cookie: `session =${token}` },
      { Cookie: `session= ${token}` },
      { Cookie: ` session = ${token} ` },
      { Cookie: `session="${token}"` },
      { Cookie: `a=1;session=${token}` },
      { Cookie: `session=${token}; session=other` },
      { Cookie: `Session=${token}` },
      { Cookie: `SESSION=${token}` },
      { Cookie: `mysession=${token}; session_x=${token}` },
      { Cookie: `x=1; session =${token};y=2` },
      { "X-Session-Token": token },
      { Authorization: `Bearer ${token}` },
    ];
    const paths = ["/", "/dashboard", "/blog"];
    for (const headers of spellings) {
      for (const p of paths) {
        const res = await get(p, headers);
        const html = await res.text();
        if (html.includes(session.email)) expect(res.headers.get("cache-control"), JSON.stringify(headers)).toBe("private, no-store");
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const p of paths) {
      for (let i = 0; i < 2; i++) {
        const html = await (await get(p)).text();
        expect(html, p).not.toContain(session.email);
      }
    }
  });
});

describe("the page policy", () => {
  it("is declared by every route module of the build (a renamed route cannot lose it)", async () => {
    const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
    const files = readdirSync(path.join(root, "app/routes")).filter((f) => /\.tsx?$/.test(f));
    const routes = Object.values(build.routes).filter((r) => r && r.id !== "root");
    expect(routes.length).toBe(files.length);
    for (const route of Object.values(build.routes)) {
      expect(declaredPolicy(route!.module.handle), route!.id).not.toBeNull();
    }
    const publicIds = Object.values(build.routes)
      .filter((r) => declaredPolicy(r!.module.handle)?.public)
      .map((r) => r!.id)
      .sort();
    expect(publicIds).toEqual(
      [
        "root",
        "routes/[_]app",
        "routes/_index",
        "routes/blog.$slug",
        "routes/blog._index",
        "routes/blog.rss[.]xml",
        "routes/course.$slug",
        "routes/dashboard",
        "routes/lesson.$lessonId",
        "routes/robots[.]txt",
        "routes/sitemap[.]xml",
      ],
    );
  });

  it("redirects unknown query parameters of public pages to the canonical URL, keeping the known ones", async () => {
    const res = await fetch(`${env.baseUrl}/blog?cb=${Date.now()}&page=1&utm_source=x`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog?page=1");
    const login = await fetch(`${env.baseUrl}/login?cb=1`, { redirect: "manual" });
    expect(login.status).toBe(200);
  });
});
