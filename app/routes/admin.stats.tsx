import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";
import { Icon } from "~/components/shell/Icon";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction = () => [...pageMeta("สถิติ"), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminStats() {
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">ผู้ดูแลระบบ</p>
        <h1>สถิติ</h1>
        <p className="lead">ภาพรวมการใช้งานของเว็บไซต์ ผู้เรียน และความคืบหน้าในแต่ละคอร์ส</p>
      </header>
      <div className="empty-state">
        <span className="empty-state__icon">
          <Icon name="chart" size={30} />
        </span>
        <p className="empty-state__title">ยังไม่มีข้อมูลสถิติ</p>
        <p className="text-muted">เมื่อมีผู้เรียนเข้ามาใช้งาน สถิติจะแสดงที่หน้านี้</p>
      </div>
    </>
  );
}
