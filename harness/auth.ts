/**
 * Test helpers for accounts and sessions against the real Auth emulator and the
 * real server: no mocks. Users are made through the emulator's IdP endpoint, so
 * the ID tokens are ones firebase-admin accepts.
 */
import { randomUUID } from "node:crypto";
import { idTokenForUid as idTokenFromEmulator } from "./id-token";
import { env } from "./ports";

export interface TestUserOptions {
  email?: string;
  emailVerified?: boolean;
  provider?: "google.com" | "microsoft.com";
  name?: string;
}

export function uniqueEmail(prefix = "student"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;
}

/** Signs in at the Auth emulator as an IdP user and answers a fresh ID token. */
export async function idTokenFor(opts: TestUserOptions = {}, authHost = env.authHost): Promise<{ idToken: string; uid: string; email: string }> {
  const email = opts.email ?? uniqueEmail();
  const claims = {
    sub: `sub-${email}`,
    email,
    email_verified: opts.emailVerified ?? true,
    name: opts.name ?? email.split("@")[0],
  };
  const postBody = `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=${opts.provider ?? "google.com"}`;
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ postBody, requestUri: "http://localhost", returnSecureToken: true, returnIdpCredential: true }),
  });
  const body = (await res.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!res.ok || !body.idToken) throw new Error(`signInWithIdp failed: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, uid: body.localId!, email };
}

/** POST /api/auth/sessionLogin as a browser on the site would. */
export function sessionLogin(idToken: unknown, init: { origin?: string; raw?: string; baseUrl?: string } = {}) {
  const baseUrl = init.baseUrl ?? env.baseUrl;
  return fetch(`${baseUrl}/api/auth/sessionLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: init.origin ?? baseUrl },
    body: init.raw ?? JSON.stringify({ idToken }),
  });
}

/** A signed-in session for a new (or given) user: the session token and a Cookie header. */
export async function signedInSession(opts: TestUserOptions = {}, target: { baseUrl?: string; authHost?: string } = {}) {
  const user = await idTokenFor(opts, target.authHost);
  const res = await sessionLogin(user.idToken, { baseUrl: target.baseUrl });
  if (!res.ok) throw new Error(`sessionLogin failed: ${res.status} ${await res.text()}`);
  const { sessionToken } = (await res.json()) as { sessionToken: string };
  return { ...user, sessionToken, cookie: `session=${sessionToken}` };
}

/**
 * The emulator signs nothing (its tokens use alg "none", which firebase-admin
 * accepts only in emulator mode), so a test can re-issue a real token with some
 * claims changed: an expired session, a stale sign-in.
 */
export function withClaims(token: string, patch: Record<string, unknown>): string {
  const [header, payload, signature = ""] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
  const next = Buffer.from(JSON.stringify({ ...claims, ...patch })).toString("base64url");
  return `${header}.${next}.${signature}`;
}

/** An ID token for an existing user, through a custom token (the emulator signs nothing). */
export function idTokenForUid(uid: string, authHost = env.authHost): Promise<string> {
  return idTokenFromEmulator(uid, authHost);
}

/** A session for an existing account (e.g. a seeded demo student), through the server's sessionLogin. */
export async function sessionForUid(uid: string, baseUrl?: string): Promise<string> {
  const res = await sessionLogin(await idTokenForUid(uid), { baseUrl });
  if (!res.ok) throw new Error(`sessionLogin failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

/** The Cookie header of a session for an existing account ("session=…"). */
export async function sessionCookieForUid(uid: string): Promise<string> {
  return `session=${await sessionForUid(uid)}`;
}

/** Changes an account in the Auth emulator (as the project owner). */
export async function updateAccount(uid: string, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`http://${env.authHost}/identitytoolkit.googleapis.com/v1/projects/${env.projectId}/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, ...fields }),
  });
  if (!res.ok) throw new Error(`accounts:update failed: ${res.status} ${await res.text()}`);
}
