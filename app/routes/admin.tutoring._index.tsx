import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { agendaAction, agendaLoader } from "~/tutoring/admin.server";
import { AgendaPage } from "~/tutoring/AdminTutoring";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("ตารางสอน");
export const loader = ({ request }: LoaderFunctionArgs) => agendaLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => agendaAction(request, context);

export default function AdminTutoringAgenda() {
  const made = useActionData<typeof action>()?.feed ?? null;
  return <AgendaPage {...useLoaderData<typeof loader>()} made={made} />;
}
