import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { ALONE, OWN_STACK } from "./harness/lanes";

/**
 * Shared-stack integration files at once (INTEGRATION_FORKS overrides: 1 runs them one by one).
 * Three on two cores: each file waits on the server and the emulator much of its time. The
 * parallel files took 169 s with two, 145 s with three and 151 s with four (2026-11-29).
 */
const FORKS = Number(process.env.INTEGRATION_FORKS) || 3;

/** What every integration project shares: Node, forked workers, the stack's time-outs. */
const INTEGRATION = { environment: "node", pool: "forks", testTimeout: 60_000, hookTimeout: 180_000 } as const;
/** One file at a time in one fork. */
const ONE_AT_A_TIME = { poolOptions: { forks: { singleFork: true } } };

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // A project may not set its own number of forks: FORKS at most for every project (the
    // shared-stack `integration` files run that many at once; `singleFork` ones one by one).
    pool: "forks",
    poolOptions: { forks: { minForks: 1, maxForks: FORKS } },
    projects: [
      {
        extends: true,
        // With the parallel integration files, after the one-at-a-time ones: run first, the unit
        // files took both forks for their first 80 s and held back the files that run alone.
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: "integration-alone",
          include: ALONE,
          // Each reaches past its own data (harness/lanes.ts says why): one at a time, and
          // before the parallel files and the unit tests (a lower group runs first).
          ...INTEGRATION,
          ...ONE_AT_A_TIME,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...OWN_STACK, ...ALONE],
          // These share the emulators and the server but each owns its data (its users, its
          // days: harness/test-days.ts; its ports): FORKS files at once (the root's pool).
          ...INTEGRATION,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The files that start (and stop) emulators and servers of their own
          // (harness/lanes.ts): one at a time too; `npm test` runs this
          // project in a second Vitest process beside the first.
          name: "integration-own-stack",
          include: OWN_STACK,
          ...INTEGRATION,
          ...ONE_AT_A_TIME,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
