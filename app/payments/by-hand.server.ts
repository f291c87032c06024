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
import { getDashboard } from "~/learning/index.server";
import { formatDateTime, now } from "~/kernel/clock";
import { courseOrdersOf } from "./course-order.store.server";
import { listPayableOrders, payableByHand } from "./by-hand.store.server";
import { ADMIN, METHOD_LABEL, orderLabel, packageLabel, STATUS_LABEL } from "./messages";
import { orderStatus, type CourseItem, type HoursItem, type Order } from "./model";
import { payerNameSchema } from "./payer-name";
import { notifyDecision, notifyRefund, receiptLetter, refundLetter } from "./payments.server";
import { listPackages, PaymentRefusedError, readOrder, readPackage } from "./payments.store.server";

export const HAND_INTENTS = ["byhand-check", "byhand", "refund-check", "refund"] as const;
type HandIntent = (typeof HAND_INTENTS)[number];

const byHandSchema = z.object({
  /** "package:<id>" or "course:<id>": what is sold (not asked when `order` names an open order). */
  item: z.string().default(""),
  student: z.string().default(""),
  /** The student's open order this payment pays (the open orders' list on the page). */
  order: idSchema.optional(),
  method: z.enum(["cash", "transfer", "other"], { message: ADMIN.methodRequired }),
  note: z.string().trim().max(200).default(""),
  payerName: payerNameSchema,
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
  if (intent === "byhand-check" || intent === "byhand") return byHandPost(intent, values, findStudent);
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

/** What is sold by hand, as the form's choices: the hour packages on sale, then the courses with a price. */
export async function handSellables(): Promise<Array<{ value: string; label: string }>> {
  const [packages, courses] = await Promise.all([listPackages(true), pricedCourses()]);
  return [
    ...packages.map((p) => ({ value: `package:${p.id}`, label: ADMIN.sellPackage(packageLabel(p.hours, formatBaht(p.satang))) })),
    ...courses.map((c) => ({ value: `course:${c.courseId}`, label: orderLabel(c) })),
  ];
}

/** The published courses with a price, as an order's item. */
async function pricedCourses(): Promise<CourseItem[]> {
  const { others } = await getDashboard(null);
  return others.flatMap((c) => (c.price === null ? [] : [{ kind: "course" as const, courseId: c.id, slug: c.slug, title: c.title, satang: c.price }]));
}

/** The student and the item as chosen in the form: a Thai refusal for each missing or malformed. */
function choiceErrors(student: string, item: string): FieldErrors {
  const errors: FieldErrors = {};
  const [kind, id = ""] = item.split(":", 2);
  if ((kind !== "package" && kind !== "course") || !idSchema.safeParse(id).success) errors.item = ADMIN.itemRequired;
  if (!uidSchema.safeParse(student).success) errors.student = ADMIN.studentRequired;
  return errors;
}

type Sale = { orderId: string; buyer: Buyer; item: HoursItem | CourseItem | null; label: string; satang: number };

/**
 * What a payment by hand pays: the open order the post names (its student and item), or the
 * item chosen for the student chosen: a package (a new order), a course (the student's open
 * order for it when there is one; refused when they bought it already).
 */
async function saleOf(data: z.output<typeof byHandSchema>, findStudent: (uid: string) => Promise<Buyer | null>): Promise<Sale | { errors: FieldErrors }> {
  if (data.order) {
    const order = await readOrder(data.order);
    // The confirm's second post finds it paid: the store answers its receipt.
    const again = order?.status === "paid" && data.orderId === order.id;
    if (!order || !(again || payableByHand(order, now()))) return { errors: { form: ADMIN.notPayable } };
    return { orderId: order.id, buyer: order, item: null, label: orderLabel(order.item), satang: order.satang };
  }
  const errors = choiceErrors(data.student, data.item);
  if (Object.keys(errors).length > 0) return { errors };
  const [kind, id = ""] = data.item.split(":", 2);
  const buyer = await findStudent(data.student);
  if (!buyer) return { errors: { student: ADMIN.studentRequired } };
  if (kind === "package") {
    const pkg = await readPackage(id);
    if (!pkg) return { errors: { item: ADMIN.itemRequired } };
    const item: HoursItem = { kind: "hours", packageId: pkg.id, hours: pkg.hours, months: pkg.months, satang: pkg.satang };
    return { orderId: data.orderId ?? newId(), buyer, item, label: orderLabel(item), satang: item.satang };
  }
  const item = (await pricedCourses()).find((c) => c.courseId === id);
  if (!item) return { errors: { item: ADMIN.itemRequired } };
  const { open, paid } = await courseOrdersOf(buyer.uid, item.courseId);
  if (paid && !data.orderId) return { errors: { item: ADMIN.coursePaid } };
  return { orderId: data.orderId ?? open ?? newId(), buyer, item, label: orderLabel(item), satang: item.satang };
}

async function byHandPost(intent: "byhand-check" | "byhand", values: Record<string, string>, findStudent: (uid: string) => Promise<Buyer | null>): Promise<HandAnswer> {
  // A form of before "what is sold" named only a package.
  const typed = values.item === undefined && values.package ? { ...values, item: `package:${values.package}` } : values;
  const parsed = check(byHandSchema, typed);
  // Every field's refusal at once: the schema's, and the student's and the item's when no order is named.
  if (!parsed.ok) return { status: 400, errors: { ...(typed.order ? {} : choiceErrors(typed.student ?? "", typed.item ?? "")), ...parsed.errors }, ...(values.order ? { orderId: values.order } : {}) };
  const sale = await saleOf(parsed.data, findStudent);
  if ("errors" in sale) return { status: 400, errors: sale.errors, ...(parsed.data.order ? { orderId: parsed.data.order } : {}) };
  const { method, note, payerName } = parsed.data;
  if (intent === "byhand-check" || !parsed.data.orderId) {
    const question = ADMIN.byHandQuestion(formatBaht(sale.satang), `${shownName(sale.buyer)} (${sale.buyer.email})`, sale.label, METHOD_LABEL[method]);
    const fields: Record<string, string> = { student: sale.buyer.uid, item: parsed.data.item, method, note, payerName: payerName ?? "", orderId: sale.orderId };
    if (parsed.data.order) fields.order = parsed.data.order;
    return { ask: { intent: "byhand", question, fields } };
  }
  try {
    const done = await recordPaymentByHand({ orderId: sale.orderId, buyer: sale.buyer, item: sale.item, method, note, payerName }, (order) => receiptLetter(order));
    if (done.changed) await notifyDecision({ id: sale.orderId, uid: sale.buyer.uid, slip: null }, { receipt: done.receipt });
    return { notice: ADMIN.byHandDone(done.receipt) };
  } catch (error) {
    if (error instanceof PaymentRefusedError) return { status: 409, errors: { form: ADMIN.notPayable } };
    throw error;
  }
}

export interface PayableRow {
  id: string;
  who: string;
  what: string;
  amount: string;
  status: string;
  until: string;
}

/** What the page's by-hand parts show: the things sold, and the orders waiting for a payment. */
export async function handPageData() {
  const [items, open] = await Promise.all([handSellables(), listPayableOrders(now())]);
  return {
    items,
    payable: open.map(
      (o): PayableRow => ({
        id: o.id,
        who: `${shownName(o)} (${o.email})`,
        what: orderLabel(o.item),
        amount: formatBaht(o.satang),
        status: STATUS_LABEL[orderStatus(o)],
        until: ADMIN.payBy(formatDateTime(new Date(o.expiresAt))),
      }),
    ),
  };
}
