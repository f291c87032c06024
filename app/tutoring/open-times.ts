/**
 * THE rule of which starts are open (browser-safe, pure): the /tutoring page
 * lists with it and the booking transaction validates with it, so a start the
 * page would not offer can never be booked by editing the form.
 *
 * Bounded work: listing walks (windowDays + 1) days × that day's ranges ×
 * (range length / gridMinutes) grid steps, and each candidate is checked
 * against the busy sessions of its day and its neighbours (at most the day's
 * sessions: dailyLimit, or what fits the hours). With a 14-day window, 2
 * ranges a day and a 30-minute grid that is about 15 × 20 = 300 candidates.
 */
import type { TimeRange, TutoringSettings, TutoringType } from "./model";
import { sessionId } from "./model";
import { addDays, bangkokInstant, dayKeyOf, DAY_MS, HOUR_MS, MINUTE_MS, minutesOfDay, parseClock, weekdayOf } from "~/kernel/clock";

export type OpenReason = "not-on-grid" | "outside-hours" | "exception-off" | "too-soon" | "too-far" | "overlap" | "daily-limit" | "full";

/** A session that holds time: at least one confirmed seat, not cancelled (what the day documents list). */
export interface BusySession {
  id: string;
  typeId: string;
  start: number;
  end: number;
  /** Confirmed seats. */
  taken: number;
  seatsTotal: number;
}

export interface OpenTimesInput {
  settings: TutoringSettings;
  type: Pick<TutoringType, "id" | "durationMinutes" | "seats">;
  /** The held sessions of the days concerned (and their neighbours, for buffers across midnight). */
  busy: readonly BusySession[];
  now: Date;
}

export type CheckResult = { ok: true; joins: BusySession | null } | { ok: false; reason: OpenReason };

/** The open ranges of a Bangkok day in minutes, or "off" for an exception day off. */
function dayRanges(settings: TutoringSettings, key: string): Array<[number, number]> | "off" {
  const exceptions = settings.exceptions.filter((e) => e.date === key);
  if (exceptions.some((e) => e.kind === "off")) return "off";
  const ranges: TimeRange[] = [...(settings.weekly[weekdayOf(key)] ?? []), ...exceptions.flatMap((e) => e.ranges)];
  const out: Array<[number, number]> = [];
  for (const r of ranges) {
    const from = parseClock(r.start);
    const to = parseClock(r.end);
    if (from !== null && to !== null && to > from) out.push([from, to]);
  }
  return out;
}

export function openTimes(input: OpenTimesInput) {
  const { settings, type, busy, now } = input;
  const duration = type.durationMinutes * MINUTE_MS;
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const grid = Math.max(5, settings.gridMinutes);

  // Worked out once per call of openTimes, not once per candidate: list() checks hundreds of starts
  // against the same days and the same busy sessions (the booking race's refusals each list a window).
  const rangesByDay = new Map<string, ReturnType<typeof dayRanges>>();
  const rangesOn = (key: string) => {
    let ranges = rangesByDay.get(key);
    if (ranges === undefined) rangesByDay.set(key, (ranges = dayRanges(settings, key)));
    return ranges;
  };
  let heldPerDay: Map<string, number> | undefined;
  const sessionsHeldOn = (key: string) => {
    if (!heldPerDay) {
      heldPerDay = new Map();
      for (const b of busy) {
        const day = dayKeyOf(b.start);
        heldPerDay.set(day, (heldPerDay.get(day) ?? 0) + 1);
      }
    }
    return heldPerDay.get(key) ?? 0;
  };
  let busyById: Map<string, BusySession> | undefined;
  const busySession = (id: string) => {
    if (!busyById) {
      busyById = new Map();
      for (const b of busy) if (!busyById.has(b.id)) busyById.set(b.id, b);
    }
    return busyById.get(id);
  };

  /** Whether `start` is open for the type, or why not. Checks run in a fixed order (the first failure is the answer). */
  function checkStart(start: Date): CheckResult {
    const t = start.getTime();
    if (!Number.isFinite(t)) return { ok: false, reason: "not-on-grid" };
    if (t < now.getTime() + settings.minNoticeHours * HOUR_MS) return { ok: false, reason: "too-soon" };
    if (t > now.getTime() + settings.windowDays * DAY_MS) return { ok: false, reason: "too-far" };
    const key = dayKeyOf(t);
    const ranges = rangesOn(key);
    if (ranges === "off") return { ok: false, reason: "exception-off" };
    const minute = minutesOfDay(t);
    const fitting = ranges.filter(([from, to]) => minute >= from && minute + type.durationMinutes <= to);
    if (fitting.length === 0) return { ok: false, reason: "outside-hours" };
    if (!fitting.some(([from]) => Number.isInteger(minute) && (minute - from) % grid === 0)) return { ok: false, reason: "not-on-grid" };

    // The same type at the same start: a group with a free seat is joined (no new session for the day).
    const same = busySession(sessionId(type.id, start));
    if (same) return same.taken < same.seatsTotal ? { ok: true, joins: same } : { ok: false, reason: "full" };

    const end = t + duration;
    if (busy.some((b) => t < b.end + buffer && b.start < end + buffer)) return { ok: false, reason: "overlap" };
    if (settings.dailyLimit > 0) {
      if (sessionsHeldOn(key) >= settings.dailyLimit) return { ok: false, reason: "daily-limit" };
    }
    return { ok: true, joins: null };
  }

  /** The open starts of the booking window, in time order (with the seats left). */
  function list(): Array<{ start: Date; seatsLeft: number }> {
    const out = new Map<number, { start: Date; seatsLeft: number }>();
    const first = dayKeyOf(now);
    const last = dayKeyOf(now.getTime() + settings.windowDays * DAY_MS);
    for (let key = first, n = 0; key <= last && n <= settings.windowDays + 1; key = addDays(key, 1), n++) {
      const ranges = rangesOn(key);
      if (ranges === "off") continue;
      for (const [from, to] of ranges) {
        for (let m = from; m + type.durationMinutes <= to; m += grid) {
          const start = bangkokInstant(key, m);
          if (out.has(start.getTime())) continue;
          const check = checkStart(start);
          if (check.ok) out.set(start.getTime(), { start, seatsLeft: check.joins ? check.joins.seatsTotal - check.joins.taken : type.seats });
        }
      }
    }
    return [...out.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  return { checkStart, list };
}

/** The day keys whose day documents hold what a start of this length (with buffers) can collide with. */
export function daysAround(start: Date, durationMinutes: number, bufferMinutes: number): string[] {
  const t = start.getTime();
  // A session never crosses midnight (it ends by its range's end, at most 24:00); only buffers reach the neighbour days.
  const keys = new Set([dayKeyOf(t - bufferMinutes * MINUTE_MS), dayKeyOf(t), dayKeyOf(t + (durationMinutes + bufferMinutes) * MINUTE_MS)]);
  return [...keys].sort();
}
