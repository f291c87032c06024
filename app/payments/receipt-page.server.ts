/**
 * The receipt (/receipts/2569-0001, routes/receipts.$id.tsx): its student or an admin reads it,
 * made out to the student's chosen name (their profile's display name, not the e-mail's local
 * part), or to the payer's name when the order has one ("ออกใบเสร็จในนาม", then the student is
 * named on a line of their own). The tutor's posts: make it out to another name, and send it
 * again (asked first; the ask's key makes a double post send once).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { requireAdminWrite } from "~/admin-kit/index.server";
import { requireUser } from "~/auth/guards.server";
import { shownNames } from "~/auth/profile.store.server";
import { shownName } from "~/auth/user";
import { formatThaiDate } from "~/kernel/clock";
import { readForm } from "~/kernel/form.server";
import { check, formValues, type FieldErrors } from "~/kernel/form";
import { idSchema, newId } from "~/kernel/ids";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { bahtText, formatBaht } from "./baht";
import { itemLabel, RECEIPT } from "./messages";
import type { Order } from "./model";
import { payerNameSchema } from "./payer-name";
import { receiptLetter } from "./payments.server";
import { readPaymentSettings, readReceipt, resendReceipt, setReceiptPayer, type Receipt } from "./payments.store.server";
import { receiptUrl, type ReceiptFrom } from "./urls";
import { ADMIN_URLS, myPaymentsUrl } from "~/kernel/urls";

/** "2569-0001" in the address → "2569/0001"; the receipt when `user` may read it, else the Thai 404. */
async function visibleReceipt(id: string | undefined, user: { uid: string; isAdmin: boolean }): Promise<Receipt> {
  const receipt = await or503(readReceipt((id ?? "").replace("-", "/")));
  if (!receipt || (receipt.uid !== user.uid && !user.isAdmin)) notFound();
  return receipt;
}

/** The student's name as they chose it (profile), else as the IdP gave it, else the e-mail's local part. */
async function chosenName(person: { uid: string; name: string | null; email: string }): Promise<string> {
  return (await shownNames([person]).catch(() => new Map<string, string>())).get(person.uid) ?? shownName(person);
}

/** An order with the student's chosen name (what the receipt e-mail greets). */
export async function withChosenName<T extends Pick<Order, "uid" | "name" | "email">>(order: T): Promise<T> {
  return { ...order, name: await chosenName(order) };
}

/** Where the tutor opened the receipt from (`?from=`, kept through the tutor's posts). */
function fromOf(request: Request): ReceiptFrom | undefined {
  return new URL(request.url).searchParams.get("from") === "student" ? "student" : undefined;
}

/** The way back: the student's own payments; the tutor's payments page, or the student's page they came from. */
function backOf(receipt: Receipt, student: string, user: { isAdmin: boolean }, from: ReceiptFrom | undefined) {
  if (!user.isAdmin) return { url: myPaymentsUrl(), label: RECEIPT.back };
  return from === "student" ? { url: ADMIN_URLS.student(receipt.uid), label: RECEIPT.backStudent(student) } : { url: ADMIN_URLS.payments(), label: RECEIPT.backAdmin };
}

export async function receiptPage(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const receipt = await visibleReceipt(id, user);
  const [settings, student] = await Promise.all([or503(readPaymentSettings()), chosenName(receipt)]);
  const from = fromOf(request);
  return {
    back: backOf(receipt, student, user, from),
    /** This page's address as opened (the tutor's "not now" returns to it). */
    self: receiptUrl(receipt.label, from),
    label: receipt.label,
    date: formatThaiDate(receipt.paidAt),
    payer: receipt.payerName ? receipt.payerName : `${student} (${receipt.email})`,
    student: receipt.payerName ? `${student} (${receipt.email})` : null,
    item: itemLabel(receipt.item),
    amount: formatBaht(receipt.satang),
    words: bahtText(receipt.satang),
    receiver: settings.receiptName,
    method: RECEIPT.paidBy(receipt.method ?? "promptpay"),
    refunded: receipt.refund ? RECEIPT.refunded(formatBaht(receipt.refund.satang), formatThaiDate(receipt.refund.at)) : null,
    /** The tutor's part of the page (never shown to the student). */
    tutor: user.isAdmin ? { payerName: receipt.payerName ?? "", email: receipt.email } : null,
  };
}

export type ReceiptPosted = { errors?: FieldErrors; values?: Record<string, string>; ask?: { key: string } };

const back = (url: string, text: string) => redirect(url, { headers: { "Set-Cookie": noticeCookie(text) } });

/** The tutor's posts: intent=payer (payerName), intent=resend-check (the question), intent=resend (key). */
export async function receiptPost(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = await requireAdminWrite(request, context);
  const receipt = await visibleReceipt(id, { uid: actor.uid, isAdmin: true });
  const values = formValues(await readForm(request));
  if (values.intent === "payer") {
    const parsed = check(z.object({ payerName: payerNameSchema }), values);
    if (!parsed.ok) return data<ReceiptPosted>({ errors: parsed.errors, values }, { status: 400 });
    await or503(setReceiptPayer(receipt.label, parsed.data.payerName));
    return back(receiptUrl(receipt.label, fromOf(request)), RECEIPT.payerSaved);
  }
  if (values.intent === "resend-check") return data<ReceiptPosted>({ ask: { key: newId() } });
  if (values.intent === "resend") {
    const key = idSchema.safeParse(values.key);
    if (!key.success) throw new Response("Bad Request", { status: 400 });
    const named = await withChosenName(receipt);
    await or503(resendReceipt(receipt.label, key.data, (order) => receiptLetter({ ...order, name: named.name })(receipt.label)));
    return back(receiptUrl(receipt.label, fromOf(request)), RECEIPT.resendDone(receipt.email));
  }
  throw new Response("Bad Request", { status: 400 });
}
