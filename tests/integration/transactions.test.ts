/**
 * Every transaction of the app runs through the kernel's `tx`
 * (app/kernel/store.server.ts; lint forbids `runTransaction` elsewhere in app/).
 * Under contention the Firestore emulator may close a transaction and answer its next
 * request with INVALID_ARGUMENT "Transaction is invalid or closed.", which the SDK does not
 * retry (it retries ABORTED, Firestore's answer): CI once failed so, on two sweeps of one
 * grant at once (payments-by-hand.test.ts), in a query inside the expiry's transaction.
 * The emulator's timing decides when that happens, so these tests give the transaction
 * that error, shaped as gRPC gives it, from inside the function, against the real SDK and
 * emulator: the SDK gives it up at once; `tx` runs the transaction again (a new
 * one: the closed one committed nothing) and it commits once; any other INVALID_ARGUMENT
 * is the caller's, and a transaction closed every time is contention (the Thai 503). So are
 * a time-out and an unreachable Firestore; what the function throws of its own comes back as is.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeFirebase } from "~/platform/firebase-admin.server";
import { ContentionError, tx } from "~/kernel/store.server";
import { UnavailableError } from "~/platform/errors";
import { db } from "~/platform/firestore.store.server";
import type { Transaction } from "firebase-admin/firestore";

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
  const fn = async (tx: Transaction) => {
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
  it("the SDK gives it up at once; tx runs it again and it commits once", async () => {
    const raw = await counter((attempt) => (attempt === 1 ? invalidArgument(CLOSED) : null));
    await expect(db().runTransaction(raw.fn)).rejects.toMatchObject({ code: 3 });
    expect(raw.state.attempts).toBe(1);
    expect(await raw.count()).toBe(0);

    const retried = await counter((attempt) => (attempt === 1 ? invalidArgument(CLOSED) : null));
    await expect(tx("probe", retried.fn)).resolves.toBe(2);
    expect(retried.state.attempts).toBe(2);
    expect(await retried.count()).toBe(1);
  });

  it("another INVALID_ARGUMENT (a bug of ours, e.g. a reserved id) is the caller's at once", async () => {
    const other = await counter(() => invalidArgument('Document name "__x__" is reserved.'));
    await expect(tx("probe", other.fn)).rejects.toMatchObject({ code: 3 });
    expect(other.state.attempts).toBe(1);
    expect(await other.count()).toBe(0);
  });

  it("closed every time: given up after five attempts as contention (a 503), nothing written", async () => {
    const always = await counter(() => invalidArgument(CLOSED));
    await expect(tx("probe", always.fn)).rejects.toBeInstanceOf(ContentionError);
    expect(always.state.attempts).toBe(5);
    expect(await always.count()).toBe(0);
  });
});

describe("tx: one time-out and one error mapping", () => {
  it("a transaction past its time-out is an UnavailableError naming its label", async () => {
    const slow = await counter(() => null);
    const late = (t: Transaction) => slow.fn(t).then((n) => new Promise<number>((resolve) => setTimeout(() => resolve(n), 1_000)));
    const error = await tx("probe slow", late, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toMatch(/^probe slow: .*timed out after 200 ms/);
    // Given up by the caller, not by Firestore: it still commits, once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await slow.count()).toBe(1);
  });

  it("what the function throws of its own comes back unchanged; a Firestore error with a code is unavailable", async () => {
    class Refused extends Error {}
    const own = await counter(() => new Refused("no"));
    await expect(tx("probe", own.fn)).rejects.toBeInstanceOf(Refused);
    expect(await own.count()).toBe(0);
    const down = await counter(() => Object.assign(new Error("14 UNAVAILABLE: No connection established"), { code: 14 }));
    await expect(tx("probe", down.fn)).rejects.toBeInstanceOf(UnavailableError);
    expect(await down.count()).toBe(0);
  });
});
