import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { adminApp, withTimeout } from "./firebase-admin.server";
import { unavailableOr } from "./errors";

/**
 * Marks a Firestore instance whose settings are applied. Kept on the instance, not in this
 * module: `server.ts` and the Remix build are bundled apart (and the dev server reloads
 * modules) but share firebase-admin's one default app, and settings may be set only once.
 */
const CONFIGURED = Symbol.for("thai-tutor.firestore-configured");

/** The Firestore handle: only data-access modules (`*.store.server.ts`) import it (lint checks). */
export function db(): Firestore {
  const firestore = getFirestore(adminApp()) as Firestore & { [CONFIGURED]?: true };
  if (!firestore[CONFIGURED]) {
    firestore.settings({ ignoreUndefinedProperties: true });
    firestore[CONFIGURED] = true;
  }
  return firestore;
}

/** One read that answers whether Firestore is there (GET /readyz). */
export function pingFirestore(): Promise<unknown> {
  return db().collection("_meta").doc("readyz").get();
}

/** How long a page waits for one Firestore read before it answers without it (or the Thai 503). */
export const FIRESTORE_WAIT_MS = 5_000;

/**
 * A Firestore read or write (a transaction is the kernel's `tx`), bounded: past `FIRESTORE_WAIT_MS`, or on any
 * Firestore failure, it rejects with an UnavailableError (`or503` makes it the page's
 * Thai 503), so a frozen Firestore never hangs a page.
 */
export function bounded<T>(work: Promise<T>, label: string, ms = FIRESTORE_WAIT_MS): Promise<T> {
  return withTimeout(work, ms, label).catch((error: unknown) => {
    throw unavailableOr(label, error, true);
  });
}
