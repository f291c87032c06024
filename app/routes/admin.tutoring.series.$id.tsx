import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { seriesAction, seriesLoader } from "~/tutoring/admin-series.server";
import { SeriesPage } from "~/tutoring/AdminSeries";
import { SERIES_ADMIN_TEXT } from "~/tutoring/admin-messages";

export const handle = pageHandle({ public: false, views: false });
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data ? SERIES_ADMIN_TEXT.pageTitle(data.series.name) : SERIES_ADMIN_TEXT.regulars);
export const loader = ({ request, params }: LoaderFunctionArgs) => seriesLoader(request, params.id);
export const action = keepTypedOnRefusal(({ request, context, params }: ActionFunctionArgs) => seriesAction(request, context, params.id));

export default function AdminTutoringSeries() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <SeriesPage {...loaded} {...(posted ?? {})} />;
}
