import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { formatBaht } from "~/payments/baht";
import { paymentsLinks } from "~/payments/links";
import { ORDER, packageLabel, TOO_MANY_OPEN_ORDERS, validityLabel } from "~/payments/messages";
import { MAX_OPEN_ORDERS } from "~/payments/model";
import { createHoursOrder, PaymentRefusedError, readPackage } from "~/payments/payments.store.server";
import { courseOrderStep, orderCourseFor } from "~/payments/course-order.server";
import { orderUrl } from "~/payments/urls";
import { readForm } from "~/kernel/form.server";
import { notFound, or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { hit, RATE_LIMIT_MESSAGE, RATE_RULES, rateLimitHeaders, retryAfterHeaders } from "~/platform/rate-limit.store.server";
import { tutoringUrl } from "~/kernel/urls";
import { idSchema } from "~/kernel/ids";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { FormAnswer } from "~/ui/FormAnswer";
import { Link } from "~/ui/Link";
import { contentMeta } from "~/ui/meta";

/** A student's own step: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, query: ["package", "course"] });

/** A 429 of the action carries its Retry-After. */
export const headers = retryAfterHeaders;

export const links = paymentsLinks;

export const meta: MetaFunction = () => contentMeta({ title: ORDER.newTitle, noindex: true });

async function chosenPackage(id: unknown) {
  const parsed = idSchema.safeParse(id);
  const pkg = parsed.success ? await or503(readPackage(parsed.data)) : null;
  return pkg ?? notFound();
}

/** GET ?package=<id> or ?course=<slug> (course-order.server.ts): what is bought and for how much; a tap that pays asks first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const course = new URL(request.url).searchParams.get("course");
  if (course !== null) return courseOrderStep(course, user);
  const pkg = await chosenPackage(new URL(request.url).searchParams.get("package"));
  return { field: "package", id: pkg.id, title: ORDER.newTitle, label: packageLabel(pkg.hours, formatBaht(pkg.satang)), detail: validityLabel(pkg.months), back: { label: ORDER.cancel, to: tutoringUrl() }, crumb: { label: "เรียนสด", to: tutoringUrl() } };
}

/**
 * POST package=<id>, or course=<slug>: the order, then its page (the QR). Refused 429, the
 * page again with why: more than RATE_RULES.orderCreate a minute, or MAX_OPEN_ORDERS unpaid.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const rate = await hit(RATE_RULES.orderCreate(), `uid:${user.uid}`);
  if (!rate.allowed) return data({ error: RATE_LIMIT_MESSAGE }, { status: 429, headers: rateLimitHeaders(rate) });
  try {
    if (form.has("course")) return await orderCourseFor(form.get("course"), user);
    const parsed = z.object({ package: z.string() }).safeParse({ package: form.get("package") ?? undefined });
    const pkg = await chosenPackage(parsed.data?.package);
    const id = await or503(createHoursOrder(user, pkg));
    return redirect(orderUrl(id), { headers: { "Set-Cookie": noticeCookie(ORDER.created) } });
  } catch (error) {
    if (!(error instanceof PaymentRefusedError && error.reason === "tooManyOpen")) throw error;
    return data({ error: TOO_MANY_OPEN_ORDERS(MAX_OPEN_ORDERS) }, { status: 429, headers: { "Cache-Control": "no-store" } });
  }
}

export default function NewOrder() {
  const { field, id, title, label, detail, back, crumb } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="container container--narrow page">
      <FormAnswer refused={posted?.error} />
      <Breadcrumbs items={[crumb, { label: title }]} />
      <section className="card stack" aria-labelledby="new-order-title">
        <h1 id="new-order-title">{title}</h1>
        <p className="pay-amount">{label}</p>
        <p className="text-muted">{detail}</p>
        <p>{ORDER.newQuestion}</p>
        <Form method="post" reloadDocument className="leave-card__actions">
          <input type="hidden" name={field} value={id} />
          <button type="submit" className="button button--primary button--large">{ORDER.confirm}</button>
          <Link to={back.to} className="button button--ghost button--large">{back.label}</Link>
        </Form>
      </section>
    </div>
  );
}
