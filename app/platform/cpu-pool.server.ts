/**
 * CPU work on user input off the main thread (docs/decisions/007-cpu-work-off-the-event-loop.md):
 * reading a slip's QR code (jsQR), parsing and cleaning a PDF (pdf-lib) and reading a CSV file (csv-parse) are synchronous
 * JavaScript that took seconds on a hostile file, and the main thread answers every other
 * request of the process. They run in a small pool of worker threads (piscina) on
 * `cpu-worker.mjs`, each under a time budget: a task over its budget is aborted (its thread
 * is ended and replaced) and answers "over budget"; so does a task that finds the queue
 * full. The caller decides what that means (a slip: checked by hand; a PDF or a CSV file: refused).
 *
 * The worker is plain ESM importing only packages (and ./csv-records.mjs, plain too), so the one file runs in the three places
 * the app runs: from `app/platform/` under Vitest and `npm run dev` (Vite's SSR modules have
 * their source path as `import.meta.url`), and from `build/workers/` in the production
 * build, where scripts/build-workers.mjs puts it (the server build is build/server/index.js).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { CsvRecords } from "./csv-records.mjs";

const WORKER = "cpu-worker.mjs";

/** Threads: two at most (uploads are rare; the host's cores serve pages). */
const MAX_THREADS = 2;
/** Tasks waiting for a thread beyond the running ones; more are over budget at once. */
const MAX_QUEUE = 8;

function workerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../workers", WORKER), path.resolve(here, "../../workers", WORKER), path.resolve(here, WORKER)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`cpu pool: ${WORKER} not found beside ${here} (npm run build writes build/workers/)`);
  return found;
}

let pool: Piscina | null = null;

function thePool(): Piscina {
  pool ??= new Piscina({ filename: workerFile(), minThreads: 0, maxThreads: MAX_THREADS, maxQueue: MAX_QUEUE, idleTimeout: 30_000 });
  return pool;
}

export type CpuTask = { kind: "qr"; grey: Uint8Array; width: number; height: number } | { kind: "pdf"; bytes: Uint8Array } | { kind: "csv"; text: string; max: number };

type PdfResult = { ok: true; bytes: Uint8Array; pages: number } | { ok: false; reason: "encrypted" | "unreadable" };
type Result<T extends CpuTask> = T extends { kind: "qr" } ? string | null : T extends { kind: "csv" } ? CsvRecords : PdfResult;

/** What a task answered, or `overBudget` when it ran out of time or found no room in the queue. */
export type CpuAnswer<T> = { done: true; value: T } | { done: false; overBudget: true };

/** Runs `task` on the pool within `budgetMs`. A task's own error (a bug) is thrown. */
export async function runCpu<T extends CpuTask>(task: T, budgetMs: number): Promise<CpuAnswer<Result<T>>> {
  if (budgetMs <= 0) return { done: false, overBudget: true };
  const p = thePool();
  if (p.queueSize >= MAX_QUEUE) return { done: false, overBudget: true };
  try {
    const value = (await p.run(task, { signal: AbortSignal.timeout(budgetMs) })) as Result<T>;
    return { done: true, value };
  } catch (error) {
    if (isBudgetError(error)) return { done: false, overBudget: true };
    throw error;
  }
}

function isBudgetError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "AbortError" || error.name === "TimeoutError" || /aborted|queue is at limit/i.test(error.message);
}
