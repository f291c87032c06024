/** The payments feature's server entry (docs/payments.md). */
export { packageOffers } from "./payments.server";
export { readHours, readRefundable, refundHours, useHours, type Refundable } from "./hours.store.server";
export { startHoursExpiry, stopHoursExpiry } from "./expiry-sweep.server";
export { dueHolds, expireHold, holdOrder, moveHeldOrder, onSessionPaid, readHoldToRelease, type SessionPaidWrites } from "./session-hold.store.server";
export { HOLD } from "./messages";
export { orderUrl } from "./urls";
export { slipsWaitingCount } from "./morning.store.server";
export { studentPayments } from "./student-record.server";
