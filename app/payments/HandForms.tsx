/**
 * The tutor's forms for what is done by hand on /admin/payments (by-hand.server.ts): a payment
 * received, the recent receipts each with its refund, and the ask-first step both lead to.
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
import type { HandAsk } from "./by-hand.server";

type Option = { value: string; label: string };

export function ByHandForm({ students, packages, errors, typed }: { students: Option[]; packages: Option[]; errors: FieldErrors; typed: (name: string) => string }) {
  const methods = (["cash", "transfer", "other"] as const).map((m) => ({ value: m, label: METHOD_LABEL[m] }));
  return (
    <Form method="post" reloadDocument className="stack">
      <SelectField name="student" label={ADMIN.student} value={typed("student")} error={errors.student} options={students} required />
      <SelectField name="package" label={ADMIN.package} value={typed("package")} error={errors.package} options={packages} required />
      <SelectField name="method" label={ADMIN.method} value={typed("method")} error={errors.method} options={methods} required />
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
