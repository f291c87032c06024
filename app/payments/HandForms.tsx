/**
 * The tutor's forms for what is done by hand on /admin/payments (by-hand.server.ts): a payment
 * received for anything sold (a package or a course; an open order such as a held session from
 * the list of orders waiting), the recent receipts each with its refund, and the ask-first step
 * they lead to.
 * Plain forms: they work without JavaScript.
 */
import type { FieldErrors } from "~/kernel/form";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/ui/Field";
import { ADMIN_URLS } from "~/kernel/urls";
import { Link } from "~/ui/Link";
import { ADMIN, METHOD_LABEL, RECEIPT } from "./messages";
import { receiptUrl } from "./urls";
import type { HandAsk, PayableRow } from "./by-hand.server";
import { PAYER_NAME_MAX } from "./payer-name";

type Option = { value: string; label: string };

const METHODS = (["cash", "transfer", "other"] as const).map((m) => ({ value: m, label: METHOD_LABEL[m] }));

/** A payment by hand for anything sold: the student, what (an hour package or a course), how, and for whom the receipt is. */
export function ByHandForm({ students, items, errors, typed }: { students: Option[]; items: Option[]; errors: FieldErrors; typed: (name: string) => string }) {
  return (
    <Form method="post" reloadDocument className="stack">
      <SelectField name="student" label={ADMIN.student} value={typed("student")} error={errors.student} options={students} required />
      <SelectField name="item" label={ADMIN.item} value={typed("item")} error={errors.item} options={items} required />
      <SelectField name="method" label={ADMIN.method} value={typed("method")} error={errors.method} options={METHODS} required />
      <TextField name="payerName" label={RECEIPT.payerName} value={typed("payerName")} error={errors.payerName} maxLength={PAYER_NAME_MAX} />
      <TextField name="note" label={ADMIN.note} value={typed("note")} error={errors.note} maxLength={200} />
      <div>
        <button type="submit" name="intent" value="byhand-check" className="button button--primary">{ADMIN.byHandNext}</button>
      </div>
    </Form>
  );
}

/** The question before a money post: the confirm button posts the same fields again. */
export function AskFirst({ ask }: { ask: HandAsk }) {
  return (
    <section aria-labelledby="ask-title" className="card stack" id="ask">
      <h2 id="ask-title">{ask.question}</h2>
      <Form method="post" reloadDocument className="cluster">
        {Object.entries(ask.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value={ask.intent} className={`button ${ask.intent === "refund" ? "button--danger" : "button--primary"}`}>
          {ask.intent === "refund" ? ADMIN.refundConfirm : ADMIN.byHandConfirm}
        </button>
        <a href={ADMIN_URLS.payments()} className="button button--ghost">{ADMIN.notNow}</a>
      </Form>
    </section>
  );
}

/**
 * The orders waiting for their payment (a held session, a course, a package): each takes a
 * payment by hand, asked first like the form above (its fields posted with the order's id).
 */
export function PayableOrders({ orders, errors, errorFor, typed }: { orders: PayableRow[]; errors: FieldErrors; errorFor?: string; typed: (name: string) => string }) {
  return (
    <ul className="stack" role="list">
      {orders.map((o) => {
        const mine = errorFor === o.id;
        return (
          <li key={o.id} className="stack" id={`payable-${o.id}`}>
            <p>
              <strong>{o.what}</strong> · {o.who} · {o.amount} · {o.status} · <span className="text-muted">{o.until}</span>
            </p>
            <details open={mine}>
              <summary>
                {ADMIN.openPay}
                <span className="visually-hidden"> {o.what} {o.who}</span>
              </summary>
              <Form method="post" reloadDocument className="stack">
                <input type="hidden" name="order" value={o.id} />
                <input type="hidden" name="student" value="" />
                <Field id={`payable-method-${o.id}`} label={ADMIN.method} error={mine ? errors.method : undefined}>
                  <select id={`payable-method-${o.id}`} {...invalid(`payable-method-${o.id}`, mine && errors.method)} name="method" className="select" defaultValue={mine ? typed("method") : "cash"}>
                    {METHODS.map((m) => (
                      <option key={m.value} value={m.value}>
                        {m.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id={`payable-payer-${o.id}`} label={RECEIPT.payerName} error={mine ? errors.payerName : undefined}>
                  <input id={`payable-payer-${o.id}`} {...invalid(`payable-payer-${o.id}`, mine && errors.payerName)} name="payerName" className="input" maxLength={PAYER_NAME_MAX} defaultValue={mine ? typed("payerName") : ""} />
                </Field>
                <div>
                  <button type="submit" name="intent" value="byhand-check" className="button button--primary">{ADMIN.byHandNext}</button>
                </div>
              </Form>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export interface RecentReceipt {
  orderId: string;
  label: string;
  payer: string;
  amount: string;
  /** What the amount field starts with: all that was paid ("3,500"). */
  full: string;
  method: string;
  refunded: string | null;
}

/** The recent receipts, each with its refund form (folded: a tap opens it). */
export function RecentReceipts({ receipts, errors, errorFor, typed }: { receipts: RecentReceipt[]; errors: FieldErrors; errorFor?: string; typed: (name: string) => string }) {
  return (
    <ul className="stack" role="list">
      {receipts.map((r) => {
        const mine = errorFor === r.orderId;
        return (
          <li key={r.orderId} className="stack">
            <p>
              <strong>
                <Link to={receiptUrl(r.label)}>{RECEIPT.number(r.label)}</Link>
              </strong>{" "}
              · {r.payer} · {r.amount} · {r.method}
              {r.refunded ? <strong className="badge badge--warning">{` ${r.refunded}`}</strong> : null}
            </p>
            {r.refunded ? null : (
              <details open={mine}>
                <summary>{ADMIN.refund} {r.label}</summary>
                <Form method="post" reloadDocument className="stack">
                  <input type="hidden" name="id" value={r.orderId} />
                  <Field id={`refund-amount-${r.orderId}`} label={ADMIN.refundAmount} error={mine ? errors.amount : undefined}>
                    <input id={`refund-amount-${r.orderId}`} {...invalid(`refund-amount-${r.orderId}`, mine && errors.amount)} name="amount" className="input" inputMode="numeric" maxLength={20} required defaultValue={mine ? typed("amount") : r.full} />
                  </Field>
                  <Field id={`refund-reason-${r.orderId}`} label={ADMIN.refundReason} error={mine ? errors.reason : undefined}>
                    <input id={`refund-reason-${r.orderId}`} {...invalid(`refund-reason-${r.orderId}`, mine && errors.reason)} name="reason" className="input" maxLength={300} required defaultValue={mine ? typed("reason") : ""} />
                  </Field>
                  <div>
                    <button type="submit" name="intent" value="refund-check" className="button button--danger">{ADMIN.refund}</button>
                  </div>
                </Form>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** An input's tie to its error, when it has one. */
const invalid = (id: string, error: string | false | undefined) => (error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {});

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      {error ? <p className="field__error" id={`${id}-error`}>{error}</p> : null}
      {children}
    </div>
  );
}
