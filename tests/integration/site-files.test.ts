/**
 * Site files and link previews against the production server: the favicon,
 * icons and web manifest from public/, Open Graph and Twitter tags on every
 * public page, and the generated og:image of articles and courses (a PNG, cached
 * for a year under its versioned URL).
 */
import { describe, expect, it } from "vitest";
import { DEMO_ARTICLES, DEMO_COURSES } from "../../harness/seed-content";
import { env } from "../../harness/ports";

const base = env.baseUrl;
const article = DEMO_ARTICLES.find((a) => a.slug === "stay-focused-at-home")!;
const math = DEMO_COURSES.find((c) => c.id === "course-math-m4")!;
const PNG_MAGIC = "89504e470d0a1a0a";

async function metaOf(path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) tags.set(m[1]!, m[2]!.replace(/&amp;/g, "&"));
  return { html, tags };
}

describe("site files", () => {
  it("serves /favicon.ico, the icons and the apple-touch-icon", async () => {
    const ico = await fetch(`${base}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4).toString("hex")).toBe("00000100");
    for (const path of ["/icon.svg", "/icon-192.png", "/icon-512.png", "/icon-maskable-512.png", "/apple-touch-icon.png"]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
  });

  it("serves a valid web manifest with the Thai name, linked from every page", async () => {
    const res = await fetch(`${base}/site.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as { name: string; short_name: string; lang: string; theme_color: string; icons: Array<{ src: string }> };
    expect(manifest.short_name).toBe("ติวกับพี่");
    expect(manifest.name).toMatch(/^ติวกับพี่/);
    expect(manifest.lang).toBe("th");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons) expect((await fetch(`${base}${icon.src}`)).status, icon.src).toBe(200);
    const { html } = await metaOf("/");
    for (const link of ['rel="manifest" href="/site.webmanifest"', 'rel="icon" href="/favicon.ico"', 'rel="icon" href="/icon.svg"', 'rel="apple-touch-icon" href="/apple-touch-icon.png"']) {
      expect(html).toContain(link);
    }
  });
});

describe("link previews", () => {
  const PAGES = ["/", "/blog", `/blog/${article.slug}`, `/course/${math.slug}`, "/lesson/math-01"];
  for (const path of PAGES) {
    it(`${path} has Open Graph and Twitter tags`, async () => {
      const { tags } = await metaOf(path);
      for (const name of ["og:type", "og:site_name", "og:title", "og:description", "og:url", "og:image", "twitter:card", "twitter:title", "twitter:image"]) {
        expect(tags.get(name), `${path} ${name}`).toBeTruthy();
      }
      expect(tags.get("og:url")).toBe(`${base}${path}`);
      expect((await fetch(tags.get("og:image")!)).status).toBe(200);
    });
  }

  for (const [path, title] of [[`/blog/${article.slug}`, article.title], [`/course/${math.slug}`, math.title]] as const) {
    it(`${path}: og:image is a PNG drawn from the title, cached for a year under its version`, async () => {
      const { tags } = await metaOf(path);
      expect(tags.get("og:image:alt")).toBe(title);
      expect(tags.get("twitter:card")).toBe("summary_large_image");
      const url = tags.get("og:image")!;
      expect(url).toMatch(/\/og\/(article|course)\/[^/]+\.png\?v=[\w-]{12}$/);
      const res = await fetch(url);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toContain("immutable");
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(0, 8).toString("hex")).toBe(PNG_MAGIC);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      // An old version gets the current image, briefly cached.
      const stale = await fetch(url.replace(/v=[\w-]+$/, "v=old"));
      expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
    });
  }

  it("answers 404 for an unknown or draft slug and an unknown kind", async () => {
    const draft = DEMO_ARTICLES.find((a) => a.status === "draft")!;
    for (const path of ["/og/article/no-such-article.png", `/og/article/${draft.slug}.png`, `/og/lesson/math-01.png`, `/og/course/${math.slug}`]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });
});
