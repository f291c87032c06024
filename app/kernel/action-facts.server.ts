/**
 * What an action found that the loaders of the same request must know.
 *
 * Without JavaScript a form post renders its page in the same request: Remix
 * runs the action, then every matched loader, and a loader cannot see the
 * action's answer. Three facts change what those loaders may do:
 * - `sessionExpired`: an admin editor's post came without a session and was
 *   answered 401 with the typed text (admin-kit/drafts.server.ts
 *   `editorWriteGuard`); the loaders then render without their data instead of
 *   redirecting to /login, so the form keeps the text;
 * - `firestoreDown`: a read or write of an admin editor's action did not get an
 *   answer from Firestore (admin-kit/editor.server.ts `noteOutage`); the loaders
 *   then render without the stored data at once instead of waiting for it a
 *   second time;
 * - `seatTaken`: a booking post was refused because every seat of its time is
 *   claimed (tutoring/book-page.server.ts); the page's picker may then show this
 *   process's last window read, if it began after the post was received (the load
 *   context's `receivedAt`; tutoring/records.store.server.ts `bookingWindow`), so a
 *   race's losers do not each read every day again.
 *
 * Kept here, per request (the request's load context object is the key: Remix
 * hands the action and the loaders of one request the same one), and nowhere
 * else: the load context itself carries only facts about the request
 * (app/types/load-context.d.ts). With JavaScript the action is a request of its
 * own and the loaders another: nothing is found there, which is right (the
 * admin layout's shouldRevalidate keeps the typed form after a 401).
 */
import type { AppLoadContext } from "@remix-run/node";

export type ActionFact = "sessionExpired" | "firestoreDown" | "seatTaken";

const facts = new WeakMap<AppLoadContext, Set<ActionFact>>();

/** The action found `fact` (no context, e.g. a direct call: nothing to tell). */
export function noteActionFact(context: AppLoadContext | undefined, fact: ActionFact): void {
  if (!context) return;
  const known = facts.get(context);
  if (known) known.add(fact);
  else facts.set(context, new Set([fact]));
}

/** Whether this request's action found `fact`. */
export function actionFound(context: AppLoadContext | undefined, fact: ActionFact): boolean {
  return context ? (facts.get(context)?.has(fact) ?? false) : false;
}
