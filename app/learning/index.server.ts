/** The learning feature's server API for other features (they import it only from here). */
export * from "./enrolment-cache.server";
export * from "./enrolment.store.server";
export * from "./learning.server";
