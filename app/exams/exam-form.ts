/** The exam composer's shape shared by its page and its action (browser-safe). */

/** Draw rows (topic × difficulty × count) the composer shows. */
export const DRAW_ROWS = 8;
