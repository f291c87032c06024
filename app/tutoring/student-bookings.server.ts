/** One student's bookings for the tutor's student page (/admin/students/<uid>): newest first, each with its state, how it is paid and its session's page. */
import { nowDate } from "~/kernel/clock";
import { bookingLine, type StudentLine } from "./agenda-view";
import { sessionWhen } from "./admin-messages";
import { listBookingsOf, listTypes } from "./records.store.server";
import { ADMIN_TUTORING } from "./urls";

/** How many of the student's bookings the page lists. */
const STUDENT_BOOKINGS = 30;

export interface StudentBookingRow {
  id: string;
  when: string;
  title: string;
  href: string;
  state: StudentLine["state"];
  label: string;
  pay: StudentLine["pay"];
}

export async function studentBookings(uid: string, now = nowDate()): Promise<StudentBookingRow[]> {
  const [bookings, types] = await Promise.all([listBookingsOf(uid, STUDENT_BOOKINGS), listTypes({ publishedOnly: false })]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  return bookings.map((b) => {
    const type = typeById.get(b.typeId);
    const line = bookingLine(b, now, type?.payment ?? null);
    return { id: b.id, when: sessionWhen(b.start, b.end), title: type?.title ?? "", href: ADMIN_TUTORING.session(b.sessionId), state: line.state, label: line.label, pay: line.pay };
  });
}
