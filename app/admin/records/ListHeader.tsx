import type { ReactNode } from "react";

/** The head of an admin list page: eyebrow, title, lead (`level` 2 under another page heading: the overview's content lists under "วันนี้"). */
export function ListHeader({ title, lead, level = 1, children }: { title: string; lead: string; level?: 1 | 2; children?: ReactNode }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className={`page-header admin-header${level === 2 ? " admin-section" : ""}`}>
      <div>
        {level === 1 ? <p className="eyebrow">ผู้ดูแลระบบ</p> : null}
        <Heading>{title}</Heading>
        <p className="lead">{lead}</p>
      </div>
      {children}
    </header>
  );
}
