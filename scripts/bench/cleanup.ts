/**
 * Stopping what a measurement script started, whatever happens: an error, a
 * failed step, Ctrl-C (SIGINT), SIGTERM or a closed terminal (SIGHUP).
 *
 * Each start registers its stop with `onCleanup`; `runMain` runs the script,
 * then the stops in reverse order (last started, first stopped), then exits.
 * A signal runs the same stops at once; another one, two seconds or more
 * later, exits without waiting.
 * If this process is killed outright, the emulator stack's guard process
 * (harness/stack.ts) still ends every group started with `spawnManaged`.
 */
import { closeGuard } from "../../harness/stack.ts";

type Cleanup = () => Promise<void> | void;

const cleanups: { name: string; run: Cleanup }[] = [];
let cleaning: Promise<void> | undefined;

/** Registers a stop; answers a function that unregisters it (once it has been done by hand). */
export function onCleanup(name: string, run: Cleanup): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Runs every registered stop, newest first; errors are reported, not thrown. Idempotent. */
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const { name, run } = cleanups.pop()!;
      try {
        await run();
      } catch (error) {
        console.error(`cleanup: stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await closeGuard().catch(() => undefined);
  })();
  return cleaning;
}

/** Runs `main`, stops everything, exits (0, 1 on error, 130 on a signal). */
export function runMain(label: string, main: () => Promise<void>): void {
  let signalled = false;
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      // One Ctrl-C can arrive more than once (from the terminal, and relayed by npm and tsx).
      if (Date.now() - firstSignalAt < 2_000) return;
      console.error(`\n${label}: ${signal} again, exiting without waiting`);
      process.exit(130);
    }
    signalled = true;
    firstSignalAt = Date.now();
    console.error(`\n${label}: ${signal}, stopping the servers and emulators…`);
    void cleanupAll().finally(() => {
      console.error(`${label}: stopped`);
      process.exit(130);
    });
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);

  main()
    .then(
      () => 0,
      (error: unknown) => {
        if (!signalled) console.error(`\n${label} failed: ${error instanceof Error ? error.message : String(error)}`);
        return 1;
      },
    )
    .then(async (code) => {
      await cleanupAll();
      if (!signalled) process.exit(code);
    });
}
