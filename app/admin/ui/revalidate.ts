import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * `shouldRevalidate` of the edit pages: after a save that answered 5xx
 * (Firestore down) the loader is not run again, so the page keeps what it
 * showed plus the action's state (the typed text and the Thai error) instead
 * of an error page; likewise after a save whose session had expired (401: the
 * loader's guard would leave for /login). Otherwise Remix decides as usual.
 */
export const keepFormAfterOutage: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && (actionStatus >= 500 || actionStatus === 401) ? false : defaultShouldRevalidate;
