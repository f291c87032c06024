import type { ReactNode } from "react";

/** A column heading; `hideOnPhones`: the column is hidden on phones (`hide-sm`). */
export interface Column {
  label: ReactNode;
  hideOnPhones?: boolean;
}

/**
 * The frame of an admin list table: the scrolling wrap, a caption for screen
 * readers, the column headings; `children` are the body's rows.
 */
export function DataTable({ className, caption, columns, children }: { className: string; caption: string; columns: Column[]; children: ReactNode }) {
  return (
    <div className="table-wrap">
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
