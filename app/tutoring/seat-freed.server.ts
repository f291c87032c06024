/**
 * The one hook of the booking store into the waiting lists: a write that frees a seat of an
 * occurrence (./booking.store.server.ts: a cancellation, a released hold, a move) calls
 * `seatFreed` after its transaction; ./queue.server.ts listens (`onSeatFreed`) and hands the
 * seat to the first in line. A listener, not an import: the queue books with the booking store.
 */
type Listener = (sessionId: string, now: Date) => Promise<void>;

let listener: Listener | null = null;

export function onSeatFreed(fn: Listener): void {
  listener = fn;
}

/** After a seat of `sessionId` was freed (its listener logs its own failures). */
export async function seatFreed(sessionId: string, now: Date): Promise<void> {
  if (listener) await listener(sessionId, now);
}
