import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageHandle } from "~/platform/page-policy";
import { openNotificationLoader } from "~/notifications/page.server";

/** A redirect only: nothing to cache or count. */
export const handle = pageHandle({ public: false, views: false });

/** GET: marks the user's notification read and redirects to where it leads (404 when it is not theirs). */
export const loader = ({ request, params }: LoaderFunctionArgs) => openNotificationLoader(request, params.id);
