/**
 * Every transaction of the app runs through platform's `runTransaction`
 * (app/platform/firestore.store.server.ts; lint forbids the SDK's own elsewhere in app/).
 * Under contention the Firestore emulator may close a transaction and answer its next
 * request with INVALID_ARGUMENT "Transaction is invalid or closed.", which the SDK does not
 * retry (it retries ABORTED, Firestore's answer): CI once failed so, on two sweeps of one
 * grant at once (payments-by-hand.test.ts), in a query inside the expiry's transaction.
 * The emulator's timing decides when that happens, so these tests give the transaction
 * that error, shaped as gRPC gives it, from inside the function, against the real SDK and
 * emulator: the SDK gives it up at once; runTransaction runs the transaction again (a new
 * one: the closed one committed nothing) and it commits once; any other INVALID_ARGUMENT,
 * and a transaction closed every time, are the caller's.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { db, runTransaction } from "~/platform/firestore.store.server";

const PROBES = "transactionProbes";

afterAll(async () => {
  await closeFirebase();
});

/** An error as gRPC gives it (code 3, INVALID_ARGUMENT) with the emulator's or another text. */
function invalidArgument(details: string): Error {
  return Object.assign(new Error(`3 INVALID_ARGUMENT: ${details}`), { code: 3, details });
}
const CLOSED = "Transaction is invalid or closed.";

/** A counter document, and a transaction function that adds one to it, failing with `failure(attempt)` when that gives an error. */
async function counter(failure: (attempt: number) => Error | null) {
  const ref = db().collection(PROBES).doc(randomUUID());
  await ref.set({ n: 0 });
  const state = { attempts: 0 };
  const fn = async (tx: Parameters<Parameters<typeof runTransaction>[0]>[0]) => {
    state.attempts++;
    const snap = await tx.get(ref);
    const error = failure(state.attempts);
    if (error) throw error;
    tx.update(ref, { n: Number(snap.get("n")) + 1 });
    return state.attempts;
  };
  const count = async () => {
    const n = Number((await ref.get()).get("n"));
    await ref.delete();
    return n;
  };
  return { fn, state, count };
}

describe("a transaction the emulator closed", () => {
  it("the SDK gives it up at once; runTransaction runs it again and it commits once", async () => {
    const raw = await counter((attempt) => (attempt === 1 ? invalidArgument(CLOSED) : null));
    await expect(db().runTransaction(raw.fn)).rejects.toMatchObject({ code: 3 });
    expect(raw.state.attempts).toBe(1);
    expect(await raw.count()).toBe(0);

    const retried = await counter((attempt) => (attempt === 1 ? invalidArgument(CLOSED) : null));
    await expect(runTransaction(retried.fn)).resolves.toBe(2);
    expect(retried.state.attempts).toBe(2);
    expect(await retried.count()).toBe(1);
  });

  it("another INVALID_ARGUMENT (a bug of ours, e.g. a reserved id) is the caller's at once", async () => {
    const other = await counter(() => invalidArgument('Document name "__x__" is reserved.'));
    await expect(runTransaction(other.fn)).rejects.toMatchObject({ code: 3 });
    expect(other.state.attempts).toBe(1);
    expect(await other.count()).toBe(0);
  });

  it("closed every time: given up after five attempts, with the emulator's error, nothing written", async () => {
    const always = await counter(() => invalidArgument(CLOSED));
    await expect(runTransaction(always.fn)).rejects.toMatchObject({ code: 3, details: CLOSED });
    expect(always.state.attempts).toBe(5);
    expect(await always.count()).toBe(0);
  });
});
