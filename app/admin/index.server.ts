/** The admin feature's server API for other features (they import it only from here). */
export * from "./editor.server";
export * from "./guard.server";
export { actionFound } from "./action-facts.server";
