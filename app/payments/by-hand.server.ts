/**
 * The tutor's posts on /admin/payments for what is done by hand: a payment received (cash, a
 * transfer, another way) and a refund of money. Each asks first: the "…-check" intent checks
 * what was typed and answers the question with the amount; only the confirm button's post
 * writes. Every input is checked with zod; a refusal keeps what was typed.
 */
import { z } from "zod";
import { shownName } from "~/auth/user";
import { check, type FieldErrors } from "~/kernel/form";
import { idSchema, newId, uidSchema } from "~/kernel/ids";
import { formatDuration } from "~/platform/thai";
import { formatBaht, parseBaht } from "./baht";
import { recordPaymentByHand, refundOrder } from "./by-hand.store.server";
import { ADMIN, METHOD_LABEL, packageLabel } from "./messages";
import type { Order } from "./model";
import { notifyDecision, notifyRefund, receiptLetter, refundLetter } from "./payments.server";
import { PaymentRefusedError, readOrder, readPackage } from "./payments.store.server";

export const HAND_INTENTS = ["byhand-check", "byhand", "refund-check", "refund"] as const;
type HandIntent = (typeof HAND_INTENTS)[number];

const byHandSchema = z.object({
  student: z.string().refine((s) => uidSchema.safeParse(s).success, ADMIN.studentRequired),
  package: z.string().refine((s) => idSchema.safeParse(s).success, ADMIN.packageRequired),
  method: z.enum(["cash", "transfer", "other"], { message: ADMIN.methodRequired }),
  note: z.string().trim().max(200).default(""),
  orderId: idSchema.optional(),
});

const refundSchema = z.object({
  amount: z.string().transform((s, ctx) => parseBaht(s) ?? (ctx.addIssue({ code: "custom", message: ADMIN.refundBad }), z.NEVER)),
  reason: z.string().trim().min(1, ADMIN.reasonRequired).max(300),
});

/** The question of the ask-first step, and the fields its confirm button posts again. */
export interface HandAsk {
  intent: "byhand" | "refund";
  question: string;
  fields: Record<string, string>;
}

export type HandAnswer = { notice: string } | { status: 400 | 409; errors: FieldErrors; orderId?: string } | { ask: HandAsk };

export type Buyer = Pick<Order, "uid" | "email" | "name">;

export function isHandIntent(intent: string | undefined): intent is HandIntent {
  return (HAND_INTENTS as readonly string[]).includes(intent ?? "");
}

/** One post of the by-hand forms: a question to ask, a refusal with its Thai text, or what was done. */
export async function handPost(intent: HandIntent, values: Record<string, string>, findStudent: (uid: string) => Promise<Buyer | null>): Promise<HandAnswer> {
  if (intent === "byhand-check" || intent === "byhand") {
    const parsed = check(byHandSchema, values);
    if (!parsed.ok) return { status: 400, errors: parsed.errors };
    const [buyer, pkg] = await Promise.all([findStudent(parsed.data.student), readPackage(parsed.data.package)]);
    if (!buyer) return { status: 400, errors: { student: ADMIN.studentRequired } };
    if (!pkg) return { status: 400, errors: { package: ADMIN.packageRequired } };
    const { method, note } = parsed.data;
    if (intent === "byhand-check" || !parsed.data.orderId) {
      const question = ADMIN.byHandQuestion(formatBaht(pkg.satang), `${buyer.name} (${buyer.email})`, packageLabel(pkg.hours, formatBaht(pkg.satang)), METHOD_LABEL[method]);
      return { ask: { intent: "byhand", question, fields: { student: buyer.uid, package: pkg.id, method, note, orderId: newId() } } };
    }
    const input = { orderId: parsed.data.orderId, buyer, pkg, method, note };
    try {
      const done = await recordPaymentByHand(input, receiptLetter);
      if (done.changed) await notifyDecision({ id: input.orderId, uid: buyer.uid, slip: null }, { receipt: done.receipt });
      return { notice: ADMIN.byHandDone(done.receipt) };
    } catch (error) {
      if (error instanceof PaymentRefusedError) return { status: 409, errors: { form: ADMIN.notInReview } };
      throw error;
    }
  }
  const id = idSchema.safeParse(values.id);
  const order = id.success ? await readOrder(id.data) : null;
  if (!order || order.status !== "paid" || !order.receipt || order.refund) return { status: 409, errors: { form: ADMIN.notRefundable } };
  const parsed = check(refundSchema, values);
  if (!parsed.ok) return { status: 400, errors: parsed.errors, orderId: order.id };
  const { amount: satang, reason } = parsed.data;
  if (satang < 1 || satang > order.satang) return { status: 400, errors: { amount: ADMIN.refundBad }, orderId: order.id };
  if (intent === "refund-check") {
    const question = ADMIN.refundQuestion(formatBaht(satang), order.receipt, `${shownName(order)} (${order.email})`);
    return { ask: { intent: "refund", question, fields: { id: order.id, amount: values.amount ?? "", reason } } };
  }
  try {
    const done = await refundOrder(order.id, { satang, reason }, refundLetter);
    if (done.changed) await notifyRefund(done.order);
    return { notice: ADMIN.refundDone(formatBaht(satang), done.minutes > 0 ? formatDuration(done.minutes) : null) };
  } catch (error) {
    if (error instanceof PaymentRefusedError) return { status: 409, errors: { form: ADMIN.notRefundable } };
    throw error;
  }
}
