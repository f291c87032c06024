import type { ReactNode } from "react";
import { Link } from "~/ui/Link";

/** A titled band of cards with a "see all" link (home page, related articles). */
export function CardSection({
  id,
  title,
  lead,
  moreUrl,
  moreLabel,
  className = "section",
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  moreUrl: string;
  moreLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="section__title">
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          {lead ? (
            <div>
              {heading}
              <p className="text-muted">{lead}</p>
            </div>
          ) : (
            heading
          )}
          <Link to={moreUrl} className="button button--ghost" prefetch="intent">
            {moreLabel} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="card-grid">{children}</div>
      </div>
    </section>
  );
}
