import { Link } from "~/ui/Link";
import { Icon } from "~/ui/shell/Icon";
import type { TextPart } from "./highlight";
import { SEARCH_TEXT } from "./messages";
import type { SearchPage, SearchResult } from "./site-search.server";

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

function Badge({ badge }: { badge: SearchResult["badge"] }) {
  if (badge === "locked")
    return (
      <span className="badge badge--muted search-hit__badge">
        <Icon name="lock" size={14} />
        {SEARCH_TEXT.locked}
      </span>
    );
  if (badge === "freePreview") return <span className="badge badge--success search-hit__badge">{SEARCH_TEXT.freePreview}</span>;
  return null;
}

function Hit({ hit }: { hit: SearchResult }) {
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <Link to={hit.url}>
          <Marked parts={hit.title} />
        </Link>
      </h3>
      {hit.context || hit.badge ? (
        <p className="search-hit__meta text-small text-muted">
          {hit.context ? <span>{hit.kind === "lesson" ? SEARCH_TEXT.inCourse(hit.context) : hit.context}</span> : null}
          <Badge badge={hit.badge} />
        </p>
      ) : null}
      {hit.excerptHtml ? <p className="search-hit__excerpt" dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} /> : null}
    </li>
  );
}

/** The results of /search, grouped by kind (บทความ, คอร์ส, บทเรียน), matches marked. */
export function SearchResults({ page }: { page: SearchPage }) {
  if (page.empty) {
    return page.q ? (
      <p className="search-status" role="status">
        {SEARCH_TEXT.tooShort}
      </p>
    ) : null;
  }
  if (page.total === 0) {
    return (
      <div className="empty-state" role="status">
        <span className="empty-state__icon" aria-hidden="true">
          <Icon name="search" size={40} />
        </span>
        <p className="empty-state__title">{SEARCH_TEXT.noResultsTitle}</p>
        <p className="text-muted">{SEARCH_TEXT.noResults(page.q ?? "")}</p>
      </div>
    );
  }
  return (
    <>
      <p className="search-status" role="status">
        {SEARCH_TEXT.resultsFor(page.q ?? "", page.total)}
      </p>
      {page.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="search-group__title">
            {SEARCH_TEXT.groups[group.kind]} <span className="text-muted text-small">({SEARCH_TEXT.count(group.total)})</span>
          </h2>
          <ul className="search-group__list box-list">
            {group.results.map((hit) => (
              <Hit key={hit.id} hit={hit} />
            ))}
          </ul>
          {group.total > group.results.length ? (
            <p className="text-small text-muted">{SEARCH_TEXT.more(group.total - group.results.length)}</p>
          ) : null}
        </section>
      ))}
    </>
  );
}
