import { AUDIT_ACTION_LABELS, AUDIT_DOC_LABELS, type AuditAction, type AuditDocType } from "~/content/labels";
import { formatDateTime } from "~/kernel/clock";

export interface AuditView {
  id: string;
  at: Date | string;
  actorEmail: string;
  action: AuditAction;
  docType: AuditDocType;
  docId: string;
  title: string;
  detail: string;
  /** Edit page of the document, when it still exists. */
  href: string | null;
}

/** The latest admin writes: who, when, what, which document. */
export function AuditList({ entries }: { entries: AuditView[] }) {
  if (entries.length === 0) return <p className="text-muted">ยังไม่มีการแก้ไขเนื้อหา</p>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="ตารางบันทึกการแก้ไข (เลื่อนดูได้)">
      <table className="table audit-table" data-testid="audit-log">
        <caption className="visually-hidden">บันทึกการแก้ไขล่าสุด 20 รายการ</caption>
        <thead>
          <tr>
            <th scope="col">เมื่อ</th>
            <th scope="col">ผู้ดูแล</th>
            <th scope="col">การทำงาน</th>
            <th scope="col">เอกสาร</th>
            <th scope="col">รายละเอียด</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} data-action={e.action} data-doc={e.docId}>
              <td className="nowrap">
                <time dateTime={new Date(e.at).toISOString()}>{formatDateTime(e.at)}</time>
              </td>
              <td className="audit-table__who">{e.actorEmail}</td>
              <td>
                <span className={`badge audit-badge audit-badge--${e.action}`}>{AUDIT_ACTION_LABELS[e.action]}</span>
              </td>
              <td>
                <span className="text-muted text-small">{AUDIT_DOC_LABELS[e.docType]} </span>
                {e.href ? <a href={e.href}>{e.title}</a> : <span>{e.title}</span>}
              </td>
              <td className="text-small">{e.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
