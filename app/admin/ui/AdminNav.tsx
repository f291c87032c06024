import type { ReactNode } from "react";
import { NavLink } from "~/ui/Link";
import { ADMIN_URLS } from "~/kernel/urls";
import { TODAY_TEXT } from "../messages";
import { ADMIN_EXAM_URLS, EXAM_NAV } from "~/exams/index";

type Counted = "slips" | "handins" | "classes";

const LINKS: readonly { to: string; label: string; end: boolean; count?: Counted }[] = [
  { to: ADMIN_URLS.home(), label: "ภาพรวม", end: true },
  { to: ADMIN_URLS.newArticle(), label: "เขียนบทความ", end: false },
  { to: ADMIN_URLS.newCourse(), label: "สร้างคอร์ส", end: false },
  { to: ADMIN_URLS.stats(), label: "สถิติ", end: false },
  { to: ADMIN_URLS.students(), label: "นักเรียน", end: false },
  { to: ADMIN_URLS.tutoring(), label: "เรียนสด", end: false, count: "classes" },
  { to: ADMIN_URLS.handins(), label: "งานที่ส่ง", end: false, count: "handins" },
  { to: ADMIN_EXAM_URLS.list(), label: EXAM_NAV, end: false },
  { to: ADMIN_URLS.payments(), label: "การชำระเงิน", end: false, count: "slips" },
  { to: ADMIN_URLS.trash(), label: "ถังขยะ", end: false },
];

/** A tab's count ("3", and for a screen reader "สลิปรอตรวจ 3 ใบ"); nothing for none or unknown. */
function NavCount({ kind, n }: { kind: Counted; n: number | null | undefined }) {
  if (!n) return null;
  return (
    <span className={`badge ${kind === "classes" ? "badge--primary" : "badge--warning"} nav-count`} data-testid={`nav-count-${kind}`}>
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{TODAY_TEXT.count[kind](n)}</span>
    </span>
  );
}

/** The admin area's own links (the shell's bar has แอดมิน and สถิติ), with the tutor's morning counts as badges. */
export function AdminNav({ counts, children }: { counts?: Partial<Record<Counted, number | null>> | null; children?: ReactNode }) {
  return (
    <nav className="admin-nav" aria-label="เมนูผู้ดูแลระบบ">
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className="admin-nav__link" prefetch="intent">
              {l.label}
              {l.count ? <NavCount kind={l.count} n={counts?.[l.count]} /> : null}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
