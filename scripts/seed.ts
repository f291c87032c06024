/**
 * Seeds the emulators with the demo accounts of app/platform/demo-accounts.ts (fixed
 * uids, verified e-mails, Thai names, a linked google.com identity so that they
 * are offered in the emulator's "Sign in with Google" popup), then demo content.
 * Idempotent. Used by `npm run dev` and the test runner; `npm run seed` runs it
 * against an already running stack (same variables as `npm run dev`).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS, type DemoAccount } from "../app/platform/demo-accounts.ts";
import { EXERCISES } from "../app/exercises/exercise.store.server.ts";
import { DEMO_LESSONS, seedContent } from "../harness/seed-content.ts";
import { demoExercises, exerciseDocData } from "../harness/seed-exercises.ts";
import { seedQuestions } from "../harness/seed-questions.ts";
import { seedTutoring } from "../harness/seed-tutoring.ts";
import { seedHandins } from "../harness/seed-handins.ts";
import { seedFiles } from "../harness/seed-files.ts";
import { seedPayments } from "../harness/seed-payments.ts";
import { seedExams } from "../harness/seed-exams.ts";

// The emulators need no credentials: never look for Google's metadata server.
process.env.METADATA_SERVER_DETECTION ??= "none";

export interface SeedOptions {
  projectId: string;
  /** e.g. 127.0.0.1:9099 */
  authEmulatorHost: string;
  /** e.g. 127.0.0.1:8080 */
  firestoreEmulatorHost: string;
}

let appCounter = 0;

export async function seed(opts: SeedOptions): Promise<void> {
  if (!opts.projectId.startsWith("demo-")) {
    throw new Error(`Refusing to seed project "${opts.projectId}": the seed is for the emulators only (use a demo- project id).`);
  }
  // firebase-admin reads these when the services are first used.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.authEmulatorHost;
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreEmulatorHost;
  const app = initializeApp({ projectId: opts.projectId }, `seed-${++appCounter}`);
  try {
    const auth = getAuth(app);
    const results = [];
    for (const account of DEMO_ACCOUNTS) results.push(await upsertAccount(auth, account));
    const created = results.filter((r) => r === "created").length;
    console.log(`Seed: ${DEMO_ACCOUNTS.length} demo accounts ready (${created} created) in project ${opts.projectId}`);
    await seedContent(getFirestore(app));
    await seedFiles(getFirestore(app), { projectId: opts.projectId, firestoreEmulatorHost: opts.firestoreEmulatorHost });
    await seedExercises(getFirestore(app));
    await seedQuestions(getFirestore(app));
    await seedTutoring(getFirestore(app));
    await seedHandins(getFirestore(app));
    await seedPayments(getFirestore(app));
    await seedExams(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** The demo exercises (harness/seed-exercises.ts), one document per lesson; a second run writes the same. */
async function seedExercises(db: Firestore): Promise<void> {
  const batch = db.batch();
  const exercises = demoExercises();
  for (const { lessonId, exercise } of exercises) {
    const lesson = DEMO_LESSONS.find((l) => l.id === lessonId);
    if (!lesson) throw new Error(`demo exercise for unknown lesson ${lessonId}`);
    batch.set(db.collection(EXERCISES).doc(lessonId), exerciseDocData(lessonId, lesson.courseId, exercise, new Date("2025-05-01T02:00:00Z")));
  }
  await batch.commit();
  console.log(`Seed: ${exercises.length} demo exercises`);
}

async function upsertAccount(auth: Auth, a: DemoAccount): Promise<"created" | "updated"> {
  const existing = await auth.getUser(a.uid).catch((error: { code?: string }) => {
    if (error.code === "auth/user-not-found") return null;
    throw error;
  });
  const profile = { email: a.email, emailVerified: true, displayName: a.name, disabled: false };
  if (existing) await auth.updateUser(a.uid, profile);
  else await auth.createUser({ uid: a.uid, ...profile });
  if (!existing?.providerData.some((p) => p.providerId === "google.com")) {
    await auth.updateUser(a.uid, {
      providerToLink: { providerId: "google.com", uid: `google-${a.uid}`, email: a.email, displayName: a.name },
    });
  }
  return existing ? "updated" : "created";
}

// `npm run seed`: against the stack that `npm run dev` started (or the *_EMULATOR_HOST variables).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const opts: SeedOptions = {
    projectId: env.FIREBASE_PROJECT_ID ?? "demo-thai-tutor",
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${env.AUTH_EMULATOR_PORT ?? 9099}`,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${env.FIRESTORE_EMULATOR_PORT ?? 8080}`,
  };
  try {
    await fetch(`http://${opts.authEmulatorHost}/`, { signal: AbortSignal.timeout(3_000) });
  } catch {
    console.error(`Auth emulator not reachable at ${opts.authEmulatorHost}: start the stack with "npm run dev" (or set AUTH_EMULATOR_PORT).`);
    process.exit(1);
  }
  await seed(opts).catch((error: unknown) => {
    console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
