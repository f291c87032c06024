import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readOnly } from "~/admin-kit/guard.server";
import { requireAdminForFile } from "~/admin/records/students.server";
import { exportDownload } from "~/backup/download.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

/** GET /admin/export: nothing to show (guard first); the download is the form post of "ส่งออกข้อมูลทั้งหมด" on /admin. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminForFile(request);
  return readOnly();
}

/** POST /admin/export: the whole school as one .tar.gz, streamed (guard, rate limit and audit first). */
export async function action(args: ActionFunctionArgs) {
  await requireAdminForFile(args.request);
  return exportDownload(args);
}
