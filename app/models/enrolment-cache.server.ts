/**
 * A student's enrolments (with their progress), kept per server process for at
 * most 30 s, so that a student moving between the dashboard, courses and
 * lessons costs one Firestore query per half-minute instead of one per page.
 *
 * It stays correct with several processes (cluster workers, instances behind
 * a load balancer):
 * - the process that writes a student's enrolments (enrol, lesson done) forgets
 *   its copy at once;
 * - the write's answer sets the `progress_at` cookie (HttpOnly, 31 s) to the
 *   time of the write, and any process holding a copy read before that time
 *   reads again. So the student who just acted always sees the result, on
 *   whichever process serves the next page. Clocks of different machines may
 *   differ a little: a copy must be read more than CLOCK_SKEW_MS after the
 *   write to count as newer.
 * - A write from another device of the same student shows after at most
 *   ENROLMENTS_TTL_MS (as a revoked session does, see session.server.ts).
 *
 * Bounded (least recently used out first). Nothing here is shared between
 * students: the key is the verified uid.
 */
import { parse as parseCookies, serialize } from "cookie";
import { LRUCache } from "lru-cache";
import { cookieAttributes } from "~/auth/session.server";
import { listEnrolments, type Enrolment } from "./enrolment.server";

export const ENROLMENTS_TTL_MS = 30_000;
export const CLOCK_SKEW_MS = 1_000;
const MAX_STUDENTS = 10_000;
export const PROGRESS_COOKIE = "progress_at";

interface Entry {
  enrolments: Enrolment[];
  /** Local time when the read started. */
  readAt: number;
}

const entries = new LRUCache<string, Entry>({ max: MAX_STUDENTS });

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
    maxAge: Math.ceil((ENROLMENTS_TTL_MS + CLOCK_SKEW_MS) / 1000),
  });
}

/** The student's enrolments, most recent first: from this process's copy when it may be used. */
export async function enrolmentsOf(uid: string, writtenAt: number | null): Promise<Enrolment[]> {
  const now = Date.now();
  const hit = entries.get(uid);
  if (hit && now - hit.readAt < ENROLMENTS_TTL_MS && (writtenAt === null || hit.readAt > writtenAt + CLOCK_SKEW_MS)) {
    return hit.enrolments;
  }
  const enrolments = await listEnrolments(uid);
  entries.set(uid, { enrolments, readAt: now });
  return enrolments;
}

/** After this process wrote the student's enrolments. */
export function forgetEnrolments(uid: string): void {
  entries.delete(uid);
}
