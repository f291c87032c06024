import { describe, expect, it } from "vitest";
import { xLabels } from "~/ui/charts";

describe("xLabels (the day axis of the admin charts)", () => {
  it("labels every fifth of 30 days and the last, alternating minor labels from the last", () => {
    expect(xLabels(30, 5)).toEqual([
      { index: 4, minor: true },
      { index: 9, minor: false },
      { index: 14, minor: true },
      { index: 19, minor: false },
      { index: 24, minor: true },
      { index: 29, minor: false },
    ]);
  });

  it("drops a label that would sit closer than the step to the last one", () => {
    expect(xLabels(7, 5).map((l) => l.index)).toEqual([6]);
    expect(xLabels(12, 5).map((l) => l.index)).toEqual([4, 11]);
  });

  it("copes with no data and one item", () => {
    expect(xLabels(0, 5)).toEqual([]);
    expect(xLabels(1, 5)).toEqual([{ index: 0, minor: false }]);
  });
});
