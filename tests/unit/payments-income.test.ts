import { describe, expect, it } from "vitest";
import { formatBaht } from "~/payments/baht";
import { incomeByMonth, incomeRows } from "~/payments/income.server";
import type { Receipt } from "~/payments/payments.store.server";

const item = { kind: "hours", packageId: "p", hours: 10, months: 6, satang: 350000 } as const;
const receipt = (label: string, paidAt: string, refund?: { satang: number; at: string }): Receipt => ({
  label,
  orderId: label,
  uid: "u",
  name: "ต้น",
  email: "ton@example.com",
  item,
  satang: 350000,
  paidAt: Date.parse(paidAt),
  ...(refund ? { refund: { satang: refund.satang, reason: "ย้ายบ้าน", at: Date.parse(refund.at) } } : {}),
});

describe("income with refunds", () => {
  const receipts = [receipt("2569/0001", "2026-10-05T03:00:00Z", { satang: 100000, at: "2026-11-02T03:00:00Z" }), receipt("2569/0002", "2026-11-01T03:00:00Z")];

  it("counts a refund against the month it was given back (net totals)", () => {
    const [november, october] = incomeByMonth(receipts);
    expect(october!.amount).toBe("3,500 บาท");
    expect(november!.amount).toBe("2,500 บาท");
    expect(november!.count).toBe(1);
    expect(november!.products).toContainEqual({ label: "คืนเงิน: ชั่วโมงเรียน 10 ชั่วโมง", count: 1, amount: "-1,000 บาท" });
  });

  it("writes a refund as a negative row on its day in the CSV", () => {
    const rows = incomeRows(receipts);
    expect(rows.map((r) => r[7])).toEqual([3500, 3500, -1000]);
    expect(rows[2]![0]).toBe("2026-11-02");
    expect(rows.reduce((sum, r) => sum + Number(r[7]), 0)).toBe(6000);
  });

  it("carries the name a receipt is made out to (ออกในนาม) beside the student's, empty when there is none", () => {
    const rows = incomeRows([{ ...receipt("2569/0003", "2026-11-03T03:00:00Z"), payerName: "นางสาวแม่ ของต้น" }, receipt("2569/0004", "2026-11-04T03:00:00Z")]);
    expect(rows.map((r) => [r[3], r[4]])).toEqual([
      ["ต้น", "นางสาวแม่ ของต้น"],
      ["ต้น", ""],
    ]);
  });

  it("shows a negative amount with its sign", () => {
    expect(formatBaht(-350050)).toBe("-3,500.50 บาท");
  });
});
