/**
 * The sweep of orphaned chunks (files.store.server.ts): every few hours each
 * server process deletes the chunks that no file's metadata names and that are
 * over an hour old. Several processes sweeping at once delete the same chunks
 * twice, which is harmless.
 */
import { periodic } from "~/platform/periodic.server";
import { sweepOrphanChunks } from "./files.store.server";

const MIN_AGE_MS = 3_600_000;

const job = periodic(
  "files: the sweep",
  async () => {
    const n = await sweepOrphanChunks(MIN_AGE_MS);
    return n > 0 ? `files: ${n} orphaned chunks deleted` : null;
  },
  { every: 6 * 3_600_000 },
);

export const startFileSweeper = job.start;
export const stopFileSweeper = job.stop;
