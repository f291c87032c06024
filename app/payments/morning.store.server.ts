/**
 * Payments as the tutor's morning and the tutor's student page read them: the slips waiting
 * for a check (a count() aggregate, no documents read), and one student's orders and receipts
 * (one equality query each, no index; bounded).
 */
import { bounded, db } from "~/platform/firestore.store.server";
import { PAYMENT_COLLECTIONS as C, type Order } from "./model";
import { toOrder, type Receipt } from "./payments.store.server";

/** At most this many of one student's orders or receipts are read. */
const STUDENT_LIMIT = 200;

export async function slipsWaitingCount(): Promise<number> {
  const snap = await bounded(db().collection(C.orders).where("status", "==", "review").count().get(), "slips waiting count");
  return snap.data().count;
}

/** The student's orders, newest first. */
export async function ordersOf(uid: string): Promise<Order[]> {
  const snap = await bounded(db().collection(C.orders).where("uid", "==", uid).limit(STUDENT_LIMIT).get(), "student orders read");
  return snap.docs.map((d) => toOrder(d.id, d.data())).sort((a, b) => b.createdAt - a.createdAt);
}

/** The student's receipts, newest first. */
export async function receiptsOf(uid: string): Promise<Receipt[]> {
  const snap = await bounded(db().collection(C.receipts).where("uid", "==", uid).limit(STUDENT_LIMIT).get(), "student receipts read");
  return snap.docs.map((d) => d.data() as Receipt).sort((a, b) => b.paidAt - a.paidAt);
}
