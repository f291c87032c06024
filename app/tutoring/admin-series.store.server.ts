/**
 * The tutor's read of weekly series (issue 44; the layout: ./model.ts): a student's series,
 * each with its weeks' bookings, for the tutor's student page. One series, its weeks, and
 * ending it are the series store's (./series.store.server.ts).
 */
import { parseDocs } from "~/content/shared.store.server";
import { countReads } from "~/platform/firestore-reads.server";
import { db } from "~/platform/firestore.store.server";
import { col, read, seriesSchema } from "./records.store.server";
import { weeksOf } from "./series.store.server";
import type { TutoringBooking, TutoringSeries } from "./model";

/** How many of a student's series the tutor's student page lists. */
const STUDENT_SERIES = 20;

/** The student's series, the latest first, each with its weeks' bookings. */
export async function seriesOfStudent(uid: string): Promise<Array<{ series: TutoringSeries; bookings: TutoringBooking[] }>> {
  const list = await read("tutoring series of a student", async () => {
    const snap = await col(db(), "series").where("uid", "==", uid).limit(STUDENT_SERIES).get();
    countReads(Math.max(1, snap.size));
    return parseDocs(seriesSchema, snap.docs).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  });
  return Promise.all(list.map(async (series) => ({ series, bookings: await weeksOf(series) })));
}
