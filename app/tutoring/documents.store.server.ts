/**
 * The tutoring documents as written: the data of each kind (the booking
 * transactions write these; the seed's direct write of a booking,
 * harness/seed-tutoring.ts, too).
 */
import { Timestamp } from "firebase-admin/firestore";
import { calendarUidFor } from "./ics.server";
import type { TutoringBooking, TutoringSeries, TutoringSession } from "./model";
import { newId } from "~/kernel/ids";

// ---------------------------------------------------------------- document data (the store and the seed write these)

export function sessionDocData(s: Omit<TutoringSession, "id">) {
  return {
    ...s,
    start: Timestamp.fromDate(s.start),
    end: Timestamp.fromDate(s.end),
  };
}

export function bookingDocData(b: TutoringBooking) {
  const { id: _id, ...rest } = b;
  return {
    ...rest,
    start: Timestamp.fromDate(b.start),
    end: Timestamp.fromDate(b.end),
    createdAt: Timestamp.fromDate(b.createdAt),
    updatedAt: Timestamp.fromDate(b.updatedAt),
  };
}

/** A weekly series' document (./series.store.server.ts writes it; the seed's demo series too). */
export function seriesDocData(s: TutoringSeries) {
  const { id: _id, ...rest } = s;
  return { ...rest, createdAt: Timestamp.fromDate(s.createdAt), updatedAt: Timestamp.fromDate(s.updatedAt) };
}

/** A seat document (./seats.store.server.ts): a post's claim (`booked` false) or a booking's seat. */
export function seatDocData(input: { uid: string; bookingId: string; sessionId: string; booked: boolean; at: Date }) {
  return { uid: input.uid, bookingId: input.bookingId, sessionId: input.sessionId, booked: input.booked, claimedAt: Timestamp.fromDate(input.at) };
}

export function dayEntry(typeId: string, start: Date, end: Date, taken: number, seatsTotal: number) {
  return {
    typeId,
    start: Timestamp.fromDate(start),
    end: Timestamp.fromDate(end),
    taken,
    seatsTotal,
  };
}

/** A new booking id: random, URL-safe, unguessable (the booking page's address). */
export function newBookingId(): string {
  return newId();
}

/** A confirmed booking as first written (sequence 0, never cancelled, its calendar UID made from today's ORIGIN). */
export function newBooking(input: Pick<TutoringBooking, "id" | "uid" | "email" | "name" | "typeId" | "sessionId" | "start" | "end" | "attendance"> & { note?: string | null; now: Date }): TutoringBooking {
  return {
    id: input.id,
    uid: input.uid,
    email: input.email,
    name: input.name,
    typeId: input.typeId,
    sessionId: input.sessionId,
    start: input.start,
    end: input.end,
    status: "confirmed",
    sequence: 0,
    cancelledBy: null,
    cancelReason: null,
    note: input.note ?? null,
    attendance: input.attendance,
    calendarUid: calendarUidFor(input.id),
    createdAt: input.now,
    updatedAt: input.now,
  };
}
