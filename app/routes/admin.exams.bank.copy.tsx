import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { copyAction, copyLoader } from "~/exams/bank-admin.server";
import { CopyPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("คัดลอกข้อสอบจากบทเรียน");
export const loader = ({ request }: LoaderFunctionArgs) => copyLoader(request);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => copyAction(request, context));

export default function AdminBankCopy() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted && "lessons" in posted ? posted : loaded;
  return <CopyPage {...shown} />;
}
