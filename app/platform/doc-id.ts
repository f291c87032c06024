import { z } from "zod";

/**
 * The one id rule (docs/security.md, "One id rule"): every path parameter or form value that
 * names a Firestore document is read with `firestoreIdSchema` or a schema built on it, so a
 * value Firestore would refuse (INVALID_ARGUMENT) never reaches it: the page answers 404 (a
 * path) or 400 (a form). Browser-safe.
 */

/** Firestore's bound on a document id, in UTF-8 bytes. */
export const DOC_ID_MAX_BYTES = 1500;

/** Ids (and field names) Firestore keeps for itself: `__.*__`. */
export const RESERVED_ID = /^__.*__$/s;

const utf8 = new TextEncoder();

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

/** Any id Firestore takes: not empty, not `.` or `..`, no `/`, not `__.*__`, at most 1 500 bytes. */
export const firestoreIdSchema = z.string().refine(isFirestoreId, "not a Firestore document id");

/** Document ids of content in URLs and forms: Firestore auto-ids and our readable ids. */
export const docIdSchema = firestoreIdSchema.min(1).max(64).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/**
 * A Firebase Auth uid wherever a uid comes in (a URL, a document path): 1 to 128 characters
 * (Auth's bounds), no white space, under the id rule.
 */
export const uidSchema = firestoreIdSchema.regex(/^[^/\s]{1,128}$/);
