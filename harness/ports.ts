/**
 * The test stack's own ports, apart from `npm run dev`'s (3000/8080/9099), so a
 * running dev stack does not collide with `npm test`. `scripts/test.ts` exports
 * these to the runners as environment variables.
 */
export const TEST_PROJECT_ID = "demo-thai-tutor-test";

/**
 * `TEST_PORT_OFFSET` shifts every test port (this stack's and the ones single
 * test files start), so two checkouts can run `npm test` on one machine. Use
 * multiples of 1000: the emulator hubs and logging ports are 100 apart, so an
 * offset of 100 gives one checkout's hub the other's logging port.
 */
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
export const testPort = (port: number) => port + PORT_OFFSET;

export const TEST_PORTS = {
  app: testPort(3100),
  firestore: testPort(8180),
  auth: testPort(9199),
  hub: testPort(4410),
  logging: testPort(4510),
} as const;

export const env = {
  projectId: process.env.FIREBASE_PROJECT_ID ?? TEST_PROJECT_ID,
  firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${TEST_PORTS.firestore}`,
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${TEST_PORTS.auth}`,
  baseUrl: process.env.APP_URL ?? `http://localhost:${TEST_PORTS.app}`,
};
