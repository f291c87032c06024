import type { ReactNode } from "react";
import { NavLink } from "@remix-run/react";

const LINKS = [
  { to: "/admin", label: "ภาพรวม", end: true },
  { to: "/admin/articles/new", label: "เขียนบทความ", end: false },
  { to: "/admin/courses/new", label: "สร้างคอร์ส", end: false },
  { to: "/admin/stats", label: "สถิติ", end: false },
  { to: "/admin/students", label: "นักเรียน", end: false },
  { to: "/admin/tutoring", label: "เรียนสด", end: false },
  { to: "/admin/trash", label: "ถังขยะ", end: false },
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
