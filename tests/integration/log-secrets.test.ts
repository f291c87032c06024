/**
 * No session cookie, ID token, X-Session-Token or Bearer value, no calendar
 * feed token and no parent's link token, in any log line: sign in, call the API
 * every way, fail on purpose, read feeds (a student's, the tutor's, a replaced
 * one), open and post the parent's pages, then scan everything
 * the shared test server has printed for the secrets used.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { newFeedToken } from "~/tutoring/feed.store.server";
import { idTokenFor, sessionCookieForUid, sessionLogin, withClaims } from "../../harness/auth";
import { postForm } from "../support/forms";
import { writeParentLink } from "../support/parents";
import { env } from "../../harness/ports";

afterAll(async () => {
  await closeFirebase();
});

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

    // Calendar feeds: the token is the path.
    const feed = await newFeedToken("demo-student-3", "student");
    secrets.push(feed);
    const admin = await sessionCookieForUid("demo-admin-1");
    const made = await (await postForm(env.baseUrl, "/admin/tutoring?index", { intent: "rotate-feed" }, admin)).text();
    const tutorFeed = /\/calendar\/([A-Za-z0-9_-]{43})\.ics/.exec(made)?.[1];
    expect(tutorFeed, "the tutor's new link is in the answer").toBeTruthy();
    secrets.push(tutorFeed!);
    const replaced = await newFeedToken("demo-student-4", "student");
    secrets.push(replaced);
    await newFeedToken("demo-student-4", "student");
    const feedCalls = [`/calendar/${feed}.ics`, `/calendar/${encodeURIComponent(feed).replace(/-/g, "%2D")}.ics`, `/calendar/${tutorFeed}.ics`, `/calendar/${replaced}.ics`, `/calendar/${feed}.ics?x=${feed}`];
    const statuses: number[] = [];
    for (const path of feedCalls) statuses.push((await fetch(`${env.baseUrl}${path}`)).status);
    expect(statuses).toEqual([200, 200, 200, 404, 200]);

    // The parent's pages: the token is the path, a GET and a POST each.
    const parent = await writeParentLink(`log-secrets-parent-${Date.now()}`, "log-secrets-parent@test.example.com", "pending");
    for (const path of [parent.confirmUrl, parent.stopUrl]) {
      secrets.push(path.split("/").pop()!);
      expect((await fetch(`${env.baseUrl}${path}`)).status).toBe(200);
      expect((await postForm(env.baseUrl, path, {})).status).toBe(303);
    }
    await new Promise((r) => setTimeout(r, 300));

    const log = readFileSync(logFile!, "utf8");
    expect(log.length).toBeGreaterThan(0);
    expect(log).toMatch(/GET \/api\/auth\/me 401/);
    expect(log).toMatch(/GET \/calendar\/:token\.ics 200/);
    expect(log).toMatch(/GET \/calendar\/:token\.ics 404/);
    expect(log).toMatch(/POST \/parent\/confirm\/:token 303/);
    expect(log).toMatch(/GET \/parent\/stop\/:token 200/);
    for (const secret of secrets) {
      // Any 16-character piece of a token would already be a leak.
      for (let i = 0; i + 16 <= secret.length; i += 16) {
        expect(log.includes(secret.slice(i, i + 16)), `a piece of a token at ${i}`).toBe(false);
      }
    }
  });
});
