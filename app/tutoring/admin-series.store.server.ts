/**
 * The tutor's reads of weekly series (issue 44; the layout: ./model.ts): one series with its
 * weeks' bookings, a student's series for the tutor's student page, and ending a series
 * (the weeks ahead cancelled one by one through the booking store). Booking a series is the
 * series store's (./series.store.server.ts).
 */
import { Timestamp } from "firebase-admin/firestore";
import { parseDoc, parseDocs } from "~/content/shared.store.server";
import { nowDate } from "~/kernel/clock";
import { tx } from "~/kernel/store.server";
import { cancelBooking } from "./booking.store.server";
import { BookingRefusedError } from "./booking-tx.store.server";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { bookingSchema, col, read, seriesSchema } from "./records.store.server";
import type { TutoringBooking, TutoringSeries } from "./model";

/** How many of a student's series the tutor's student page lists. */
const STUDENT_SERIES = 20;

/** The series and its weeks' bookings (week order; a booking gone is left out), or null. */
export async function seriesWithWeeks(id: string): Promise<{ series: TutoringSeries; bookings: TutoringBooking[] } | null> {
  return read("tutoring series", async () => {
    const snap = await col(db(), "series").doc(id).get();
    countReads(1);
    const series = snap.exists ? parseDoc(seriesSchema, snap) : null;
    if (!series) return null;
    return { series, bookings: await bookingsOf(series) };
  });
}

async function bookingsOf(series: TutoringSeries): Promise<TutoringBooking[]> {
  if (series.bookingIds.length === 0) return [];
  const snaps = await db().getAll(...series.bookingIds.map((b) => col(db(), "bookings").doc(b)));
  countReads(snaps.length);
  return parseDocs(bookingSchema, snaps.filter((s) => s.exists));
}

/** The student's series, the latest first, each with its weeks' bookings. */
export async function seriesOfStudent(uid: string): Promise<Array<{ series: TutoringSeries; bookings: TutoringBooking[] }>> {
  return read("tutoring series of a student", async () => {
    const snap = await col(db(), "series").where("uid", "==", uid).limit(STUDENT_SERIES).get();
    countReads(Math.max(1, snap.size));
    const list = parseDocs(seriesSchema, snap.docs).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.all(list.map(async (series) => ({ series, bookings: await bookingsOf(series) })));
  });
}

/**
 * Ends a series: every week still ahead and confirmed is cancelled as one booking is
 * (`cancelBooking`, one transaction each: its seat, day entry and hours freed, the
 * cancellation e-mail with `reason`, the tutor's notification on the site), then the series
 * is marked ended by `by` with the reason. In that order, so a post cut short is finished by
 * the next one (a week cancelled already is left as it is); a week the rules keep (ended,
 * or inside the student's cancel window) stays. Answers how many weeks this call cancelled.
 */
export async function endSeries(input: { seriesId: string; by: "student" | "tutor"; reason: string | null; now?: Date }): Promise<{ cancelled: number }> {
  const now = input.now ?? nowDate();
  const found = await seriesWithWeeks(input.seriesId);
  if (!found) throw new BookingRefusedError("not-found");
  let cancelled = 0;
  for (const week of found.bookings) {
    if (week.status !== "confirmed" || week.start.getTime() <= now.getTime()) continue;
    try {
      const before = week.sequence;
      const after = await cancelBooking({ bookingId: week.id, by: input.by, reason: input.reason, now });
      if (after.sequence > before) cancelled++;
    } catch (error) {
      if (!(error instanceof BookingRefusedError)) throw error;
    }
  }
  const ref = col(db(), "series").doc(input.seriesId);
  await tx("end series", async (t) => {
    const snap = await t.get(ref);
    countReads(1);
    if (!snap.exists || snap.get("status") === "ended") return;
    t.update(ref, { status: "ended", endedBy: input.by, endReason: input.reason, updatedAt: Timestamp.fromDate(now) });
  });
  return { cancelled };
}
