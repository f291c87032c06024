/**
 * The receipt as read and printed (routes/receipts.$id.tsx, receipt-page.server.ts): the print
 * button (the print island shows it; without JavaScript a hint says to print from the browser's
 * menu), the receipt itself (one A4 sheet when printed: payments.css), and the tutor's part: the
 * name the receipt is made out to, and "ส่งใบเสร็จอีกครั้ง" asked first. Plain forms.
 */
import { Form } from "@remix-run/react";
import type { FieldErrors } from "~/kernel/form";
import { PRINT_MARKUP } from "~/platform/island-markup";
import { TextField } from "~/ui/Field";
import { Link } from "~/ui/Link";
import { RECEIPT } from "./messages";
import { PAYER_NAME_MAX } from "./payer-name";
import type { receiptPage } from "./receipt-page.server";

type Shown = Awaited<ReturnType<typeof receiptPage>>;

/** Above the receipt, never printed: the way back (the student's payments, or where the tutor came from) and the print button. */
export function ReceiptTools({ back }: { back: Shown["back"] }) {
  return (
    <div className="cluster cluster--between no-print receipt-tools">
      <Link to={back.url}>← {back.label}</Link>
      <button type="button" className={`button button--primary ${PRINT_MARKUP.button}`} hidden>
        {RECEIPT.print}
      </button>
      <p className={`text-muted text-small ${PRINT_MARKUP.hint}`}>{RECEIPT.printHint}</p>
    </div>
  );
}

export function ReceiptSheet({ r }: { r: Shown }) {
  return (
    <article className="receipt card stack" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{RECEIPT.title}</h1>
      <p>
        <strong>{RECEIPT.number(r.label)}</strong>
      </p>
      <dl className="pay-facts">
        <dt>{RECEIPT.date}</dt>
        <dd>{r.date}</dd>
        <dt>{RECEIPT.payer}</dt>
        <dd id="receipt-payer">{r.payer}</dd>
        {r.student ? (
          <>
            <dt>{RECEIPT.student}</dt>
            <dd id="receipt-student">{r.student}</dd>
          </>
        ) : null}
        <dt>{RECEIPT.receiver}</dt>
        <dd>{r.receiver}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{RECEIPT.item}</th>
            <th scope="col" className="num">{RECEIPT.amount}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{r.item}</td>
            <td className="num">{r.amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{RECEIPT.total}</th>
            <td className="num">
              <strong>{r.amount}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p>
        ({RECEIPT.words}) <strong id="amount-words">{r.words}</strong>
      </p>
      <p className="text-muted">{r.method}</p>
      {r.refunded ? (
        <p id="refunded">
          <strong>{r.refunded}</strong>
        </p>
      ) : null}
    </article>
  );
}

/** The question before the receipt is sent again: its confirm posts the key the step was shown with. */
export function ResendAsk({ label, email, askKey, self }: { label: string; email: string; askKey: string; self: string }) {
  return (
    <section className="card stack no-print" aria-labelledby="resend-ask" id="ask">
      <h2 id="resend-ask">{RECEIPT.resendQuestion(label, email)}</h2>
      <Form method="post" reloadDocument className="cluster">
        <input type="hidden" name="key" value={askKey} />
        <button type="submit" name="intent" value="resend" className="button button--primary" autoFocus>
          {RECEIPT.resendConfirm}
        </button>
        <a href={self} className="button button--ghost">
          {RECEIPT.notNow}
        </a>
      </Form>
    </section>
  );
}

/** The tutor's part under the receipt (not printed). */
export function ReceiptTutorForms({ tutor, errors, typed }: { tutor: NonNullable<Shown["tutor"]>; errors: FieldErrors; typed: string | undefined }) {
  return (
    <section className="card stack no-print" aria-labelledby="receipt-tutor">
      <h2 id="receipt-tutor">{RECEIPT.tutorTitle}</h2>
      <Form method="post" reloadDocument className="stack">
        <TextField name="payerName" label={RECEIPT.payerName} value={typed ?? tutor.payerName} error={errors.payerName} maxLength={PAYER_NAME_MAX} />
        <div>
          <button type="submit" name="intent" value="payer" className="button button--secondary">
            {RECEIPT.payerSave}
          </button>
        </div>
      </Form>
      <Form method="post" reloadDocument>
        <button type="submit" name="intent" value="resend-check" className="button button--secondary">
          {RECEIPT.resend}
        </button>
      </Form>
    </section>
  );
}
