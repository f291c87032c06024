import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { adminApp } from "./firebase-admin.server";
import { getEnv } from "./env.server";

/**
 * Marks a Firestore instance whose settings are applied. Kept on the instance, not in this
 * module: `server.ts` and the Remix build are bundled apart (and the dev server reloads
 * modules) but share firebase-admin's one default app, and settings may be set only once.
 */
const CONFIGURED = Symbol.for("thai-tutor.firestore-configured");

/**
 * FIRESTORE_TRANSPORT=rest: firebase-admin's REST transport. Its client asks
 * Google's auth library for headers even on the emulator (the gRPC one, with
 * the emulator's plain channel, does not): there it is given the emulator's owner
 * token, as the gRPC client sends, and the default universe the clients check.
 */
function transportSettings(): Record<string, unknown> {
  const env = getEnv();
  if (env.FIRESTORE_TRANSPORT !== "rest") return {};
  if (!env.FIRESTORE_EMULATOR_HOST) return { preferRest: true };
  const universeDomain = "googleapis.com";
  const auth = {
    universeDomain,
    getUniverseDomain: () => Promise.resolve(universeDomain),
    getRequestHeaders: () => Promise.resolve({ Authorization: "Bearer owner" }),
  };
  return { preferRest: true, auth };
}

/** The Firestore handle: only data-access modules (`*.store.server.ts`) import it (lint checks). */
export function db(): Firestore {
  const firestore = getFirestore(adminApp()) as Firestore & { [CONFIGURED]?: true };
  if (!firestore[CONFIGURED]) {
    firestore.settings({ ignoreUndefinedProperties: true, ...transportSettings() });
    firestore[CONFIGURED] = true;
  }
  return firestore;
}

/** One read that answers whether Firestore is there (GET /readyz). */
export function pingFirestore(): Promise<unknown> {
  return db().collection("_meta").doc("readyz").get();
}
