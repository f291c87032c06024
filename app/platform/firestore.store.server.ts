import { getFirestore, type Firestore, type Transaction } from "firebase-admin/firestore";
import { adminApp, withTimeout } from "./firebase-admin.server";
import { closedTransaction, unavailableOr } from "./errors";

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

/** Attempts of a transaction the emulator closed (errors.ts `closedTransaction`), before its error is the caller's. */
const CLOSED_ATTEMPTS = 5;

/**
 * Every Firestore transaction of the app runs here (lint forbids `runTransaction` elsewhere in
 * app/). Under contention Firestore answers ABORTED, which the SDK retries; its emulator (dev,
 * tests) instead closes a transaction it gave up and answers the next request of it with
 * INVALID_ARGUMENT "Transaction is invalid or closed.", which the SDK does not retry, so two
 * transactions at once on one document failed there where Firestore would have retried. Such an
 * attempt committed nothing: it runs again (a new transaction, as the SDK's own retry), up to
 * CLOSED_ATTEMPTS times. `fn` may run more than once, as with any transaction.
 */
export async function runTransaction<T>(fn: (tx: Transaction) => Promise<T>, options?: { maxAttempts?: number }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(fn, options);
    } catch (error) {
      if (attempt >= CLOSED_ATTEMPTS || !closedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}

/** One read that answers whether Firestore is there (GET /readyz). */
export function pingFirestore(): Promise<unknown> {
  return db().collection("_meta").doc("readyz").get();
}

/** How long a page waits for one Firestore read or transaction before it answers without it (or the Thai 503). */
export const FIRESTORE_WAIT_MS = 5_000;

/**
 * A Firestore read or transaction, bounded: past `FIRESTORE_WAIT_MS`, or on any
 * Firestore failure, it rejects with an UnavailableError (`or503` makes it the page's
 * Thai 503), so a frozen Firestore never hangs a page.
 */
export function bounded<T>(work: Promise<T>, label: string, ms = FIRESTORE_WAIT_MS): Promise<T> {
  return withTimeout(work, ms, label).catch((error: unknown) => {
    throw unavailableOr(label, error, true);
  });
}
