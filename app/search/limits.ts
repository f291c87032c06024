/** Bounds of the site search, shared by the form (browser) and the server. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_RESULTS_PER_KIND = 20;
