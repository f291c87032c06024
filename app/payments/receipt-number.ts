// Receipt numbers: one series per Buddhist year (of the payment's day in Bangkok), without
// gaps: "2569/0001", "2569/0002"… The counter is taken in the transaction that confirms the
// payment (payments.store.server.ts), so a number is used exactly when a payment is confirmed.
import { isoDate } from "~/kernel/clock";

/** The Buddhist year of the day in Bangkok: 2026 → 2569. */
export function buddhistYear(at: Date): number {
  return Number(isoDate(at).slice(0, 4)) + 543;
}

/** "2569/0001": what the receipt and the e-mail show. */
export function receiptLabel(year: number, seq: number): string {
  return `${year}/${String(seq).padStart(4, "0")}`;
}

/** The receipt's document id ("2569-0001": a slash is not allowed in an id). */
export function receiptId(year: number, seq: number): string {
  return receiptLabel(year, seq).replace("/", "-");
}
