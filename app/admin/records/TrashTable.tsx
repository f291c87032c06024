import { Form } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { DataTable } from "../../ui/DataTable";
import { formatDateTime } from "~/kernel/clock";
import { TRASH_TEXT } from "~/admin/records/messages";
import { ADMIN_URLS } from "~/kernel/urls";

export interface TrashRowView {
  id: string;
  kindLabel: string;
  title: string;
  subtitle: string;
  deletedAt: Date | string;
  deletedBy: string | null;
}

/** The trash: what, who deleted it and when; restore (a form post) and delete for good (its confirmation page). */
export function TrashTable({ rows }: { rows: TrashRowView[] }) {
  return (
    <DataTable
      className="trash-table"
      caption="รายการในถังขยะ"
      columns={[
        { label: "ชื่อเรื่อง" },
        { label: TRASH_TEXT.deletedBy, hideOnPhones: true },
        { label: TRASH_TEXT.deletedAt, hideOnPhones: true },
        { label: <span className="visually-hidden">การจัดการ</span> },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} data-id={r.id}>
          <th scope="row" className="trash-table__title">
            <span className="badge badge--muted">{r.kindLabel}</span> <span className="trash-table__name">{r.title}</span>
            {r.subtitle ? <span className="trash-table__sub text-small text-muted">{r.subtitle}</span> : null}
            {/* Small screens: who and when under the title (their columns are hidden). */}
            <span className="trash-table__meta text-small text-muted">
              {TRASH_TEXT.deletedBy} {r.deletedBy ?? TRASH_TEXT.unknownActor} · {formatDateTime(r.deletedAt)}
            </span>
          </th>
          <td className="hide-sm text-small trash-table__who">{r.deletedBy ?? TRASH_TEXT.unknownActor}</td>
          <td className="hide-sm text-small nowrap">{formatDateTime(r.deletedAt)}</td>
          <td className="trash-table__actions">
            <div className="cluster">
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={r.id} />
                <button type="submit" className="button button--small button--secondary" aria-label={`${TRASH_TEXT.restore} ${r.title}`}>
                  {TRASH_TEXT.restore}
                </button>
              </Form>
              <Link to={ADMIN_URLS.trashItem(r.id)} className="button button--small button--ghost" aria-label={`${TRASH_TEXT.purge} ${r.title}`}>
                {TRASH_TEXT.purge}
              </Link>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
