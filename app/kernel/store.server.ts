/**
 * Every Firestore transaction of the app runs through `tx` (lint forbids `runTransaction`
 * anywhere else in app/): one time-out, one retry of the emulator's closed transaction and one
 * mapping of its errors, so that a Firestore that does not answer is the page's Thai 503 (or a
 * form's "busy" text) everywhere the same way.
 */
import type { Transaction } from "firebase-admin/firestore";
import { closedTransaction, UnavailableError, unavailableOr } from "~/platform/errors";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";

/** How long a transaction may take, retries included, before it is answered as unavailable. */
export const TX_TIMEOUT_MS = 10_000;

/**
 * Firestore's own attempts of a transaction that lost its race (ABORTED; the SDK's default is
 * 5): many posts on one day, order or grant at once take turns until the time-out instead.
 */
const MAX_ATTEMPTS = 50;

/** Attempts of a transaction the emulator closed, before it is answered as contention. */
const CLOSED_ATTEMPTS = 5;

/** gRPC's ABORTED: the transaction lost its race every one of its attempts. */
const ABORTED = 10;

/** Too many transactions on the same documents at once, still conflicting after every attempt (503). */
export class ContentionError extends UnavailableError {
  override name = "ContentionError";
}

export interface TxOptions {
  /** Past this the caller gets an UnavailableError (the transaction may still commit later). */
  timeoutMs?: number;
}

/**
 * Under contention Firestore answers ABORTED, which the SDK retries; its emulator (dev, tests)
 * instead closes a transaction it gave up and answers its next request with INVALID_ARGUMENT
 * "Transaction is invalid or closed.", which the SDK does not retry. Such an attempt committed
 * nothing, so it runs again (a new transaction), up to CLOSED_ATTEMPTS times.
 */
async function attempts<T>(fn: (t: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(fn, { maxAttempts: MAX_ATTEMPTS });
    } catch (error) {
      if (attempt >= CLOSED_ATTEMPTS || !closedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}

/**
 * Runs `fn` as one Firestore transaction named `label` (in logs and errors). `fn` may run more
 * than once, as with any transaction. What it throws of its own (a refusal, a conflict) comes
 * back unchanged; a time-out, an unreachable Firestore or any gRPC failure is an
 * UnavailableError (ContentionError when the transaction kept losing its race); INVALID_ARGUMENT
 * is a bug of ours, logged and answered as is (`unavailableOr`).
 */
export async function tx<T>(label: string, fn: (t: Transaction) => Promise<T>, options: TxOptions = {}): Promise<T> {
  try {
    return await withTimeout(attempts(fn), options.timeoutMs ?? TX_TIMEOUT_MS, label);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === ABORTED || closedTransaction(error)) throw new ContentionError(`${label}: contention`);
    throw unavailableOr(label, error);
  }
}
