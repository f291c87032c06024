/**
 * What the site keeps about LINE (docs/line.md):
 * - `users/{uid}.line`: `{ userId, linkedAt }`, the LINE user the student
 *   linked (absent: not linked). One LINE user is linked to one student at most.
 * - `lineLinkCodes/{sha256(code)}`: `{ uid, expiresAt }`, a one-time code
 *   (link-code.ts): never stored in the clear, deleted when used; `expiresAt`
 *   is also the collection's TTL field (firestore.indexes.json).
 * - `lineWebhookEvents/{sha256(webhookEventId)}`: `{ expiresAt }`, the webhook
 *   events already handled (a replay is refused), kept a week (TTL field).
 */
import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";
import { userRef, wantsMail } from "~/services/messaging/user-settings.store.server";
import { LINK_CODE_MINUTES } from "./link-code";
import { DAY_MS, now as clockNow } from "~/kernel/clock";
import { tx } from "~/kernel/store.server";

const CODES = "lineLinkCodes";
const EVENTS = "lineWebhookEvents";
const SEEN_EVENT_DAYS = 7;
const TIMEOUT_MS = 8_000;
const ALREADY_EXISTS = 6;

const hashed = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

/** Whether the student has a LINE linked, and their setting fields (`fields`: on unless false). One read. */
export async function channelSettingsOf<F extends string>(uid: string, fields: readonly F[]): Promise<{ linked: boolean; on: Record<F, boolean> }> {
  const data = (await withTimeout(userRef(uid).get(), TIMEOUT_MS, "line settings read")).data();
  const linked = typeof (data?.line as { userId?: unknown } | undefined)?.userId === "string";
  return { linked, on: Object.fromEntries(fields.map((f) => [f, wantsMail(data, f)])) as Record<F, boolean> };
}

/** Keeps a new code for the student (its hash), usable for LINK_CODE_MINUTES. */
export async function saveLinkCode(uid: string, code: string, now = clockNow()): Promise<Date> {
  const expiresAt = new Date(now + LINK_CODE_MINUTES * 60_000);
  await withTimeout(db().collection(CODES).doc(hashed(code)).set({ uid, expiresAt: Timestamp.fromDate(expiresAt) }), TIMEOUT_MS, "line code write");
  return expiresAt;
}

/**
 * Uses a code: if it exists and has not expired, links `lineUserId` to its
 * student (taking it from any other student it was linked to) and deletes the
 * code, in one transaction. Answers the student's uid, or null.
 */
export async function redeemLinkCode(code: string, lineUserId: string, now = clockNow()): Promise<string | null> {
  const codeRef = db().collection(CODES).doc(hashed(code));
  return tx("line link", async (tx) => {
    const snap = await tx.get(codeRef);
    const uid = snap.get("uid") as unknown;
    const expiresAt = snap.get("expiresAt") as unknown;
    if (!snap.exists || typeof uid !== "string" || !(expiresAt instanceof Timestamp)) return null;
    if (expiresAt.toMillis() <= now) {
      tx.delete(codeRef);
      return null;
    }
    const others = await tx.get(db().collection("users").where("line.userId", "==", lineUserId));
    for (const other of others.docs) if (other.id !== uid) tx.update(other.ref, { line: FieldValue.delete() });
    tx.set(userRef(uid), { line: { userId: lineUserId, linkedAt: Timestamp.fromMillis(now) } }, { merge: true });
    tx.delete(codeRef);
    return uid;
  }, { timeoutMs: TIMEOUT_MS });
}

/** The student unlinks their LINE. */
export async function unlinkLine(uid: string): Promise<void> {
  await withTimeout(userRef(uid).set({ line: FieldValue.delete() }, { merge: true }), TIMEOUT_MS, "line unlink");
}

/** A LINE user blocked the account (`unfollow`): whoever it was linked to is unlinked. Answers how many. */
export async function unlinkLineUser(lineUserId: string): Promise<number> {
  const snap = await withTimeout(db().collection("users").where("line.userId", "==", lineUserId).get(), TIMEOUT_MS, "line unlink");
  await Promise.all(snap.docs.map((d) => d.ref.update({ line: FieldValue.delete() })));
  return snap.size;
}

/** Records a webhook event as handled: false when it was handled before (a replay). */
export async function firstSight(webhookEventId: string, now = clockNow()): Promise<boolean> {
  const expiresAt = Timestamp.fromMillis(now + SEEN_EVENT_DAYS * DAY_MS);
  try {
    await withTimeout(db().collection(EVENTS).doc(hashed(webhookEventId)).create({ expiresAt }), TIMEOUT_MS, "line event write");
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** Forgets an event whose handling failed, so LINE's redelivery is handled. */
export async function forgetSight(webhookEventId: string): Promise<void> {
  await withTimeout(db().collection(EVENTS).doc(hashed(webhookEventId)).delete(), TIMEOUT_MS, "line event write");
}
