/**
 * Expiry of hours (docs/payments.md): a grant past its `expiresAt` loses what is left of it.
 * For each such grant one `expiry-<order>` entry is created (its id is the once: a second
 * sweep, or another process, finds it there), taking the grant's rest (hour-lots.ts: used
 * oldest grant first) and never more than the balance, in one transaction with the balance.
 * A sweep runs under the lease `sweepLeases/hoursExpiry` (platform/sweep-lease.store.server.ts),
 * so one process sweeps at a time.
 */
import { bounded, db } from "~/platform/firestore.store.server";
import { dropSweepLease, takeSweepLease } from "~/platform/sweep-lease.store.server";
import { readLedger } from "./hours.store.server";
import { grantRests } from "./hour-lots";
import { PAYMENT_COLLECTIONS as C } from "./model";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";
import { now as clockNow } from "~/kernel/clock";

const OWNER = newId();
const LEASE_MS = 10 * 60_000;
const LEASE = "hoursExpiry";
const ledger = () => db().collection(C.ledger);

/** Expires one grant: true when this call wrote its entry (false: written before, or not due). */
export async function expireGrant(orderId: string, now = clockNow()): Promise<boolean> {
  return tx("hours expiry", async (tx) => {
    const [grant, done] = await tx.getAll(ledger().doc(`grant-${orderId}`), ledger().doc(`expiry-${orderId}`));
    if (!grant!.exists || done!.exists || !(Number(grant!.get("expiresAt")) <= now)) return false;
    const uid = String(grant!.get("uid"));
    const balanceRef = db().collection(C.balances).doc(uid);
    const balance = await tx.get(balanceRef);
    const entries = await readLedger(tx, uid);
    const have = Number(balance.get("minutes") ?? 0);
    const minutes = Math.min(have, grantRests(entries).get(orderId) ?? 0);
    tx.create(ledger().doc(`expiry-${orderId}`), { uid, kind: "expiry", minutes: -minutes, orderId, at: now });
    if (minutes > 0) tx.set(balanceRef, { minutes: have - minutes });
    return true;
  });
}

/** One sweep: every grant past its end and not expired yet. Null when another process holds the lease. */
export async function sweepExpiredHours(now = clockNow()): Promise<{ expired: number } | null> {
  if (!(await takeSweepLease(LEASE, OWNER, now, LEASE_MS))) return null;
  try {
    const due = await bounded(ledger().where("kind", "==", "grant").where("expiresAt", "<=", now).get(), "expired grants read", 8_000);
    let expired = 0;
    for (const grant of due.docs) if (await expireGrant(String(grant.get("orderId")), now)) expired++;
    return { expired };
  } finally {
    await dropSweepLease(LEASE, OWNER).catch(() => undefined);
  }
}
