/** Security headers on the production server (pages, the sign-in page, the API, assets). */
import { describe, expect, it } from "vitest";
import { sessionForUid } from "../../harness/auth";
import { env } from "../../harness/ports";

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${env.baseUrl}${path}`, { redirect: "manual", headers });

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(";").map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1).join(" ")]),
  );
}

describe("security headers", () => {
  it("every answer has nosniff, a referrer policy, a permissions policy, no framing and HSTS", async () => {
    for (const path of ["/", "/blog", "/api/auth/me", "/healthz", "/no-such-page", "/robots.txt"]) {
      const res = await get(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), path).toMatch(/camera=\(\)/);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("strict-transport-security"), path).toMatch(/max-age=\d{8}/);
      expect(res.headers.get("x-powered-by"), path).toBeNull();
    }
  });

  it("pages carry a CSP with a fresh nonce for scripts, no inline scripts and frame-ancestors 'none'", async () => {
    // A page with React's scripts (the admin: rendered each time, never from the cache;
    // a student's pages load islands only, tests/integration/page-scripts.test.ts).
    const signedIn = { Cookie: `session=${await sessionForUid("demo-admin-1")}` };
    const path = "/admin";
    const res = await get(path, signedIn);
    const csp = directives(res.headers.get("content-security-policy")!);
    expect(csp["frame-ancestors"]).toBe("'none'");
    expect(csp["object-src"]).toBe("'none'");
    expect(csp["script-src"]).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(csp["script-src"]).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(csp["script-src"]!)![1]!;
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = directives((await get(path, signedIn)).headers.get("content-security-policy")!);
    expect(again["script-src"]).not.toBe(csp["script-src"]);
  });

  it("only /login may reach Google's sign-in services and the Auth emulator", async () => {
    const login = directives((await get("/login")).headers.get("content-security-policy")!);
    expect(login["script-src"]).toContain("https://apis.google.com");
    expect(login["connect-src"]).toContain(`http://${env.authHost}`);
    expect(login["frame-src"]).toContain(`http://${env.authHost}`);
    const home = directives((await get("/")).headers.get("content-security-policy")!);
    expect(home["script-src"]).not.toContain("apis.google.com");
    expect(home["connect-src"]).toBe("'self'");
    expect(home["frame-src"]).not.toContain(env.authHost);
  });
});
