import { BACKUP_TEXT } from "./messages";
import { ADMIN_URLS } from "~/kernel/urls";

export const EXPORT_INTENT = "export-all";

/**
 * The admin overview's backup section, near the top under "วันนี้": when the last backup was
 * taken (`last`: Thai date and time, null for never, undefined when it could not be read), then
 * a plain form post (no JavaScript needed, and the browser saves the answer as a file) to /admin/export.
 */
export function ExportSection({ last }: { last?: string | null }) {
  return (
    <section className="admin-section card stack stack--tight" aria-labelledby="backup-title">
      <div className="admin-section__head">
        <h2 id="backup-title">{BACKUP_TEXT.sectionTitle}</h2>
      </div>
      {last !== undefined ? (
        <p data-testid="last-backup">
          <strong>{last === null ? BACKUP_TEXT.never : BACKUP_TEXT.last(last)}</strong>
        </p>
      ) : null}
      <p className="text-small text-muted">{BACKUP_TEXT.lead}</p>
      <form method="post" action={ADMIN_URLS.export()}>
        <button type="submit" name="intent" value={EXPORT_INTENT} className="button button--secondary" data-testid="export-all">
          {BACKUP_TEXT.button}
        </button>
      </form>
    </section>
  );
}
