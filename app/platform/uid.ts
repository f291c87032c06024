import { z } from "zod";

/**
 * A Firebase Auth uid, the one rule wherever a uid comes in (a URL, a document path): 1 to 128
 * characters (Auth's bounds), no "/" (it would split a Firestore path) and no white space.
 */
export const uidSchema = z.string().regex(/^[^/\s]{1,128}$/);
