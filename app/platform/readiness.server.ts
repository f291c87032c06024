import { adminAuth, withTimeout } from "./firebase-admin.server";
import { pingFirestore } from "./firestore.store.server";

const READY_TIMEOUT_MS = 1000;

export type ReadinessCheck = { name: string; ok: true } | { name: string; ok: false; reason: string };

async function check(name: string, probe: () => Promise<unknown>): Promise<ReadinessCheck> {
  try {
    await withTimeout(probe(), READY_TIMEOUT_MS, name);
    return { name, ok: true as const };
  } catch (error) {
    return { name, ok: false as const, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether Firestore and Auth both answer within about a second (GET /readyz). */
export function readinessChecks(): Promise<ReadinessCheck[]> {
  return Promise.all([
    check("firestore", pingFirestore),
    check("auth", async () => {
      try {
        await adminAuth().getUser("readyz-probe");
      } catch (error) {
        // "user not found" is an answer: the service is there.
        if ((error as { code?: string }).code === "auth/user-not-found") return;
        throw error;
      }
    }),
  ]);
}
