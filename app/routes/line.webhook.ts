import type { ActionFunctionArgs } from "@remix-run/node";
import { lineWebhook } from "~/line/index.server";
import { methodNotAllowed } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const loader = () => methodNotAllowed("POST");

/** POST /line/webhook: LINE's events, signed with the channel secret (app/line/webhook.server.ts). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return lineWebhook(request);
}
