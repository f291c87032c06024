/** The tutoring feature's server API for other features (they import it only from here). */
export { getSession, getType, listBookingsOf } from "./records.store.server";
export { sessionHomeworkFor, sessionHomeworksOf, type SessionHomework } from "./homework.server";
export { startHoldSweep, stopHoldSweep } from "./hold-sweep.server";
export { startQueueSweep, stopQueueSweep } from "./queue.server";
export { paidBookingMails } from "./paid-mail.store.server";
export { todaysClasses, todaysClassCount } from "./today.server";
export type { SessionCard } from "./agenda-view";
export { ADMIN_TUTORING } from "./urls";
export { studentBookings } from "./student-bookings.server";
export { studentSeries } from "./admin-series.server";
