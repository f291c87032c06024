/** The tests' reader of one outbox entry (the app reads entries only by claiming them). */
import { db } from "~/platform/firestore.store.server";
import { outboxEntrySchema, type OutboxEntry } from "~/services/messaging/outbox.store.server";

/** One entry of the `outbox` collection by its id, or null. */
export async function getOutboxEntry(id: string): Promise<OutboxEntry | null> {
  const snap = await db().collection("outbox").doc(id).get();
  return snap.exists ? outboxEntrySchema.parse({ ...snap.data(), id: snap.id }) : null;
}
