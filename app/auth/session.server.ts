import { createHash } from "node:crypto";
import { serialize } from "cookie";
import { LRUCache } from "lru-cache";
import type { DecodedIdToken } from "firebase-admin/auth";
import { cookieAttributes } from "~/platform/cookies.server";
import { getEnv } from "~/platform/env.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { headerTokenFrom, SESSION_COOKIE, sessionCookieFrom } from "./credentials";
import { isAdminEmail } from "./roles";
import type { SessionUser } from "./user";
import { machineNow } from "~/kernel/clock";

const TOKEN_SHAPE = /^[A-Za-z0-9._-]{20,4096}$/;

function sessionMaxAgeMs(): number {
  return Math.round(getEnv().SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
}

export function sessionCookieHeader(value: string): string {
  return serialize(SESSION_COOKIE, value, { ...cookieAttributes(), maxAge: Math.floor(sessionMaxAgeMs() / 1000) });
}

export function clearSessionCookieHeader(): string {
  return serialize(SESSION_COOKIE, "", { ...cookieAttributes(), maxAge: 0, expires: new Date(0) });
}

/** The raw session cookie of a request, if it has a plausible shape. */
export function sessionCookieOf(request: Request): string | null {
  return sessionCookieFrom(request.headers.get("Cookie"));
}

/**
 * The token of an API request, in this order: the X-Session-Token
 * header, the Authorization bearer, then the `session` cookie.
 */
export function apiTokenOf(request: Request): string | null {
  return headerTokenFrom((name) => request.headers.get(name)) ?? sessionCookieOf(request);
}

function userFromClaims(claims: DecodedIdToken): SessionUser | null {
  const email = typeof claims.email === "string" ? claims.email : null;
  if (!email) return null;
  const emailVerified = claims.email_verified === true;
  return {
    uid: claims.uid,
    email,
    emailVerified,
    name: typeof claims.name === "string" ? claims.name : null,
    picture: typeof claims.picture === "string" ? claims.picture : null,
    isAdmin: isAdminEmail(email, emailVerified, getEnv().ADMIN_EMAILS),
  };
}

/**
 * A bounded cache of successful verifications (revocation included), so a
 * signed-in page view does not ask Firebase Auth every time. A session revoked
 * on another instance stays usable there for at most VERIFIED_TTL_MS; logout
 * on this instance forgets every cached session of that user at once (and a
 * verification that was under way meanwhile is not cached). Keys are SHA-256
 * hashes of the tokens, never the tokens.
 */
const VERIFIED_TTL_MS = 30_000;
const VERIFIED_MAX = 10_000;
const verified = new LRUCache<string, SessionUser>({ max: VERIFIED_MAX, ttl: VERIFIED_TTL_MS });
/** uid → when this instance last ended a session of that user (kept VERIFIED_TTL_MS). */
const endedAt = new Map<string, number>();

function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function remember(key: string, user: SessionUser, expiresAt: number, startedAt: number) {
  // A logout of this user since the verification began: its answer may predate the revocation.
  if ((endedAt.get(user.uid) ?? -Infinity) >= startedAt) return;
  const ttl = Math.min(VERIFIED_TTL_MS, expiresAt - machineNow());
  if (ttl > 0) verified.set(key, user, { ttl });
}

function forgetVerifiedToken(token: string): void {
  verified.delete(tokenKey(token));
}

/** Forgets every cached verification of `uid` on this instance (logout: all their sessions are revoked). */
function forgetVerifiedUser(uid: string): void {
  const now = machineNow();
  endedAt.set(uid, now);
  for (const [u, at] of endedAt) if (at < now - VERIFIED_TTL_MS) endedAt.delete(u);
  for (const [key, user] of verified.entries()) if (user.uid === uid) verified.delete(key);
}

/** Thrown when Firebase Auth could not be asked (outage), as opposed to a bad token. */
export class AuthUnavailableError extends Error {
  override name = "AuthUnavailableError";
}

const REFUSED = new Set([
  "auth/argument-error",
  "auth/invalid-argument",
  "auth/session-cookie-expired",
  "auth/session-cookie-revoked",
  "auth/user-disabled",
  "auth/user-not-found",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/invalid-session-cookie-duration",
]);

/**
 * Verifies a session token with revocation checked. Answers the user, or null for
 * a forged, expired or revoked token; throws AuthUnavailableError when Auth could
 * not be reached.
 */
export async function verifySessionToken(token: string): Promise<SessionUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const key = tokenKey(token);
  const known = verified.get(key);
  if (known) return known;
  const startedAt = machineNow();
  try {
    const claims = await adminAuth().verifySessionCookie(token, true);
    const user = userFromClaims(claims);
    if (user) remember(key, user, claims.exp * 1000, startedAt);
    return user;
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (REFUSED.has(code) || /decod|signature|kid|algorithm|audience|issuer|expired|revoked/i.test(String((error as Error).message))) {
      return null;
    }
    throw new AuthUnavailableError(code || "auth unavailable");
  }
}

export interface ResolvedSession {
  user: SessionUser | null;
  /** A Set-Cookie value clearing an invalid cookie, when one was sent. */
  setCookie?: string;
}

/**
 * The page session (root loader, guards): the `session` cookie only. An invalid
 * cookie is cleared and the visitor is anonymous (signed out silently).
 */
export async function resolveSession(request: Request): Promise<ResolvedSession> {
  const token = sessionCookieOf(request);
  if (!token) return { user: null };
  try {
    const user = await verifySessionToken(token);
    if (!user) return { user: null, setCookie: clearSessionCookieHeader() };
    return { user };
  } catch (error) {
    if (!(error instanceof AuthUnavailableError)) throw error;
    // Auth cannot be asked whether the session was revoked. Accept a cookie whose
    // signature and expiry still verify locally (production keeps Google's public
    // keys cached); otherwise render anonymous for now but keep the cookie, so the
    // session comes back by itself when Auth does.
    try {
      return { user: userFromClaims(await adminAuth().verifySessionCookie(token, false)) };
    } catch {
      return { user: null };
    }
  }
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await resolveSession(request)).user;
}

/** Largest age of a sign-in that may become a session (Firebase's guide). */
const MAX_SIGN_IN_AGE_S = 5 * 60;

export class SignInError extends Error {
  constructor(
    readonly status: 400 | 401 | 503,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Trades a fresh ID token for a session cookie value (and says who signed in).
 * Refuses an invalid token (401), a sign-in older than five minutes (401), and
 * reports an Auth outage (503).
 */
export async function createSession(idToken: string): Promise<{ token: string; user: SessionUser | null }> {
  let claims: DecodedIdToken;
  try {
    // Revocation checked: an ID token issued before a logout cannot become a new session.
    claims = await adminAuth().verifyIdToken(idToken, true);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === "app/network-error" || code === "auth/internal-error") throw new SignInError(503, "authentication service unavailable");
    if (code === "auth/id-token-revoked") throw new SignInError(401, "the ID token was revoked: sign in again");
    throw new SignInError(401, "invalid ID token");
  }
  if (machineNow() / 1000 - claims.auth_time > MAX_SIGN_IN_AGE_S) {
    throw new SignInError(401, "recent sign-in required");
  }
  if (typeof claims.email !== "string") throw new SignInError(400, "the account has no e-mail address");
  try {
    return { token: await adminAuth().createSessionCookie(idToken, { expiresIn: sessionMaxAgeMs() }), user: userFromClaims(claims) };
  } catch {
    throw new SignInError(503, "authentication service unavailable");
  }
}

/**
 * Ends a session: revokes the user's refresh tokens (so every session cookie of
 * that user stops verifying). Answers false when the revocation failed; the
 * caller clears the cookie either way.
 */
export async function endSession(token: string | null): Promise<boolean> {
  if (!token || !TOKEN_SHAPE.test(token)) return true;
  forgetVerifiedToken(token);
  try {
    const claims = await adminAuth().verifySessionCookie(token, false);
    forgetVerifiedUser(claims.uid);
    await adminAuth().revokeRefreshTokens(claims.uid);
    // Again: a verification that finished while revoking must not stay cached.
    forgetVerifiedUser(claims.uid);
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    // An already invalid token has nothing left to end.
    if (REFUSED.has(code)) return true;
    console.error(`logout: revocation failed (${code || "unknown error"})`);
    return false;
  }
}
