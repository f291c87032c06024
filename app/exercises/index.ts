/** The exercises feature's browser-safe API for other features (they import it only from here). */
export * from "./messages";
export * from "./summary";
