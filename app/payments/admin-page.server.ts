/**
 * The tutor's payments page (routes/admin.payments.tsx): what it shows, and its posts: the
 * PromptPay settings, hour packages, payments by hand, and the slips' confirm or reject (a
 * confirm mails the receipt, a reject the reason, after the write). The route guards both.
 */
import { data, redirect } from "@remix-run/node";
import { shownName } from "~/auth/user";
import { check, formValues, type FieldErrors } from "~/kernel/form";
import { idSchema } from "~/kernel/ids";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { formatDateTime, formatThaiDate } from "~/kernel/clock";
import { ADMIN_URLS } from "~/kernel/urls";
import { packageSchema, rejectSchema, settingsSchema } from "./admin.server";
import { bahtNumber, formatBaht } from "./baht";
import { handPost, isHandIntent, type Buyer, type HandAsk } from "./by-hand.server";
import { incomeByMonth } from "./income.server";
import { ADMIN, METHOD_LABEL, orderLabel, packageLabel, RECEIPT, validityLabel } from "./messages";
import { notifyDecision, receiptLetter, slipRefusedNews, slipUrl } from "./payments.server";
import {
  addPackage,
  confirmPayment,
  listOrdersInReview,
  listPackages,
  listReceipts,
  PaymentRefusedError,
  readOrder,
  readPaymentSettings,
  rejectSlip,
  savePaymentSettings,
  stopPackage,
} from "./payments.store.server";
import { withChosenName } from "./receipt-page.server";
import { alikeOrders } from "./slip-print.server";
import { slipReference } from "./slip-ref";
import { listSlipPrints } from "./slip-prints.store.server";
import { orderUrl } from "./urls";

/** How many of the newest receipts the refund list shows. */
const RECENT_RECEIPTS = 20;

/** What the slip card shows of its QR: the bank's reference, or (no bank slip's code) the text as read. */
function refOf(text: string): { ref: string; bank: string | null; raw: boolean } {
  const found = slipReference(text);
  return found ? { ...found, raw: false } : { ref: text, bank: null, raw: true };
}

/** The page's data (the route adds the students to pick from). */
export async function paymentsAdminPage() {
  const [settings, packages, review, receipts, prints] = await or503(
    Promise.all([readPaymentSettings(), listPackages(false), listOrdersInReview(), listReceipts(), listSlipPrints()]),
  );
  return {
    recent: receipts.slice(-RECENT_RECEIPTS).reverse().map((r) => ({
      orderId: r.orderId,
      label: r.label,
      payer: shownName(r),
      amount: formatBaht(r.satang),
      full: bahtNumber(r.satang),
      method: METHOD_LABEL[r.method ?? "promptpay"],
      refunded: r.refund ? RECEIPT.refunded(formatBaht(r.refund.satang), formatThaiDate(r.refund.at)) : null,
    })),
    income: incomeByMonth(receipts),
    settings,
    packages: packages.map((p) => ({ id: p.id, active: p.active, label: packageLabel(p.hours, formatBaht(p.satang)), validity: validityLabel(p.months) })),
    review: review.map((o) => ({
      id: o.id,
      payer: `${shownName(o)} (${o.email})`,
      item: orderLabel(o.item),
      expected: formatBaht(o.satang),
      // The bank's reference picked out of the slip's QR; a code that is no bank slip's is shown as read.
      ref: o.slip?.ref ? refOf(o.slip.ref) : null,
      slip: o.slip ? slipUrl(o.slip) : null,
      sent: o.slip ? formatDateTime(new Date(o.slip.uploadedAt)) : "",
      // Other orders whose slip looks like this one (its QR covered, cropped): the tutor compares.
      alike: alikeOrders(o.id, o.slip?.print, prints).map((id) => ({ id, label: id.slice(0, 8), url: orderUrl(id) })),
    })),
  };
}

export type PaymentsPosted = { errors?: FieldErrors; values?: Record<string, string>; orderId?: string; ask?: HandAsk };

const back = (text: string) => redirect(ADMIN_URLS.payments(), { headers: { "Set-Cookie": noticeCookie(text) } });

/** One post of the page, by its intent; `getStudent` finds the student a payment by hand is for. */
export async function paymentsAdminPost(form: FormData, getStudent: (uid: string) => Promise<Buyer | null>) {
  const values = formValues(form);
  const intent = values.intent;
  if (intent === "settings") {
    const parsed = check(settingsSchema, values);
    if (!parsed.ok) return data<PaymentsPosted>({ errors: parsed.errors, values }, { status: 400 });
    await or503(savePaymentSettings(parsed.data));
    return back(ADMIN.saved);
  }
  if (intent === "package") {
    // The schema's `satang` is the form's `price`.
    const parsed = check(packageSchema, { hours: values.hours, satang: values.price, months: values.months });
    if (!parsed.ok) {
      const errors = parsed.errors;
      return data<PaymentsPosted>({ errors: { ...errors, price: errors.satang ?? "" }, values }, { status: 400 });
    }
    await or503(addPackage(parsed.data));
    return back(ADMIN.packageAdded);
  }
  if (isHandIntent(intent)) {
    const answer = await or503(handPost(intent, values, getStudent));
    if ("notice" in answer) return back(answer.notice);
    if ("ask" in answer) return data<PaymentsPosted>({ ask: answer.ask });
    return data<PaymentsPosted>({ errors: answer.errors, values, orderId: answer.orderId }, { status: answer.status });
  }
  // A form the page did not send (a changed or cut post): the answer names it at the page's top.
  if (intent !== "stop" && intent !== "confirm" && intent !== "reject") return data<PaymentsPosted>({ errors: { form: ADMIN.badForm } }, { status: 400 });
  const id = idSchema.safeParse(values.id);
  if (!id.success) notFound();
  if (intent === "stop") {
    await or503(stopPackage(id.data));
    return back(ADMIN.packageStopped);
  }
  const order = await or503(readOrder(id.data));
  if (!order) notFound();
  try {
    if (intent === "confirm") {
      // The e-mail greets the student by the name they chose (not the e-mail's local part).
      const done = await or503(confirmPayment(order.id, receiptLetter(await withChosenName(order))));
      if (done.changed) await notifyDecision(order, { receipt: done.receipt });
      return back(ADMIN.confirmed(done.receipt));
    }
    if (intent === "reject") {
      const parsed = check(rejectSchema, values);
      if (!parsed.ok) return data<PaymentsPosted>({ errors: parsed.errors, values, orderId: order.id }, { status: 400 });
      await or503(rejectSlip(order.id, parsed.data.reason, slipRefusedNews(parsed.data.reason)));
      await notifyDecision(order, { reason: parsed.data.reason });
      return back(ADMIN.rejectedDone);
    }
  } catch (error) {
    if (error instanceof PaymentRefusedError) return data<PaymentsPosted>({ errors: { form: ADMIN.notInReview } }, { status: 409 });
    throw error;
  }
  throw new Response("Bad Request", { status: 400 });
}
