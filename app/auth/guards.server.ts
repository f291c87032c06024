import { data, redirect } from "@remix-run/node";
import { resolveSession } from "./session.server";
import type { SessionUser } from "./user";
import { safeRedirect } from "./redirect";
import { apiUrl, loginUrl } from "~/kernel/urls";

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = safeRedirect(url.pathname + url.search, "/");
  return redirect(loginUrl(back));
}

function wantsJson(request: Request): boolean {
  const url = new URL(request.url);
  return url.pathname.startsWith(`${apiUrl()}/`) || (request.headers.get("Accept") ?? "").startsWith("application/json");
}

/** Anonymous visitors are sent to /login and come back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const { user } = await resolveSession(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/**
 * Every loader and action under /admin calls this first (a layout guard alone
 * protects nothing: Remix runs nested loaders in parallel). Anonymous: login
 * redirect; signed in but not admin: 403 (JSON for API-style requests).
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) {
    if (wantsJson(request)) throw Response.json({ error: "forbidden" }, { status: 403 });
    throw data({ message: "ไม่มีสิทธิ์เข้าถึงหน้านี้" }, { status: 403 });
  }
  return user;
}
