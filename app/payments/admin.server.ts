/**
 * The tutor's side of payments (/admin/payments): the receiving account, hour packages, and
 * the slips waiting for a check (confirm, or reject with a reason). Every input is checked
 * here with zod; a refusal answers the Thai text of the field it is about.
 */
import { z } from "zod";
import { parseBaht } from "./baht";
import { ADMIN } from "./messages";
import { promptPayKind } from "./promptpay";
import { parseHours, parseMonths } from "./quantity";

/** A field read by `parse` (null: refused with `message`). */
const typed = (parse: (text: string) => number | null, message: string) =>
  z.string().transform((s, ctx) => parse(s) ?? (ctx.addIssue({ code: "custom", message }), z.NEVER));

export const settingsSchema = z.object({
  promptPayId: z
    .string()
    .trim()
    .transform((s, ctx) => promptPayKind(s)?.digits ?? (ctx.addIssue({ code: "custom", message: ADMIN.promptPayBad }), z.NEVER)),
  receiptName: z.string().trim().min(1, ADMIN.receiptNameRequired).max(120),
});

export const packageSchema = z.object({
  hours: typed((s) => parseHours(s, 0.25, 500), ADMIN.hoursBad),
  satang: z.string().transform((s, ctx) => {
    const satang = parseBaht(s);
    if (satang === null || satang === 0) {
      ctx.addIssue({ code: "custom", message: ADMIN.priceBad });
      return z.NEVER;
    }
    return satang;
  }),
  months: typed((s) => parseMonths(s, 1, 36), ADMIN.monthsBad),
});

export const rejectSchema = z.object({ reason: z.string().trim().min(1, ADMIN.reasonRequired).max(300) });
