// The tutor's PromptPay id and the "Thai QR Payment" payload for an amount (EMVCo merchant
// presented mode: tag 29 with PromptPay's AID, currency 764, country TH, CRC-16/CCITT). The
// payload itself comes from the maintained `promptpay-qr` library, never written by hand.
import generatePayload from "promptpay-qr";

export type PromptPayKind = "phone" | "id" | "ewallet";

/** The 13-digit Thai id's check digit (national id and tax id share it). */
export function isThaiIdValid(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** Which kind of PromptPay id the digits are, or null for none (a bad 13-digit checksum is none). */
export function promptPayKind(input: string): { kind: PromptPayKind; digits: string } | null {
  const digits = input.replace(/[\s-]/g, "").replace(/^\+66/, "0");
  if (!/^\d+$/.test(digits)) return null;
  if (/^0[689]\d{8}$/.test(digits)) return { kind: "phone", digits };
  if (digits.length === 13) return isThaiIdValid(digits) ? { kind: "id", digits } : null;
  if (digits.length === 15) return { kind: "ewallet", digits };
  return null;
}

/** The QR's text for paying `satang` (an integer; 0 leaves the amount to the payer) to `target`. */
export function promptPayPayload(target: string, satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new RangeError("satang must be a whole number");
  return generatePayload(target, satang > 0 ? { amount: satang / 100 } : {});
}
