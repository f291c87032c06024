/**
 * The site-wide search: in this process against the emulator (the
 * index comes from the content cache: no Firestore read per query; drafts and
 * the notes of locked lessons are never found), and over HTTP against the
 * production server (odd and oversized input, the page policy).
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { readCount } from "~/platform/firestore-reads.server";
import { articles } from "~/content/article.store.server";
import { publishedContent, stopContentCache } from "~/content/cache.server";
import { courses } from "~/content/course.store.server";
import { lessons } from "~/content/lesson.store.server";
import { searchSite, siteIndexBuilds } from "~/search/site-search.server";
import { MAX_QUERY_LENGTH } from "~/search/limits";
import { env } from "../../harness/ports";

const token = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function eventually(check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(async () => {
  stopContentCache();
  await closeFirebase();
});

describe("site search from the content cache", () => {
  it("finds articles, courses and lessons with Thai words, grouped by kind, and reads nothing from Firestore", async () => {
    await searchSite("เซต"); // warm: content and index
    const builds = siteIndexBuilds();
    const before = readCount();
    for (const q of ["เซต", "สมาธิ", "Mind Map", "เซต", "ฟิสิกส์ การเคลื่อนที่"]) await searchSite(q);
    const page = await searchSite("เซต");
    expect(readCount()).toBe(before);
    expect(siteIndexBuilds()).toBe(builds); // one index per content version
    expect(page.total).toBeGreaterThan(0);
    expect(page.groups.map((g) => g.kind)).toEqual(expect.arrayContaining(["lesson"]));
    const hit = page.groups.flatMap((g) => g.results)[0]!;
    expect(hit.title.some((p) => p.hit) || hit.excerptHtml.includes("<mark>")).toBe(true);
  });

  it("normalises the query (zero-width characters, case, full-width letters)", async () => {
    const plain = await searchSite("เซต");
    const odd = await searchSite("เซ\u200bต");
    expect(odd.total).toBe(plain.total);
    expect((await searchSite("ＭＩＮＤ map")).total).toBe((await searchSite("mind map")).total);
  });

  it("never finds a draft, nor the notes of a lesson that is not a free preview", async () => {
    const [draftWord, lockedNotes, lockedTitle, freeNotes] = [token(), token(), token(), token()];
    const draft = await articles.create({ slug: `draft-${draftWord}`, title: `ร่าง ${draftWord}`, excerpt: "ร่าง", body: `เนื้อหา ${draftWord}`, tags: [] });
    const course = await courses.create({ slug: `search-${lockedTitle}`, title: "คอร์สค้นหา", summary: "สรุป", description: "รายละเอียด", level: "beginner", status: "published" });
    try {
      await lessons.create({ courseId: course.id, title: `บทล็อก ${lockedTitle}`, notes: `ความลับ ${lockedNotes}`, durationMinutes: 5, status: "published" });
      await lessons.create({ courseId: course.id, title: "บทฟรี", notes: `เปิดให้อ่าน ${freeNotes}`, durationMinutes: 5, freePreview: true, status: "published" });
      await eventually(async () => (await publishedContent()).courseById.get(course.id)?.lessons.length === 2);

      expect((await searchSite(draftWord)).total).toBe(0);
      expect((await searchSite(lockedNotes)).total).toBe(0);

      const byTitle = await searchSite(lockedTitle);
      const lesson = byTitle.groups.find((g) => g.kind === "lesson")!.results[0]!;
      expect(lesson.badge).toBe("locked");
      expect(lesson.excerptHtml).toBe("");
      expect(JSON.stringify(byTitle)).not.toContain(lockedNotes);
      // A student enrolled in the course finds it open (issue 42: search said "locked"), and still no notes.
      const enrolled = (await searchSite(lockedTitle, new Set([course.id]))).groups.find((g) => g.kind === "lesson")!.results[0]!;
      expect(enrolled.badge).toBeNull();
      expect(enrolled.excerptHtml).toBe("");

      const free = (await searchSite(freeNotes)).groups.find((g) => g.kind === "lesson")!.results[0]!;
      expect(free.badge).toBe("freePreview");
      expect([...free.excerptHtml.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1])).toEqual([freeNotes]);
    } finally {
      await courses.remove(course.id);
      await articles.remove(draft.id);
    }
  });
});

describe("GET /search over HTTP", () => {
  const get = (q: string) => fetch(`${env.baseUrl}/search?q=${encodeURIComponent(q)}`);

  it("answers odd and oversized input with a Thai page, never an error", async () => {
    for (const q of ["", "   ", "!!!???", "\u0000\u0007", "\u200b\u200b", "a".repeat(5_000), "ก".repeat(1_500), "<script>alert(1)</script>", "%E0%A4%A"]) {
      const response = await get(q);
      expect(response.status, q.slice(0, 20)).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)</script>");
    }
    const twice = await fetch(`${env.baseUrl}/search?q=${encodeURIComponent("เซต")}&q=x`);
    expect(twice.status).toBe(200);
  });

  it("cuts the query to its bound and shows the results grouped under Thai headings, matches marked", async () => {
    const html = await (await get("เซต")).text();
    expect(html).toMatch(/<h2[^>]*>บทเรียน/);
    expect(html).toContain("<mark>เซต</mark>");
    const long = await (await get(`เซต${"ข".repeat(400)}`)).text();
    expect(long).toContain(`value="เซต${"ข".repeat(MAX_QUERY_LENGTH - 3)}"`);
  });

  it("is never stored in the HTML cache (private, no-store) so arbitrary queries cannot fill it", async () => {
    const response = await get(token());
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("has a search form in the top bar of every page that works without JavaScript (a GET to /search)", async () => {
    const html = await (await fetch(`${env.baseUrl}/blog`)).text();
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/search"[^>]*role="search"/);
  });
});
