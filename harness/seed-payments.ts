/**
 * Demo payments: the tutor's PromptPay id and the name on receipts, and one hour package
 * offered on /tutoring ("10 ชั่วโมง 3,500 บาท", valid 6 months), and demo-student-1's order of it
 * waiting for payment (`demo-order-1`: the order page with its QR). Idempotent: fixed ids.
 */
import type { Firestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS } from "../app/platform/demo-accounts.ts";
import { ORDER_TTL_MS, PAYMENT_COLLECTIONS as C, type HourPackage, type Order, type PaymentSettings } from "../app/payments/model.ts";

export const DEMO_PAYMENT_SETTINGS: PaymentSettings = { promptPayId: "0812345678", receiptName: "ครูพี่ติว สอนพิเศษออนไลน์" };

export const DEMO_HOUR_PACKAGE: HourPackage = { id: "demo-hours-10", hours: 10, satang: 350_000, months: 6, active: true };

export const DEMO_ORDER_ID = "demo-order-1";

export async function seedPayments(db: Firestore, now = Date.now()): Promise<void> {
  const student = DEMO_ACCOUNTS.find((a) => a.uid === "demo-student-1")!;
  await db.collection(C.config).doc("settings").set(DEMO_PAYMENT_SETTINGS);
  const { id, ...pkg } = DEMO_HOUR_PACKAGE;
  await db.collection(C.packages).doc(id).set({ ...pkg, createdAt: Date.UTC(2025, 4, 1) });
  const order: Omit<Order, "id"> = {
    uid: student.uid,
    email: student.email,
    name: student.name,
    item: { kind: "hours", packageId: id, hours: pkg.hours, months: pkg.months, satang: pkg.satang },
    satang: pkg.satang,
    status: "pending",
    slip: null,
    rejectReason: null,
    receipt: null,
    createdAt: now,
    expiresAt: now + ORDER_TTL_MS,
    paidAt: null,
  };
  await db.collection(C.orders).doc(DEMO_ORDER_ID).set(order);
  console.log("Seed: the tutor's PromptPay id, 1 hour package, 1 order waiting for payment");
}
