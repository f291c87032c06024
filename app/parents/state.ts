/** Where a student's parent e-mail stands (browser-safe: the profile page shows it). */
export const PARENT_STATES = ["pending", "confirmed", "stopped"] as const;
export type ParentState = (typeof PARENT_STATES)[number];
