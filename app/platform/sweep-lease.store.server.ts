/**
 * The lease of a periodic sweep that every server process runs (the hours' expiry, the paid
 * bookings' holds): `sweepLeases/{name}` holds `{ owner, until }`, taken in one transaction, so
 * one process sweeps at a time; a holder that dies leaves it to run out and the next sweep of
 * any process takes it. The sweeps' own transactions keep them correct; the lease only spares
 * the doubled work. Running state: the backup leaves `sweepLeases` out (backup.store.server.ts).
 */
import { db } from "./firestore.store.server";
import { tx } from "~/kernel/store.server";

const leaseRef = (name: string) => db().collection("sweepLeases").doc(name);

const leaseTx = <T>(name: string, fn: (tx: FirebaseFirestore.Transaction) => Promise<T>): Promise<T> =>
  tx(`${name} lease`, fn, { timeoutMs: 8_000 });

/** Takes sweep `name`'s lease for `owner` until `now + ms`: false while another owner holds it. */
export function takeSweepLease(name: string, owner: string, now: number, ms: number): Promise<boolean> {
  return leaseTx(name, async (tx) => {
    const held = await tx.get(leaseRef(name));
    if (held.exists && held.get("owner") !== owner && Number(held.get("until")) > now) return false;
    tx.set(leaseRef(name), { owner, until: now + ms });
    return true;
  });
}

/** Gives sweep `name`'s lease back when `owner` holds it (a sweep that finished early). */
export async function dropSweepLease(name: string, owner: string): Promise<void> {
  await leaseTx(name, async (tx) => {
    const held = await tx.get(leaseRef(name));
    if (held.get("owner") === owner) tx.set(leaseRef(name), { owner, until: 0 });
  });
}
