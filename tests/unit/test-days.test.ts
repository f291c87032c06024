/**
 * harness/test-days.ts: each test file books on days of its own, by construction. A day
 * listed for two owners is found; a file asking another's day is refused; the days count
 * from the run's first day (TEST_CLOCK_START), not from each file's today.
 */
import { describe, expect, it } from "vitest";
import { runFirstDay, sharedDay, testDays } from "../../harness/test-days";

describe("test days", () => {
  it("finds a day listed for two owners, and none in the table (the module would not load)", () => {
    expect(sharedDay({ a: [1, 2], b: [3], c: [2] })).toBe("day +2: a and c");
    expect(sharedDay({ a: [1, 2], b: [3] })).toBeNull();
  });

  it("hands a file its own days only", () => {
    const days = testDays("file:///repo/tests/integration/payments.test.ts", "2026-12-01");
    expect(days.day(2)).toBe("2026-12-03");
    expect(days.at(2, "10:00").toISOString()).toBe("2026-12-03T03:00:00.000Z");
    expect(() => days.day(5)).toThrow(/day \+5 is not payments's/);
    expect(() => testDays("file:///repo/tests/integration/no-such-file.test.ts")).toThrow(/owns no days/);
  });

  it("counts from the run's first day: a run started at 23:59 Bangkok keeps it after midnight", () => {
    expect(runFirstDay({ TEST_CLOCK_START: "2026-12-01T16:59:00Z" })).toBe("2026-12-01");
    expect(runFirstDay({ TEST_CLOCK_START: "2026-12-01T17:00:00Z" })).toBe("2026-12-02");
  });
});
