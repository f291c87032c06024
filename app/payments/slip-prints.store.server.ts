/**
 * The slips' perceptual hashes, kept in their picture's claim (payments.store.server.ts
 * `attachSlip`): every one, for the tutor's page to find a slip alike another order's
 * (slip-print.server.ts). One query of small documents (two fields each) per view of
 * /admin/payments; a school's slips are thousands at most.
 */
import { bounded, db } from "~/platform/firestore.store.server";
import { PAYMENT_COLLECTIONS as C } from "./model";

export async function listSlipPrints(): Promise<{ orderId: string; print: string }[]> {
  const snap = await bounded(db().collection(C.claims).where("print", ">", "").select("orderId", "print").get(), "slip prints read");
  return snap.docs.map((d) => ({ orderId: String(d.get("orderId")), print: String(d.get("print")) }));
}
