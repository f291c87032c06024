/**
 * The time picker's view without a time a booking post just lost
 * (app/tutoring/picker.ts `withoutTime`): the race's losers are answered before
 * the winner's booking is written, so the page's own read may still list it.
 */
import { describe, expect, it } from "vitest";
import { pickerView, withoutTime } from "~/tutoring/picker";
import { bangkokInstant, toOffsetIso } from "~/kernel/clock";

const open = [
  { start: bangkokInstant("2026-12-01", 9 * 60), seatsLeft: 1 },
  { start: bangkokInstant("2026-12-01", 10 * 60), seatsLeft: 1 },
  { start: bangkokInstant("2026-12-02", 9 * 60), seatsLeft: 1 },
];
const iso = (i: number) => toOffsetIso(open[i]!.start);

describe("withoutTime", () => {
  it("drops the lost time from the chosen day, its count and the choice", () => {
    const view = withoutTime(pickerView(open, { day: "2026-12-01", time: "09:00" }), iso(0));
    expect(view.chosen).toBeNull();
    expect(view.times.map((t) => t.time)).toEqual(["10:00"]);
    expect(view.day?.count).toBe(1);
    expect(view.days.map((d) => [d.dayKey, d.count])).toEqual([["2026-12-01", 1], ["2026-12-02", 1]]);
  });

  it("drops the day when it was its only time, and keeps a view without it as it is", () => {
    const view = withoutTime(pickerView(open, { day: "2026-12-02", time: "09:00" }), iso(2));
    expect(view.day).toBeNull();
    expect(view.times).toEqual([]);
    expect(view.days.map((d) => d.dayKey)).toEqual(["2026-12-01"]);
    const other = pickerView(open, { day: "2026-12-02" });
    expect(withoutTime(other, iso(0))).toBe(other);
  });
});

describe("a day's count", () => {
  // A group's full time (seatsLeft 0) is listed for the queue but is not an open time.
  const group = [
    { start: bangkokInstant("2026-12-01", 9 * 60), seatsLeft: 0 },
    { start: bangkokInstant("2026-12-01", 10 * 60), seatsLeft: 2 },
    { start: bangkokInstant("2026-12-02", 9 * 60), seatsLeft: 0 },
  ];

  it("counts only the times with a seat; the full ones apart", () => {
    const view = pickerView(group, {});
    expect(view.days.map((d) => [d.dayKey, d.count, d.full])).toEqual([["2026-12-01", 1, 1], ["2026-12-02", 0, 1]]);
  });

  it("losing a full time takes it from the full ones, and the day goes with its last time", () => {
    const chosen = pickerView(group, { day: "2026-12-02", time: "09:00" });
    expect(withoutTime(chosen, toOffsetIso(group[2]!.start)).days.map((d) => d.dayKey)).toEqual(["2026-12-01"]);
    const first = pickerView(group, { day: "2026-12-01" });
    expect(withoutTime(first, toOffsetIso(group[0]!.start)).day).toMatchObject({ count: 1, full: 0 });
  });
});
