import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { json, jsonError, methodNotAllowed } from "~/kernel/http.server";
import { renderPreview } from "~/admin-kit/editor.server";
import { enforceRateLimit, RATE_RULES } from "~/platform/rate-limit.store.server";
import { pageHandle } from "~/platform/page-policy";
import { readForm } from "~/kernel/form.server";

export const handle = pageHandle({ public: false, views: false });

/**
 * POST /admin/preview (markdown=…) → { html }: the live preview of the editors
 * (with JavaScript), rendered and sanitised by the same code as the site.
 * Rendering costs CPU, so it is rate-limited like the admin writes (its own
 * counter, so typing cannot use up the budget of the saves). A text past the
 * Markdown bounds or with a wrong formula answers 422 with the Thai `error`,
 * the error block as `html` and the typed `markdown`, never a 500.
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

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdminHere(request);
  await enforceRateLimit(RATE_RULES.adminPreview(), request, context.clientIp, true);
  const markdown = (await readForm(request)).get("markdown");
  if (typeof markdown !== "string") return jsonError(400, "markdown is required");
  const { html, error } = renderPreview(markdown);
  return error ? json({ error, html, markdown }, { status: 422 }) : json({ html });
}
