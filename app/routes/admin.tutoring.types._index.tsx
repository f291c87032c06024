import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { readOnly } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { typesLoader } from "~/tutoring/admin.server";
import { TypesPage } from "~/tutoring/AdminTutoring";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("ประเภทคาบเรียน");
export const loader = ({ request }: LoaderFunctionArgs) => typesLoader(request);
export const action = async ({ request }: ActionFunctionArgs) => {
  await requireAdmin(request);
  readOnly();
};

export default function AdminTutoringTypes() {
  const { notice, types } = useLoaderData<typeof loader>();
  return <TypesPage notice={notice} types={types} />;
}
