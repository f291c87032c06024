/** Errors of the data layer, shared by every store and by the HTTP helpers (platform imports no feature). */

export class NotFoundError extends Error {
  override name = "NotFoundError";
  constructor(what: string, id: string) {
    super(`${what} ${id} not found`);
  }
}

/** Someone else saved the document after it was opened (its `updatedAt` moved on). */
export class ConflictError extends Error {
  override name = "ConflictError";
  constructor(what: string, id: string, readonly current: Date) {
    super(`${what} ${id} was changed by someone else (now at ${current.toISOString()})`);
  }
}

/** A read or write that Firestore did not answer in time (the page answers 503). */
export class UnavailableError extends Error {
  override name = "UnavailableError";
}

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(readonly slug: string) {
    super(`slug "${slug}" is already used`);
  }
}

/** gRPC's ALREADY_EXISTS: a `create()` (or a batch holding one) found its document already there. */
const ALREADY_EXISTS = 6;

/** Whether a failed Firestore write is an ALREADY_EXISTS: the create-if-absent lost (a double post, a taken seat). */
export function alreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/** gRPC's INVALID_ARGUMENT: Firestore refused the request itself (e.g. a reserved document id). */
const INVALID_ARGUMENT = 3;

/**
 * Whether a transaction failed because the Firestore emulator closed it under contention: its
 * INVALID_ARGUMENT "Transaction is invalid or closed." (Firestore answers ABORTED there), which
 * kernel/store.server.ts `tx` runs again. Any other INVALID_ARGUMENT is a bug of ours.
 */
export function closedTransaction(error: unknown): boolean {
  const e = error as { code?: unknown; details?: unknown; message?: unknown } | null;
  return e?.code === INVALID_ARGUMENT && /Transaction is invalid or closed/.test(String(e.details ?? e.message ?? ""));
}

/**
 * The one classification of a failed Firestore call, for the stores' bounded reads and
 * transactions. INVALID_ARGUMENT is a bug of ours (a value the id rule, kernel/ids.ts,
 * should have stopped): logged as a bug and answered as is (a 500), never as "unavailable".
 * A time-out, a refused connection or any other gRPC code is an UnavailableError (the page's
 * 503). Anything else is answered unchanged, or as unavailable too when `everyError` is set.
 */
export function unavailableOr(label: string, error: unknown, everyError = false): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === INVALID_ARGUMENT) {
    console.error(`bug: Firestore refused ${label} as an invalid request (INVALID_ARGUMENT): ${message}`);
    return error;
  }
  if (everyError || typeof code === "number" || /timed out|DEADLINE|UNAVAILABLE|ECONNREFUSED/i.test(message)) {
    return new UnavailableError(`${label}: ${message}`);
  }
  return error;
}
