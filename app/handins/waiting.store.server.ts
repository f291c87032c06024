/** Hand-ins waiting for the tutor's mark (the admin's "วันนี้" and its tab's badge): a count() aggregate, no documents read. */
import { bounded, db } from "~/platform/firestore.store.server";
import { HANDINS } from "./handins.store.server";

export async function waitingHandinCount(): Promise<number> {
  const snap = await bounded(db().collection(HANDINS).where("status", "==", "submitted").count().get(), "hand-ins waiting count");
  return snap.data().count;
}
