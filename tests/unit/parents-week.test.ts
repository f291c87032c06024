import { describe, expect, it } from "vitest";
import { inWeek, lastWeek } from "~/parents/week";

describe("the parent's note week (Monday to Monday, Bangkok)", () => {
  it("is the last whole week before the moment", () => {
    // Wednesday 26 Nov 2025, 10:00 Bangkok.
    const week = lastWeek(new Date("2025-11-26T03:00:00Z"));
    expect(week.key).toBe("2025-11-17");
    expect(week.start.toISOString()).toBe("2025-11-16T17:00:00.000Z"); // Monday 17 Nov 00:00 Bangkok
    expect(week.end.toISOString()).toBe("2025-11-23T17:00:00.000Z");
  });

  it("turns at Monday 00:00 Bangkok, which is Sunday 17:00 UTC", () => {
    expect(lastWeek(new Date("2025-11-23T16:59:59Z")).key).toBe("2025-11-10");
    expect(lastWeek(new Date("2025-11-23T17:00:00Z")).key).toBe("2025-11-17");
    // Sunday in UTC but Monday in Bangkok.
    expect(lastWeek(new Date("2025-11-23T20:00:00Z")).key).toBe("2025-11-17");
  });

  it("holds its start and not its end", () => {
    const week = lastWeek(new Date("2025-11-26T03:00:00Z"));
    expect(inWeek(week.start, week)).toBe(true);
    expect(inWeek(new Date(week.end.getTime() - 1), week)).toBe(true);
    expect(inWeek(week.end, week)).toBe(false);
  });
});
