/**
 * The top bar's unread count on every signed-in page: `users/{uid}`'s
 * `unreadNotifications`, read through the per-student copy
 * (platform/student-cache.server.ts), so a warm signed-in view reads nothing.
 * The notification's writer forgets the copy in its own process; another
 * process shows a new one within STUDENT_DATA_TTL_MS; the student's own
 * changes (open, mark all read) set `progress_at`, so their next page counts again.
 */
import { createStudentCache } from "~/platform/student-cache.server";
import { UnavailableError } from "~/platform/errors";
import { readUnreadCount } from "./notifications.store.server";

const copies = createStudentCache({ maxParts: 1 });
const PART = "unread";

/** The count, or null when Firestore does not answer (the bar then shows the link without a count; the page still renders). */
export async function unreadCount(uid: string, writtenAt: number | null): Promise<number | null> {
  try {
    return await copies.get(uid, PART, writtenAt, () => readUnreadCount(uid));
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    console.error(`notifications: ${error.message}`);
    return null;
  }
}

/** After a write of this user's notifications: this process's copy is `count` (null: read again). */
export function unreadChanged(uid: string, count: number | null): void {
  if (count === null) copies.forget(uid);
  else copies.forgetAllBut(uid, PART, count);
}
