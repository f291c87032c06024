// Money: amounts are whole satang (1 baht = 100 satang) everywhere; never a float
// (docs/decisions/005-money-in-integer-satang.md). What a person types and how an amount is
// shown, for every feature that has a price (a course, payments).
import { formatNumber } from "~/platform/thai";

/** The largest amount a price or a payment may have: ten million baht. */
export const MAX_SATANG = 10_000_000 * 100;

const THAI_DIGITS = "๐๑๒๓๔๕๖๗๘๙";

/**
 * Satang from what a person typed: "3,500", "3500", "3500.50", "๓,๕๐๐", "3,500 บาท";
 * null for anything else (a negative, more than two decimals, above MAX_SATANG).
 */
export function parseBaht(input: string): number | null {
  const text = input
    .replace(/[๐-๙]/g, (d) => String(THAI_DIGITS.indexOf(d)))
    .replace(/\s*บาท\s*$/, "")
    .trim();
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const satang = Number(m[1]!.replace(/,/g, "")) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(satang) && satang <= MAX_SATANG ? satang : null;
}

/** "3,500 บาท", "3,500.50 บาท" (satang only when there are some). */
export function formatBaht(satang: number): string {
  if (satang < 0) return `-${formatBaht(-satang)}`;
  const baht = Math.floor(satang / 100);
  const rest = satang % 100;
  return `${formatNumber(baht)}${rest ? `.${String(rest).padStart(2, "0")}` : ""} บาท`;
}
