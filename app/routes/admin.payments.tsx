import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { shownName } from "~/auth/user";
import { keepTypedOnRefusal, requireAdminWrite } from "~/admin-kit/index.server";
import { fieldErrors, packageSchema, rejectSchema, settingsSchema } from "~/payments/admin.server";
import { bahtNumber, formatBaht } from "~/payments/baht";
import { paymentsLinks } from "~/payments/links";
import { incomeByMonth } from "~/payments/income.server";
import { ADMIN as t, INCOME, METHOD_LABEL, orderLabel, packageLabel, RECEIPT, validityLabel } from "~/payments/messages";
import { handPost, isHandIntent, type HandAsk } from "~/payments/by-hand.server";
import { AskFirst, ByHandForm, RecentReceipts } from "~/payments/HandForms";
import { getStudent, listStudents } from "~/admin/students.server";
import { notifyDecision, receiptLetter, slipUrl } from "~/payments/payments.server";
import { alikeOrders } from "~/payments/slip-print.server";
import { listSlipPrints } from "~/payments/slip-prints.store.server";
import { orderUrl } from "~/payments/urls";
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
} from "~/payments/payments.store.server";
import { docIdSchema } from "~/platform/doc-id";
import { readForm } from "~/platform/form.server";
import { notFound, or503 } from "~/platform/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { formatDateTime, formatThaiDate } from "~/platform/thai";
import { ADMIN_URLS } from "~/platform/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { ErrorAlert } from "~/ui/ErrorAlert";
import { TextField } from "~/ui/Field";
import { DataTable } from "~/ui/DataTable";
import type { ReactNode } from "react";

export const handle = pageHandle({ public: false, views: false });

export const links = paymentsLinks;

export const meta: MetaFunction = () => [{ title: t.title }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [settings, packages, review, receipts, { students }, prints] = await or503(
    Promise.all([readPaymentSettings(), listPackages(false), listOrdersInReview(), listReceipts(), listStudents(), listSlipPrints()]),
  );
  return {
    students: students.map((s) => ({ value: s.uid, label: `${s.name} (${s.email})` })),
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
      ref: o.slip?.ref ?? null,
      slip: o.slip ? slipUrl(o.slip) : null,
      sent: o.slip ? formatDateTime(new Date(o.slip.uploadedAt)) : "",
      // Other orders whose slip looks like this one (its QR covered, cropped): the tutor compares.
      alike: alikeOrders(o.id, o.slip?.print, prints).map((id) => ({ id, label: id.slice(0, 8), url: orderUrl(id) })),
    })),
  };
}

/** How many of the newest receipts the refund list shows. */
const RECENT_RECEIPTS = 20;

type Posted = { errors?: Record<string, string>; values?: Record<string, string>; orderId?: string; ask?: HandAsk };

const back = (text: string) => redirect(ADMIN_URLS.payments(), { headers: { "Set-Cookie": noticeCookie(text) } });

export const action = keepTypedOnRefusal(async ({ request, context }: ActionFunctionArgs) => {
  await requireAdminWrite(request, context);
  const form = await readForm(request);
  const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const intent = values.intent;
  if (intent === "settings") {
    const parsed = settingsSchema.safeParse(values);
    if (!parsed.success) return data<Posted>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
    await or503(savePaymentSettings(parsed.data));
    return back(t.saved);
  }
  if (intent === "package") {
    const parsed = packageSchema.safeParse({ hours: values.hours, satang: values.price, months: values.months });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return data<Posted>({ errors: { ...errors, price: errors.satang ?? "" }, values }, { status: 400 });
    }
    await or503(addPackage(parsed.data));
    return back(t.packageAdded);
  }
  if (isHandIntent(intent)) {
    const answer = await or503(handPost(intent, values, getStudent));
    if ("notice" in answer) return back(answer.notice);
    if ("ask" in answer) return data<Posted>({ ask: answer.ask });
    return data<Posted>({ errors: answer.errors, values, orderId: answer.orderId }, { status: answer.status });
  }
  if (intent !== "stop" && intent !== "confirm" && intent !== "reject") throw new Response("Bad Request", { status: 400 });
  const id = docIdSchema.safeParse(values.id);
  if (!id.success) notFound();
  if (intent === "stop") {
    await or503(stopPackage(id.data));
    return back(t.packageStopped);
  }
  const order = await or503(readOrder(id.data));
  if (!order) notFound();
  try {
    if (intent === "confirm") {
      const done = await or503(confirmPayment(order.id, receiptLetter(order)));
      if (done.changed) await notifyDecision(order, { receipt: done.receipt });
      return back(t.confirmed(done.receipt));
    }
    if (intent === "reject") {
      const parsed = rejectSchema.safeParse(values);
      if (!parsed.success) return data<Posted>({ errors: fieldErrors(parsed.error), values, orderId: order.id }, { status: 400 });
      await or503(rejectSlip(order.id, parsed.data.reason));
      await notifyDecision(order, { reason: parsed.data.reason });
      return back(t.rejectedDone);
    }
  } catch (error) {
    if (error instanceof PaymentRefusedError) return data<Posted>({ errors: { form: t.notInReview } }, { status: 409 });
    throw error;
  }
  throw new Response("Bad Request", { status: 400 });
});

export default function AdminPayments() {
  const { settings, packages, review, income, students, recent } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as Posted | undefined;
  const errors = posted?.errors ?? {};
  const typed = (name: string, fallback = "") => posted?.values?.[name] ?? fallback;
  return (
    <div className="container page admin-page stack">
      <Breadcrumbs items={[{ label: "แอดมิน", to: ADMIN_URLS.home() }, { label: t.title }]} />
      <h1>{t.title}</h1>
      <ErrorAlert text={errors.form} />
      {posted?.ask ? <AskFirst ask={posted.ask} /> : null}
      <Band id="review-title" title={t.reviewTitle} empty={review.length === 0 ? t.reviewNone : null}>
        {review.map((o) => (
          <article key={o.id} className="card stack" aria-labelledby={`order-${o.id}`}>
            <h3 id={`order-${o.id}`}>{o.item}</h3>
            <dl className="pay-facts">
              <dt>{t.payer}</dt>
              <dd>{o.payer}</dd>
              <dt>{t.expected}</dt>
              <dd>
                <strong>{o.expected}</strong>
              </dd>
              <dt>{t.ref}</dt>
              <dd>{o.ref ?? <strong className="badge badge--warning">{t.manual}</strong>}</dd>
              {o.alike.length > 0 ? (
                <>
                  <dt>{t.alike}</dt>
                  <dd data-testid="slip-alike">
                    {o.alike.map((a, i) => (
                      <span key={a.id}>
                        {i > 0 ? ", " : null}
                        <a href={a.url}>{a.label}</a>
                      </span>
                    ))}
                    <br />
                    <span className="text-muted">{t.alikeHint}</span>
                  </dd>
                </>
              ) : null}
            </dl>
            {o.slip ? <img className="pay-slip" src={o.slip} alt={`${t.reviewTitle}: ${o.payer} ${o.sent}`} width={600} /> : null}
            <Form method="post" reloadDocument>
              <input type="hidden" name="id" value={o.id} />
              <button type="submit" name="intent" value="confirm" className="button button--primary">{t.confirm}</button>
            </Form>
            <Form method="post" reloadDocument className="stack">
              <input type="hidden" name="id" value={o.id} />
              <div className={`field${posted?.orderId === o.id && errors.reason ? " field--invalid" : ""}`}>
                <label className="field__label" htmlFor={`reason-${o.id}`}>{t.reason}</label>
                {posted?.orderId === o.id && errors.reason ? <p className="field__error" id={`reason-${o.id}-error`}>{errors.reason}</p> : null}
                <input id={`reason-${o.id}`} name="reason" className="input" maxLength={300} required defaultValue={posted?.orderId === o.id ? typed("reason") : ""} />
              </div>
              <div>
                <button type="submit" name="intent" value="reject" className="button button--danger">{t.reject}</button>
              </div>
            </Form>
          </article>
        ))}
      </Band>
      <Band id="byhand-title" title={t.byHandTitle} card>
        <ByHandForm students={students} packages={packages.filter((p) => p.active).map((p) => ({ value: p.id, label: p.label }))} errors={posted?.orderId ? {} : errors} typed={(name) => typed(name)} />
      </Band>
      <Band id="receipts-title" title={t.receiptsTitle} empty={recent.length === 0 ? t.receiptsNone : null}>
        <RecentReceipts receipts={recent} errors={errors} errorFor={posted?.orderId} typed={(name) => typed(name)} />
      </Band>
      <Band id="income-title" title={INCOME.title} empty={income.length === 0 ? INCOME.none : null} card>
        {income.map((m) => (
          <div key={m.month} className="stack">
            <h3>
              {m.label}: {m.amount} ({INCOME.count} {m.count})
            </h3>
            <DataTable className="pay-income" caption={m.label} focusable columns={[{ label: INCOME.product }, { label: INCOME.count }, { label: INCOME.total }]}>
              {m.products.map((p) => (
                <tr key={p.label}>
                  <td>{p.label}</td>
                  <td>{p.count}</td>
                  <td>{p.amount}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        ))}
        <p>
          <a href={ADMIN_URLS.paymentsIncomeCsv()} download>
            {INCOME.csv}
          </a>
        </p>
      </Band>
      <Band id="settings-title" title={t.settingsTitle} card>
        <Form method="post" reloadDocument className="stack">
          <input type="hidden" name="intent" value="settings" />
          <TextField name="promptPayId" label={t.promptPayId} value={typed("promptPayId", settings.promptPayId)} error={errors.promptPayId} inputMode="numeric" required maxLength={20} />
          <TextField name="receiptName" label={t.receiptName} value={typed("receiptName", settings.receiptName)} error={errors.receiptName} required maxLength={120} />
          <div>
            <button type="submit" className="button button--primary">{t.save}</button>
          </div>
        </Form>
      </Band>
      <Band id="packages-title" title={t.packagesTitle} empty={packages.length === 0 ? t.noPackages : null} card>
        <ul className="stack" role="list">
          {packages.filter((p) => p.active).map((p) => (
            <li key={p.id}>
              <Form method="post" reloadDocument>
                {p.label} · {p.validity}{" "}
                <input type="hidden" name="id" value={p.id} />
                <button type="submit" name="intent" value="stop" className="button button--ghost">{t.stopPackage}</button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" reloadDocument className="stack">
          <input type="hidden" name="intent" value="package" />
          <TextField name="hours" label={t.hours} value={typed("hours")} error={errors.hours} inputMode="numeric" required maxLength={4} />
          <TextField name="price" label={t.price} value={typed("price")} error={errors.price} inputMode="numeric" required maxLength={20} placeholder="3,500" />
          <TextField name="months" label={t.months} value={typed("months", "6")} error={errors.months} inputMode="numeric" required maxLength={4} />
          <div>
            <button type="submit" className="button button--primary">{t.addPackage}</button>
          </div>
        </Form>
      </Band>
    </div>
  );
}

/** One band of the page: its heading, what it says when it lists nothing, then its content. */
function Band({ id, title, empty = null, card = false, children }: { id: string; title: string; empty?: string | null; card?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card ? "card stack" : "stack"}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="text-muted">{empty}</p> : null}
      {children}
    </section>
  );
}
