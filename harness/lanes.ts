/**
 * The integration files that start emulators and servers of their own, on
 * ports of their own: `vitest.config.ts` puts them in the `integration-own-stack`
 * project, and `npm test` runs that project in a second Vitest process beside
 * the shared-stack one (they spend their time waiting for processes to start
 * and stop, so the two lanes together take about as long as the longer one).
 */
export const OWN_STACK = [
  "tests/integration/dev-stack.test.ts",
  "tests/integration/faults.test.ts",
  "tests/integration/metrics.test.ts",
  "tests/integration/outage.test.ts",
  "tests/integration/server.test.ts",
];
