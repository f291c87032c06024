/**
 * The weeks of the parent's note: Monday 00:00 to the next Monday 00:00,
 * Bangkok time (UTC+7 all year: Thailand keeps no summer time). A note covers
 * the last week that has ended; its key is that Monday's date (yyyy-mm-dd).
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

export interface NoteWeek {
  /** The Monday it starts, yyyy-mm-dd (Bangkok): the note's key. */
  key: string;
  start: Date;
  /** Exclusive: the next Monday 00:00. */
  end: Date;
}

/** The last whole week before `now`. */
export function lastWeek(now: Date): NoteWeek {
  const local = now.getTime() + BANGKOK_OFFSET_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thisMonday = dayStart - weekday * DAY_MS;
  const startLocal = thisMonday - WEEK_MS;
  return {
    key: new Date(startLocal).toISOString().slice(0, 10),
    start: new Date(startLocal - BANGKOK_OFFSET_MS),
    end: new Date(thisMonday - BANGKOK_OFFSET_MS),
  };
}

/** Whether a moment falls in the week. */
export function inWeek(at: Date, week: NoteWeek): boolean {
  return at >= week.start && at < week.end;
}
