import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { agendaAction, agendaLoader } from "~/tutoring/admin.server";
import { AgendaPage } from "~/tutoring/AdminTutoring";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("ตารางสอน");
export const loader = ({ request }: LoaderFunctionArgs) => agendaLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => agendaAction(request, context);

export default function AdminTutoringAgenda() {
  return <AgendaPage {...useLoaderData<typeof loader>()} />;
}
