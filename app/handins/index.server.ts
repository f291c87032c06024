/** The hand-ins feature's server API for other features (they import it only from here). */
export { waitingHandinCount } from "./waiting.store.server";
