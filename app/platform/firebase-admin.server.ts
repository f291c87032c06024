import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getEnv } from "./env.server";

/**
 * The one firebase-admin app of this process. `server.ts` and the Remix build are
 * bundled separately but share node_modules, so both see the same default app.
 * Credentials come from Application Default Credentials in production
 * (GOOGLE_APPLICATION_CREDENTIALS or the host's metadata server); with the
 * emulators none are needed: firebase-admin reads FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST itself. Its Firestore handle is `db()` in firestore.store.server.ts.
 */
export function adminApp(): App {
  const existing = getApps().find((a) => a.name === "[DEFAULT]");
  if (existing) return existing;
  const env = getEnv();
  if (env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST) {
    // With the emulators nothing may look for Google's metadata server (an
    // address off this machine) in search of credentials.
    process.env.METADATA_SERVER_DETECTION ??= "none";
  }
  return initializeApp({ projectId: env.FIREBASE_PROJECT_ID });
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** Closes Firestore channels so the process can exit (graceful stop). */
export async function closeFirebase(): Promise<void> {
  const app = getApps().find((a) => a.name === "[DEFAULT]");
  if (app) await deleteApp(app);
}

/** Rejects with `label timed out` when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
