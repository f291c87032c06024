import { describe, expect, it } from "vitest";
import { noticeCookie, takeNotice } from "~/platform/notice.server";
import { isAnonymous } from "~/auth/credentials";

const withCookie = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });
const cookiePart = (setCookie: string) => setCookie.split(";")[0]!;

describe("notices across a redirect", () => {
  it("carries a Thai sentence and reads it back once, with a Set-Cookie that clears it", () => {
    const set = noticeCookie("จองเรียบร้อยแล้ว");
    expect(set).toMatch(/^notice=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax/);
    const taken = takeNotice(withCookie(`session=abc; ${cookiePart(set)}`));
    expect(taken.text).toBe("จองเรียบร้อยแล้ว");
    expect(taken.clear).toMatch(/^notice=; Max-Age=0; /);
  });

  it("is nothing without the cookie", () => {
    expect(takeNotice(withCookie("session=abc"))).toEqual({ text: null, clear: null });
    expect(takeNotice(new Request("http://x/"))).toEqual({ text: null, clear: null });
  });

  it("cleans what a hand-made cookie carries: bad escapes, control and bidi characters, overlong text", () => {
    expect(takeNotice(withCookie("notice=%E0%B8")).text).toBe("%E0%B8");
    expect(takeNotice(withCookie("notice=%0Aok%E2%80%AE%00")).text).toBe("ok");
    expect(takeNotice(withCookie(`notice=${encodeURIComponent("ก".repeat(500))}`)).text).toHaveLength(200);
    // An empty notice shows nothing but is still cleared.
    const empty = takeNotice(withCookie("notice=%00"));
    expect(empty.text).toBeNull();
    expect(empty.clear).not.toBeNull();
  });

  it("makes the request personal, so no shared cache keeps or serves its page", () => {
    const get = (cookie: string | null) => (name: string) => (name === "Cookie" ? cookie : null);
    expect(isAnonymous(get(null))).toBe(true);
    expect(isAnonymous(get("theme=x"))).toBe(true);
    expect(isAnonymous(get("notice=x"))).toBe(false);
  });
});
