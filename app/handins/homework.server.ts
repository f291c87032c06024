/**
 * Which homework a student may hand in, and which still waits for them. A
 * lesson's ("ส่งการบ้าน", ./lesson-homework.store.server.ts): a published
 * lesson of a course the student is enrolled in. A live session's (app/tutoring,
 * "ต้องส่งงาน"): a session the student attended (a confirmed booking, after it).
 */
import type { SessionUser } from "~/auth/user";
import { createStudentCache } from "~/platform/student-cache.server";
import { enrolmentIn, enrolmentsOf, findLesson } from "~/learning/index.server";
import { getSession, sessionHomeworkFor, sessionHomeworksOf, type SessionHomework } from "~/tutoring/index.server";
import { formatDayLong, formatThaiDate, isoDate, nowDate, now as clockNow } from "~/kernel/clock";
import { homeworkUrl, lessonUrl, sessionsUrl } from "~/kernel/urls";
import { getLessonHomework, listLessonHomework, type LessonHomework } from "./lesson-homework.store.server";
import { handinsOf } from "./handins.store.server";
import { homeworkKey, outstanding, parseHomeworkKey } from "./model";
import { HANDIN_TEXT } from "./messages";
import type { OutstandingItem } from "./OutstandingHomework";
import { withTimeout } from "~/platform/firebase-admin.server";

export interface Homework {
  key: string;
  title: string;
  /** Where it comes from: "บทเรียน" or "คาบเรียนสด". */
  source: string;
  instructions: string;
  /** "yyyy-mm-dd", or null. */
  due: string | null;
  back: { url: string; label: string };
}

const sessionTitle = (s: SessionHomework) => `${s.title} (${formatThaiDate(s.start, "short")})`;

function fromSession(s: SessionHomework): Homework {
  return {
    key: homeworkKey({ kind: "session", id: s.sessionId }),
    title: sessionTitle(s),
    source: HANDIN_TEXT.fromSession,
    instructions: s.homework,
    due: s.due,
    back: { url: sessionsUrl(), label: s.title },
  };
}

/** The homework `key` names if `user` may hand it in, else null (the page's 404). */
export async function homeworkFor(user: SessionUser, key: string | undefined, writtenAt: number | null): Promise<Homework | null> {
  const k = parseHomeworkKey(key);
  if (!k) return null;
  if (k.kind === "session") {
    const s = await sessionHomeworkFor(user.uid, k.id);
    return s ? fromSession(s) : null;
  }
  const ref = await findLesson(k.id);
  if (!ref) return null;
  const [hw, enrolment] = await Promise.all([getLessonHomework(k.id), enrolmentIn(user.uid, ref.course.id, writtenAt)]);
  if (!hw || !enrolment) return null;
  return {
    key: homeworkKey(k),
    title: ref.lesson.title,
    source: HANDIN_TEXT.fromLesson,
    instructions: hw.instructions,
    due: hw.due,
    back: { url: lessonUrl(ref.lesson.id), label: ref.lesson.title },
  };
}

/** What the homework `key` asks and by when, as the tutor set it (their hand-in page shows it); null when it is gone. */
export async function homeworkAsked(key: string): Promise<{ instructions: string; due: string | null } | null> {
  const k = parseHomeworkKey(key);
  if (!k) return null;
  if (k.kind === "lesson") {
    const hw = await getLessonHomework(k.id);
    return hw ? { instructions: hw.instructions, due: hw.due } : null;
  }
  const session = await getSession(k.id);
  return session ? { instructions: session.homework, due: session.homeworkDue ?? null } : null;
}

/**
 * Every lesson's homework, kept in this process for a minute (the lesson page
 * and the dashboard read it on each view; the tutor's change reaches every
 * process within the minute).
 */
const LIST_TTL_MS = 60_000;
let kept: { at: number; list: LessonHomework[] } | null = null;
async function lessonHomeworkList(now = clockNow()): Promise<LessonHomework[]> {
  if (kept && now - kept.at < LIST_TTL_MS) return kept.list;
  kept = { at: now, list: await listLessonHomework() };
  return kept.list;
}

/** The lesson page's link to its homework (for a student who can open the lesson), or null; Firestore away: null. */
export async function lessonHomeworkLink(lessonId: string, now = nowDate()): Promise<{ url: string; due: ReturnType<typeof dueView> } | null> {
  try {
    const hw = (await lessonHomeworkList()).find((h) => h.lessonId === lessonId);
    return hw ? { url: homeworkUrl(homeworkKey({ kind: "lesson", id: lessonId })), due: dueView(hw.due, now) } : null;
  } catch (error) {
    console.error(`handins: the homework of ${lessonId} not read (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

/** A due day as the pages show it ("ศ. 28 พ.ย. 2569", Buddhist year) and whether it has passed (Bangkok's today). */
export function dueView(due: string | null, now = nowDate()) {
  return due ? { label: HANDIN_TEXT.due(formatDayLong(due)), overdue: due < isoDate(now) } : null;
}

/**
 * The student's session homework and hand-ins as the dashboard lists them, kept
 * per process (platform/student-cache.server.ts: its header is the contract): a
 * warm dashboard reads nothing. A hand-in forgets them here and answers with the
 * `progress_at` cookie; a tutor's mark or a new session homework shows within 30 s.
 */
const copies = createStudentCache({ maxParts: 2 });

/** After this process wrote the student's hand-in (or the tutor marked it). */
export const forgetStudentHandins = (uid: string) => copies.forget(uid);

/** How long the dashboard waits for its homework list before it shows the page without it. */
const OUTSTANDING_WAIT_MS = 4_000;

/**
 * The dashboard's list: every homework the student has not handed in (or was
 * asked to redo), the soonest due first. Firestore slow or away: none (the
 * dashboard renders without it).
 */
export async function outstandingHomework(user: SessionUser | null, writtenAt: number | null, now = nowDate()): Promise<OutstandingItem[]> {
  if (!user) return [];
  try {
    // Several reads one after another (the sessions, then each session): bounded as a whole, so the dashboard never waits on them.
    return await withTimeout(listOutstanding(user, writtenAt, now), OUTSTANDING_WAIT_MS, "outstanding homework");
  } catch (error) {
    console.error(`handins: the outstanding homework of a student not read (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
}

async function listOutstanding(user: SessionUser, writtenAt: number | null, now: Date): Promise<OutstandingItem[]> {
  const [lessonHomework, enrolments, sessions, handins] = await Promise.all([
    lessonHomeworkList(),
    enrolmentsOf(user.uid, writtenAt),
    copies.get(user.uid, "sessions", writtenAt, () => sessionHomeworksOf(user.uid, now)),
    copies.get(user.uid, "handins", writtenAt, () => handinsOf(user.uid)),
  ]);
  const enrolled = new Set(enrolments.map((e) => e.courseId));
  const lessons: Pick<Homework, "key" | "title" | "source" | "due">[] = [];
  for (const hw of lessonHomework) {
    const ref = await findLesson(hw.lessonId);
    if (ref && enrolled.has(ref.course.id)) lessons.push({ key: homeworkKey({ kind: "lesson", id: hw.lessonId }), title: ref.lesson.title, source: HANDIN_TEXT.fromLesson, due: hw.due });
  }
  const byKey = new Map(handins.map((h) => [h.key, h]));
  return [...lessons, ...sessions.map(fromSession)]
    .filter((hw) => outstanding(byKey.get(hw.key) ?? null))
    .sort((a, b) => (a.due ?? "9999").localeCompare(b.due ?? "9999"))
    .map((hw) => ({ key: hw.key, title: hw.title, source: hw.source, url: homeworkUrl(hw.key), due: dueView(hw.due, now) }));
}
