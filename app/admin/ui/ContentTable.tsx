import { Link } from "~/ui/Link";
import { formatDateTime } from "~/kernel/clock";
import { DataTable } from "../../ui/DataTable";
import { StatusBadge } from "~/admin-kit/parts";

export interface RowView {
  id: string;
  title: string;
  subtitle: string;
  status: "draft" | "published";
  updatedAt: Date | string;
  publishedAt: Date | string | null;
  editUrl: string;
  publicUrl: string | null;
}

/** A list of documents with status and dates; the title opens the editor. */
export function ContentTable({ caption, subtitleHeading, rows, empty }: { caption: string; subtitleHeading: string; rows: RowView[]; empty: string }) {
  if (rows.length === 0) return <p className="text-muted admin-empty">{empty}</p>;
  return (
    <DataTable
      className="content-table"
      caption={caption}
      columns={[{ label: "ชื่อเรื่อง" }, { label: subtitleHeading, hideOnPhones: true }, { label: "สถานะ" }, { label: "แก้ไขล่าสุด", hideOnPhones: true }, { label: "เผยแพร่", hideOnPhones: true }]}
    >
      {rows.map((r) => (
        <tr key={r.id} data-id={r.id}>
          <th scope="row" className="content-table__title">
            <Link to={r.editUrl}>{r.title}</Link>
            {r.publicUrl ? (
              <a href={r.publicUrl} className="content-table__public" aria-label={`ดูหน้าเว็บของ ${r.title}`}>
                ↗
              </a>
            ) : null}
          </th>
          <td className="hide-sm text-small text-muted content-table__sub">{r.subtitle}</td>
          <td>
            <StatusBadge status={r.status} />
          </td>
          <td className="hide-sm text-small nowrap">{formatDateTime(r.updatedAt)}</td>
          <td className="hide-sm text-small nowrap">{r.publishedAt ? formatDateTime(r.publishedAt) : "—"}</td>
        </tr>
      ))}
    </DataTable>
  );
}
