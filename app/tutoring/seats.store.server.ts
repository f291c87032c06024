/**
 * Seat claims: who wins a contested time is decided by a create-if-absent write,
 * not by the booking transaction, so a race's losers are refused at once instead
 * of queueing behind (and retrying against) the day's lock.
 *
 * Each occurrence has one document per seat, `tutoringSeats/{sessionId}_{n}`
 * (n = 1 … the type's seats; a 1:1 has one). A booking post first claims a free
 * seat with `create()` (`claimSeat`): ALREADY_EXISTS means someone holds it, so
 * the post tries the next free seat and, with none left, is refused "full". The
 * winner's transaction (./booking.store.server.ts) still checks every rule on
 * the day documents and is the authority: it verifies the claim is still its own
 * and marks it `booked`; a refusal releases the claim (`releaseClaim`). Every
 * write that frees a booking's seat (cancel, reschedule, the tutor cancelling a
 * session or a day off) deletes its seat document in the same transaction.
 *
 * The same student posting twice finds their own claim (its `uid`) and books
 * with its `bookingId`: the transaction then answers the one booking. A claim
 * that its post never marked nor released (a process that died, a Firestore
 * that stopped answering between the two) is taken over after CLAIM_STALE_MS.
 * A seat document that is missing (a booking written before claims existed)
 * only costs the contention: the transaction refuses the time as before.
 */
import { createHash } from "node:crypto";
import type { DocumentReference, DocumentSnapshot, Firestore, Timestamp, Transaction } from "firebase-admin/firestore";
import { alreadyExists } from "~/platform/errors";
import { countQueryReads, countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { seatDocData } from "./documents.store.server";
import { seatId } from "./model";
import { col, read } from "./records.store.server";

/** A claim not marked `booked` after this long is abandoned (the booking transaction gives up after 10 s). */
const CLAIM_STALE_MS = 30_000;

/** A seat this post holds: the document, and the version it wrote or found (the release deletes only that one). */
export interface SeatClaim {
  ref: DocumentReference;
  bookingId: string;
  version: Timestamp;
}

/** The seat documents of an occurrence with `seats` seats. */
export function seatRefs(store: Firestore, sessionId: string, seats: number): DocumentReference[] {
  return Array.from({ length: seats }, (_, i) => col(store, "seats").doc(seatId(sessionId, i + 1)));
}

/** Whether a seat may be taken: no document, or a claim abandoned by its post (a queue's offer, `heldUntil`, is kept until then: ./queue.store.server.ts). */
export function seatFree(snap: DocumentSnapshot, now: Date): boolean {
  if (!snap.exists) return true;
  if (Number(snap.get("heldUntil") ?? 0) > now.getTime()) return false;
  const claimedAt = snap.get("claimedAt") as Timestamp | undefined;
  return snap.get("booked") !== true && (claimedAt?.toMillis() ?? 0) < now.getTime() - CLAIM_STALE_MS;
}

/** The order this student tries a group's seats in (from a hash of the uid, so a race spreads over the seats). */
function seatOrder(uid: string, seats: number): number[] {
  const first = createHash("sha256").update(uid).digest().readUInt32BE(0) % seats;
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}

const claimOf = (snap: DocumentSnapshot): SeatClaim => ({ ref: snap.ref, bookingId: snap.get("bookingId") as string, version: snap.updateTime! });

/** Writes `data` to a seat seen free in `seen`: a create, or a takeover of the abandoned claim (only that version). Null when another post was first. */
async function take(seen: DocumentSnapshot, data: ReturnType<typeof seatDocData>): Promise<SeatClaim | null> {
  return read("tutoring seat", async () => {
    try {
      const written = seen.exists ? await seen.ref.update(data, { lastUpdateTime: seen.updateTime! }) : await seen.ref.create(data);
      return { ref: seen.ref, bookingId: data.bookingId, version: written.writeTime };
    } catch (error) {
      // ALREADY_EXISTS (a create), FAILED_PRECONDITION or NOT_FOUND (a takeover): another post was first.
      const code = (error as { code?: unknown } | null)?.code;
      if (alreadyExists(error) || code === 9 || code === 5) return null;
      throw error;
    }
  });
}

/**
 * Claims a seat of the occurrence `sessionId` for `uid` (a booking post, before its
 * transaction): the student's own claim when they already hold one (a double post),
 * else the first free seat this post creates; null when every seat is held.
 */
export async function claimSeat(input: { sessionId: string; seats: number; uid: string; bookingId: string; now: Date }): Promise<SeatClaim | null> {
  const refs = seatRefs(db(), input.sessionId, input.seats);
  const snaps = await read("tutoring seats", () => db().getAll(...refs));
  countReads(refs.length);
  const mine = snaps.find((s) => s.exists && s.get("uid") === input.uid);
  if (mine) return claimOf(mine);
  const data = seatDocData({ uid: input.uid, bookingId: input.bookingId, sessionId: input.sessionId, booked: false, at: input.now });
  for (const i of seatOrder(input.uid, input.seats)) {
    if (!seatFree(snaps[i]!, input.now)) continue;
    const claim = await take(snaps[i]!, data);
    if (claim) return claim;
    // Lost this seat: to the same student's other post (then it is theirs), or to someone else.
    const now = await read("tutoring seat", () => refs[i]!.get());
    countReads(1);
    if (now.exists && now.get("uid") === input.uid) return claimOf(now);
  }
  return null;
}

/** Gives a claim back after its transaction refused or failed (only the version this post holds; a failure leaves it to go stale). */
export async function releaseClaim(claim: SeatClaim): Promise<void> {
  try {
    await read("tutoring seat release", () => claim.ref.delete({ lastUpdateTime: claim.version }));
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 9 && code !== 5) console.error(`tutoring: a seat claim was not released (${error instanceof Error ? error.message : String(error)}); it is taken over after ${CLAIM_STALE_MS / 1000} s`);
  }
}

// ---------------------------------------------------------------- inside the booking transactions

/** Whether `snap` (read in the transaction) is still the claim `claim` of `uid`. */
export function stillClaimed(snap: DocumentSnapshot, claim: SeatClaim, uid: string): boolean {
  return snap.exists && snap.get("uid") === uid && snap.get("bookingId") === claim.bookingId;
}

/** The seat documents a booking holds (read in `tx`): the ones its cancel or move deletes. */
export async function seatsOfBooking(tx: Transaction, store: Firestore, bookingId: string): Promise<DocumentReference[]> {
  const snap = await tx.get(col(store, "seats").where("bookingId", "==", bookingId));
  countQueryReads(snap.size);
  return snap.docs.map((d) => d.ref);
}

/** The seat documents of an occurrence (read in `tx`), with the booking each belongs to. */
export async function seatsOfSession(tx: Transaction, store: Firestore, sessionId: string): Promise<Array<{ ref: DocumentReference; bookingId: string }>> {
  const snap = await tx.get(col(store, "seats").where("sessionId", "==", sessionId));
  countQueryReads(snap.size);
  return snap.docs.map((d) => ({ ref: d.ref, bookingId: d.get("bookingId") as string }));
}

/** A free seat of the occurrence for a booking moved there (read in `tx`), or null when every seat is held. */
export async function freeSeatIn(tx: Transaction, store: Firestore, input: { sessionId: string; seats: number; uid: string; now: Date }): Promise<DocumentReference | null> {
  const refs = seatRefs(store, input.sessionId, input.seats);
  const snaps = await tx.getAll(...refs);
  countReads(refs.length);
  const i = seatOrder(input.uid, input.seats).find((n) => seatFree(snaps[n]!, input.now));
  return i === undefined ? null : refs[i]!;
}

/** Marks `ref` as the booked seat of `bookingId` (writes only, inside the booking's transaction). */
export function holdSeat(tx: Transaction, ref: DocumentReference, input: { uid: string; bookingId: string; sessionId: string; now: Date }): void {
  tx.set(ref, seatDocData({ ...input, booked: true, at: input.now }));
}
