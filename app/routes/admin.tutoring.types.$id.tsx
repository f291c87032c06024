import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { typeAction, typeLoader } from "~/tutoring/admin.server";
import { TypeFormPage } from "~/tutoring/AdminTutoring";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("แก้ไขประเภทคาบเรียน");
export const loader = ({ request, params }: LoaderFunctionArgs) => typeLoader(request, params.id ?? "");
export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => typeAction(request, context, params.id ?? ""));

export default function AdminTutoringEditType() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <TypeFormPage {...loaded} {...(posted ?? {})} />;
}
