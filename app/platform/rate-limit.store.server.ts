import { createHash } from "node:crypto";
import type { HeadersFunction } from "@remix-run/node";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { getEnv } from "./env.server";
import { withTimeout } from "./firebase-admin.server";
import { db } from "./firestore.store.server";
import { countLimitRefused } from "./metrics.server";

/**
 * Per-client rate limits that hold across several server instances and under
 * bursts. A rule's window slides: it is cut into BUCKETS slices, each (rule,
 * client, slice) one Firestore counter document, and a hit counts the slices of
 * the last window and the one it is in (so at most `limit` hits pass in any
 * span of `windowSeconds`; a hit sees up to one slice more, never less). No
 * window starts on the clock's minute, so a burst is never cut in two by a
 * window's edge (and no test waits for a fresh minute). A hit adds one to its
 * slice with `FieldValue.increment` (no read-modify-write transaction, so
 * parallel hits never contend or time out) and then reads the slices: since
 * every hit reads after its own increment, the hit with the latest increment
 * sees all the others. Refused hits count too: a client that keeps trying
 * stays refused until it pauses (Retry-After says how long).
 * Before Firestore, each instance counts in memory the same way and refuses at
 * once above the limit, so one instance never lets more than `limit` through,
 * even when Firestore cannot be asked. Only then — Firestore unreachable or
 * timing out — is a hit within the in-memory count let through (an outage must
 * not lock people out), with one log line (rule name only: no address). Any
 * other Firestore error refuses. The documents carry `expireAt` for a
 * Firestore TTL policy. Windows run on the machine's clock (platform/ knows no
 * test clock).
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  sessionLogin: () => ({ name: "sessionLogin", limit: getEnv().RATE_LIMIT_LOGIN_PER_MINUTE, windowSeconds: 60 }),
  adminWrite: () => ({ name: "adminWrite", limit: getEnv().RATE_LIMIT_ADMIN_WRITES_PER_MINUTE, windowSeconds: 60 }),
  adminPreview: () => ({ name: "adminPreview", limit: getEnv().RATE_LIMIT_ADMIN_PREVIEWS_PER_MINUTE, windowSeconds: 60 }),
  /** Booking, cancelling and rescheduling live tutoring, per signed-in user. */
  tutoringBook: () => ({ name: "tutoringBook", limit: getEnv().RATE_LIMIT_BOOKINGS_PER_MINUTE, windowSeconds: 60 }),
  /** One exercise question checked (POST /lesson/<id>/check), per address and per signed-in student. */
  exerciseCheck: () => ({ name: "exerciseCheck", limit: getEnv().RATE_LIMIT_CHECKS_PER_MINUTE, windowSeconds: 60 }),
  /** A confirmation mail to a new parent address (a save of /profile), per student and day: the site is no spam relay. */
  parentConfirm: () => ({ name: "parentConfirm", limit: 5, windowSeconds: 86_400 }),
  /** The same, per address mailed (hashed like every key): new accounts one after another mail one parent no more than this a day. */
  parentRecipient: () => ({ name: "parentRecipient", limit: 3, windowSeconds: 86_400 }),
  /** A new order (an hour package, a course), per student. How many may wait unpaid at once: payments' MAX_OPEN_ORDERS. */
  orderCreate: () => ({ name: "orderCreate", limit: 5, windowSeconds: 60 }),
  /** A file sent by a student (a hand-in, a slip), per student: each is read, decoded and stored. */
  studentUpload: () => ({ name: "studentUpload", limit: 10, windowSeconds: 60 }),
  /** Slips sent for one order, per day (a slip refused by the tutor is sent again). */
  slipPerOrder: () => ({ name: "slipPerOrder", limit: 5, windowSeconds: 86_400 }),
  /** Slips sent by one student, per day, whatever the order. */
  slipPerStudent: () => ({ name: "slipPerStudent", limit: 20, windowSeconds: 86_400 }),
  /** Link codes tried from one LINE user, per hour (docs/line.md): past it their messages are ignored, so no one guesses codes. */
  lineCode: () => ({ name: "lineCode", limit: 10, windowSeconds: 3_600 }),
} satisfies Record<string, () => RateRule>;

export const RATE_LIMIT_MESSAGE = "มีการส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่";

export interface RateResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

const FIRESTORE_TIMEOUT_MS = 2000;
/** gRPC codes of a Firestore that could not be reached: CANCELLED, DEADLINE_EXCEEDED, UNAVAILABLE. */
const UNREACHABLE_CODES = new Set<unknown>([1, 4, 14]);

/** Slices of a window: a hit reads BUCKETS + 1 counter documents. */
const BUCKETS = 6;

/** The slices a hit at `nowMs` counts: their start seconds, oldest first (the last is the hit's own). */
function slicesOf(rule: RateRule, nowMs: number): number[] {
  const size = rule.windowSeconds / BUCKETS;
  const current = Math.floor(nowMs / 1000 / size);
  return Array.from({ length: BUCKETS + 1 }, (_, i) => (current - BUCKETS + i) * size);
}

/**
 * Seconds until a hit would pass, given the counts of `slicesOf` (this hit's included):
 * the oldest slices leave the window one by one, each at its start + window + one slice.
 */
function retryAfter(rule: RateRule, slices: number[], counts: number[], nowMs: number): number {
  const size = rule.windowSeconds / BUCKETS;
  let left = counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < slices.length; i++) {
    left -= counts[i]!;
    if (left < rule.limit) return Math.max(1, Math.ceil(slices[i]! + size + rule.windowSeconds - nowMs / 1000));
  }
  return rule.windowSeconds;
}

/** This instance's own counts: key → slice start → hits, for the current window only. */
const localCounts = new Map<string, Map<number, number>>();

function countLocally(key: string, slices: number[]): number[] {
  if (localCounts.size > 10_000) {
    for (const [k, v] of localCounts) if (![...v.keys()].some((start) => start >= slices[0]!)) localCounts.delete(k);
  }
  const mine = localCounts.get(key) ?? new Map<number, number>();
  for (const start of mine.keys()) if (start < slices[0]!) mine.delete(start);
  const own = slices.at(-1)!;
  mine.set(own, (mine.get(own) ?? 0) + 1);
  localCounts.set(key, mine);
  return slices.map((start) => mine.get(start) ?? 0);
}

/** Adds one to the hit's slice and answers every slice's count (with this hit). */
async function countInFirestore(key: string, slices: number[], expireAt: Timestamp): Promise<number[]> {
  const refs = slices.map((start) => db().collection("rateLimits").doc(`${key}_${start}`));
  await refs.at(-1)!.set({ count: FieldValue.increment(1), expireAt }, { merge: true });
  const snaps = await db().getAll(...refs);
  return snaps.map((snap) => (snap.get("count") as number | undefined) ?? 0);
}

/** Firestore could not be reached (as opposed to refusing): our time-out, or gRPC's transport codes. */
function unreachable(error: unknown): boolean {
  return UNREACHABLE_CODES.has((error as { code?: unknown }).code) || /timed out after/.test(String((error as Error).message));
}

/**
 * One hit of `client` (a key of the caller's: `uid:…`, `ip:…`, hashed here) on `rule`.
 * Every refusal is counted here, for every rule (metrics.server.ts `tutor_rate_limit_refused_total`).
 */
export async function hit(rule: RateRule, client: string, now = Date.now()): Promise<RateResult> {
  const result = await count(rule, client, now);
  if (!result.allowed) countLimitRefused(rule.name);
  return result;
}

/** Several hits at once (each counted); refused when any is, with the longest wait. */
export async function hitAll(hits: ReadonlyArray<readonly [RateRule, string]>, now = Date.now()): Promise<RateResult> {
  const results = await Promise.all(hits.map(([rule, client]) => hit(rule, client, now)));
  const refused = results.filter((r) => !r.allowed);
  return refused.length === 0 ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
}

/** The headers of a 429: when to try again, and never stored. */
export const rateLimitHeaders = (result: RateResult) => ({ "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" });

/**
 * The `headers` export of a page whose action answers a 429 as the page again: Remix keeps
 * an action's headers on the document only through it, so the Retry-After reaches the client.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};

async function count(rule: RateRule, client: string, now: number): Promise<RateResult> {
  const slices = slicesOf(rule, now);
  // The address is hashed: the counters hold no personal data.
  const key = `${rule.name}_${createHash("sha256").update(client).digest("hex").slice(0, 24)}`;
  const local = countLocally(key, slices);
  if (local.reduce((a, b) => a + b, 0) > rule.limit) return { allowed: false, retryAfterSeconds: retryAfter(rule, slices, local, now) };
  try {
    const expireAt = Timestamp.fromMillis((slices.at(-1)! + 2 * rule.windowSeconds) * 1000);
    const counts = await withTimeout(countInFirestore(key, slices, expireAt), FIRESTORE_TIMEOUT_MS, "rate limit");
    const total = counts.reduce((a, b) => a + b, 0);
    return total <= rule.limit ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: retryAfter(rule, slices, counts, now) };
  } catch (error) {
    if (unreachable(error)) {
      console.error(`rate limit ${rule.name}: Firestore unreachable, request counted on this instance only`);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const code = (error as { code?: unknown }).code;
    console.error(`rate limit ${rule.name}: Firestore refused the count (code ${String(code ?? "unknown")}); request refused`);
    return { allowed: false, retryAfterSeconds: rule.windowSeconds };
  }
}

/** Throws a 429 (JSON for the API, Thai text otherwise) with Retry-After when over the limit. */
export async function enforceRateLimit(rule: RateRule, request: Request, clientIp: string | undefined, json: boolean): Promise<void> {
  const result = await hit(rule, clientIp ?? "unknown");
  if (result.allowed) return;
  const headers = rateLimitHeaders(result);
  throw json
    ? Response.json({ error: RATE_LIMIT_MESSAGE }, { status: 429, headers })
    : new Response(RATE_LIMIT_MESSAGE, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
