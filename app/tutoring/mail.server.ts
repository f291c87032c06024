/**
 * CONTRACT STUB (owned by the tutor-side helper, who replaces this body): the
 * e-mails of a booking change, queued through the platform outbox in the SAME
 * transaction as the change. Must do no reads inside `tx` (the store has done
 * its reads and started writing when it calls this).
 */
import type { Transaction } from "firebase-admin/firestore";
import type { TutoringBooking, TutoringType } from "./model";

export type BookingEvent = "confirmed" | "cancelled" | "rescheduled";

export interface BookingMailContext {
  event: BookingEvent;
  /** The booking as it is after the change (its `sequence` already raised). */
  booking: TutoringBooking;
  type: TutoringType;
  /** For "rescheduled": where it was. */
  previousStart?: Date;
  /** For "cancelled": who cancelled, and the tutor's reason (sent to the student). */
  by?: "student" | "tutor";
  reason?: string | null;
}

export async function enqueueBookingMails(_tx: Transaction, _ctx: BookingMailContext): Promise<void> {
  // Filled in by the tutor-side work (confirmation, cancellation, reschedule, reminders, .ics).
}
