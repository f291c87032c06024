import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { adminApp } from "./firebase-admin.server";

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
