/**
 * CONTRACT STUB (owned by the booking-engine helper, who replaces this file):
 * every read and write of tutoring data goes through here. The tutor-side
 * helper codes against these signatures.
 */
import type { TutoringBooking, TutoringSession, TutoringSettings, TutoringType } from "./model";

const notYet = (): never => {
  throw new Error("booking store not built yet");
};

export async function getSettings(): Promise<TutoringSettings> {
  return notYet();
}
export async function listTypes(_opts: { publishedOnly: boolean }): Promise<TutoringType[]> {
  return notYet();
}
export async function getType(_id: string): Promise<TutoringType | null> {
  return notYet();
}
export async function getBooking(_id: string): Promise<TutoringBooking | null> {
  return notYet();
}
/** Sessions (cancelled included) whose start is in [from, to), by start, with their bookings. */
export async function listSessionsBetween(_from: Date, _to: Date): Promise<Array<TutoringSession & { bookings: TutoringBooking[] }>> {
  return notYet();
}
/** Cancels one booking (student or tutor), in one transaction, mails included. */
export async function cancelBooking(_input: { bookingId: string; by: "student" | "tutor"; reason: string | null; now?: Date }): Promise<TutoringBooking> {
  return notYet();
}
/** The tutor cancels a whole session: every booking of it, each with the reason. */
export async function cancelSession(_input: { sessionId: string; reason: string; now?: Date }): Promise<void> {
  return notYet();
}
