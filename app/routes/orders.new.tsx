import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { formatBaht } from "~/payments/baht";
import { paymentsLinks } from "~/payments/links";
import { ORDER as t, packageLabel, validityLabel } from "~/payments/messages";
import { createHoursOrder, readPackage } from "~/payments/payments.store.server";
import { orderUrl } from "~/payments/urls";
import { readForm } from "~/platform/form.server";
import { notFound, or503 } from "~/platform/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { tutoringUrl } from "~/platform/urls";
import { docIdSchema } from "~/platform/doc-id";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";

/** A student's own step: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, query: ["package"] });

export const links = paymentsLinks;

export const meta: MetaFunction = () => contentMeta({ title: t.newTitle, noindex: true });

async function chosenPackage(id: unknown) {
  const parsed = docIdSchema.safeParse(id);
  const pkg = parsed.success ? await or503(readPackage(parsed.data)) : null;
  return pkg ?? notFound();
}

/** GET ?package=<id>: what is bought and for how much; a tap that pays asks first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const pkg = await chosenPackage(new URL(request.url).searchParams.get("package"));
  return { id: pkg.id, label: packageLabel(pkg.hours, formatBaht(pkg.satang)), validity: validityLabel(pkg.months) };
}

/** POST package=<id>: the order, then its page (the QR). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const parsed = z.object({ package: z.string() }).safeParse({ package: form.get("package") ?? undefined });
  const pkg = await chosenPackage(parsed.data?.package);
  const id = await or503(createHoursOrder(user, pkg));
  return redirect(orderUrl(id), { headers: { "Set-Cookie": noticeCookie(t.created) } });
}

export default function NewOrder() {
  const { id, label, validity } = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <Breadcrumbs items={[{ label: "เรียนสด", to: tutoringUrl() }, { label: t.newTitle }]} />
      <section className="card stack" aria-labelledby="new-order-title">
        <h1 id="new-order-title">{t.newTitle}</h1>
        <p className="pay-amount">{label}</p>
        <p className="text-muted">{validity}</p>
        <p>{t.newQuestion}</p>
        <Form method="post" reloadDocument className="leave-card__actions">
          <input type="hidden" name="package" value={id} />
          <button type="submit" className="button button--primary button--large">{t.confirm}</button>
          <Link to={tutoringUrl()} className="button button--ghost button--large">{t.cancel}</Link>
        </Form>
      </section>
    </div>
  );
}
