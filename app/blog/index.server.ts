/** The blog feature's server API for other features (they import it only from here). */
export * from "./feeds.server";
