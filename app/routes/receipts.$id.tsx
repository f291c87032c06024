import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { paymentsLinks } from "~/payments/links";
import { RECEIPT } from "~/payments/messages";
import { receiptPage, receiptPost, type ReceiptPosted } from "~/payments/receipt-page.server";
import { ReceiptSheet, ReceiptTools, ReceiptTutorForms, ResendAsk } from "~/payments/ReceiptView";
import { pageHandle } from "~/platform/page-policy";
import { FormAnswer } from "~/ui/FormAnswer";

/** A student's own receipt: never cached, not counted; the print island shows its print button. */
export const handle = pageHandle({ public: false, views: false, islands: ["print"], query: ["from"] });

export const links = paymentsLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${RECEIPT.title} ${RECEIPT.number(data.label)}` : RECEIPT.title }, { name: "robots", content: "noindex" }];

export const loader = ({ params, request }: LoaderFunctionArgs) => receiptPage(request, params.id);

/** The tutor's posts (admins only): intent=payer (the name it is made out to), intent=resend-check then resend (asked first). */
export const action = ({ params, request, context }: ActionFunctionArgs) => receiptPost(request, context, params.id);

export default function ReceiptPage() {
  const r = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as ReceiptPosted | undefined;
  return (
    <div className="container container--narrow page stack">
      {r.tutor ? <FormAnswer refused={posted?.errors?.payerName} /> : null}
      <ReceiptTools back={r.back} />
      {r.tutor && posted?.ask ? <ResendAsk label={r.label} email={r.tutor.email} askKey={posted.ask.key} self={r.self} /> : null}
      <ReceiptSheet r={r} />
      {r.tutor ? <ReceiptTutorForms tutor={r.tutor} errors={posted?.errors ?? {}} typed={posted?.values?.payerName} /> : null}
    </div>
  );
}
