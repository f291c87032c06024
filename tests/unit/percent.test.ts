/** The one rounding rule of percentages (app/platform/percent.ts): half up, everywhere. */
import { describe, expect, it } from "vitest";
import { percentOf, roundHalfUp } from "~/platform/percent";

describe("percentages", () => {
  it.each([
    [4, 6, 67],
    [1, 6, 17],
    [2, 3, 67],
    [1, 3, 33],
    [1, 8, 13], // 12.5: a half goes up
    [3, 8, 38], // 37.5
    [1, 200, 1], // 0.5
    [0, 7, 0],
    [7, 7, 100],
    [0, 0, 0], // no whole: 0, never NaN
    [199, 200, 99], // 99.5, but 100 % is only the whole
    [200, 200, 100],
    [2.67, 4, 67], // hundredths of points (a partly right question)
    [0.67 + 0.33, 1, 100],
  ])("%s of %s → %s %%", (part, whole, percent) => {
    expect(percentOf(part, whole)).toBe(percent);
  });

  it("rounds a half up, even one reached through floating point", () => {
    expect(roundHalfUp(66.5)).toBe(67);
    expect(roundHalfUp(66.49)).toBe(66);
    expect(roundHalfUp(1.005 * 100)).toBe(101); // 100.49999999999999: the half 100.5 in floating point
    expect(roundHalfUp((0.7 + 0.6) * 50)).toBe(65); // 64.99999999999999
    expect(roundHalfUp(50)).toBe(50);
  });
});
