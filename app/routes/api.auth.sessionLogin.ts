import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createSession, SignInError, sessionCookieHeader } from "~/auth/session.server";
import { readProfile } from "~/auth/profile.store.server";
import { enforceRateLimit, RATE_RULES } from "~/platform/rate-limit.store.server";
import { json, jsonError, methodNotAllowed, readJsonBody } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

const Body = z.object({ idToken: z.string().min(1, "idToken is required").max(8192) });

export const loader = () => methodNotAllowed("POST");

/**
 * POST /api/auth/sessionLogin { idToken } → sets the `session` cookie, answers
 * { sessionToken, askName }: `askName` is true for a student who has not chosen
 * a display name yet (the sign-in island then goes to /profile first; admins are not asked).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  await enforceRateLimit(RATE_RULES.sessionLogin(), request, context.clientIp, true);
  const { idToken } = await readJsonBody(request, Body);
  try {
    const { token: sessionToken, user } = await createSession(idToken);
    const askName = user !== null && !user.isAdmin && (await readProfile(user.uid)) === null;
    return json({ sessionToken, askName }, { headers: { "Set-Cookie": sessionCookieHeader(sessionToken) } });
  } catch (error) {
    if (error instanceof SignInError) return jsonError(error.status, error.message);
    throw error;
  }
}
