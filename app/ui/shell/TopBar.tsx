import type { ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { navLinks, type ShellUser } from "~/ui/shell/nav";
import { BRAND } from "~/platform/site";
import { BrandMark } from "./BrandMark";
import { MobileMenu } from "./MobileMenu";
import { NavList } from "./NavList";
import { UserArea, UserStatus } from "./UserArea";
import { useLogoutFailureAlert, useShellBusy } from "./logout";
import { homeUrl, loginUrl } from "~/kernel/urls";
import { LOGOUT_MARKUP } from "~/platform/island-markup";

/**
 * The sticky top bar: brand, the menu (navigation + user area: inline from 768 px,
 * a drop-down below) and a status slot. While signing in or out the status slot's
 * spinner takes the place of the user area, and of the เข้าสู่ระบบ link for
 * anonymous visitors. Signed in, the bar has two rows on tablets (brand and
 * user, then the links); an admin's two extra links keep the one row only from
 * 1280 px, with tighter spacing (shell.css). `search` is the
 * site search form (the search feature's, passed in by the root); `notifications`
 * the signed-in user's link to their notifications with the unread count (the
 * notifications feature's), always in the bar, beside the user area.
 */
export function TopBar({ user, search, notifications = null }: { user: ShellUser | null; search: ReactNode; notifications?: ReactNode }) {
  const { pathname } = useLocation();
  const busy = useShellBusy();
  useLogoutFailureAlert();

  const links = navLinks(pathname, user).filter((link) => !(busy && link.to === loginUrl()));

  return (
    <header className="topbar">
      <div className={["container topbar__inner", user ? "topbar__inner--user" : "", user?.isAdmin ? "topbar__inner--admin" : ""].filter(Boolean).join(" ")}>
        <Link to={homeUrl()} className="brand" prefetch="intent">
          <BrandMark />
          <span className="brand__name">{BRAND}</span>
        </Link>
        <div className={busy ? `${LOGOUT_MARKUP.status} ${LOGOUT_MARKUP.statusBusy}` : LOGOUT_MARKUP.status}>
          <UserStatus user={user} busy={busy} />
        </div>
        {user && !busy ? notifications : null}
        <MobileMenu>
          {search}
          <nav aria-label="เมนูหลัก" className="topbar__nav">
            <NavList links={links} />
          </nav>
          <UserArea user={user} busy={busy} />
        </MobileMenu>
      </div>
    </header>
  );
}
