/**
 * The sweep of orphaned chunks (files.store.server.ts): every few hours each
 * server process deletes the chunks that no file's metadata names and that are
 * over an hour old. Several processes sweeping at once delete the same chunks
 * twice, which is harmless.
 */
import { sweepOrphanChunks } from "./files.store.server";

const EVERY_MS = 6 * 3_600_000;
const MIN_AGE_MS = 3_600_000;
let timer: NodeJS.Timeout | null = null;

export function startFileSweeper(): void {
  if (timer) return;
  timer = setInterval(() => {
    sweepOrphanChunks(MIN_AGE_MS)
      .then((n) => n > 0 && console.log(`files: ${n} orphaned chunks deleted`))
      .catch((error: unknown) => console.error(`files: the sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  }, EVERY_MS);
  timer.unref();
}

export function stopFileSweeper(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
