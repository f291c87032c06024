import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { keepTypedOnRefusal, requireAdminWrite } from "~/admin-kit/index.server";
import { paymentsAdminPage, paymentsAdminPost, type PaymentsPosted } from "~/payments/admin-page.server";
import { paymentsLinks } from "~/payments/links";
import { ADMIN, INCOME, RECEIPT } from "~/payments/messages";
import { AskFirst, ByHandForm, PayableOrders, RecentReceipts } from "~/payments/HandForms";
import { SlipCard } from "~/payments/SlipCard";
import { handPageData } from "~/payments/by-hand.server";
import { getStudent, listStudents } from "~/admin/students.server";
import { readForm } from "~/kernel/form.server";
import { or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { ADMIN_URLS } from "~/kernel/urls";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer, type RefusedField } from "~/ui/FormAnswer";
import { TextField } from "~/ui/Field";
import { DataTable } from "~/ui/DataTable";
import type { ReactNode } from "react";

export const handle = pageHandle({ public: false, views: false });

export const links = paymentsLinks;

export const meta: MetaFunction = () => [{ title: ADMIN.title }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [page, { students }, hand] = await Promise.all([paymentsAdminPage(), or503(listStudents()), or503(handPageData())]);
  return { ...page, hand, students: students.map((s) => ({ value: s.uid, label: `${s.name} (${s.email})` })) };
}

export const action = keepTypedOnRefusal(async ({ request, context }: ActionFunctionArgs) => {
  await requireAdminWrite(request, context);
  return paymentsAdminPost(await readForm(request), getStudent);
});

export default function AdminPayments() {
  const { settings, packages, review, income, students, recent, hand } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as PaymentsPosted | undefined;
  const errors = posted?.errors ?? {};
  const typed = (name: string, fallback = "") => posted?.values?.[name] ?? fallback;
  return (
    <div className="container page admin-page stack">
      <FormAnswer refused={errors.form || (Object.values(errors).some(Boolean) ? ADMIN.fixFields : null)} fields={refusedFields(posted)} />
      <Breadcrumbs items={[{ label: "แอดมิน", to: ADMIN_URLS.home() }, { label: ADMIN.title }]} />
      <h1>{ADMIN.title}</h1>
      {posted?.ask ? <AskFirst ask={posted.ask} /> : null}
      <Band id="review-title" title={ADMIN.reviewTitle} empty={review.length === 0 ? ADMIN.reviewNone : null}>
        {review.map((o) => (
          <SlipCard key={o.id} o={o} reasonError={posted?.orderId === o.id ? (errors.reason ?? null) : null} typedReason={posted?.orderId === o.id ? typed("reason") : ""} />
        ))}
      </Band>
      <Band id="payable-title" title={ADMIN.openTitle} empty={hand.payable.length === 0 ? ADMIN.openNone : null}>
        <p className="text-muted">{ADMIN.openHint}</p>
        <PayableOrders orders={hand.payable} errors={errors} errorFor={posted?.orderId} typed={(name) => typed(name)} />
      </Band>
      <Band id="byhand-title" title={ADMIN.byHandTitle} card>
        <ByHandForm students={students} items={hand.items} errors={posted?.orderId ? {} : errors} typed={(name) => typed(name)} />
      </Band>
      <Band id="receipts-title" title={ADMIN.receiptsTitle} empty={recent.length === 0 ? ADMIN.receiptsNone : null}>
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
      <Band id="settings-title" title={ADMIN.settingsTitle} card>
        <Form method="post" reloadDocument className="stack">
          <input type="hidden" name="intent" value="settings" />
          <TextField name="promptPayId" label={ADMIN.promptPayId} value={typed("promptPayId", settings.promptPayId)} error={errors.promptPayId} inputMode="numeric" required maxLength={20} />
          <TextField name="receiptName" label={ADMIN.receiptName} value={typed("receiptName", settings.receiptName)} error={errors.receiptName} required maxLength={120} />
          <div>
            <button type="submit" className="button button--primary">{ADMIN.save}</button>
          </div>
        </Form>
      </Band>
      <Band id="packages-title" title={ADMIN.packagesTitle} empty={packages.length === 0 ? ADMIN.noPackages : null} card>
        <ul className="stack" role="list">
          {packages.filter((p) => p.active).map((p) => (
            <li key={p.id}>
              <Form method="post" reloadDocument>
                {p.label} · {p.validity}{" "}
                <input type="hidden" name="id" value={p.id} />
                <button type="submit" name="intent" value="stop" className="button button--ghost">{ADMIN.stopPackage}</button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" reloadDocument className="stack">
          <input type="hidden" name="intent" value="package" />
          <TextField name="hours" label={ADMIN.hours} value={typed("hours")} error={errors.hours} inputMode="decimal" required maxLength={20} placeholder="10" />
          <TextField name="price" label={ADMIN.price} value={typed("price")} error={errors.price} inputMode="numeric" required maxLength={20} placeholder="3,500" />
          <TextField name="months" label={ADMIN.months} value={typed("months", "6")} error={errors.months} inputMode="numeric" required maxLength={20} />
          <div>
            <button type="submit" className="button button--primary">{ADMIN.addPackage}</button>
          </div>
        </Form>
      </Band>
    </div>
  );
}

/** The page-wide fields' labels (their inputs' ids are `field-<name>`, ui/Field.tsx). */
const LABELS: Record<string, string> = {
  promptPayId: ADMIN.promptPayId,
  receiptName: ADMIN.receiptName,
  hours: ADMIN.hours,
  price: ADMIN.price,
  months: ADMIN.months,
  student: ADMIN.student,
  item: ADMIN.item,
  method: ADMIN.method,
  payerName: RECEIPT.payerName,
  note: ADMIN.note,
};

/** One order's fields (a slip's reject, a refund, an order paid by hand): their inputs' ids carry the order's id. */
const ORDER_FIELDS: Record<string, Record<string, { id: string; label: string }>> = {
  reject: { reason: { id: "reason", label: ADMIN.reason } },
  "refund-check": { amount: { id: "refund-amount", label: ADMIN.refundAmount }, reason: { id: "refund-reason", label: ADMIN.refundReason } },
  "byhand-check": { method: { id: "payable-method", label: ADMIN.method }, payerName: { id: "payable-payer", label: RECEIPT.payerName } },
};

/** The refused post's fields for the answer at the top, each a link to its input far down the page. */
function refusedFields(posted: PaymentsPosted | undefined): RefusedField[] {
  const errors = posted?.errors ?? {};
  const orderId = posted?.orderId;
  const intent = posted?.values?.intent ?? "";
  return Object.entries(errors).flatMap(([name, error]): RefusedField[] => {
    if (!error || name === "form") return [];
    const own = orderId ? ORDER_FIELDS[intent === "refund" ? "refund-check" : intent === "byhand" ? "byhand-check" : intent]?.[name] : undefined;
    if (own) return [{ id: `${own.id}-${orderId}`, label: own.label, error }];
    const label = LABELS[name];
    return label ? [{ id: `field-${name}`, label, error }] : [];
  });
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
