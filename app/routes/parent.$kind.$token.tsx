import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parentPageTitle } from "~/parents/page-view";
import { parentPageAction, parentPageLoader } from "~/parents/pages.server";
import { ParentPage } from "~/parents/ParentPage";
import { pageHandle } from "~/platform/page-policy";
import { contentMeta } from "~/ui/meta";

/** A parent's page opened from an e-mail (/parent/confirm/<token>, /parent/stop/<token>): the token is a credential, never cached, counted or logged. */
export const handle = pageHandle({ public: false, views: false, secret: ["token"] });

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta({ title: parentPageTitle(data), noindex: true });

/** GET: where the link stands (a GET changes nothing). */
export function loader({ params }: LoaderFunctionArgs) {
  return parentPageLoader(params.kind, params.token);
}

/** POST: the page's one button (or a mail app's one-click unsubscribe). */
export function action({ params, request }: ActionFunctionArgs) {
  return parentPageAction(request, params.kind, params.token);
}

export default function ParentLinkPage() {
  return <ParentPage page={useLoaderData<typeof loader>()} />;
}
