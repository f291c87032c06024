import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { getEnv } from "./env.server";
import { db, withTimeout } from "./firebase-admin.server";

/**
 * Per-client rate limits that hold across several server instances: each
 * (rule, client, time window) is one Firestore counter document, incremented in
 * a transaction, so every instance counts into the same number. The documents
 * carry `expireAt` for a Firestore TTL policy to delete them. When Firestore
 * cannot be asked, the request is let through (an outage must not lock people
 * out); that is logged.
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
} satisfies Record<string, () => RateRule>;

export const RATE_LIMIT_MESSAGE = "มีการส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่";

export interface RateResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function hit(rule: RateRule, client: string, now = Date.now()): Promise<RateResult> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const retryAfterSeconds = Math.max(1, windowStart + rule.windowSeconds - Math.floor(now / 1000));
  // The address is hashed: the counters hold no personal data.
  const id = `${rule.name}_${createHash("sha256").update(client).digest("hex").slice(0, 24)}_${windowStart}`;
  const ref = db().collection("rateLimits").doc(id);
  try {
    const count = await withTimeout(
      db().runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const next = ((snap.get("count") as number | undefined) ?? 0) + 1;
        if (next <= rule.limit + 1) {
          tx.set(ref, {
            count: FieldValue.increment(1),
            expireAt: Timestamp.fromMillis((windowStart + rule.windowSeconds * 2) * 1000),
          }, { merge: true });
        }
        return next;
      }),
      2000,
      "rate limit",
    );
    return { allowed: count <= rule.limit, retryAfterSeconds };
  } catch (error) {
    console.error(`rate limit ${rule.name}: not checked (${error instanceof Error ? error.message : "error"})`);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/** Throws a 429 (JSON for the API, Thai text otherwise) with Retry-After when over the limit. */
export async function enforceRateLimit(rule: RateRule, request: Request, clientIp: string | undefined, json: boolean): Promise<void> {
  const result = await hit(rule, clientIp ?? "unknown");
  if (result.allowed) return;
  const headers = { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" };
  throw json
    ? Response.json({ error: RATE_LIMIT_MESSAGE }, { status: 429, headers })
    : new Response(RATE_LIMIT_MESSAGE, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
