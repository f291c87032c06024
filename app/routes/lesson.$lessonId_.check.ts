import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { checkReply, limitChecks } from "~/exercises/check.server";
import { findLesson } from "~/learning/learning.server";
import { json, methodNotAllowed, notFound, or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { readForm } from "~/kernel/form.server";

export const handle = pageHandle({ public: false, views: false });

export const loader = () => methodNotAllowed("POST");

/**
 * POST /lesson/<id>/check: one exercise question checked (the check island,
 * app/islands/check.ts), answered as JSON `{ check }` with the same rules and
 * statuses as intent=check on the lesson itself (exercises/check.server.ts);
 * over the checks' limit, 429 `{ check }` with the Thai message.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  await limitChecks(request, context.clientIp);
  const ref = (await or503(findLesson(params.lessonId ?? ""))) ?? notFound();
  const { check, status } = await checkReply(request, ref, await readForm(request, { json: true }), requireUser);
  return json({ check }, { status });
}
