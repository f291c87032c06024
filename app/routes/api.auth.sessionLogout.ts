import type { ActionFunctionArgs } from "@remix-run/node";
import { apiTokenOf, clearSessionCookieHeader, endSession } from "~/auth/session.server";
import { json, methodNotAllowed } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

export const loader = () => methodNotAllowed("POST");

/** POST /api/auth/sessionLogout: revokes the session and clears the cookie (always). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const revoked = await endSession(apiTokenOf(request));
  return json(revoked ? { ok: true } : { ok: false, error: "could not revoke the session; the cookie was cleared" }, {
    status: revoked ? 200 : 502,
    headers: { "Set-Cookie": clearSessionCookieHeader() },
  });
}
