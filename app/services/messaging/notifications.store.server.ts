/**
 * Where notifications live: `users/{uid}/notifications/{id}`, one document
 * each, `{ kind, title, link, createdAt, read }`, the id a hash of the event's
 * key (one event, one notification). Beside them, in the user's own document
 * `users/{uid}` (services/messaging/user-settings.store.server.ts), `unreadNotifications`:
 * the count the top bar shows, written in the SAME transaction as every change
 * of the list, so it is exact and a page reads it with the rest of that
 * student's copy (unread.server.ts), never by counting.
 *
 * Bounded: a new one drops the oldest beyond NOTIFICATIONS_KEPT in the same
 * transaction (so a list never grows past it, and a write reads at most that
 * many documents).
 */
import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { bounded as boundedRead } from "~/platform/firestore.store.server";
import { userRef } from "~/services/messaging/user-settings.store.server";
import { NOTIFICATION_KIND_KEYS } from "./kinds";
import { tx } from "~/kernel/store.server";
import { nowDate } from "~/kernel/clock";

/** The most a user keeps: a new one drops the oldest beyond it. */
export const NOTIFICATIONS_KEPT = 100;
const NOTIFICATIONS = "notifications";
const UNREAD_FIELD = "unreadNotifications";
const TIMEOUT_MS = 5_000;

const list = (uid: string) => userRef(uid).collection(NOTIFICATIONS);

const storedSchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_KEYS),
  title: z.string(),
  link: z.string(),
  createdAt: z.instanceof(Timestamp).transform((t) => t.toDate()),
  read: z.boolean(),
});
export type StoredNotification = z.infer<typeof storedSchema> & { id: string };

export interface NewNotification {
  kind: StoredNotification["kind"];
  title: string;
  link: string;
}

/** The document id of an event's notification: the hex SHA-256 of its key (any text in, an id of the one id rule out). */
function notificationId(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

const bounded = <T>(work: Promise<T>, label: string) => boundedRead(work, label, TIMEOUT_MS);

/**
 * Adds one (nothing when the key's notification is there already), drops the
 * oldest beyond NOTIFICATIONS_KEPT and writes the unread count, in one
 * transaction. Answers the count after it.
 */
export function addNotification(uid: string, key: string, n: NewNotification, at = nowDate()): Promise<number> {
  const ref = list(uid).doc(notificationId(key));
  return tx("notification write", async (tx) => {
    const [mine, all] = await Promise.all([tx.get(ref), tx.get(list(uid).orderBy("createdAt", "desc").select("read"))]);
    const unreadOf = (docs: typeof all.docs) => docs.filter((d) => d.get("read") !== true).length;
    if (mine.exists) {
      tx.set(userRef(uid), { [UNREAD_FIELD]: unreadOf(all.docs) }, { merge: true });
      return unreadOf(all.docs);
    }
    const kept = all.docs.slice(0, NOTIFICATIONS_KEPT - 1);
    for (const old of all.docs.slice(NOTIFICATIONS_KEPT - 1)) tx.delete(old.ref);
    tx.create(ref, { ...n, createdAt: Timestamp.fromDate(at), read: false });
    const unread = unreadOf(kept) + 1;
    tx.set(userRef(uid), { [UNREAD_FIELD]: unread }, { merge: true });
    return unread;
  }, { timeoutMs: TIMEOUT_MS });
}

/** The user's notifications, newest first (at most NOTIFICATIONS_KEPT). */
export async function listNotifications(uid: string): Promise<StoredNotification[]> {
  const snap = await bounded(list(uid).orderBy("createdAt", "desc").limit(NOTIFICATIONS_KEPT).get(), "notifications read");
  return snap.docs.flatMap((d) => {
    const parsed = storedSchema.safeParse(d.data());
    return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
  });
}

/** The unread count as the user's document keeps it (0 when never written). One read. */
export async function readUnreadCount(uid: string): Promise<number> {
  const value = (await bounded(userRef(uid).get(), "unread count read")).get(UNREAD_FIELD) as unknown;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Marks one of the user's notifications read: answers where it leads and the
 * unread count after, or null when the user has none with this id (another
 * user's id included: the path is the user's own list).
 */
export function openNotification(uid: string, id: string): Promise<{ link: string; unread: number } | null> {
  const ref = list(uid).doc(id);
  return tx("notification open", async (tx) => {
    const [snap, unread] = await Promise.all([tx.get(ref), tx.get(list(uid).where("read", "==", false).select())]);
    if (!snap.exists) return null;
    const link = String(snap.get("link"));
    const wasUnread = snap.get("read") !== true;
    const after = unread.size - (wasUnread ? 1 : 0);
    if (wasUnread) tx.update(ref, { read: true });
    tx.set(userRef(uid), { [UNREAD_FIELD]: after, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return { link, unread: after };
  }, { timeoutMs: TIMEOUT_MS });
}

/** Marks every one of the user's notifications read; the count becomes 0. */
export function markAllRead(uid: string): Promise<void> {
  return tx("notifications mark read", async (tx) => {
    const unread = await tx.get(list(uid).where("read", "==", false).select());
    for (const doc of unread.docs) tx.update(doc.ref, { read: true });
    tx.set(userRef(uid), { [UNREAD_FIELD]: 0, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }, { timeoutMs: TIMEOUT_MS });
}
