/** The editor's kept drafts in Firestore (`editorDrafts/{id}`); the rules around them are in drafts.server.ts. */
import { Timestamp } from "firebase-admin/firestore";
import { withTimeout } from "~/platform/firebase-admin.server";
import { db } from "~/platform/firestore.store.server";

export const EDITOR_DRAFTS = "editorDrafts";

export interface StoredDraft {
  keyHash: string;
  email: string | null;
  path: string;
  fields: Record<string, string>;
  version: string | null;
}

/** Stores a new draft that expires `ttlMs` after `now`, and deletes a few expired ones. */
export async function createDraft(id: string, draft: StoredDraft, now: number, ttlMs: number): Promise<void> {
  const drafts = db().collection(EDITOR_DRAFTS);
  await drafts.doc(id).create({
    ...draft,
    createdAt: Timestamp.fromMillis(now),
    expireAt: Timestamp.fromMillis(now + ttlMs),
  });
  // Housekeeping: a few expired drafts go with each new one (the TTL policy does the rest).
  const old = await drafts.where("expireAt", "<", Timestamp.fromMillis(now)).limit(20).get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
}

/** A draft as stored (fields unchecked), with its expiry in ms; null when absent or without a valid expiry. */
export async function readDraft(
  id: string,
  timeoutMs: number
): Promise<(Partial<Record<keyof StoredDraft, unknown>> & { expireAt: number }) | null> {
  const snap = await withTimeout(db().collection(EDITOR_DRAFTS).doc(id).get(), timeoutMs, "draft read");
  const d = snap.data();
  if (!d || !(d.expireAt instanceof Timestamp)) return null;
  return { ...d, expireAt: d.expireAt.toMillis() };
}
