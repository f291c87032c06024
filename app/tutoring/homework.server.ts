/**
 * A session's homework as the hand-ins see it (app/handins): which sessions
 * ask a student to hand their homework in, and what they ask. Only a session
 * whose notes the student may read (`recordVisible`: a confirmed booking, after
 * the session) and whose tutor ticked "ต้องส่งงาน".
 */
import { getSession, getType, listBookingsOf, recordVisible } from "./records.store.server";
import type { TutoringSession } from "./model";
import { nowDate } from "~/kernel/clock";

export interface SessionHomework {
  sessionId: string;
  /** The session type's title and the session's day, e.g. "ติวคณิต ม.4 (ศ. 20 พ.ย. 2569)". */
  title: string;
  homework: string;
  /** "yyyy-mm-dd", or null. */
  due: string | null;
  start: Date;
}

const PAST_SESSIONS_READ = 30;

async function homeworkOf(session: TutoringSession | null): Promise<SessionHomework | null> {
  if (!session?.handinRequired || session.cancelled) return null;
  const type = await getType(session.typeId);
  return { sessionId: session.id, title: type?.title ?? "", homework: session.homework, due: session.homeworkDue ?? null, start: session.start };
}

/** The homework of one session `uid` may hand in for, or null. */
export async function sessionHomeworkFor(uid: string, sessionId: string, now = nowDate()): Promise<SessionHomework | null> {
  const booking = (await listBookingsOf(uid)).find((b) => b.sessionId === sessionId && recordVisible(b, now));
  return booking ? homeworkOf(await getSession(sessionId)) : null;
}

/** Every session's homework `uid` is asked to hand in (their latest past sessions), newest first. */
export async function sessionHomeworksOf(uid: string, now = nowDate()): Promise<SessionHomework[]> {
  const past = (await listBookingsOf(uid)).filter((b) => recordVisible(b, now)).slice(0, PAST_SESSIONS_READ);
  const all = await Promise.all(past.map(async (b) => homeworkOf(await getSession(b.sessionId))));
  return all.filter((h): h is SessionHomework => h !== null);
}
