import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { questionAction, questionLoader } from "~/exams/bank-admin.server";
import { QuestionEditPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("แก้ไขข้อสอบ");
export const loader = ({ request, params }: LoaderFunctionArgs) => questionLoader(request, params.qid ?? "");
export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => questionAction(request, context, params.qid ?? ""));

export default function AdminBankQuestion() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted && "values" in posted && "topics" in posted ? posted : loaded;
  return <QuestionEditPage {...shown} />;
}
