/**
 * A student's enrolments (with their progress), kept per server process for at
 * most 30 s (app/platform/student-cache.server.ts says how it stays correct
 * with several processes, and holds the `progress_at` cookie every write of a
 * student's own data answers with).
 */
import { createStudentCache } from "~/platform/student-cache.server";
import { listEnrolments, type Enrolment } from "./enrolment.store.server";

/** Parts: "all" (the list), and `course:<id>` (one enrolment as a write of this process left it). */
const enrolments = createStudentCache({ maxParts: 2 });
const coursePart = (courseId: string) => `course:${courseId}`;

/** The student's enrolments, most recent first: from this process's copy when it may be used. */
export function enrolmentsOf(uid: string, writtenAt: number | null): Promise<Enrolment[]> {
  return enrolments.get<Enrolment[]>(uid, "all", writtenAt, () => listEnrolments(uid));
}

/**
 * The student's enrolment in one course, or null: as this process's last write
 * of it left it, else from their enrolments (enrolmentsOf).
 */
export async function enrolmentIn(uid: string, courseId: string, writtenAt: number | null): Promise<Enrolment | null> {
  const written = enrolments.peek<Enrolment>(uid, coursePart(courseId), writtenAt);
  if (written) return written;
  return (await enrolmentsOf(uid, writtenAt)).find((e) => e.courseId === courseId) ?? null;
}

/** After this process wrote the student's enrolments. */
export function forgetEnrolments(uid: string): void {
  enrolments.forget(uid);
}

/**
 * After this process wrote the student's enrolment and knows the result (an
 * exercise attempt's save): the page after the write reads nothing. Null (the
 * result is not known): forgotten like any write.
 */
export function rememberEnrolment(uid: string, written: Enrolment | null): void {
  if (written && written.uid === uid) enrolments.forgetAllBut(uid, coursePart(written.courseId), written);
  else enrolments.forget(uid);
}
