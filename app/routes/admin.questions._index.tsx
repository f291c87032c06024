import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { readOnly } from "~/admin-kit/guard.server";
import { pageHandle } from "~/platform/page-policy";
import { pageMeta } from "~/platform/site";
import { AdminInbox } from "~/questions/AdminInbox";
import { inboxLoader } from "~/questions/admin-questions.server";
import { Q } from "~/questions/messages";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta(Q.admin.title), { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => inboxLoader(request);

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return readOnly();
}

export default function AdminQuestionsRoute() {
  return <AdminInbox {...useLoaderData<typeof loader>()} />;
}
