import { Link } from "~/ui/Link";
import { blogHomeUrl, blogTagUrl } from "~/kernel/urls";

/** Tags as links to their listing; the current one is marked. */
export function TagChips({
  tags,
  current,
  label,
  counts,
  allLabel,
}: {
  tags: readonly { tag: string; count?: number }[];
  current?: string | null;
  label: string;
  counts?: boolean;
  /** Adds a first chip that clears the tag filter. */
  allLabel?: string;
}) {
  return (
    <ul className="tag-chips" aria-label={label}>
      {allLabel ? (
        <li>
          <Link to={blogHomeUrl()} className="tag-chip" aria-current={current ? undefined : "page"} prefetch="intent">
            {allLabel}
          </Link>
        </li>
      ) : null}
      {tags.map(({ tag, count }) => (
        <li key={tag}>
          <Link to={blogTagUrl(tag)} className="tag-chip" aria-current={current === tag ? "page" : undefined} prefetch="intent">
            <span aria-hidden="true">#</span>
            {tag}
            {counts && count !== undefined ? <span className="tag-chip__count">{count}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
