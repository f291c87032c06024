import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { exportDownload } from "~/backup/download.server";
import { pageHandle } from "~/platform/page-policy";

export const handle = pageHandle({ public: false, views: false });

/** GET /admin/export: the download is a form post on the admin overview (the button "ส่งออกข้อมูลทั้งหมด"). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin#backup-title");
}

/** POST /admin/export: the whole school as one .tar.gz, streamed (guard, rate limit and audit first). */
export const action = (args: ActionFunctionArgs) => exportDownload(args);
