import { Link } from "~/ui/Link";
import { adminLessonUrl } from "~/kernel/urls";

export const ADMIN_VIEW_TEXT = {
  badge: "มุมมองแอดมิน",
  locked: "คุณเห็นบทเรียนนี้เพราะเป็นแอดมิน ผู้เรียนต้องเข้าสู่ระบบและลงทะเบียนคอร์สก่อนจึงจะเห็นหน้านี้",
  draft: "บทเรียนนี้ (หรือคอร์สของบทเรียน) ยังเป็นฉบับร่าง ผู้เรียนยังไม่เห็น หน้านี้แสดงให้แอดมินดูว่าเมื่อเผยแพร่แล้วผู้เรียนจะเห็นอย่างไร",
  edit: "แก้ไขบทเรียนนี้",
} as const;

/** The marker on a lesson an admin opens that students could not (locked, or a draft). */
export function AdminViewNote({ view, lessonId }: { view: "locked" | "draft"; lessonId: string }) {
  return (
    <div className="alert alert--warning admin-view-note" data-testid="admin-view">
      <p>
        <strong className="badge badge--warning">{ADMIN_VIEW_TEXT.badge}</strong> {ADMIN_VIEW_TEXT[view]}{" "}
        <Link to={adminLessonUrl(lessonId)}>{ADMIN_VIEW_TEXT.edit}</Link>
      </p>
    </div>
  );
}
