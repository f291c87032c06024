/**
 * The tutoring documents as written: the data of each kind (the booking
 * transactions, the seed and the tests write these), and a direct write of a
 * booking for the seed and the tests (no open-time check).
 */
import { randomBytes } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { sessionId as sessionIdOf, type TutoringBooking, type TutoringSession, type TutoringSettings, type TutoringType } from "./model";
import { dayKeyOf, MINUTE_MS } from "./time";
import { col, dayRef, settingsSchema, studentRef } from "./records.store.server";

// ---------------------------------------------------------------- document data (the store and the seed write these)

export function settingsDocData(settings: TutoringSettings) {
  return settingsSchema.parse(settings);
}

export function typeDocData(type: TutoringType) {
  const { id: _id, ...rest } = type;
  return { ...rest, updatedAt: Timestamp.fromDate(type.updatedAt) };
}

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
  return randomBytes(15).toString("base64url");
}

/** A confirmed booking as first written (sequence 0, never cancelled). */
export function newBooking(input: Pick<TutoringBooking, "id" | "uid" | "email" | "name" | "typeId" | "sessionId" | "start" | "end" | "attendance"> & { now: Date }): TutoringBooking {
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
    attendance: input.attendance,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/**
 * Writes a confirmed booking WITHOUT any check (the demo seed, and tests that
 * need a booking inside the minimum notice): session seat, booking, day entry,
 * student's upcoming list, in one batch. The booking's id is new.
 */
export async function writeBookingDirect(
  store: Firestore,
  input: {
    uid: string;
    email: string;
    name: string | null;
    type: TutoringType;
    start: Date;
    now: Date;
    notes?: string;
    homework?: string;
    attendance?: "attended" | "absent" | null;
    id?: string;
  }
): Promise<TutoringBooking> {
  const { type, start } = input;
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE_MS);
  const sid = sessionIdOf(type.id, start);
  const booking = newBooking({ ...input, id: input.id ?? newBookingId(), typeId: type.id, sessionId: sid, end, attendance: input.attendance ?? null });
  const sessionRef = col(store, "sessions").doc(sid);
  const existing = await sessionRef.get();
  const seats = {
    ...(existing.exists ? (existing.get("seats") as Record<string, string> | undefined) ?? {} : {}),
    [input.uid]: booking.id,
  };
  const batch = store.batch();
  batch.set(
    sessionRef,
    sessionDocData({
      typeId: type.id,
      start,
      end,
      seats,
      seatsTotal: type.seats,
      cancelled: false,
      cancelReason: null,
      meetingUrl: null,
      notes: input.notes ?? "",
      homework: input.homework ?? "",
    })
  );
  batch.set(col(store, "bookings").doc(booking.id), bookingDocData(booking));
  batch.set(
    dayRef(dayKeyOf(start), store),
    {
      sessions: {
        [sid]: dayEntry(type.id, start, end, Object.keys(seats).length, type.seats),
      },
    },
    { merge: true }
  );
  if (end.getTime() > input.now.getTime()) batch.set(studentRef(input.uid, store), { upcoming: { [booking.id]: start.getTime() } }, { merge: true });
  await batch.commit();
  return booking;
}

