/**
 * Demo payments: the tutor's PromptPay id and the name on receipts, and one hour package
 * offered on /tutoring ("10 ชั่วโมง 3,500 บาท", valid 6 months), and demo-student-1's order of it
 * waiting for payment (`demo-order-1`: the order page with its QR). Idempotent: fixed ids.
 */
import type { Firestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS } from "../app/platform/demo-accounts.ts";
import { hoursOrder, PAYMENT_COLLECTIONS as C, type HourPackage, type PaymentSettings } from "../app/payments/model.ts";

export const DEMO_PAYMENT_SETTINGS: PaymentSettings = { promptPayId: "0812345678", receiptName: "ครูพี่ติว สอนพิเศษออนไลน์" };

export const DEMO_HOUR_PACKAGE: HourPackage = { id: "demo-hours-10", hours: 10, satang: 350_000, months: 6, active: true };

export const DEMO_ORDER_ID = "demo-order-1";

export async function seedPayments(db: Firestore, now = Date.now()): Promise<void> {
  const student = DEMO_ACCOUNTS.find((a) => a.uid === "demo-student-1")!;
  await db.collection(C.config).doc("settings").set(DEMO_PAYMENT_SETTINGS);
  const { id, ...pkg } = DEMO_HOUR_PACKAGE;
  await db.collection(C.packages).doc(id).set({ ...pkg, createdAt: Date.UTC(2025, 4, 1) });
  await db.collection(C.orders).doc(DEMO_ORDER_ID).set(hoursOrder(student, DEMO_HOUR_PACKAGE, now));
  console.log("Seed: the tutor's PromptPay id, 1 hour package, 1 order waiting for payment");
}
