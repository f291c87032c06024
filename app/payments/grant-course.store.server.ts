/**
 * What confirming a paid course grants: the student's enrolment, written in confirmPayment's
 * own transaction (payments.store.server.ts `confirmTx`), so it happens exactly once with the
 * order turning paid. Firestore wants every read of a transaction before its first write:
 * `readCourseGrant` with the other reads, `writeCourseGrant` with the other writes.
 */
import type { Transaction } from "firebase-admin/firestore";
import { enrolInTx, forgetEnrolments, readEnrolledInTx } from "~/learning/index.server";
import type { CourseItem } from "./model";

/** Whether the student is enrolled already (then nothing more is written). */
export function readCourseGrant(tx: Transaction, uid: string, item: CourseItem): Promise<boolean> {
  return readEnrolledInTx(tx, uid, item.courseId);
}

export function writeCourseGrant(tx: Transaction, uid: string, item: CourseItem, enrolled: boolean): void {
  if (!enrolled) enrolInTx(tx, uid, item.courseId);
  // This process's copy of the student's enrolments is stale now; another process's lasts at most 30 s.
  forgetEnrolments(uid);
}
