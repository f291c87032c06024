/**
 * The tutor's income from the receipts: totals by month (Bangkok) and by product for the
 * payments page, and the rows of the CSV (an ISO date and a Thai date column, amounts as
 * numbers of baht; the route writes them with the admin's CSV writer: UTF-8 with BOM).
 */
import { shownName } from "~/auth/user";
import { formatThaiDate, isoDate } from "~/platform/thai";
import { bahtNumber, formatBaht } from "./baht";
import { INCOME as t, receiptItemLabel } from "./messages";
import type { Receipt } from "./payments.store.server";

export interface MonthIncome {
  month: string;
  label: string;
  count: number;
  amount: string;
  /** By product: "ชั่วโมงเรียน 10 ชั่วโมง" → its total. */
  products: Array<{ label: string; count: number; amount: string }>;
}

/** Newest month first. */
export function incomeByMonth(receipts: readonly Receipt[]): MonthIncome[] {
  const months = new Map<string, { label: string; count: number; satang: number; products: Map<string, { count: number; satang: number }> }>();
  for (const r of receipts) {
    const month = isoDate(r.paidAt).slice(0, 7);
    const m = months.get(month) ?? { label: formatThaiDate(r.paidAt, "long").replace(/^\d+\s+/, ""), count: 0, satang: 0, products: new Map() };
    m.count += 1;
    m.satang += r.satang;
    const product = receiptItemLabel(r.item);
    const p = m.products.get(product) ?? { count: 0, satang: 0 };
    p.count += 1;
    p.satang += r.satang;
    m.products.set(product, p);
    months.set(month, m);
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, m]) => ({
      month,
      label: m.label,
      count: m.count,
      amount: formatBaht(m.satang),
      products: [...m.products.entries()].map(([label, p]) => ({ label, count: p.count, amount: formatBaht(p.satang) })),
    }));
}

export const INCOME_CSV_HEADER: readonly string[] = t.csvHeader;

/** One row a receipt: ISO date, Thai date, number, payer, e-mail, item, amount (a number of baht). */
export function incomeRows(receipts: readonly Receipt[]): Array<Array<string | number>> {
  return receipts.map((r) => [isoDate(r.paidAt), formatThaiDate(r.paidAt, "long"), r.label, shownName(r), r.email, receiptItemLabel(r.item), Number(bahtNumber(r.satang))]);
}
