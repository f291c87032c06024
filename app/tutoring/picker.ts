/**
 * THE time picker's state (browser-safe, pure), shared by booking (/tutoring)
 * and rescheduling (/sessions/:id): the days with open times (each with its
 * count), the chosen day's times, and the chosen time, read from the page's
 * query (`day=YYYY-MM-DD`, `time=HH:MM`, validated here: a malformed or no
 * longer open choice falls back to the step before it, with a Thai message).
 * At most one day's times are listed.
 */
import { z } from "zod";
import { formatThaiDate } from "~/kernel/clock";
import { clockOf, dayKeyOf, toOffsetIso } from "~/kernel/clock";

/** /tutoring's query: `type` (a slug), the picker's `day` and `time`, and `note` (what was typed before a refusal, kept). */
export const TUTORING_QUERY = ["type", "day", "time", "note"] as const;

/** /sessions/:id's query: the picker's `day` and `time` (rescheduling), `step=cancel` (the cancellation's confirmation). */
export const SESSION_QUERY = ["day", "time", "step"] as const;

/** The longest note ("อยากเรียนเรื่องอะไร") or cancellation reason a student may write. */
export const NOTE_MAX = 500;

export interface PickerTime {
  /** The form's `start` (ISO 8601 with +07:00). */
  start: string;
  /** "14:00" (Bangkok). */
  time: string;
  seatsLeft: number;
}

export interface PickerDay {
  dayKey: string;
  /** "วันศุกร์ที่ 27 พฤศจิกายน พ.ศ. 2569" */
  day: string;
  /** Times with a seat left (what "ว่าง N เวลา" counts). */
  count: number;
  /** A group's full times, offered for the queue ("เต็ม"): listed, not counted as open. */
  full: number;
}

export interface PickerView {
  days: PickerDay[];
  /** The chosen day (one of `days`), or null. */
  day: PickerDay | null;
  /** The chosen day's open times (none when no day is chosen). */
  times: PickerTime[];
  /** The chosen open time, or null. */
  chosen: PickerTime | null;
  /** Why the query's choice was set aside: "day" (no open times that day, or malformed), "time" (not open). */
  problem: "day" | "time" | null;
}

const querySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  time: z.string().regex(/^\d{2}:\d{2}$/).optional(),
});

/** The picker's choice in a URL's query (`day`, `time`), each dropped when malformed (then `bad`). */
export function pickerQuery(url: URL): { day?: string; time?: string; bad: boolean } {
  const raw = { day: url.searchParams.get("day") ?? undefined, time: url.searchParams.get("time") ?? undefined };
  const parsed = querySchema.safeParse(raw);
  if (parsed.success) return { ...parsed.data, bad: false };
  return { bad: true };
}

/** The picker over `open` (the open starts in time order) for the query's choice. */
export function pickerView(open: ReadonlyArray<{ start: Date; seatsLeft: number }>, query: { day?: string; time?: string; bad?: boolean }): PickerView {
  const days: PickerDay[] = [];
  const byDay = new Map<string, PickerTime[]>();
  for (const o of open) {
    const key = dayKeyOf(o.start);
    let list = byDay.get(key);
    if (!list) {
      list = [];
      byDay.set(key, list);
      days.push({ dayKey: key, day: formatThaiDate(o.start, "full"), count: 0, full: 0 });
    }
    list.push({ start: toOffsetIso(o.start), time: clockOf(o.start), seatsLeft: o.seatsLeft });
    if (o.seatsLeft > 0) days[days.length - 1]!.count++;
    else days[days.length - 1]!.full++;
  }
  const day = query.day ? (days.find((d) => d.dayKey === query.day) ?? null) : null;
  const times = day ? byDay.get(day.dayKey)! : [];
  const chosen = day && query.time ? (times.find((t) => t.time === query.time) ?? null) : null;
  let problem: PickerView["problem"] = null;
  if (query.bad || (query.day && !day)) problem = "day";
  else if (query.time && !chosen) problem = "time";
  return { days, day, times, chosen, problem };
}

/**
 * The picker without the time `start` (ISO, as PickerTime's): a time the student's post just lost, whose
 * winner's booking may not be written yet when the page is read. Its day's count goes down (the day goes
 * when no time is left, open or full); a chosen time equal to it is no longer chosen.
 */
export function withoutTime(view: PickerView, start: string): PickerView {
  const lost = view.times.find((t) => t.start === start);
  if (!lost || !view.day) return view;
  const left = lost.seatsLeft > 0 ? { ...view.day, count: view.day.count - 1 } : { ...view.day, full: view.day.full - 1 };
  const day = left.count + left.full > 0 ? left : null;
  const days = view.days.flatMap((d) => (d.dayKey !== view.day!.dayKey ? [d] : day ? [day] : []));
  return { ...view, days, day, times: day ? view.times.filter((t) => t !== lost) : [], chosen: view.chosen === lost ? null : view.chosen };
}

/** A picker link's query: the page's own parameters (`base`), then the day and the time. */
export function pickerHref(path: string, base: Record<string, string | undefined>, choice: { day?: string; time?: string }, anchor?: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...base, ...choice })) if (v) q.set(k, v);
  const s = q.toString();
  return `${path}${s ? `?${s}` : ""}${anchor ? `#${anchor}` : ""}`;
}
