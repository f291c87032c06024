/**
 * The admin routes' guards and the small HTTP pieces every admin route shares.
 * Every loader AND action calls `requireAdmin` (or `requireAdminWrite`) first:
 * Remix runs nested loaders in parallel, so the layout's guard alone protects nothing.
 */
import type { AppLoadContext } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { notFound } from "~/platform/http.server";
import { docIdSchema } from "~/content/fields";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { enforceRateLimit, RATE_RULES } from "~/platform/rate-limit.store.server";
import type { Actor } from "~/content/audit.store.server";

export type { Actor } from "~/content/audit.store.server";

/** The guard of a write: an admin, within the admin write rate limit. Answers who writes (for the audit log). */
export async function requireAdminWrite(request: Request, context: AppLoadContext): Promise<Actor> {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  return { uid: user.uid, email: user.email };
}

/**
 * The action of an admin page that takes no posts: the guard ran first (the
 * caller awaited requireAdmin); answer 405 with the Thai error page.
 */
export function readOnly(): never {
  throw new Response(FORM_ERRORS.readOnly, { status: 405, headers: { Allow: "GET, HEAD" } });
}

/** A document for an admin page, or a thrown 404. */
export async function loadOr404<D>(get: (id: string) => Promise<D | null>, id: string | undefined): Promise<D> {
  const valid = docIdSchema.safeParse(id);
  if (!valid.success) notFound();
  const doc = await get(valid.data);
  if (!doc) notFound();
  return doc;
}

/** The posted form; an unreadable body counts as an empty form (answered with field errors, never a 500). */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
