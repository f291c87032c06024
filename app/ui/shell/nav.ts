/**
 * The navigation rules of the top bar (who sees which link, which is active), as one pure function so the
 * desktop bar, the mobile menu and the tests all share them.
 */
import { ADMIN_URLS, blogHomeUrl, dashboardUrl, homeUrl, loginUrl, sitePath } from "~/kernel/urls";

/** What the shell shows of the signed-in user (auth's SessionUser has these and more). */
export interface ShellUser {
  email: string;
  isAdmin: boolean;
}

export interface NavLink {
  to: string;
  label: string;
  active: boolean;
}

/**
 * The links the shell shows for `pathname` and the current user, in display order:
 * หน้าหลัก, บทความ, บทเรียน, then แอดมิน and สถิติ for admins, then เข้าสู่ระบบ
 * for anonymous visitors. Matching is segment-aware (`/blog` covers `/blog/x` but
 * not `/blogger`), ignores trailing slashes and, like the router, letter case.
 */
export function navLinks(pathname: string, user: { isAdmin: boolean } | null): NavLink[] {
  const path = normalise(pathname);
  const under = (base: string) => path === base || path.startsWith(`${base}/`);

  const links: NavLink[] = [
    { to: homeUrl(), label: "หน้าหลัก", active: path === homeUrl() },
    { to: blogHomeUrl(), label: "บทความ", active: under(blogHomeUrl()) },
    { to: dashboardUrl(), label: "บทเรียน", active: under(dashboardUrl()) || under(sitePath(["course"])) || under(sitePath(["lesson"])) },
  ];
  if (user?.isAdmin) {
    links.push(
      { to: ADMIN_URLS.home(), label: "แอดมิน", active: under(ADMIN_URLS.home()) && !under(ADMIN_URLS.stats()) },
      { to: ADMIN_URLS.stats(), label: "สถิติ", active: under(ADMIN_URLS.stats()) },
    );
  }
  if (!user) {
    links.push({ to: loginUrl(), label: "เข้าสู่ระบบ", active: under(loginUrl()) });
  }
  return links;
}

/** Lower-cased path without query, hash or trailing slashes; "" becomes "/". */
function normalise(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "").toLowerCase();
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}
