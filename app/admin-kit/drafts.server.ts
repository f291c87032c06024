/**
 * Typed text is never lost to an expired session. An editor post whose session
 * has expired (or whose cookie is invalid or gone) is answered, not redirected:
 * 401 with the form as typed, a Thai message and a sign-in link that comes back
 * to the same form with the text. The text is kept server-side meanwhile:
 *
 * - in `editorDrafts/{random id}` (128 random bits), for one hour (`expireAt`:
 *   set a Firestore TTL policy on it; expired drafts are also deleted as new ones
 *   are kept, and never restored);
 * - bound to this browser: the draft stores the SHA-256 of a random key that only
 *   this browser holds, in an HttpOnly cookie on `/admin`; and to the admin's
 *   e-mail when the expired cookie still names one (read unverified, only to
 *   narrow who may restore); and to the form's path;
 * - restored only for a signed-in admin (the page's own guard) with that key,
 *   e-mail and path; bounded in size, and written at most as often as the admin
 *   write rate limit allows this address.
 */
import { createHash } from "node:crypto";
import { data, type AppLoadContext } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { sessionCookieOf } from "~/auth/session.server";
import { cookieAttributes } from "~/platform/cookies.server";
import type { SessionUser } from "~/auth/user";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { enforceRateLimit, RATE_RULES } from "~/platform/rate-limit.store.server";
import { ADMIN_URLS, loginUrl } from "~/kernel/urls";
import { withTimeout } from "~/platform/firebase-admin.server";
import { createDraft, readDraft } from "./drafts.store.server";
import { requireAdminWrite, type Actor } from "./guard.server";
import { noteActionFact } from "~/kernel/action-facts.server";
import { intentSchema, versionSchema } from "./inputs";
import type { ContentDoc } from "~/content/kind";
import type { EditorKind } from "./editor-kind";
import { idSchema, newId, newToken } from "~/kernel/ids";
import { now } from "~/kernel/clock";

const DRAFT_TTL_MS = 60 * 60 * 1000;
const DRAFT_COOKIE = "editor_draft";
/** Firestore documents hold at most 1 MiB. */
const MAX_DRAFT_CHARS = 400_000;
const DRAFT_TIMEOUT_MS = 5_000;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

function draftKeyOf(request: Request): string | null {
  const key = parse(request.headers.get("Cookie") ?? "")[DRAFT_COOKIE];
  return key && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null;
}

/** The e-mail an expired session cookie names (read without verifying: it only narrows who may restore). */
function unverifiedEmail(request: Request): string | null {
  const token = sessionCookieOf(request);
  try {
    const claims = JSON.parse(Buffer.from(token?.split(".")[1] ?? "", "base64url").toString()) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Keeps the typed fields; answers the draft id and the browser key's cookie. */
async function keepDraft(request: Request, path: string, values: Record<string, string>, version: string | null) {
  const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === "string"));
  if (Object.values(fields).reduce((n, v) => n + v.length, 0) > MAX_DRAFT_CHARS) return null;
  const key = draftKeyOf(request) ?? newToken();
  const id = newId();
  await createDraft(id, { keyHash: sha256(key), email: unverifiedEmail(request), path, fields, version }, now(), DRAFT_TTL_MS);
  const cookie = serialize(DRAFT_COOKIE, key, { ...cookieAttributes(), path: ADMIN_URLS.home(), maxAge: DRAFT_TTL_MS / 1000 });
  return { id, cookie };
}

/** The typed fields of a kept draft, for this admin, browser and form; null otherwise (unknown, expired, someone else's). */
export async function restoreDraft(
  request: Request,
  user: SessionUser,
  path: string
): Promise<{ values: Record<string, string>; version: string | null } | null> {
  const id = new URL(request.url).searchParams.get("draft");
  const key = draftKeyOf(request);
  if (!id || !idSchema.safeParse(id).success || !key) return null;
  try {
    const d = await readDraft(id, DRAFT_TIMEOUT_MS);
    if (!d || d.keyHash !== sha256(key) || d.path !== path) return null;
    if (d.expireAt < now()) return null;
    if (d.email && d.email !== user.email.trim().toLowerCase()) return null;
    const version = versionSchema.safeParse(d.version);
    return { values: d.fields as Record<string, string>, version: version.success ? version.data : null };
  } catch (error) {
    console.error(`draft read failed: ${error instanceof Error ? error.message : "error"}`);
    return null;
  }
}

function isLoginRedirect(thrown: unknown): boolean {
  return thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && (thrown.headers.get("Location") ?? "").startsWith(loginUrl());
}

/**
 * The guard of an editor post. An admin: who writes. Anyone else: thrown as
 * `requireAdminWrite` throws it (403, 429), except an editor form posted
 * without a session, which is answered (401) with the text it carried.
 */
export async function editorWriteGuard<D extends ContentDoc>(
  kind: EditorKind<D>,
  request: Request,
  context: AppLoadContext,
  form: FormData
): Promise<{ actor: Actor; expired?: undefined } | { expired: ReturnType<typeof data> }> {
  try {
    return { actor: await requireAdminWrite(request, context) };
  } catch (thrown) {
    if (!isLoginRedirect(thrown) || !intentSchema.safeParse(form.get("intent")).success) throw thrown;
    await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
    noteActionFact(context, "sessionExpired");
    const values = kind.parse(form).values as Record<string, string>;
    const submitted = versionSchema.safeParse(form.get("version"));
    const version = submitted.success ? submitted.data : null;
    const path = new URL(request.url).pathname;
    let kept: { id: string; cookie: string } | null = null;
    try {
      kept = await withTimeout(keepDraft(request, path, values, version), DRAFT_TIMEOUT_MS, "draft write");
    } catch (error) {
      console.error(`draft write failed: ${error instanceof Error ? error.message : "error"}`);
    }
    const state = {
      values,
      errors: {},
      formError: kept ? FORM_ERRORS.sessionExpired : FORM_ERRORS.sessionExpiredNotKept,
      preview: null,
      conflict: null,
      version,
      signIn: { url: loginUrl(kept ? `${path}?draft=${kept.id}` : path), kept: kept !== null },
    };
    const headers: HeadersInit = { "Cache-Control": "no-store", ...(kept ? { "Set-Cookie": kept.cookie } : {}) };
    return { expired: data(state, { status: 401, headers }) };
  }
}
