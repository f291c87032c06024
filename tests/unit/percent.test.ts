/** The one rounding rule of percentages (app/platform/percent.ts): half up, everywhere. */
import { describe, expect, it } from "vitest";
import { percentOf } from "~/platform/percent";

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
    expect(percentOf(133, 200)).toBe(67); // 66.5
    expect(percentOf(6649, 10000)).toBe(66); // 66.49
    expect(percentOf(0.565, 1)).toBe(57); // 0.565 × 100 is 56.49999999999999 in floating point: the half 56.5
    expect(percentOf(0.7 + 0.6, 2)).toBe(65); // 64.99999999999999
  });
});
