import type { ReactNode } from "react";

/** A section of a tutor's page: its title (with a count, when given) in the section's head, then `children`. */
export function AdminSection({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <div className="admin-section__head">
        <h2 id={id}>
          {title} {count === undefined ? null : <span className="count">{count}</span>}
        </h2>
      </div>
      {children}
    </section>
  );
}
