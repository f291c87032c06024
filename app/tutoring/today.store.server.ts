/**
 * The tutor's day at a glance (app/admin's "วันนี้" and the admin tabs' badge): how many of
 * today's sessions have a student seated, from the session documents alone (no booking read:
 * a session's `seats` holds its confirmed seats). Counted reads, bounded by the day.
 */
import { Timestamp } from "firebase-admin/firestore";
import { countedDocs, parseDocs } from "~/content/shared.store.server";
import { db } from "~/platform/firestore.store.server";
import { TUTORING_COLLECTIONS as C } from "./model";
import { read, sessionSchema } from "./records.store.server";

/** Sessions starting in [from, to) that are not cancelled and have a student seated. */
export async function seatedSessionCount(from: Date, to: Date): Promise<number> {
  return read("tutoring sessions of the day", async () => {
    const snap = await db()
      .collection(C.sessions)
      .where("start", ">=", Timestamp.fromDate(from))
      .where("start", "<", Timestamp.fromDate(to))
      .limit(200)
      .get();
    return parseDocs(sessionSchema, countedDocs(snap)).filter((s) => !s.cancelled && Object.keys(s.seats).length > 0).length;
  });
}
