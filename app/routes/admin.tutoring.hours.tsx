import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { hoursAction, hoursLoader } from "~/tutoring/hours.server";
import { HoursPage } from "~/tutoring/AdminHours";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction = () => adminMeta("เวลาสอนและการตั้งค่า");
export const loader = ({ request }: LoaderFunctionArgs) => hoursLoader(request);
export const action = keepTypedOnRefusal(({ request, context }: ActionFunctionArgs) => hoursAction(request, context));

export default function AdminTutoringHours() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <HoursPage {...(posted ?? loaded)} />;
}
