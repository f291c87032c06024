/**
 * A student's enrolments (with their progress), kept per server process for at
 * most 30 s (student-cache.server.ts says how it stays correct with several
 * processes), and the `progress_at` cookie every write of a student's own data
 * answers with, so other processes read that student's data again.
 */
import { parse as parseCookies, serialize } from "cookie";
import { cookieAttributes } from "~/auth/session.server";
import { listEnrolments, type Enrolment } from "./enrolment.store.server";
import { CLOCK_SKEW_MS, createStudentCache, STUDENT_DATA_TTL_MS } from "./student-cache.server";

const PROGRESS_COOKIE = "progress_at";

const enrolments = createStudentCache({ maxParts: 1 });

/** The time of the student's latest write as their `progress_at` cookie says, or null. */
export function progressWrittenAt(request: Request, now = Date.now()): number | null {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(PROGRESS_COOKIE)) return null;
  const value = parseCookies(header)[PROGRESS_COOKIE];
  if (!value || !/^\d{13}$/.test(value)) return null;
  const at = Number(value);
  // A time far from now is not one this site wrote.
  return at > now - 10 * 60_000 && at < now + 60_000 ? at : null;
}

/** The Set-Cookie header a write answers with: other processes then read this student's data again. */
export function progressWrittenCookie(at = Date.now()): string {
  return serialize(PROGRESS_COOKIE, String(at), {
    ...cookieAttributes(),
    // After this, every copy read before the write has expired anyway.
    maxAge: Math.ceil((STUDENT_DATA_TTL_MS + CLOCK_SKEW_MS) / 1000),
  });
}

/** The student's enrolments, most recent first: from this process's copy when it may be used. */
export function enrolmentsOf(uid: string, writtenAt: number | null): Promise<Enrolment[]> {
  return enrolments.get<Enrolment[]>(uid, "all", writtenAt, () => listEnrolments(uid));
}

/** After this process wrote the student's enrolments. */
export function forgetEnrolments(uid: string): void {
  enrolments.forget(uid);
}
