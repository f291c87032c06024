import type { ReactNode } from "react";
import { NavLink } from "~/ui/Link";
import { ADMIN_URLS } from "~/kernel/urls";

const LINKS = [
  { to: ADMIN_URLS.home(), label: "ภาพรวม", end: true },
  { to: ADMIN_URLS.newArticle(), label: "เขียนบทความ", end: false },
  { to: ADMIN_URLS.newCourse(), label: "สร้างคอร์ส", end: false },
  { to: ADMIN_URLS.stats(), label: "สถิติ", end: false },
  { to: ADMIN_URLS.students(), label: "นักเรียน", end: false },
  { to: ADMIN_URLS.tutoring(), label: "เรียนสด", end: false },
  { to: ADMIN_URLS.handins(), label: "งานที่ส่ง", end: false },
  { to: ADMIN_URLS.payments(), label: "การชำระเงิน", end: false },
  { to: ADMIN_URLS.trash(), label: "ถังขยะ", end: false },
] as const;

/** The admin area's own links (the shell's bar has แอดมิน and สถิติ). */
export function AdminNav({ children }: { children?: ReactNode }) {
  return (
    <nav className="admin-nav" aria-label="เมนูผู้ดูแลระบบ">
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className="admin-nav__link" prefetch="intent">
              {l.label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
