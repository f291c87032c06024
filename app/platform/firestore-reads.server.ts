/**
 * Counts the Firestore document reads this process makes, as Firestore bills
 * them: one per document returned, one for a query that returns nothing, one
 * per document delivered to a snapshot listener. The model modules call
 * `countReads` after every read; a benchmark compares `readCount()` before and
 * after a run of requests.
 */

let reads = 0;

export function countReads(n: number): void {
  if (Number.isFinite(n) && n > 0) reads += Math.floor(n);
}

/** Billed reads of a query result: its documents, or 1 when it is empty. */
export function countQueryReads(size: number): void {
  countReads(Math.max(1, size));
}

export function readCount(): number {
  return reads;
}
