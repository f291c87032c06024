import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { keepTypedOnRefusal, requireAdminWrite } from "~/admin-kit/index.server";
import { paymentsAdminPage, paymentsAdminPost, type PaymentsPosted } from "~/payments/admin-page.server";
import { paymentsLinks } from "~/payments/links";
import { ADMIN as t, INCOME } from "~/payments/messages";
import { AskFirst, ByHandForm, RecentReceipts } from "~/payments/HandForms";
import { getStudent, listStudents } from "~/admin/students.server";
import { readForm } from "~/kernel/form.server";
import { or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { ADMIN_URLS } from "~/kernel/urls";
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
  const [page, { students }] = await Promise.all([paymentsAdminPage(), or503(listStudents())]);
  return { ...page, students: students.map((s) => ({ value: s.uid, label: `${s.name} (${s.email})` })) };
}

export const action = keepTypedOnRefusal(async ({ request, context }: ActionFunctionArgs) => {
  await requireAdminWrite(request, context);
  return paymentsAdminPost(await readForm(request), getStudent);
});

export default function AdminPayments() {
  const { settings, packages, review, income, students, recent } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as PaymentsPosted | undefined;
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
