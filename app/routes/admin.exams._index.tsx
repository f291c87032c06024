import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { readOnly } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { examsListLoader } from "~/exams/exam-admin.server";
import { ExamsListPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("ข้อสอบจำลอง");
export const loader = ({ request }: LoaderFunctionArgs) => examsListLoader(request);
export const action = async ({ request }: ActionFunctionArgs) => {
  await requireAdmin(request);
  readOnly();
};

export default function AdminExams() {
  const loaded = useLoaderData<typeof loader>();
  return <ExamsListPage {...loaded} />;
}
