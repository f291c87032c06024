/**
 * No session cookie, ID token, X-Session-Token or Bearer value in any log line:
 * sign in, call the API every way, fail on purpose, then scan everything the
 * shared test server has printed for the secrets used.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { idTokenFor, sessionLogin, withClaims } from "../../harness/auth";
import { env } from "../../harness/ports";

describe("the server's logs", () => {
  it("never contain a token it was given", async () => {
    const logFile = process.env.SERVER_LOG;
    expect(logFile, "SERVER_LOG is set by scripts/test.ts").toBeTruthy();
    const secrets: string[] = [];

    const { idToken } = await idTokenFor();
    secrets.push(idToken);
    const login = await sessionLogin(idToken);
    const { sessionToken } = (await login.json()) as { sessionToken: string };
    secrets.push(sessionToken);

    const stale = withClaims(idToken, { auth_time: 1 });
    secrets.push(stale);
    expect((await sessionLogin(stale)).status).toBe(401);
    const forged = `${sessionToken.slice(0, -4)}abcd-forged`;
    secrets.push(forged);

    const calls: Array<[string, RequestInit]> = [
      ["/api/auth/me", { headers: { Cookie: `session=${sessionToken}` } }],
      ["/api/auth/me", { headers: { "X-Session-Token": sessionToken } }],
      ["/api/auth/me", { headers: { Authorization: `Bearer ${sessionToken}` } }],
      ["/api/auth/me", { headers: { Authorization: `Bearer ${forged}` } }],
      ["/api/auth/me?token=" + sessionToken, {}],
      ["/dashboard", { headers: { Cookie: `session=${forged}` } }],
      ["/admin", { headers: { Cookie: `session=${sessionToken}` } }],
      ["/no-such-page", { headers: { Cookie: `session=${sessionToken}` } }],
      ["/api/auth/sessionLogin", { method: "POST", headers: { "Content-Type": "application/json", Origin: env.baseUrl }, body: `{"idToken":"${forged}"` }],
      ["/api/auth/sessionLogin", { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://evil.example" }, body: JSON.stringify({ idToken }) }],
      ["/api/auth/sessionLogout", { method: "POST", headers: { "X-Session-Token": sessionToken, Origin: env.baseUrl } }],
      ["/api/auth/me", { headers: { "X-Session-Token": sessionToken } }],
    ];
    for (const [path, init] of calls) await fetch(`${env.baseUrl}${path}`, init);
    await new Promise((r) => setTimeout(r, 300));

    const log = readFileSync(logFile!, "utf8");
    expect(log.length).toBeGreaterThan(0);
    expect(log).toMatch(/GET \/api\/auth\/me 401/);
    for (const secret of secrets) {
      // Any 16-character piece of a token would already be a leak.
      for (let i = 0; i + 16 <= secret.length; i += 16) {
        expect(log.includes(secret.slice(i, i + 16)), `a piece of a token at ${i}`).toBe(false);
      }
    }
  });
});
