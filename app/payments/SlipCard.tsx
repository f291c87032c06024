/**
 * The tutor's card of one slip waiting for a check (/admin/payments): what was bought, who paid,
 * the amount, the bank's reference picked out of the slip's QR (./slip-ref.ts) and when it was
 * sent, then confirm or reject. On a wide screen the slip's picture stands beside all of it
 * (payments.css `.pay-review`), so the buttons stay in the first screen.
 */
import { Form } from "@remix-run/react";
import { ADMIN, SLIP_CARD } from "./messages";

export interface SlipCardRow {
  id: string;
  item: string;
  payer: string;
  expected: string;
  ref: { ref: string; bank: string | null; raw: boolean } | null;
  slip: string | null;
  sent: string;
  alike: { id: string; label: string; url: string }[];
}

export function SlipCard({ o, reasonError, typedReason }: { o: SlipCardRow; reasonError: string | null; typedReason: string }) {
  return (
    <article className="card pay-review" aria-labelledby={`order-${o.id}`} data-testid="slip-card">
      {o.slip ? (
        <a href={o.slip} className="pay-review__slip" target="_blank" rel="noreferrer">
          <img className="pay-slip" src={o.slip} alt={`${ADMIN.reviewTitle}: ${o.payer} ${o.sent}`} width={600} />
          <span className="visually-hidden">{SLIP_CARD.openSlip}</span>
        </a>
      ) : null}
      <div className="stack pay-review__facts">
        <h3 id={`order-${o.id}`}>{o.item}</h3>
        <dl className="pay-facts">
          <dt>{ADMIN.payer}</dt>
          <dd>{o.payer}</dd>
          <dt>{ADMIN.expected}</dt>
          <dd>
            <strong className="pay-review__amount">{o.expected}</strong>
          </dd>
          <dt>{ADMIN.ref}</dt>
          <dd data-testid="slip-ref">
            {o.ref === null ? (
              <strong className="badge badge--warning">{ADMIN.manual}</strong>
            ) : o.ref.raw ? (
              <>
                <code className="pay-ref">{o.ref.ref}</code>
                <br />
                <span className="text-small text-muted">{SLIP_CARD.notBankSlip}</span>
              </>
            ) : (
              <code className="pay-ref">{o.ref.ref}</code>
            )}
          </dd>
          {o.ref?.bank ? (
            <>
              <dt>{SLIP_CARD.bank}</dt>
              <dd>{o.ref.bank}</dd>
            </>
          ) : null}
          {o.sent ? (
            <>
              <dt>{SLIP_CARD.sent}</dt>
              <dd data-testid="slip-sent">{SLIP_CARD.when(o.sent)}</dd>
            </>
          ) : null}
          {o.alike.length > 0 ? (
            <>
              <dt>{ADMIN.alike}</dt>
              <dd data-testid="slip-alike">
                {o.alike.map((a, i) => (
                  <span key={a.id}>
                    {i > 0 ? ", " : null}
                    <a href={a.url}>{a.label}</a>
                  </span>
                ))}
                <br />
                <span className="text-muted">{ADMIN.alikeHint}</span>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="stack pay-review__actions">
        <Form method="post" reloadDocument>
          <input type="hidden" name="id" value={o.id} />
          <button type="submit" name="intent" value="confirm" className="button button--primary">
            {ADMIN.confirm}
          </button>
        </Form>
        <Form method="post" reloadDocument className="stack">
          <input type="hidden" name="id" value={o.id} />
          <div className={`field${reasonError ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor={`reason-${o.id}`}>
              {ADMIN.reason}
            </label>
            {reasonError ? (
              <p className="field__error" id={`reason-${o.id}-error`}>
                {reasonError}
              </p>
            ) : null}
            <input
              id={`reason-${o.id}`}
              name="reason"
              className="input"
              maxLength={300}
              required
              defaultValue={typedReason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `reason-${o.id}-error` : undefined}
            />
          </div>
          <div>
            <button type="submit" name="intent" value="reject" className="button button--danger">
              {ADMIN.reject}
            </button>
          </div>
        </Form>
      </div>
    </article>
  );
}
