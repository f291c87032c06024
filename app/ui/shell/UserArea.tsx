import type { ShellUser } from "~/ui/shell/nav";
import type { AuthBusy } from "~/platform/session-busy";
import { SHELL_TEXT } from "./messages";
import { Spinner } from "~/ui/Spinner";
import { useLogoutFetcher } from "./logout";
import { apiUrl, logoutUrl, myPaymentsUrl, profileUrl, sessionsUrl } from "~/kernel/urls";
import { Link } from "~/ui/Link";
import { LOGOUT_MARKUP } from "~/platform/island-markup";

const BUSY_TEXT = {
  "signing-in": SHELL_TEXT.signingIn,
  "signing-out": SHELL_TEXT.signingOut,
} as const;

/** The upper-cased first character of the e-mail, for the avatar circle. */
function avatarInitial(email: string): string {
  return (Array.from(email.trim())[0] ?? "?").toUpperCase();
}

/**
 * The avatar circle (decorative: the address is always next to it or in the menu).
 * `compact` is the phones-only copy in the status slot; it has its own class so
 * `.avatar` names exactly one element in the bar.
 */
function Avatar({ email, compact = false }: { email: string; compact?: boolean }) {
  return (
    <span className={compact ? "avatar-compact" : "avatar"} aria-hidden="true">
      {avatarInitial(email)}
    </span>
  );
}

/**
 * The bar's status slot, always visible (also on phones with the menu closed):
 * while signing in or out only the spinner with its busy text; otherwise,
 * on phones, the signed-in user's avatar, a link to the profile (one tap, issue 42).
 */
export function UserStatus({ user, busy }: { user: ShellUser | null; busy: AuthBusy }) {
  if (busy) return <Spinner label={BUSY_TEXT[busy]} className="user-status__busy" />;
  if (user) {
    return (
      <Link to={profileUrl()} className="user-status__profile" aria-label={SHELL_TEXT.myProfileLabel}>
        <Avatar email={user.email} compact />
      </Link>
    );
  }
  return null;
}

/**
 * The signed-in user's area: avatar, e-mail (truncated at 24ch on desktop, the
 * full address in `title`), the Admin label, the one-tap links to the student's
 * sessions ("นัดเรียนของฉัน"), payments ("การชำระเงินของฉัน") and profile ("โปรไฟล์"), under the address, and the logout button. It shows
 * nothing while signing in or out (the status slot shows the spinner instead)
 * and nothing for anonymous visitors (เข้าสู่ระบบ is a navigation link).
 */
export function UserArea({ user, busy }: { user: ShellUser | null; busy: AuthBusy }) {
  if (busy || !user) return null;
  return (
    <div className={LOGOUT_MARKUP.userArea}>
      <Avatar email={user.email} />
      <span className="user-area__who">
        <span className="user-area__email" title={user.email}>
          {user.email}
        </span>
        <span className="user-area__more">
          {user.isAdmin ? <span className="badge badge--admin user-area__role">Admin</span> : null}
          <Link to={sessionsUrl()} className="user-area__sessions">
            {SHELL_TEXT.mySessions}
          </Link>
          <Link to={myPaymentsUrl()} className="user-area__sessions">
            {SHELL_TEXT.myPayments}
          </Link>
          <Link to={profileUrl()} className="user-area__sessions user-area__profile">
            {SHELL_TEXT.myProfile}
          </Link>
        </span>
      </span>
      <LogoutButton />
    </div>
  );
}

/**
 * A real form post to /logout, so it works without JavaScript; with JavaScript the
 * shared "logout" fetcher submits it and the shell shows the busy state (on a page
 * that does not hydrate, the logout island does the same from the data-* texts).
 */
function LogoutButton() {
  const fetcher = useLogoutFetcher();
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={logoutUrl()}
      className={LOGOUT_MARKUP.form}
      // For the logout island (app/islands/logout.ts) on pages that do not hydrate.
      data-end-session={`${apiUrl()}/auth/sessionLogout`}
      data-busy-button={SHELL_TEXT.loggingOutButton}
      data-busy-status={SHELL_TEXT.signingOut}
      data-failed-alert={SHELL_TEXT.logoutFailedAlert}
    >
      <button type="submit" className="button button--ghost button--small" disabled={pending}>
        {pending ? SHELL_TEXT.loggingOutButton : "ออกจากระบบ"}
      </button>
    </fetcher.Form>
  );
}
