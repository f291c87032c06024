import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { guardUpload, readUpload } from "~/files/index.server";
import { FILE_ERRORS } from "~/files/messages";
import { paymentsLinks } from "~/payments/links";
import { COURSE_ORDER, ORDER, PAY, STATUS_LABEL } from "~/payments/messages";
import { HowToPay, QrCard, SlipForm } from "~/payments/OrderPay";
import { orderPage, ownOrder } from "~/payments/order-page.server";
import { checkPayerName } from "~/payments/payer-name";
import { submitSlip } from "~/payments/payments.server";
import { orderUrl } from "~/payments/urls";
import { or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { hitAll, RATE_LIMIT_MESSAGE, RATE_RULES, rateLimitHeaders, retryAfterHeaders } from "~/platform/rate-limit.store.server";
import { tutoringUrl } from "~/kernel/urls";
import { FormAnswer } from "~/ui/FormAnswer";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";

/** A student's own order: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, islands: ["upload", "copy"] });

/** A 429 of the action carries its Retry-After. */
export const headers = retryAfterHeaders;

export const links = paymentsLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta({ title: data ? ORDER.title(data.label) : ORDER.crumb, noindex: true });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return orderPage(await ownOrder(params.id, user));
}

/**
 * POST (multipart) payerName=<ออกใบเสร็จในนาม, optional>, file=<the slip>: checked, claimed,
 * then back to the order with what happened; a refusal answers the page with its reason on
 * top and the name as typed. Counted before it is decoded: uploads a minute per student,
 * slips a day per order and per student (429).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  // Every refusal before the upload is read drains its body (guardUpload): the client hears it.
  const { user, order } = await guardUpload(
    request,
    requireUser(request).then(async (user) => ({ user, order: await ownOrder(params.id, user) })),
  );
  const upload = await readUpload(request);
  const payerName = upload.fields.get("payerName") ?? "";
  if (!upload.ok) return data({ error: upload.message, payerName, payerError: undefined }, { status: upload.status });
  const payer = checkPayerName(payerName);
  if (!payer.ok) return data({ error: payer.error, payerName, payerError: payer.error }, { status: 400 });
  if (!upload.file) return data({ error: FILE_ERRORS.empty, payerName, payerError: undefined }, { status: 400 });
  const rate = await hitAll([[RATE_RULES.studentUpload(), `uid:${user.uid}`], [RATE_RULES.slipPerOrder(), `order:${order.id}`], [RATE_RULES.slipPerStudent(), `uid:${user.uid}`]]);
  if (!rate.allowed) return data({ error: RATE_LIMIT_MESSAGE, payerName, payerError: undefined }, { status: 429, headers: rateLimitHeaders(rate) });
  const result = await or503(submitSlip(order, upload.file.bytes, payer.name));
  if (!result.ok) return data({ error: result.error, payerName, payerError: undefined }, { status: 400 });
  return redirect(orderUrl(order.id), { headers: { "Set-Cookie": noticeCookie(result.manual ? ORDER.slipManual : ORDER.slipSent) } });
}

export default function OrderPage() {
  const o = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const back = o.course ? { label: PAY.toCourse, to: o.course } : { label: PAY.toTutoring, to: tutoringUrl() };
  return (
    <div className="container container--narrow page stack pay-page">
      <FormAnswer refused={posted?.error} />
      {o.status === "rejected" && o.rejectReason ? (
        <p className="alert alert--error">
          {ORDER.rejected(o.rejectReason)}
        </p>
      ) : null}
      <header className="pay-head">
        <h1>{o.open ? PAY.title : PAY.orderTitle}</h1>
        <p className="pay-head__what">{o.label}</p>
        <p className="pay-head__status">
          {ORDER.status}: <strong id="order-status">{STATUS_LABEL[o.status]}</strong>
        </p>
      </header>
      {o.open && !o.ready ? <p className="alert alert--error">{ORDER.notReady}</p> : null}
      {o.qr ? <QrCard qr={o.qr} amount={o.amount} recipient={o.recipient} payBy={o.payBy} promptPay={o.promptPay} /> : null}
      {o.qr ? <HowToPay amount={o.amount} /> : null}
      {o.open && o.ready ? <SlipForm payerName={posted?.payerName ?? o.payerName} payerError={posted?.payerError} /> : null}
      {!o.open ? (
        <dl className="pay-facts">
          <dt>{ORDER.amount}</dt>
          <dd>{o.amount}</dd>
          {o.payerName ? (
            <>
              <dt>{PAY.payerShown}</dt>
              <dd>{o.payerName}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {o.status === "review" ? <p>{ORDER.review}</p> : null}
      {o.status === "expired" ? <p>{o.course ? COURSE_ORDER.expired : ORDER.expired}</p> : null}
      {o.receipt ? (
        <p>
          {ORDER.paid(o.receipt.label)} <Link to={o.receipt.url}>{ORDER.receiptLink}</Link>
        </p>
      ) : null}
      {o.receipt && o.course ? (
        <p>
          <Link to={o.course} className="button button--primary">{COURSE_ORDER.toCourse}</Link>
        </p>
      ) : null}
      {o.slip ? (
        <section aria-labelledby="your-slip">
          <h2 id="your-slip">{ORDER.yourSlip}</h2>
          <img className="pay-slip" src={o.slip} alt={ORDER.yourSlip} width={300} />
        </section>
      ) : null}
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  );
}
