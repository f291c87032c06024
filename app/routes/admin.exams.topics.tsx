import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { topicsAction, topicsLoader } from "~/exams/bank-admin.server";
import { TopicsPage } from "~/exams/BankAdmin";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("หัวข้อของข้อสอบ");
export const loader = ({ request }: LoaderFunctionArgs) => topicsLoader(request);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => topicsAction(request, context));

export default function AdminExamTopics() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted && "text" in posted ? posted : loaded;
  return <TopicsPage {...shown} />;
}
