import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { HandinMarking } from "~/handins/AdminHandins";
import { handinAction, handinLoader, type FormAnswer } from "~/handins/admin.server";
import { handinLinks } from "~/handins/links";
import { INBOX_TEXT } from "~/handins/messages";
import { pageHandle } from "~/platform/page-policy";
import { pageMeta } from "~/platform/site";

export const handle = pageHandle({ public: false, views: false });

export const links = handinLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data ? `${INBOX_TEXT.crumb}: ${data.handin.title}` : INBOX_TEXT.crumb), { name: "robots", content: "noindex" }];

export const loader = ({ request, params }: LoaderFunctionArgs) => handinLoader(request, params.id);

/** POST intent=mark (mark, feedback, the version shown) | intent=preview. A stale version: 409 with everything typed. */
export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => handinAction(request, context, params.id));

export default function AdminHandinRoute() {
  const page = useLoaderData<typeof loader>();
  return <HandinMarking {...page} posted={useActionData<typeof action>() as FormAnswer | undefined} />;
}
