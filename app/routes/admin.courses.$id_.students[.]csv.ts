import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readOnly } from "~/admin-kit/guard.server";
import { requireAdminForFile, rosterCsv } from "~/admin/records/students.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

/** GET /admin/courses/:id/students.csv: the course's students and their progress (guard first). */
export const loader = (args: LoaderFunctionArgs) => rosterCsv(args);

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminForFile(request);
  return readOnly();
}
