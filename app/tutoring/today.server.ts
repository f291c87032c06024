/**
 * Today's classes for the tutor's morning (/admin's "วันนี้"): each of today's sessions (Bangkok
 * day) as the agenda shows it, with how each student's class is paid, and the count of the
 * classes with a student. The agenda keeps the whole fortnight (./admin.server.ts).
 */
import { chosenNames } from "~/auth/profile.store.server";
import { DAY_MS, nowDate, startOfDay } from "~/kernel/clock";
import { sessionCard, type SessionCard } from "./agenda-view";
import { listSessionsBetween, listTypes } from "./records.store.server";
import { seatedSessionCount } from "./today.store.server";

const todayRange = (now: Date) => {
  const from = startOfDay(now);
  return [from, new Date(from.getTime() + DAY_MS)] as const;
};

/** Today's sessions (cancelled ones too, marked so), by start, each student's name as they chose it. */
export async function todaysClasses(now = nowDate()): Promise<SessionCard[]> {
  const [from, to] = todayRange(now);
  const [sessions, types] = await Promise.all([listSessionsBetween(from, to), listTypes({ publishedOnly: false })]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const names = await chosenNames(sessions.flatMap((s) => s.bookings.map((b) => b.uid)));
  return sessions.map((s) => {
    const type = typeById.get(s.typeId);
    const bookings = s.bookings.map((b) => ({ ...b, name: names.get(b.uid) ?? b.name }));
    return sessionCard({ ...s, bookings }, type?.title ?? "", now, type?.payment ?? null);
  });
}

/** How many of today's sessions have a student seated (the admin tab's badge). */
export function todaysClassCount(now = nowDate()): Promise<number> {
  const [from, to] = todayRange(now);
  return seatedSessionCount(from, to);
}
