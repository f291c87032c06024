/**
 * The weeks of a weekly series (browser-safe, pure): which starts a series of `weeks`
 * weeks from a first start books (the same Bangkok time, 7 days apart, by the clock's
 * day keys so no time zone arithmetic is done here), which of them a post keeps (its
 * `skip`s), how many weeks a type allows, and which week a series is at now.
 */
import { SERIES_WEEKS, type TutoringType } from "./model";
import { addDays, bangkokInstant, dayKeyOf, minutesOfDay } from "~/kernel/clock";

/** The start of week `index` (0 = the first) of a series starting at `first`: the same Bangkok time, `index` weeks later. */
export function weekStart(first: Date, index: number): Date {
  return bangkokInstant(addDays(dayKeyOf(first), 7 * index), minutesOfDay(first));
}

/** Every week's start of a series of `weeks` weeks from `first`, in order. */
export function seriesStarts(first: Date, weeks: number): Date[] {
  return Array.from({ length: Math.max(0, weeks) }, (_, i) => weekStart(first, i));
}

/** The starts a post keeps: every week but the ones it skips (instants in ms). */
export function keptStarts(starts: readonly Date[], skip: readonly number[]): Date[] {
  const skipped = new Set(skip);
  return starts.filter((s) => !skipped.has(s.getTime()));
}

/** The most weeks a series of this type may have (0: the type has no series). */
export function maxWeeksOf(type: Pick<TutoringType, "weeklyMaxWeeks">): number {
  const n = Math.min(SERIES_WEEKS.max, Math.max(0, Math.trunc(type.weeklyMaxWeeks)));
  return n >= SERIES_WEEKS.min ? n : 0;
}

/** Whether `weeks` is a number of weeks this type's series may have. */
export function weeksAllowed(type: Pick<TutoringType, "weeklyMaxWeeks">, weeks: number): boolean {
  return Number.isInteger(weeks) && weeks >= SERIES_WEEKS.min && weeks <= maxWeeksOf(type);
}

/**
 * The week the series is at (1-based) among `starts` (in order): the first not yet ended at
 * `now` (a week ends `durationMs` after its start); past the last, the last.
 */
export function currentWeek(starts: readonly number[], durationMs: number, now: number): number {
  const i = starts.findIndex((s) => s + durationMs > now);
  return i === -1 ? starts.length : i + 1;
}

/** The series page's query (/sessions/series/:id): `step=cancel-rest`, the confirmation of "ยกเลิกครั้งที่เหลือทั้งหมด". */
export const SERIES_QUERY = ["step"] as const;
