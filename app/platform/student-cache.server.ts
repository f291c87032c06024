/**
 * What one student's pages read about that student alone (their enrolments,
 * their questions, their mail setting, their next tutoring session), kept per
 * server process for at most STUDENT_DATA_TTL_MS, so that a student moving
 * between the dashboard, courses and lessons costs one Firestore read per
 * half-minute instead of one per page. Each feature keeps its own copies
 * (`createStudentCache`); the `progress_at` cookie below is shared by all.
 *
 * It stays correct with several processes (cluster workers, instances behind
 * a load balancer):
 * - the process that writes a student's data forgets its copies at once
 *   (`forget(uid)`, every part of that student; `forgetAllBut` keeps the one
 *   part the write's own result gives, as if read at that moment);
 * - the write's answer sets the `progress_at` cookie (`progressWrittenCookie`)
 *   to the time of the write, and any process holding a copy read before that
 *   time reads again. So the student who just acted always sees the result, on
 *   whichever process serves the next page. Clocks of different machines may
 *   differ a little: a copy must be read more than CLOCK_SKEW_MS after the
 *   write to count as newer.
 * - A write by someone else (another device, the tutor's answer, the tutor
 *   cancelling a session or marking attendance) shows after at most
 *   STUDENT_DATA_TTL_MS on another process.
 *
 * Bounded: at most `maxStudents` students (least recently used out first) and
 * `maxParts` parts per student. Nothing is shared between students: the key is
 * the verified uid.
 */
import { parse as parseCookies, serialize } from "cookie";
import { LRUCache } from "lru-cache";
import { cookieAttributes } from "./cookies.server";

export const STUDENT_DATA_TTL_MS = 30_000;
export const CLOCK_SKEW_MS = 1_000;

const PROGRESS_COOKIE = "progress_at";

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

/** The Set-Cookie header a write of the student's own data answers with: other processes then read that student's data again. */
export function progressWrittenCookie(at = Date.now()): string {
  return serialize(PROGRESS_COOKIE, String(at), {
    ...cookieAttributes(),
    // After this, every copy read before the write has expired anyway.
    maxAge: Math.ceil((STUDENT_DATA_TTL_MS + CLOCK_SKEW_MS) / 1000),
  });
}

interface Part {
  value: unknown;
  /** Local time when the read started. */
  readAt: number;
}

export interface StudentCache {
  /**
   * The part `part` of the student's data: this process's copy when it may be
   * used, else `load()` (kept). One part name always holds one type of value.
   */
  get<T>(uid: string, part: string, writtenAt: number | null, load: () => Promise<T>): Promise<T>;
  /** This process's copy of the part when `get` would use it, else undefined (nothing is read). */
  peek<T>(uid: string, part: string, writtenAt: number | null): T | undefined;
  /** After a write of this student's data: every part is read again. */
  forget(uid: string): void;
  /**
   * After a write of this student's data whose result the writer knows: every
   * part is forgotten, and `part` holds that result, as if read now.
   */
  forgetAllBut<T>(uid: string, part: string, value: T): void;
}

export function createStudentCache({ maxStudents = 10_000, maxParts = 32 } = {}): StudentCache {
  const students = new LRUCache<string, Map<string, Part>>({ max: maxStudents });
  const usable = (uid: string, part: string, writtenAt: number | null, now: number): Part | undefined => {
    const hit = students.get(uid)?.get(part);
    return hit && now - hit.readAt < STUDENT_DATA_TTL_MS && (writtenAt === null || hit.readAt > writtenAt + CLOCK_SKEW_MS) ? hit : undefined;
  };
  const keep = (uid: string, part: string, value: unknown, readAt: number) => {
    let parts = students.get(uid);
    if (!parts) students.set(uid, (parts = new Map()));
    parts.delete(part);
    parts.set(part, { value, readAt });
    // Oldest part out first (a Map keeps insertion order).
    if (parts.size > maxParts) parts.delete(parts.keys().next().value!);
  };
  return {
    async get<T>(uid: string, part: string, writtenAt: number | null, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = usable(uid, part, writtenAt, now);
      if (hit) return hit.value as T;
      const value = await load();
      keep(uid, part, value, now);
      return value;
    },
    peek<T>(uid: string, part: string, writtenAt: number | null): T | undefined {
      return usable(uid, part, writtenAt, Date.now())?.value as T | undefined;
    },
    forget(uid) {
      students.delete(uid);
    },
    forgetAllBut(uid, part, value) {
      students.delete(uid);
      keep(uid, part, value, Date.now());
    },
  };
}
