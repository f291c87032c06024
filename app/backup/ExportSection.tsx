import { BACKUP_TEXT } from "./messages";
import { ADMIN_URLS } from "~/kernel/urls";

export const EXPORT_INTENT = "export-all";

/**
 * The admin overview's backup section: a plain form post (no JavaScript needed,
 * and the browser saves the answer as a file) to /admin/export.
 */
export function ExportSection() {
  return (
    <section className="admin-section" aria-labelledby="backup-title">
      <div className="admin-section__head">
        <h2 id="backup-title">{BACKUP_TEXT.sectionTitle}</h2>
      </div>
      <p className="text-small text-muted">{BACKUP_TEXT.lead}</p>
      <form method="post" action={ADMIN_URLS.export()}>
        <button type="submit" name="intent" value={EXPORT_INTENT} className="button button--secondary" data-testid="export-all">
          {BACKUP_TEXT.button}
        </button>
      </form>
    </section>
  );
}
