/**
 * A held booking paid (docs/payments.md#a-paid-bookings-hold): what tutoring writes in the
 * payment's confirm transaction (payments' `onSessionPaid`, set by app/entry.server.tsx). With
 * the confirm's reads it reads the booking's type; its writes are the booking's confirmation to
 * the student and the tutor, now with the calendar invitation (REQUEST), and the reminders
 * (./mail.server.ts, event "paid"). A booking cancelled or paid already gets nothing. A weekly
 * series' order holds the series: every week is marked paid, with the series' one mail.
 */
import { parseDoc } from "~/content/shared.store.server";
import type { SessionPaidWrites } from "~/payments/index.server";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { enqueueBookingMails } from "./mail.server";
import { TUTORING_COLLECTIONS as C, type TutoringBooking } from "./model";
import { bookingSchema, typeSchema } from "./records.store.server";
import { seriesPaidWrites } from "./series.store.server";

export const paidBookingMails: SessionPaidWrites = async (tx, snap, order) => {
  // A weekly series' one order: the held document is the series (./series.store.server.ts marks every week paid).
  if (snap.ref.parent.id === C.series) return seriesPaidWrites(tx, snap, order);
  const booking = parseDoc(bookingSchema, snap);
  if (!booking || booking.status !== "confirmed" || booking.payment?.status !== "held") return null;
  const typeSnap = await tx.get(db().collection(C.types).doc(booking.typeId));
  countReads(1);
  const type = typeSnap.exists ? parseDoc(typeSchema, typeSnap) : null;
  if (!type) return null;
  const paid: TutoringBooking = { ...booking, payment: { ...booking.payment, status: "paid", holdUntil: null } };
  return (writer) => enqueueBookingMails(writer, { event: "paid", booking: paid, type, paidSatang: order.satang });
};
