/**
 * The admin routes' guards and the small HTTP pieces every admin route shares.
 * Every loader AND action calls `requireAdmin` (or `requireAdminWrite`) first:
 * Remix runs nested loaders in parallel, so the layout's guard alone protects nothing.
 */
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { notFound } from "~/kernel/http.server";
import { idSchema } from "~/kernel/ids";
import { FORM_ERRORS } from "~/admin-kit/messages";
import { enforceRateLimit, RATE_RULES } from "~/platform/rate-limit.store.server";
import type { Actor } from "~/content/audit.store.server";
import { readFormBody } from "~/kernel/form.server";

export type { Actor } from "~/content/audit.store.server";

/** The guard of a write: an admin, within the admin write rate limit. Answers who writes (for the audit log). */
export async function requireAdminWrite(request: Request, context: AppLoadContext): Promise<Actor> {
  const user = await requireAdmin(request);
  await enforceRateLimit(RATE_RULES.adminWrite(), request, context.clientIp, false);
  return { uid: user.uid, email: user.email };
}

/**
 * Every admin form's action goes through this: a post refused by the admin
 * write rate limit (429, thrown by `requireAdminWrite` or `editorWriteGuard`)
 * answers the same page again, 429, carrying everything typed
 * and the Thai message (as `errors.form` for the tutoring forms, `formError`
 * for the editors and the others), like the outage path (503) does — never the
 * bare error text that loses the form. Nothing was written: the limit is
 * checked before any work. Any other answer passes through unchanged.
 * A page that reads another answer shape (the exercise editor's `EditorPost`,
 * the question page's `answerPost`) passes `shape`: what was typed and the
 * message in, that page's answer out.
 */
export function keepTypedOnRefusal<A extends ActionFunctionArgs, R>(action: (args: A) => Promise<R>, shape: RefusalShape = sharedShape) {
  return async (args: A) => {
    // The body is read twice at most: by the action, and here only after a refusal.
    const copy = args.request.clone();
    try {
      return await action(args);
    } catch (thrown) {
      if (!(thrown instanceof Response) || thrown.status !== 429) throw thrown;
      // An editor's post may carry a picture: read within its path's bounds (platform/upload-limit.ts).
      const body = await readFormBody(copy);
      if (!body.ok) throw thrown;
      const message = await thrown.text();
      // A Map first: no name the client chose indexes a plain object (the first value of each name, as `form.get`).
      const typed = new Map<string, string>();
      for (const [name, value] of body.form) if (typeof value === "string" && !typed.has(name)) typed.set(name, value);
      const headers = { "Retry-After": thrown.headers.get("Retry-After") ?? "60", "Cache-Control": "no-store" };
      return data(shape(typed, message), { status: 429, headers });
    }
  };
}

/** A page's answer to a refused post: the typed fields (first value of each name) and the Thai message. */
export type RefusalShape = (typed: ReadonlyMap<string, string>, message: string) => unknown;

/** The shape most admin pages read: `values`, `errors.form` / `formError`, `version`. */
function sharedShape(typed: ReadonlyMap<string, string>, message: string) {
  const values: Record<string, string> = Object.fromEntries(typed);
  const version = typed.get("version") ?? null;
  return { values, errors: { form: message }, formError: message, notice: null, preview: null, conflict: null, version };
}

/**
 * The action of an admin page that takes no posts: the guard ran first (the
 * caller awaited requireAdmin); answer 405 with the Thai error page.
 */
export function readOnly(): never {
  throw new Response(FORM_ERRORS.readOnly, { status: 405, headers: { Allow: "GET, HEAD" } });
}

/** The whole action of an admin page that takes no posts: the guard, then 405 (`readOnly`). */
export async function readOnlyAction({ request }: ActionFunctionArgs): Promise<never> {
  await requireAdmin(request);
  return readOnly();
}

/** A document for an admin page, or a thrown 404. */
export async function loadOr404<D>(get: (id: string) => Promise<D | null>, id: string | undefined): Promise<D> {
  const valid = idSchema.safeParse(id);
  if (!valid.success) notFound();
  const doc = await get(valid.data);
  if (!doc) notFound();
  return doc;
}
