/**
 * The weeks of a weekly series (app/tutoring/series.ts): the same Bangkok time 7 days apart
 * (across months and the year's end), the weeks a post skips, how many weeks a type allows,
 * and which week a series is at.
 */
import { describe, expect, it } from "vitest";
import { currentWeek, keptStarts, maxWeeksOf, seriesStarts, weekStart, weeksAllowed } from "~/tutoring/series";
import { defaultWeeklyMaxWeeks } from "~/tutoring/model";
import { bangkokInstant, clockOf, dayKeyOf, DAY_MS, HOUR_MS, weekdayOf } from "~/kernel/clock";

describe("the weeks of a series", () => {
  it("books the same Bangkok weekday and time every week, across a month and a year's end", () => {
    const first = bangkokInstant("2026-12-19", 10 * 60); // a Saturday, 10:00
    const starts = seriesStarts(first, 8);
    expect(starts).toHaveLength(8);
    expect(starts.map((s) => dayKeyOf(s))).toEqual(["2026-12-19", "2026-12-26", "2027-01-02", "2027-01-09", "2027-01-16", "2027-01-23", "2027-01-30", "2027-02-06"]);
    for (const s of starts) {
      expect(clockOf(s)).toBe("10:00");
      expect(weekdayOf(dayKeyOf(s))).toBe(6);
    }
    for (let i = 1; i < starts.length; i++) expect(starts[i]!.getTime() - starts[i - 1]!.getTime()).toBe(7 * DAY_MS);
    expect(weekStart(first, 0)).toEqual(first);
  });

  it("keeps a start's minutes past midnight, late in the evening too", () => {
    const first = bangkokInstant("2026-11-30", 23 * 60 + 30);
    expect(seriesStarts(first, 3).map((s) => `${dayKeyOf(s)} ${clockOf(s)}`)).toEqual(["2026-11-30 23:30", "2026-12-07 23:30", "2026-12-14 23:30"]);
    expect(seriesStarts(first, 0)).toEqual([]);
  });

  it("leaves out the weeks a post skips, the others in order", () => {
    const starts = seriesStarts(bangkokInstant("2026-12-19", 9 * 60), 5);
    const kept = keptStarts(starts, [starts[1]!.getTime(), starts[3]!.getTime(), 12345]);
    expect(kept).toEqual([starts[0], starts[2], starts[4]]);
    expect(keptStarts(starts, [])).toEqual(starts);
  });

  it("allows 2 … the type's weeklyMaxWeeks (at most 12); 0 or 1 means no series; the kind's default", () => {
    expect(defaultWeeklyMaxWeeks("one")).toBe(12);
    expect(defaultWeeklyMaxWeeks("group")).toBe(0);
    expect(maxWeeksOf({ weeklyMaxWeeks: 12 })).toBe(12);
    expect(maxWeeksOf({ weeklyMaxWeeks: 40 })).toBe(12);
    expect(maxWeeksOf({ weeklyMaxWeeks: 1 })).toBe(0);
    expect(maxWeeksOf({ weeklyMaxWeeks: 0 })).toBe(0);
    expect(weeksAllowed({ weeklyMaxWeeks: 8 }, 8)).toBe(true);
    expect(weeksAllowed({ weeklyMaxWeeks: 8 }, 9)).toBe(false);
    expect(weeksAllowed({ weeklyMaxWeeks: 8 }, 1)).toBe(false);
    expect(weeksAllowed({ weeklyMaxWeeks: 8 }, 2.5)).toBe(false);
    expect(weeksAllowed({ weeklyMaxWeeks: 0 }, 2)).toBe(false);
  });

  it("is at the first week not ended yet (1-based), the last once all are over", () => {
    const starts = seriesStarts(bangkokInstant("2026-12-19", 10 * 60), 4).map((s) => s.getTime());
    const hour = HOUR_MS;
    expect(currentWeek(starts, hour, starts[0]! - DAY_MS)).toBe(1);
    expect(currentWeek(starts, hour, starts[0]! + hour / 2)).toBe(1);
    expect(currentWeek(starts, hour, starts[0]! + hour)).toBe(2);
    expect(currentWeek(starts, hour, starts[2]! + 2 * hour)).toBe(4);
    expect(currentWeek(starts, hour, starts[3]! + 2 * hour)).toBe(4);
  });
});
