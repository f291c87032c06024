import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { questionAction, questionLoader } from "~/exams/bank-admin.server";
import { QuestionEditPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("เพิ่มข้อสอบ");
export const loader = ({ request }: LoaderFunctionArgs) => questionLoader(request, null);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => questionAction(request, context, null));

export default function AdminNewBankQuestion() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted && "values" in posted && "topics" in posted ? posted : loaded;
  return <QuestionEditPage key={(shown.values as Record<string, string>).type} {...shown} />;
}
