/**
 * What a visitor asked for before signing in ("enrol in this course"), carried
 * across the sign-in so it happens without a second tap. The visitor's own post
 * (a same-origin POST: server/csrf.ts refuses a foreign one) sets a short-lived
 * HttpOnly SameSite=Lax cookie and sends them to /login with `redirectTo` the
 * page that resumes it; that page, once the visitor is signed in, performs the
 * intent once, clears the cookie and says what it did (a notice). The page does
 * it, not the sign-in island, so it works whichever pages the student passes
 * through first. A cookie is input like any other: read through a zod schema,
 * anything else is ignored.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { parse as parseCookies } from "cookie";
import { z } from "zod";
import { cookieAttributes } from "./cookies.server";
import { idSchema, isFirestoreId } from "~/kernel/ids";

const NAME = "sign_in_intent";
const MAX_AGE_SECONDS = 15 * 60;
/** Under a browser's 4 KB for one cookie, and far under the server's 16 KB of headers. */
const MAX_LENGTH = 3000;
const MAX_JSON_BYTES = 16_384;

const intentSchema = z.discriminatedUnion("kind", [
  // The slug under the id rule (a course slug is a document key); the enrolment checks it again.
  z.strictObject({ kind: z.literal("enrol"), slug: z.string().max(200).refine(isFirestoreId) }),
  // A question typed on a lesson: it comes back in the form (it is not sent by itself); the post checks it again.
  z.strictObject({ kind: z.literal("ask"), lessonId: idSchema, body: z.string().trim().min(1).max(4000) }),
]);
export type SignInIntent = z.infer<typeof intentSchema>;

function serialize(value: string, maxAge: number): string {
  const { path, secure } = cookieAttributes();
  return `${NAME}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie that keeps `intent` for the page after sign-in, or null when it is not one or too long (then nothing is kept). */
export function signInIntentCookie(intent: SignInIntent): string | null {
  const parsed = intentSchema.safeParse(intent);
  if (!parsed.success) return null;
  // Compressed, so that a question of some length fits (Thai text percent-encoded takes 9 bytes a letter).
  const value = deflateRawSync(JSON.stringify(parsed.data)).toString("base64url");
  return value.length <= MAX_LENGTH ? serialize(value, MAX_AGE_SECONDS) : null;
}

/** The Set-Cookie that forgets the intent (once performed). */
export function clearSignInIntent(): string {
  return serialize("", 0);
}

/** The intent the request carries, when it is a valid one. */
export function readSignInIntent(request: Request): SignInIntent | null {
  const header = request.headers.get("Cookie");
  const raw = header ? parseCookies(header)[NAME] : undefined;
  if (!raw || raw.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  try {
    const json = inflateRawSync(Buffer.from(raw, "base64url"), { maxOutputLength: MAX_JSON_BYTES }).toString("utf8");
    const parsed = intentSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
