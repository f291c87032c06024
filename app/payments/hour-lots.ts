/**
 * What is left of each grant of hours (browser-safe, pure). Hours are used oldest grant first:
 * a grant's own revoke and expiry entries (by its order) take from it alone; the net of uses
 * and booking refunds is then drawn from the grants in the order they were granted, each up to
 * what its own entries left. The refund of money and the expiry sweep take back only this rest.
 */
export type LedgerKind = "grant" | "use" | "refund" | "revoke" | "expiry";

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed: a grant and a booking's refund add, the others take away. */
  minutes: number;
  at: number;
  orderId?: string;
  /** A use or a refund: the booking it was for. */
  bookingId?: string;
  expiresAt?: number;
}

/** orderId → minutes left of that grant (never below zero). */
export function grantRests(entries: readonly LedgerEntry[]): Map<string, number> {
  const taken = new Map<string, number>();
  let used = 0;
  for (const e of entries) {
    if ((e.kind === "revoke" || e.kind === "expiry") && e.orderId) taken.set(e.orderId, (taken.get(e.orderId) ?? 0) - e.minutes);
    if (e.kind === "use" || e.kind === "refund") used -= e.minutes;
  }
  const rests = new Map<string, number>();
  const grants = entries.filter((e) => e.kind === "grant" && e.orderId).sort((a, b) => a.at - b.at);
  for (const g of grants) {
    const own = Math.max(0, g.minutes - (taken.get(g.orderId!) ?? 0));
    const drawn = Math.min(own, Math.max(0, used));
    used -= drawn;
    rests.set(g.orderId!, own - drawn);
  }
  return rests;
}

/** The soonest end among grants with hours left after `now` (what /tutoring shows), or null. */
export function soonestExpiry(entries: readonly LedgerEntry[], now: number): number | null {
  const rests = grantRests(entries);
  const ends = entries.filter((e) => e.kind === "grant" && e.expiresAt && e.expiresAt > now && (rests.get(e.orderId!) ?? 0) > 0).map((e) => e.expiresAt!);
  return ends.length ? Math.min(...ends) : null;
}
