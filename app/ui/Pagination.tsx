import { Link } from "~/ui/Link";
import { CONTENT_TEXT } from "./messages";

/** Page numbers to show: first, last, and two either side of the current page, with gaps. */
export function pageWindow(page: number, total: number): (number | "gap")[] {
  const pages = new Set([1, total, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/** Previous / numbers / next as plain links (works without JavaScript). */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = CONTENT_TEXT.pagination.label,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** The landmark's name (a page with several lists names each). */
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="pagination__step" rel="prev" prefetch="intent">
          <span aria-hidden="true">←</span> {CONTENT_TEXT.pagination.previous}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          <span aria-hidden="true">←</span> {CONTENT_TEXT.pagination.previous}
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className="pagination__page"
                aria-current={p === page ? "page" : undefined}
                aria-label={CONTENT_TEXT.pagination.page(p)}
                prefetch="intent"
              >
                {p}
              </Link>
            </li>
          )
        )}
      </ol>
      <p className="pagination__status">{CONTENT_TEXT.pagination.of(page, totalPages)}</p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className="pagination__step" rel="next" prefetch="intent">
          {CONTENT_TEXT.pagination.next} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {CONTENT_TEXT.pagination.next} <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}
