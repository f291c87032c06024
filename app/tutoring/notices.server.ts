/**
 * Tutoring's notifications on the site (app/notifications), beside the e-mails
 * the same events queue: the tutor cancelling a student's booking (a whole
 * session, the day-off cancellation included) and a session's homework set or
 * changed. Called after the store's transaction; a notification that cannot be
 * written is logged (the e-mail still goes).
 */
import { sessionUrl } from "~/kernel/urls";
import { notify, NOTIFY_TITLES } from "~/services/messaging/index.server";
import { HOLD } from "~/payments/index.server";
import { sessionWhen } from "./admin-messages";
import type { TutoringBooking } from "./model";

/** The student's notification that the tutor cancelled their booking. */
export async function notifyCancelledByTutor(booking: TutoringBooking, typeTitle: string): Promise<void> {
  await notify(booking.uid, {
    kind: "booking-cancelled",
    title: NOTIFY_TITLES.cancelled(typeTitle, sessionWhen(booking.start, booking.end)),
    link: sessionUrl(booking.id),
    key: `tutoring:${booking.id}:${booking.sequence}:cancelled`,
  });
}

/** The student's notification that their held booking was released: no slip came in time (the hold sweep). */
export async function notifyHoldReleased(booking: TutoringBooking, typeTitle: string): Promise<void> {
  await notify(booking.uid, {
    kind: "booking-cancelled",
    title: HOLD.releasedTitle(`${typeTitle} ${sessionWhen(booking.start, booking.end)}`),
    link: sessionUrl(booking.id),
    key: `tutoring:${booking.id}:hold-released`,
  });
}

/** Each confirmed student's notification of the session's homework (version `version`: 1 is the first). */
export async function notifyHomework(input: { sessionId: string; version: number; title: string; bookings: TutoringBooking[] }): Promise<void> {
  for (const booking of input.bookings.filter((b) => b.status === "confirmed")) {
    await notify(booking.uid, {
      kind: "homework",
      title: NOTIFY_TITLES.homework(input.title, input.version > 1),
      link: sessionUrl(booking.id),
      key: `homework:${input.sessionId}:${input.version}:${booking.id}`,
    });
  }
}
