import { SHELL_TEXT } from "./messages";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useAuthBusy, type AuthBusy } from "~/platform/session-busy";

/**
 * Logout on a page that hydrates (the sign-in page, the admin). Pages that do
 * not hydrate get the same behaviour from app/islands/logout.ts: two
 * implementations on purpose, because React owns a hydrated page's DOM (the
 * island's busy state, which removes the user area, would be undone or break
 * React's next render) and a page without React cannot run this hook. Both use
 * the markup of UserArea.tsx (platform/island-markup.ts LOGOUT_MARKUP).
 */

/** The one fetcher behind every logout button (bar, mobile menu): same key, same state. */
const LOGOUT_FETCHER_KEY = "logout";

/** What POST /logout answers when ending the server session failed (success redirects). */
export interface LogoutResult {
  failed?: boolean;
}

const LOGOUT_FAILED_ALERT = SHELL_TEXT.logoutFailedAlert;

export function useLogoutFetcher() {
  return useFetcher<LogoutResult>({ key: LOGOUT_FETCHER_KEY });
}

/**
 * The shell's busy state (one at a time, signing in or out, shown in the bar): signing in while the sign-in island says so,
 * signing out while the logout fetcher runs (or the island reports it).
 */
export function useShellBusy(): AuthBusy {
  const auth = useAuthBusy();
  const logout = useLogoutFetcher();
  if (logout.state !== "idle") return "signing-out";
  return auth;
}

/**
 * When POST /logout answers `{ failed: true }` (the cookie is cleared anyway), tell
 * the user once and go to "/" (a failed logout still signs out locally, after the alert). Call this in exactly one place.
 */
export function useLogoutFailureAlert(): void {
  const fetcher = useLogoutFetcher();
  const navigate = useNavigate();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result?.failed || handled.current === result) return;
    handled.current = result;
    console.error("Logout failed: the server session could not be ended");
    window.alert(LOGOUT_FAILED_ALERT);
    navigate("/");
  }, [fetcher.state, fetcher.data, navigate]);
}
