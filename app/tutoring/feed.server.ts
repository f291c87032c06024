/**
 * CONTRACT STUB (owned by the tutor-side helper, who replaces this file): the
 * personal calendar feed. `/sessions` (the student pages) shows `feedView` and
 * posts intent "rotate-feed" to `rotateFeed`.
 */
export interface FeedView {
  /** https URL of `/calendar/<token>.ics`, or null while the user has none. */
  https: string | null;
  webcal: string | null;
}

export async function feedView(_uid: string, _origin: string): Promise<FeedView> {
  return { https: null, webcal: null };
}

/** Makes a new secret token for the user (the old one stops working). */
export async function rotateFeed(_uid: string, _scope: "student" | "tutor"): Promise<void> {}
