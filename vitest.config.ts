import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/** Integration files that run on an emulator stack and servers of their own (see the second lane below). */
const OWN_STACK = ["tests/integration/dev-stack.test.ts", "tests/integration/faults.test.ts", "tests/integration/outage.test.ts", "tests/integration/server.test.ts"];

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
          // on ports of their own: one at a time too, in a second lane beside
          // the first, since they spend their time waiting for processes.
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
