/**
 * A student's enrolments (with their progress), kept per server process for at
 * most 30 s (app/platform/student-cache.server.ts says how it stays correct
 * with several processes, and holds the `progress_at` cookie every write of a
 * student's own data answers with).
 */
import { createStudentCache } from "~/platform/student-cache.server";
import { listEnrolments, type Enrolment } from "./enrolment.store.server";

const enrolments = createStudentCache({ maxParts: 1 });

/** The student's enrolments, most recent first: from this process's copy when it may be used. */
export function enrolmentsOf(uid: string, writtenAt: number | null): Promise<Enrolment[]> {
  return enrolments.get<Enrolment[]>(uid, "all", writtenAt, () => listEnrolments(uid));
}

/** After this process wrote the student's enrolments. */
export function forgetEnrolments(uid: string): void {
  enrolments.forget(uid);
}
