import { Link } from "@remix-run/react";
import { formatDateTime } from "./format";
import { StatusBadge } from "./parts";

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
    <div className="table-wrap">
      <table className="table content-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">ชื่อเรื่อง</th>
            <th scope="col" className="hide-sm">
              {subtitleHeading}
            </th>
            <th scope="col">สถานะ</th>
            <th scope="col" className="hide-sm">
              แก้ไขล่าสุด
            </th>
            <th scope="col" className="hide-sm">
              เผยแพร่
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
