import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * `shouldRevalidate` of the edit pages. After a post that wrote nothing the
 * loaders are not run again:
 * - a preview (`intent=preview`: the no-JavaScript preview button) only renders
 *   what was typed;
 * - a refused save (400 the fields, 413 too large, 429 too many posts) wrote
 *   nothing and shows its own answer (a conflict, 409, does reload: someone
 *   else's save is news);
 * - a save that answered 5xx (Firestore down) keeps what the page showed plus
 *   the action's state (the typed text and the Thai error) instead of an error
 *   page; likewise a save whose session had expired (401: the loader's guard
 *   would leave for /login).
 * Otherwise Remix decides as usual.
 */
const REFUSED = new Set([400, 413, 429]);

export const keepFormAfterOutage: ShouldRevalidateFunction = ({ actionStatus, formData, defaultShouldRevalidate }) => {
  if (formData?.get("intent") === "preview" || (actionStatus !== undefined && REFUSED.has(actionStatus))) return false;
  return actionStatus !== undefined && (actionStatus >= 500 || actionStatus === 401) ? false : defaultShouldRevalidate;
};
