/**
 * The test stack's own ports, apart from `npm run dev`'s (3000/8080/9099), so a
 * running dev stack does not collide with `npm test`. `scripts/test.ts` exports
 * these to the runners as environment variables.
 */
export const TEST_PROJECT_ID = "demo-thai-tutor-test";
export const TEST_PORTS = {
  app: 3100,
  firestore: 8180,
  auth: 9199,
  hub: 4410,
  logging: 4510,
} as const;

export const env = {
  projectId: process.env.FIREBASE_PROJECT_ID ?? TEST_PROJECT_ID,
  firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${TEST_PORTS.firestore}`,
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${TEST_PORTS.auth}`,
  baseUrl: process.env.APP_URL ?? `http://localhost:${TEST_PORTS.app}`,
};
