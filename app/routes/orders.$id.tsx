import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { SessionUser } from "~/auth/user";
import { requireUser } from "~/auth/guards.server";
import { guardUpload, readUpload } from "~/files/index.server";
import { FILE_ERRORS } from "~/files/messages";
import { uploadForm } from "~/files/index";
import { formatBaht } from "~/payments/baht";
import { paymentsLinks } from "~/payments/links";
import { COURSE_ORDER, ORDER, orderLabel, STATUS_LABEL } from "~/payments/messages";
import { orderStatus, type Order } from "~/payments/model";
import { orderQr, slipUrl, submitSlip } from "~/payments/payments.server";
import { readOrder, readPaymentSettings } from "~/payments/payments.store.server";
import { orderUrl, receiptUrl } from "~/payments/urls";
import { idSchema } from "~/kernel/ids";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { hitAll, RATE_LIMIT_MESSAGE, RATE_RULES, rateLimitHeaders, retryAfterHeaders } from "~/platform/rate-limit.store.server";
import { formatDateTime } from "~/kernel/clock";
import { courseUrl, tutoringUrl } from "~/kernel/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { ErrorAlert } from "~/ui/ErrorAlert";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";
import { FileField } from "~/ui/Field";

/** A student's own order: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, islands: ["upload"] });

/** A 429 of the action carries its Retry-After. */
export const headers = retryAfterHeaders;

export const links = paymentsLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta({ title: data ? ORDER.title(data.label) : ORDER.crumb, noindex: true });

/** The order, when `user` may see it (its student, an admin); else the Thai 404. */
async function ownOrder(id: string | undefined, user: SessionUser): Promise<Order> {
  const parsed = idSchema.safeParse(id);
  const order = parsed.success ? await or503(readOrder(parsed.data)) : null;
  if (!order || (order.uid !== user.uid && !user.isAdmin)) notFound();
  return order;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await ownOrder(params.id, user);
  const status = orderStatus(order);
  const open = status === "pending" || status === "rejected";
  const settings = await or503(readPaymentSettings());
  const ready = settings.promptPayId !== "";
  return {
    status,
    label: orderLabel(order.item),
    amount: formatBaht(order.satang),
    recipient: settings.receiptName,
    qr: open && ready ? await orderQr(order, settings.promptPayId) : null,
    ready,
    open,
    payBy: status === "pending" || (status === "rejected" && order.holdUntil) ? formatDateTime(new Date(order.expiresAt)) : null,
    rejectReason: order.rejectReason,
    slip: order.slip ? slipUrl(order.slip) : null,
    receipt: order.receipt ? { label: order.receipt, url: receiptUrl(order.receipt) } : null,
    course: order.item.kind === "course" ? courseUrl(order.item.slug) : null,
  };
}

/**
 * POST (multipart) file=<the slip>: checked, claimed, then back to the order with what happened.
 * Counted before it is decoded: uploads a minute per student, slips a day per order and per student (429).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  // Every refusal before the upload is read drains its body (guardUpload): the client hears it.
  const { user, order } = await guardUpload(
    request,
    requireUser(request).then(async (user) => ({ user, order: await ownOrder(params.id, user) })),
  );
  const upload = await readUpload(request);
  if (!upload.ok) return data({ error: upload.message }, { status: upload.status });
  if (!upload.file) return data({ error: FILE_ERRORS.empty }, { status: 400 });
  const rate = await hitAll([[RATE_RULES.studentUpload(), `uid:${user.uid}`], [RATE_RULES.slipPerOrder(), `order:${order.id}`], [RATE_RULES.slipPerStudent(), `uid:${user.uid}`]]);
  if (!rate.allowed) return data({ error: RATE_LIMIT_MESSAGE }, { status: 429, headers: rateLimitHeaders(rate) });
  const result = await or503(submitSlip(order, upload.file.bytes));
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  return redirect(orderUrl(order.id), { headers: { "Set-Cookie": noticeCookie(result.manual ? ORDER.slipManual : ORDER.slipSent) } });
}

export default function OrderPage() {
  const o = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="container container--narrow page stack">
      <Breadcrumbs items={[o.course ? { label: COURSE_ORDER.crumb, to: o.course } : { label: "เรียนสด", to: tutoringUrl() }, { label: ORDER.crumb }]} />
      <h1>{ORDER.title(o.label)}</h1>
      <dl className="pay-facts">
        <dt>{ORDER.status}</dt>
        <dd>
          <strong id="order-status">{STATUS_LABEL[o.status]}</strong>
        </dd>
        <dt>{ORDER.amount}</dt>
        <dd>{o.amount}</dd>
      </dl>
      {o.status === "review" ? <p>{ORDER.review}</p> : null}
      {o.status === "expired" ? <p>{o.course ? COURSE_ORDER.expired : ORDER.expired}</p> : null}
      {o.status === "rejected" && o.rejectReason ? <p className="alert alert--error">{ORDER.rejected(o.rejectReason)}</p> : null}
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
      {o.open && !o.ready ? <p className="alert alert--error">{ORDER.notReady}</p> : null}
      {o.qr ? (
        <section className="card pay-qr" aria-labelledby="qr-title">
          <h2 id="qr-title">{ORDER.scan}</h2>
          <div role="img" aria-label={ORDER.qrAlt(o.amount)} dangerouslySetInnerHTML={{ __html: o.qr }} />
          <p className="pay-amount">{o.amount}</p>
          <p>
            {ORDER.recipient}: {o.recipient}
          </p>
          {o.payBy ? <p className="text-muted">{ORDER.payBy(o.payBy)}</p> : null}
        </section>
      ) : null}
      {o.open && o.ready ? (
        <section className="card stack" aria-labelledby="slip-title">
          <h2 id="slip-title">{ORDER.slipTitle}</h2>
          <ErrorAlert text={posted?.error} />
          <Form method="post" encType="multipart/form-data" reloadDocument {...uploadForm("stack")}>
            <FileField name="file" label={ORDER.slipFile} hint={ORDER.slipHint} accept="image/*" required />
            <div>
              <button type="submit" className="button button--primary">{ORDER.sendSlip}</button>
            </div>
          </Form>
        </section>
      ) : null}
      {o.slip ? (
        <section aria-labelledby="your-slip">
          <h2 id="your-slip">{ORDER.yourSlip}</h2>
          <img className="pay-slip" src={o.slip} alt={ORDER.yourSlip} width={300} />
        </section>
      ) : null}
    </div>
  );
}
