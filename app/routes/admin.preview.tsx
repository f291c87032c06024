import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { json, jsonError, methodNotAllowed } from "~/lib/http.server";
import { renderPreview } from "~/admin/editor.server";
import { formOf } from "~/admin/guard.server";

/**
 * POST /admin/preview (markdown=…) → { html }: the live preview of the editors
 * (with JavaScript), rendered and sanitised by the same code as the site.
 * Writes nothing, so it is not rate-limited like the admin writes.
 */
/** requireAdmin, with its 403 as JSON: a resource route has no error page to render. */
async function requireAdminHere(request: Request) {
  try {
    return await requireAdmin(request);
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    throw jsonError(403, "forbidden");
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminHere(request);
  return methodNotAllowed("POST");
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminHere(request);
  const markdown = (await formOf(request)).get("markdown");
  if (typeof markdown !== "string") return jsonError(400, "markdown is required");
  return json({ html: renderPreview(markdown) });
}
