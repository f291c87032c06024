import type { ReactNode } from "react";

/** The head of an admin list page: eyebrow, title, lead. */
export function ListHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="page-header admin-header">
      <div>
        <p className="eyebrow">ผู้ดูแลระบบ</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
      {children}
    </header>
  );
}
