/** The shared admin framework's server API: guards, the editor's loaders and actions (index.ts: the browser-safe half). */
export * from "./editor.server";
export * from "./guard.server";
export { actionFound } from "~/kernel/action-facts.server";
