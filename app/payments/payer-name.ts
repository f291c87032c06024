/**
 * "ออกใบเสร็จในนาม": the name a receipt is made out to when someone else pays (a parent),
 * given with the slip or by the tutor, kept on the order (`payerName`) and its receipt. Cleaned
 * by the one rule of a person's name (auth's `cleanName`: no markup, no control or invisible
 * characters); empty is none (the student's own name). Browser-safe.
 */
import { z } from "zod";
import { cleanName } from "~/auth/user";
import { check } from "~/kernel/form";
import { PAY } from "./messages";

export const PAYER_NAME_MAX = 80;

/** The field, optional: "" (or only spaces) is null. */
export const payerNameSchema = z
  .string()
  .default("")
  .pipe(z.string().max(1000, PAY.payerLong(PAYER_NAME_MAX)))
  .transform(cleanName)
  .refine((n) => n === "" || /[\p{L}\p{N}]/u.test(n), PAY.payerEmpty)
  .refine((n) => Array.from(n).length <= PAYER_NAME_MAX, PAY.payerLong(PAYER_NAME_MAX))
  .transform((n) => (n === "" ? null : n));

/** The typed name checked: the name (null for none), or its Thai error. */
export function checkPayerName(typed: string): { ok: true; name: string | null } | { ok: false; error: string } {
  const result = check(z.object({ payerName: payerNameSchema }), { payerName: typed });
  return result.ok ? { ok: true, name: result.data.payerName } : { ok: false, error: result.errors.payerName ?? PAY.payerEmpty };
}
