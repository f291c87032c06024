import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { importAction, importLoader } from "~/exams/bank-admin.server";
import { ImportPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("นำเข้าข้อสอบ");
export const loader = ({ request }: LoaderFunctionArgs) => importLoader(request);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => importAction(request, context));

export default function AdminBankImport() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted && "courses" in posted ? posted : loaded;
  return <ImportPage {...shown} />;
}
