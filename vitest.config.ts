import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { OWN_STACK } from "./harness/lanes";


export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: OWN_STACK,
          environment: "node",
          // These share the emulators and the server: one file at a time.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
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
          environment: "node",
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
