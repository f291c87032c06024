/** A firebase-admin app of the tests' own, on the test emulators. */
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { env } from "../../harness/ports";

export function testDb(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= env.firestoreHost;
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const app = getApps().find((a) => a.name === "tests") ?? initializeApp({ projectId: env.projectId }, "tests");
  return getFirestore(app);
}
