import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { pageMeta } from "~/lib/site";

export const meta: MetaFunction = () => [...pageMeta("แอดมิน"), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

const SECTIONS = [
  { title: "บทความ", text: "เขียน แก้ไข และเผยแพร่บทความให้น้อง ๆ ได้อ่าน" },
  { title: "คอร์สและบทเรียน", text: "จัดคอร์ส เพิ่มบทเรียน และเรียงลำดับเนื้อหา" },
] as const;

export default function AdminIndex() {
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">ผู้ดูแลระบบ</p>
        <h1>แผงควบคุมแอดมิน</h1>
        <p className="lead">จัดการเนื้อหาทั้งหมดของเว็บไซต์ได้จากที่นี่</p>
      </header>
      <div className="grid grid--3">
        {SECTIONS.map((section) => (
          <article key={section.title} className="card">
            <h2 className="card__title">{section.title}</h2>
            <p className="text-muted">{section.text}</p>
            <span className="badge badge--muted">เร็ว ๆ นี้</span>
          </article>
        ))}
        <Link to="/admin/stats" className="card card--link" prefetch="intent">
          <h2 className="card__title">สถิติ</h2>
          <p className="text-muted">ดูจำนวนผู้เรียน ความคืบหน้า และบทความที่มีคนอ่านมากที่สุด</p>
          <span className="card__more">ดูสถิติ →</span>
        </Link>
      </div>
    </>
  );
}
