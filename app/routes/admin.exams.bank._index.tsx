import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { readOnly } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { bankListLoader } from "~/exams/bank-admin.server";
import { BankListPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("คลังข้อสอบ");
export const loader = ({ request }: LoaderFunctionArgs) => bankListLoader(request);
export const action = async ({ request }: ActionFunctionArgs) => {
  await requireAdmin(request);
  readOnly();
};

export default function AdminExamBank() {
  const loaded = useLoaderData<typeof loader>();
  return <BankListPage {...loaded} />;
}
