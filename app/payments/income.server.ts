/**
 * The tutor's income from the receipts: totals by month (Bangkok) and by product for the
 * payments page, and the rows of the CSV (an ISO date and a Thai date column, amounts as
 * numbers of baht, the name a receipt is made out to beside the student's; the route writes them with the admin's CSV writer: UTF-8 with BOM).
 */
import { shownName } from "~/auth/user";
import { formatThaiDate, isoDate } from "~/kernel/clock";
import { bahtNumber, formatBaht } from "./baht";
import { INCOME, itemLabel } from "./messages";
import type { Receipt } from "./payments.store.server";

export interface MonthIncome {
  month: string;
  label: string;
  count: number;
  amount: string;
  /** By product: "ชั่วโมงเรียน 10 ชั่วโมง" → its total. */
  products: Array<{ label: string; count: number; amount: string }>;
}

/** A receipt's money in the month it came, and its refund (negative) in the month it went back; oldest first. */
function moves(receipts: readonly Receipt[]): Array<{ r: Receipt; at: number; satang: number; product: string; refund: boolean }> {
  const paid = receipts.map((r) => ({ r, at: r.paidAt, satang: r.satang, product: itemLabel(r.item), refund: false }));
  const back = receipts.flatMap((r) => (r.refund ? [{ r, at: r.refund.at, satang: -r.refund.satang, product: INCOME.refund(itemLabel(r.item)), refund: true }] : []));
  return [...paid, ...back].sort((a, b) => a.at - b.at);
}

/** Newest month first; a refund counts against the month it was given back (the totals are net). */
export function incomeByMonth(receipts: readonly Receipt[]): MonthIncome[] {
  const months = new Map<string, { label: string; count: number; satang: number; products: Map<string, { count: number; satang: number }> }>();
  for (const { at, satang, product, refund } of moves(receipts)) {
    const month = isoDate(at).slice(0, 7);
    const m = months.get(month) ?? { label: formatThaiDate(at, "long").replace(/^\d+\s+/, ""), count: 0, satang: 0, products: new Map() };
    if (!refund) m.count += 1;
    m.satang += satang;
    const p = m.products.get(product) ?? { count: 0, satang: 0 };
    p.count += 1;
    p.satang += satang;
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

export const INCOME_CSV_HEADER: readonly string[] = INCOME.csvHeader;

/**
 * One row a receipt, and one (negative, on its day) a refund: ISO date, Thai date, number, payer (the
 * student), the name it is made out to ("ออกในนาม", a parent's; empty when the student's), e-mail,
 * item, amount (a number of baht).
 */
export function incomeRows(receipts: readonly Receipt[]): Array<Array<string | number>> {
  return moves(receipts).map(({ r, at, satang, product }) => [isoDate(at), formatThaiDate(at, "long"), r.label, shownName(r), r.payerName ?? "", r.email, product, Number(bahtNumber(satang))]);
}
