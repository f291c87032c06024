// Money: amounts are whole satang (1 baht = 100 satang) everywhere; never a float. This module
// gives payments what kernel/money.ts has (what a person types, an amount shown) and says an
// amount in Thai words for receipts.

export { formatBaht, parseBaht } from "~/kernel/money";

/** The amount as a number of baht for a spreadsheet cell ("3500.5"): exact to the satang. */
export function bahtNumber(satang: number): string {
  if (satang < 0) return `-${bahtNumber(-satang)}`;
  const rest = satang % 100;
  return `${Math.floor(satang / 100)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

const DIGIT_WORDS = ["", "หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า"];
const PLACE_WORDS = ["", "สิบ", "ร้อย", "พัน", "หมื่น", "แสน"];

/** Words for 1..999 999; `after` says a higher part precedes it (so a lone 1 is "เอ็ด"). */
function sixDigits(n: number, after: boolean): string {
  const digits = String(n).split("").map(Number).reverse();
  const more = digits.length > 1 && digits.slice(1).some((d) => d > 0);
  return digits
    .map((d, place) => {
      if (d === 0) return "";
      if (place === 0) return d === 1 && (more || after) ? "เอ็ด" : DIGIT_WORDS[d];
      if (place === 1) return (d === 1 ? "" : d === 2 ? "ยี่" : DIGIT_WORDS[d]) + "สิบ";
      return DIGIT_WORDS[d]! + PLACE_WORDS[place]!;
    })
    .reverse()
    .join("");
}

/** Words for a whole number, millions by "ล้าน" again and again. */
function wholeWords(n: number, after = false): string {
  if (n >= 1_000_000) {
    const low = n % 1_000_000;
    return wholeWords(Math.floor(n / 1_000_000), after) + "ล้าน" + (low ? sixDigits(low, true) : "");
  }
  return sixDigits(n, after);
}

/** "สามพันห้าร้อยบาทถ้วน", "หนึ่งร้อยบาทห้าสิบสตางค์", "ห้าสิบสตางค์" (the receipt's words). */
export function bahtText(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new RangeError("satang must be a whole number");
  const baht = Math.floor(satang / 100);
  const rest = satang % 100;
  if (baht === 0 && rest === 0) return "ศูนย์บาทถ้วน";
  const bahtPart = baht ? `${wholeWords(baht)}บาท` : "";
  return bahtPart + (rest ? `${wholeWords(rest)}สตางค์` : "ถ้วน");
}
