import { z } from "zod";

/**
 * The one id rule (docs/security.md, "One id rule"): every id the app makes comes from `newId`,
 * and every path parameter or form value that names a Firestore document is read with `idSchema`
 * (or `uidSchema` for Firebase Auth's uids), so a value Firestore would refuse (INVALID_ARGUMENT)
 * never reaches it: the page answers 404 (a path) or 400 (a form). ESLint refuses a feature's own
 * id schema or generator. Browser-safe (Web Crypto).
 */

/** Firestore's bound on a document id, in UTF-8 bytes. */
export const DOC_ID_MAX_BYTES = 1500;

/** Ids (and field names) Firestore keeps for itself: `__.*__`. */
export const RESERVED_ID = /^__.*__$/s;

const utf8 = new TextEncoder();

/** Whether Firestore takes `id` as a document id: not empty, not `.` or `..`, no `/`, not `__.*__`, at most 1 500 bytes. */
export function isFirestoreId(id: string): boolean {
  return (
    id !== "" &&
    id !== "." &&
    id !== ".." &&
    !id.includes("/") &&
    !RESERVED_ID.test(id) &&
    // At most 3 bytes per UTF-16 unit: only a long id needs counting.
    (id.length * 3 <= DOC_ID_MAX_BYTES || utf8.encode(id).length <= DOC_ID_MAX_BYTES)
  );
}

/** Any id Firestore takes (a course slug as a key, a backup's names): prefer `idSchema`. */
export const firestoreIdSchema = z.string().refine(isFirestoreId, "not a Firestore document id");

/** The longest id the app makes: a tutoring session's (its type's id, `_`, the start's milliseconds). */
export const ID_MAX_LENGTH = 200;

/**
 * Every id the app makes or has made: `newId`'s, Firestore's auto-ids, UUIDs (orders before
 * kernel/ids), tutoring's base64url ids (which may start with `-` or `_`), readable ids
 * (`course-math-m4`), hashes (hand-ins) and the ids made of them (`<type>_<ms>`).
 */
export const idSchema = firestoreIdSchema.regex(new RegExp(`^[A-Za-z0-9_-]{1,${ID_MAX_LENGTH}}$`));

/**
 * A Firebase Auth uid wherever a uid comes in (a URL, a document path): 1 to 128 characters
 * (Auth's bounds), no white space, under the id rule.
 */
export const uidSchema = firestoreIdSchema.regex(/^[^/\s]{1,128}$/);

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Random characters of ALPHABET (bytes past the last whole multiple of 62 are drawn again, so each is equally likely). */
function randomChars(length: number): string {
  let out = "";
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) if (b < 248 && out.length < length) out += ALPHABET[b % 62];
  }
  return out;
}

/** A new document id: 20 letters and digits (119 bits), unguessable, URL-safe, as Firestore's auto-ids. */
export function newId(): string {
  return randomChars(20);
}

/** A secret for a link or a cookie (a calendar feed, a parent's confirmation): `bytes` random bytes, base64url. */
export function newToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = "";
  for (const b of raw) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
