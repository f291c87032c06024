/**
 * The dashboard card's data: the student's next confirmed booking that has not
 * ended, with its type, kept per server process through the student cache
 * (app/platform/student-cache.server.ts: its header is the contract). A warm
 * dashboard view reads nothing here.
 *
 * - Whether the kept booking has ended is checked against `now` on every
 *   view: once it has, the copy is read again (the next booking, if any).
 * - Every write of a student's bookings in this process (book, cancel,
 *   reschedule, the tutor cancelling a session or marking attendance) calls
 *   `forgetNextSession(uid)` (the booking engine and the tutor's store do it
 *   after their transaction).
 * - The student's own writes answer with the `progress_at` cookie
 *   (pages.server.ts), so the next dashboard on any process reads again. A
 *   tutor's change reaches another process within the cache's 30 s.
 */
import { createStudentCache } from "~/platform/student-cache.server";
import type { TutoringBooking } from "./model";
import { getType, nextBookingOf } from "./records.store.server";
import { nowDate } from "~/kernel/clock";

/** What the card shows: the booking and its type's title (only that: a type's description may be long, and the copies are many). */
export interface NextSession {
  booking: TutoringBooking;
  type: { title: string } | null;
}

const copies = createStudentCache({ maxParts: 1 });

async function readNext(uid: string, now: Date): Promise<NextSession | null> {
  const booking = await nextBookingOf(uid, now);
  if (!booking) return null;
  const type = await getType(booking.typeId);
  return { booking, type: type ? { title: type.title } : null };
}

const kept = (uid: string, writtenAt: number | null, now: Date) => copies.get<NextSession | null>(uid, "next", writtenAt, () => readNext(uid, now));

/** The student's next session that has not ended at `now` (null when none): from this process's copy when it may be used. */
export async function nextSessionOf(uid: string, writtenAt: number | null, now = nowDate()): Promise<NextSession | null> {
  const next = await kept(uid, writtenAt, now);
  if (!next || next.booking.end.getTime() > now.getTime()) return next;
  // The kept one has ended since it was read: the one after it, if any.
  copies.forget(uid);
  const after = await kept(uid, writtenAt, now);
  return after && after.booking.end.getTime() > now.getTime() ? after : null;
}

/** After this process wrote the student's bookings (or their upcoming list). */
export function forgetNextSession(uid: string): void {
  copies.forget(uid);
}
