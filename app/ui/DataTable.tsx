import type { ReactNode } from "react";

/** A column heading; `hideOnPhones`: the column is hidden on phones (`hide-sm`). */
export interface Column {
  label: ReactNode;
  hideOnPhones?: boolean;
}

/**
 * The frame of an admin list table: the scrolling wrap, a caption for screen
 * readers, the column headings; `children` are the body's rows. A table with no
 * link or button inside is `focusable`, so the keyboard can scroll it.
 */
export function DataTable({ className, caption, columns, children, focusable = false }: { className: string; caption: string; columns: Column[]; children: ReactNode; focusable?: boolean }) {
  // A table of plain text that scrolls sideways on a phone: a keyboard must reach it (`focusable`, named by its caption).
  const scroll = focusable ? { tabIndex: 0, role: "region", "aria-label": caption } : {};
  return (
    <div className="table-wrap" {...scroll}>
      <table className={`table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.hideOnPhones ? "hide-sm" : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
