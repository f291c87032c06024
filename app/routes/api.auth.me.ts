import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiTokenOf, AuthUnavailableError, verifySessionToken } from "~/auth/session.server";
import { json, jsonError } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

/** GET /api/auth/me → the current user, or 401 { error }. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = apiTokenOf(request);
  if (!token) return jsonError(401, "not signed in");
  try {
    const user = await verifySessionToken(token);
    if (!user) return jsonError(401, "invalid or expired session");
    return json(user, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof AuthUnavailableError) return jsonError(503, "authentication service unavailable");
    throw error;
  }
}
