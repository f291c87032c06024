/**
 * Payments as the tutor's morning reads them: the slips waiting for a check (a count()
 * aggregate, no documents read). One student's orders and receipts are mine.store.server.ts's.
 */
import { bounded, db } from "~/platform/firestore.store.server";
import { PAYMENT_COLLECTIONS as C } from "./model";

export async function slipsWaitingCount(): Promise<number> {
  const snap = await bounded(db().collection(C.orders).where("status", "==", "review").count().get(), "slips waiting count");
  return snap.data().count;
}
