/**
 * One student's orders and receipts, for their own page (/payments, mine.server.ts) and the
 * tutor's student page (student-record.server.ts): one query each by `uid` (single-field
 * indexes; sorted here). Bounded: with more than MINE_LIMIT, the newest are listed.
 */
import { bounded, db } from "~/platform/firestore.store.server";
import { PAYMENT_COLLECTIONS as C, type Order } from "./model";
import { toOrder, type Receipt } from "./payments.store.server";

/** The most orders and receipts the page lists. */
const MINE_LIMIT = 200;

/** The student's orders, newest first. */
export async function listOrdersOf(uid: string): Promise<Order[]> {
  const snap = await bounded(db().collection(C.orders).where("uid", "==", uid).get(), "student orders read");
  return snap.docs.map((d) => toOrder(d.id, d.data())).sort((a, b) => b.createdAt - a.createdAt).slice(0, MINE_LIMIT);
}

/** The student's receipts, newest first. */
export async function listReceiptsOf(uid: string): Promise<Receipt[]> {
  const snap = await bounded(db().collection(C.receipts).where("uid", "==", uid).get(), "student receipts read");
  return snap.docs.map((d) => d.data() as Receipt).sort((a, b) => b.paidAt - a.paidAt).slice(0, MINE_LIMIT);
}
