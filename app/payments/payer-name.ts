/**
 * "ออกใบเสร็จในนาม": the name a receipt is made out to when someone other than the student pays
 * (a parent), as the tutor types it (browser-safe). Cleaned by the one rule of names (auth's
 * `cleanName`: no markup, no control or invisible characters); empty is none.
 */
import { z } from "zod";
import { cleanName } from "~/auth/user";
import { RECEIPT } from "./messages";

export const PAYER_NAME_MAX = 100;

/** The field, optional: "" (or only spaces) is null. */
export const payerNameSchema = z
  .string()
  .default("")
  .transform((s) => cleanName(s))
  .refine((s) => Array.from(s).length <= PAYER_NAME_MAX, RECEIPT.payerNameLong)
  .transform((s) => s || null);
