/**
 * The page shell as the server writes it (moved from tests/e2e/shell.spec.ts,
 * issue 45: what needs no browser): the top bar's links in order and the active
 * one, for a visitor, a student and an admin; the redirect of an admin page to
 * sign in; the footer; the document's language, title and description; the Thai
 * 404 and 403 pages inside the shell; /_app's bare shell. These pages ship no
 * script a visitor runs before reading them (or only islands, which leave the bar
 * alone), so the HTML is what the browser shows. The browser tests keep what only
 * a browser shows: the sticky bar, the font, the menus, widths, logout.
 */
import { describe, expect, it } from "vitest";
import { signedInSession } from "../../harness/auth";
import { env } from "../../harness/ports";

const BRAND = "ติวกับพี่";
const TAGLINE = "พี่เป็นนักเรียนรุ่นพี่ที่อยากส่งต่อประสบการณ์และเทคนิคการเรียนให้น้อง ๆ ทุกคน";
const ANONYMOUS_LINKS = ["หน้าหลัก", "บทความ", "บทเรียน", "เข้าสู่ระบบ"];
const STUDENT_LINKS = ["หน้าหลัก", "บทความ", "บทเรียน"];
const ADMIN_LINKS = ["หน้าหลัก", "บทความ", "บทเรียน", "แอดมิน", "สถิติ"];

async function page(path: string, cookie?: string) {
  const res = await fetch(`${env.baseUrl}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The main navigation's links (their text) and the one marked aria-current="page", if any. */
function nav(html: string) {
  const list = html.match(/<nav aria-label="เมนูหลัก"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  expect(list, "the main navigation").toBeDefined();
  const links = [...list!.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map((m) => ({ attrs: m[1]!, label: m[2]! }));
  return { labels: links.map((l) => l.label), active: links.filter((l) => l.attrs.includes('aria-current="page"')).map((l) => l.label) };
}

function expectShell(html: string) {
  expect(html).toMatch(/<header class="topbar">/);
  expect(html).toMatch(/<footer class="site-footer">/);
}

/** The text of the first element matched by `pattern`'s group, without tags. */
const text = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/<[^>]*>/g, "").trim();

describe("anonymous", () => {
  const ROUTES: Array<[path: string, status: number, active: string | null]> = [
    ["/", 200, "หน้าหลัก"],
    ["/blog", 200, "บทความ"],
    ["/blog/", 200, "บทความ"],
    ["/dashboard", 200, "บทเรียน"],
    // Not built yet (404), but the shell still renders and บทเรียน is active.
    ["/course/x", 404, "บทเรียน"],
    ["/lesson/x", 404, "บทเรียน"],
    ["/blogger", 404, null],
  ];

  it.each(ROUTES)("%s answers %i, links in order, %s active, no admin links", async (path, status, active) => {
    const { status: got, html } = await page(path);
    expect(got).toBe(status);
    expectShell(html);
    expect(nav(html)).toEqual({ labels: ANONYMOUS_LINKS, active: active ? [active] : [] });
    expect(html).not.toMatch(/<a\b[^>]*>(แอดมิน|สถิติ)<\/a>/);
  });

  it("admin pages send anonymous visitors to sign in, whose page has no admin link", async () => {
    const { status, location } = await page("/admin/stats");
    expect(status).toBe(302);
    expect(location).toMatch(/\/login\?redirectTo=%2Fadmin%2Fstats$/);
    const login = await page(location!.replace(/^https?:\/\/[^/]+/, ""));
    expect(nav(login.html)).toEqual({ labels: ANONYMOUS_LINKS, active: ["เข้าสู่ระบบ"] });
  });

  it("the footer shows the brand, the tagline and the 2025 copyright", async () => {
    const footer = (await page("/")).html.match(/<footer class="site-footer">([\s\S]*?)<\/footer>/)?.[1] ?? "";
    expect(text(footer, /<span class="brand__name">([\s\S]*?)<\/span>/)).toBe(BRAND);
    expect(text(footer, /<p class="site-footer__tagline">([\s\S]*?)<\/p>/)).toBe(TAGLINE);
    expect(text(footer, /<p class="site-footer__copy">([\s\S]*?)<\/p>/)).toBe(`© 2025 ${BRAND}`);
  });

  it("the document is Thai and has a title and a description", async () => {
    const home = (await page("/")).html;
    expect(home).toMatch(/<html lang="th"[\s>]/);
    expect(text(home, /<title>([^<]*)<\/title>/)).toContain(BRAND);
    expect(home).toMatch(/<meta name="description" content="[^"]*\S[^"]*"/);
    expect(text((await page("/blog")).html, /<title>([^<]*)<\/title>/)).toBe(`บทความ | ${BRAND}`);
  });

  it("an unknown page answers 404 with the Thai page inside the shell", async () => {
    const { status, html } = await page("/no-such-page/at-all");
    expect(status).toBe(404);
    expect(text(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe("ไม่พบหน้านี้");
    expect(text(html, /<title>([^<]*)<\/title>/)).toBe(`ไม่พบหน้านี้ | ${BRAND}`);
    expectShell(html);
    const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "";
    expect(main).toMatch(/<a\b[^>]*>กลับหน้าหลัก<\/a>/);
    expect(main).not.toContain("<pre");
    expect(nav(html)).toEqual({ labels: ANONYMOUS_LINKS, active: [] });
  });

  it("/_app renders the bare shell: empty content area, not indexed", async () => {
    const { status, html } = await page("/_app");
    expect(status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expectShell(html);
    expect(html).toMatch(/<main\b[^>]*>\s*<\/main>/);
  });
});

describe("signed in", () => {
  it("a student: avatar, e-mail, logout; no login or admin links; 403 on admin pages", async () => {
    const { email, cookie } = await signedInSession({ email: `student-${Date.now()}@test.example.com` });
    const course = await page("/course/abc", cookie);
    expect(nav(course.html)).toEqual({ labels: STUDENT_LINKS, active: ["บทเรียน"] });
    expect(text(course.html, /<span class="avatar" aria-hidden="true">([^<]*)<\/span>/)).toBe(email[0]!.toUpperCase());
    expect(course.html).toContain(`<span class="user-area__email" title="${email}">${email}</span>`);
    expect(course.html).not.toContain("user-area__role");
    // The profile one tap away (issue 42): in the user area beside the sessions, and the phones' avatar.
    const toProfile = [...course.html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('href="/profile"'));
    expect(toProfile.some((tag) => tag.includes("user-area__profile"))).toBe(true);
    expect(toProfile.some((tag) => tag.includes("user-status__profile") && tag.includes('aria-label="โปรไฟล์ของฉัน"'))).toBe(true);
    const logout = course.html.match(/<button\b[^>]*>[^<]*ออกจากระบบ[^<]*<\/button>/)?.[0];
    expect(logout, "the logout button").toBeDefined();
    expect(logout).not.toMatch(/\bdisabled\b/);

    const admin = await page("/admin", cookie);
    expect(admin.status).toBe(403);
    expect(text(admin.html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe("ไม่มีสิทธิ์เข้าถึงหน้านี้");
    expect(nav(admin.html)).toEqual({ labels: STUDENT_LINKS, active: [] });
  });

  it("an admin: the Admin label, admin links and their active states", async () => {
    const { cookie } = await signedInSession({ email: "admin@example.com" });
    const cases: Array<[string, string]> = [
      ["/admin", "แอดมิน"],
      ["/admin/stats", "สถิติ"],
      ["/admin/stats/x", "สถิติ"],
      ["/admin/statsx", "แอดมิน"],
      ["/blog", "บทความ"],
    ];
    for (const [path, active] of cases) {
      const { html } = await page(path, cookie);
      expect(nav(html), path).toEqual({ labels: ADMIN_LINKS, active: [active] });
      expect(text(html, /<span class="badge badge--admin user-area__role">([^<]*)<\/span>/), path).toBe("Admin");
    }
  });
});
