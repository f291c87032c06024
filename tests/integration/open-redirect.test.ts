/**
 * Open redirects through the real server: a signed-in visitor of
 * /login?redirectTo=<trick> is sent on, and the Location must stay on this site.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signedInSession } from "../support/auth";
import { env } from "../support/ports";

const TRICKS = [
  "//evil.example",
  "///evil.example/",
  "/\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "https://evil.example",
  "http:evil.example",
  "HTTPS://evil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "//evil.example@tutor.example",
  "/@evil.example",
  "//user:pass@evil.example",
  "/\u2215\u2215evil.example",
  "/\uff0f\uff0fevil.example",
  "\u3002evil.example",
  " //evil.example",
  "evil.example",
];

describe("redirectTo on /login", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedInSession()).cookie;
  });

  it("follows a same-site path", async () => {
    const res = await fetch(`${env.baseUrl}/login?redirectTo=${encodeURIComponent("/course/x?y=1")}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/course/x?y=1");
  });

  it.each(TRICKS)("keeps %j on this site", async (trick) => {
    const res = await fetch(`${env.baseUrl}/login?redirectTo=${encodeURIComponent(trick)}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    // Resolved as a browser would, it must stay on the site's own origin.
    const resolved = new URL(location, env.baseUrl);
    expect(resolved.origin).toBe(new URL(env.baseUrl).origin);
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(location).not.toMatch(/[\\\s]/);
  });
});
