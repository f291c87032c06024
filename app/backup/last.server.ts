/** When the last backup was taken: the newest "export" entry of the audit log (./download.server.ts writes it), as Thai date and time. */
import { lastAuditAt } from "~/content/audit.store.server";
import { formatDateTime } from "~/kernel/clock";
import { withTimeout } from "~/platform/firebase-admin.server";

/** "28 พ.ย. 2569 09:12", null for never, undefined when the log could not be read (the section then says nothing of it). */
export async function lastBackupLabel(): Promise<string | null | undefined> {
  try {
    const at = await withTimeout(lastAuditAt("export"), 2_000, "last backup read");
    return at ? formatDateTime(at) : null;
  } catch (error) {
    console.error(`last backup: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
