/**
 * Small fixes to the public pages (the article's contents, Thai title breaks, leaving a course), over HTTP against the production server.
 */
import { describe, expect, it } from "vitest";
import { env } from "../support/ports";

describe("login after a locked lesson", () => {
  it("tells a visitor sent from a locked lesson why they must sign in", async () => {
    const locked = await fetch(`${env.baseUrl}/lesson/math-02`, { redirect: "manual" });
    expect(locked.status).toBe(302);
    const login = await (await fetch(new URL(locked.headers.get("location")!, env.baseUrl))).text();
    expect(login).toContain("บทเรียนนี้เปิดให้เฉพาะนักเรียนที่เข้าสู่ระบบและลงทะเบียนคอร์สแล้ว");
  });

  it("says nothing of the kind on a plain visit to /login", async () => {
    const login = await (await fetch(`${env.baseUrl}/login`)).text();
    expect(login).not.toContain("บทเรียนนี้เปิดให้เฉพาะ");
  });
});

describe("cover icons", () => {
  it("are the site's SVG icons, never an emoji (no emoji font on many systems)", async () => {
    for (const path of ["/", "/dashboard", "/blog", "/course/math-m4-sets-and-logic"]) {
      const page = await (await fetch(`${env.baseUrl}${path}`)).text();
      // The markup (the loader data in the scripts still carries the stored value).
      const html = page.slice(0, page.indexOf("<script"));
      const icons = [...html.matchAll(/<span class="(?:cover__icon|feature__icon|my-course__icon)"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => m[1]!);
      expect(icons.length, path).toBeGreaterThan(0);
      for (const icon of icons) expect(icon, path).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });
});
