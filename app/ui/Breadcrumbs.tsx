import { Link } from "~/ui/Link";

/** "A › B › current" trail; the last item is the current page (not a link). */
export function Breadcrumbs({ items }: { items: readonly { label: string; to?: string }[] }) {
  return (
    <nav className="breadcrumbs" aria-label="เส้นทางนำทาง">
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.to ? (
              <Link to={item.to} prefetch="intent">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
