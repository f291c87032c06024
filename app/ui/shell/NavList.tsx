import { Link } from "~/ui/Link";
import type { NavLink } from "~/ui/shell/nav";
import { loginUrl } from "~/kernel/urls";

/** The navigation links; the active one carries aria-current="page". */
export function NavList({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={["nav-list", className].filter(Boolean).join(" ")}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            prefetch="intent"
            aria-current={link.active ? "page" : undefined}
            className={link.to === loginUrl() ? "nav-link nav-link--cta" : "nav-link"}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
