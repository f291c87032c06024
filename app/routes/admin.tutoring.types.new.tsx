import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { typeAction, typeLoader } from "~/tutoring/admin.server";
import { TypeFormPage } from "~/tutoring/AdminTutoring";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("เพิ่มประเภทคาบเรียน");
export const loader = ({ request }: LoaderFunctionArgs) => typeLoader(request, null);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => typeAction(request, context, null));

export default function AdminTutoringNewType() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <TypeFormPage {...loaded} {...(posted ?? {})} />;
}
