/**
 * The admin download of the whole school (POST /admin/export): admin only,
 * within the admin write rate limit, recorded in the audit log, and streamed
 * (the archive is sent while it is made; docs/backup.md).
 */
import { createReadableStreamFromReadable, type ActionFunctionArgs } from "@remix-run/node";
import { requireAdminWrite } from "~/admin-kit/index.server";
import { recordAudit } from "~/content/audit.store.server";
import { getEnv } from "~/platform/env.server";
import { exportArchive } from "./backup.server";
import { BACKUP_TEXT } from "./messages";

import { EXPORT_INTENT } from "./ExportSection";
import { readForm } from "~/kernel/form.server";

/** `thai-tutor-<project>-<yyyymmdd-hhmm>.tar.gz` (UTC). */
function exportFileName(projectId: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return `thai-tutor-${projectId}-${stamp}.tar.gz`;
}

export async function exportDownload({ request, context }: ActionFunctionArgs): Promise<Response> {
  const actor = await requireAdminWrite(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== EXPORT_INTENT) {
    return new Response(BACKUP_TEXT.badRequest, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const now = new Date();
  await recordAudit(actor, { action: "export", docType: "backup", docId: "all", title: BACKUP_TEXT.auditTitle, detail: BACKUP_TEXT.auditDetail }, now);
  const { stream, done } = exportArchive(now);
  done.catch((error: unknown) => console.error(`export: the download failed (${(error as Error).message})`));
  return new Response(createReadableStreamFromReadable(stream), {
    status: 200,
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${exportFileName(getEnv().FIREBASE_PROJECT_ID, now)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
