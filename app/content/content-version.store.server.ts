/**
 * The content version: one small document, `meta/content` `{ version, updatedAt }`,
 * that every write to published content (and every publish or unpublish)
 * increments. Each server instance listens to it (see cache.server.ts) and
 * reloads its cache of published content when the number moves.
 */
import { FieldValue, Transaction, type DocumentReference, type WriteBatch } from "firebase-admin/firestore";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";

export const CONTENT_VERSION_COLLECTION = "meta";
export const CONTENT_VERSION_DOC = "content";

function contentVersionRef(): DocumentReference {
  return db().collection(CONTENT_VERSION_COLLECTION).doc(CONTENT_VERSION_DOC);
}

function bumpData() {
  return { version: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() };
}

/**
 * Increments the content version. Pass the transaction or batch that writes the
 * content so both commit together (listeners never see the new version before
 * the content); without one it is written on its own.
 */
export async function bumpContentVersion(writer?: Transaction | WriteBatch): Promise<void> {
  const ref = contentVersionRef();
  if (writer instanceof Transaction) writer.set(ref, bumpData(), { merge: true });
  else if (writer) writer.set(ref, bumpData(), { merge: true });
  else await ref.set(bumpData(), { merge: true });
}

/** The version number in a snapshot's data (0 when the document does not exist yet). */
function versionOf(data: Record<string, unknown> | undefined): number {
  const v = data?.version;
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
}

/** Reads the current version once (the cache's fallback while its listener is down). */
export async function readContentVersion(): Promise<number> {
  const snap = await contentVersionRef().get();
  countReads(1);
  return versionOf(snap.data());
}

/**
 * Listens to the version: `onVersion` runs with the first value and each change;
 * `onError` when the listener dies (it does not restart by itself). Answers the
 * unsubscribe function.
 */
export function watchContentVersion(onVersion: (version: number) => void, onError: (error: Error) => void): () => void {
  return contentVersionRef().onSnapshot((snap) => {
    countReads(1);
    onVersion(versionOf(snap.data()));
  }, onError);
}
