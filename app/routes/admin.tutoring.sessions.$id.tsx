import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { sessionAction, sessionLoader } from "~/tutoring/admin.server";
import { SessionPage } from "~/tutoring/AdminTutoring";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("คาบเรียน");
export const loader = ({ request, params }: LoaderFunctionArgs) => sessionLoader(request, params.id);
export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => sessionAction(request, context, params.id));

export default function AdminTutoringSession() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <SessionPage {...loaded} {...(posted ?? {})} />;
}
