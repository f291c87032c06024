/**
 * The weeks of the parent's note: Monday 00:00 to the next Monday 00:00,
 * Bangkok time (the clock's days: app/kernel/clock.ts). A note covers
 * the last week that has ended; its key is that Monday's date (yyyy-mm-dd).
 */
import { addDays, bangkokInstant, dayKeyOf, weekdayOf } from "~/kernel/clock";

export interface NoteWeek {
  /** The Monday it starts, yyyy-mm-dd (Bangkok): the note's key. */
  key: string;
  start: Date;
  /** Exclusive: the next Monday 00:00. */
  end: Date;
}

/** The last whole week before `now`. */
export function lastWeek(now: Date): NoteWeek {
  const today = dayKeyOf(now);
  const thisMonday = addDays(today, -((weekdayOf(today) + 6) % 7)); // Monday 0 … Sunday 6
  const key = addDays(thisMonday, -7);
  return { key, start: bangkokInstant(key, 0), end: bangkokInstant(thisMonday, 0) };
}

/** Whether a moment falls in the week. */
export function inWeek(at: Date, week: NoteWeek): boolean {
  return at >= week.start && at < week.end;
}
