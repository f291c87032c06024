import { createHash } from "node:crypto";
import type { HeadersFunction } from "@remix-run/node";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { getEnv } from "./env.server";
import { withTimeout } from "./firebase-admin.server";
import { db } from "./firestore.store.server";
import { countLimitRefused } from "./metrics.server";

/**
 * Per-client rate limits that hold across several server instances and under
 * bursts. Each (rule, client, time window) is one Firestore counter document;
 * a hit adds one with `FieldValue.increment` (no read-modify-write transaction,
 * so parallel hits never contend or time out) and then reads the total: since
 * every hit reads after its own increment, the hit with the latest increment
 * sees all the others, so at most `limit` hits of a window pass across all
 * instances (a burst may refuse a few more than strictly needed, never fewer).
 * Before Firestore, each instance counts in memory and refuses at once above
 * the limit, so one instance never lets more than `limit` through, even when
 * Firestore cannot be asked. Only then — Firestore unreachable or timing out —
 * is a hit within the in-memory count let through (an outage must not lock
 * people out), with one log line (rule name only: no address). Any other Firestore
 * error refuses. The documents carry `expireAt` for a Firestore TTL policy.
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

/** This instance's own counts: key → hits, for the current windows only. */
const localCounts = new Map<string, { count: number; windowEnd: number }>();

function countLocally(key: string, windowEnd: number, now: number): number {
  if (localCounts.size > 10_000) {
    for (const [k, v] of localCounts) if (v.windowEnd * 1000 <= now) localCounts.delete(k);
  }
  const entry = localCounts.get(key);
  const count = entry && entry.windowEnd === windowEnd ? entry.count + 1 : 1;
  localCounts.set(key, { count, windowEnd });
  return count;
}

/** Adds one to the window's counter and answers the total (with this hit). */
async function countInFirestore(id: string, expireAt: Timestamp): Promise<number> {
  const ref = db().collection("rateLimits").doc(id);
  await ref.set({ count: FieldValue.increment(1), expireAt }, { merge: true });
  return ((await ref.get()).get("count") as number | undefined) ?? 0;
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
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const windowEnd = windowStart + rule.windowSeconds;
  const retryAfterSeconds = Math.max(1, windowEnd - Math.floor(now / 1000));
  // The address is hashed: the counters hold no personal data.
  const id = `${rule.name}_${createHash("sha256").update(client).digest("hex").slice(0, 24)}_${windowStart}`;
  if (countLocally(id, windowEnd, now) > rule.limit) return { allowed: false, retryAfterSeconds };
  try {
    const expireAt = Timestamp.fromMillis((windowEnd + rule.windowSeconds) * 1000);
    const count = await withTimeout(countInFirestore(id, expireAt), FIRESTORE_TIMEOUT_MS, "rate limit");
    return { allowed: count <= rule.limit, retryAfterSeconds };
  } catch (error) {
    if (unreachable(error)) {
      console.error(`rate limit ${rule.name}: Firestore unreachable, request counted on this instance only`);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const code = (error as { code?: unknown }).code;
    console.error(`rate limit ${rule.name}: Firestore refused the count (code ${String(code ?? "unknown")}); request refused`);
    return { allowed: false, retryAfterSeconds };
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
