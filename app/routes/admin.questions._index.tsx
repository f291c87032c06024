import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOnlyAction } from "~/admin-kit/guard.server";
import { pageHandle } from "~/platform/page-policy";
import { pageMeta } from "~/platform/site";
import { AdminInbox } from "~/questions/AdminInbox";
import { inboxLoader } from "~/questions/admin-questions.server";
import { QUESTION_TEXT } from "~/questions/messages";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [...pageMeta(QUESTION_TEXT.admin.title), { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => inboxLoader(request);

export const action = readOnlyAction;

export default function AdminQuestionsRoute() {
  return <AdminInbox {...useLoaderData<typeof loader>()} />;
}
