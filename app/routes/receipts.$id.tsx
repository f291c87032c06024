import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { shownName } from "~/auth/user";
import { bahtText, formatBaht } from "~/payments/baht";
import { paymentsLinks } from "~/payments/links";
import { itemLabel, RECEIPT } from "~/payments/messages";
import { readPaymentSettings, readReceipt } from "~/payments/payments.store.server";
import { notFound, or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { formatThaiDate } from "~/kernel/clock";

/** A student's own receipt: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false });

export const links = paymentsLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${RECEIPT.title} ${RECEIPT.number(data.label)}` : RECEIPT.title }, { name: "robots", content: "noindex" }];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const label = (params.id ?? "").replace("-", "/");
  const receipt = await or503(readReceipt(label));
  if (!receipt || (receipt.uid !== user.uid && !user.isAdmin)) notFound();
  const settings = await or503(readPaymentSettings());
  return {
    label: receipt.label,
    date: formatThaiDate(receipt.paidAt),
    payer: `${shownName(receipt)} (${receipt.email})`,
    item: itemLabel(receipt.item),
    amount: formatBaht(receipt.satang),
    words: bahtText(receipt.satang),
    receiver: settings.receiptName,
    method: RECEIPT.paidBy(receipt.method ?? "promptpay"),
    refunded: receipt.refund ? RECEIPT.refunded(formatBaht(receipt.refund.satang), formatThaiDate(receipt.refund.at)) : null,
  };
}

export default function ReceiptPage() {
  const r = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <article className="receipt card stack" aria-labelledby="receipt-title">
        <h1 id="receipt-title">{RECEIPT.title}</h1>
        <p>
          <strong>{RECEIPT.number(r.label)}</strong>
        </p>
        <dl className="pay-facts">
          <dt>{RECEIPT.date}</dt>
          <dd>{r.date}</dd>
          <dt>{RECEIPT.payer}</dt>
          <dd>{r.payer}</dd>
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
    </div>
  );
}
