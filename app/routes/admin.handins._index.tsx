import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { readOnlyAction } from "~/admin-kit/index.server";
import { HandinInbox } from "~/handins/AdminHandins";
import { inboxLoader } from "~/handins/admin.server";
import { handinLinks } from "~/handins/links";
import { INBOX_TEXT } from "~/handins/messages";
import { pageHandle } from "~/platform/page-policy";
import { pageMeta } from "~/platform/site";

export const handle = pageHandle({ public: false, views: false });

export const links = handinLinks;

export const meta: MetaFunction = () => [...pageMeta(INBOX_TEXT.title), { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => inboxLoader(request);

export const action = readOnlyAction;

export default function AdminHandinsRoute() {
  return <HandinInbox {...useLoaderData<typeof loader>()} />;
}
