/** The package form's hours and months as the tutor types them (app/payments/quantity.ts). */
import { describe, expect, it } from "vitest";
import { parseHours, parseMonths } from "~/payments/quantity";

describe("parseHours", () => {
  it("takes digits, Thai digits, a unit and a decimal that makes whole minutes", () => {
    expect(parseHours("10", 0.25, 500)).toBe(10);
    expect(parseHours(" 10 ชม. ", 0.25, 500)).toBe(10);
    expect(parseHours("10ชั่วโมง", 0.25, 500)).toBe(10);
    expect(parseHours("๑๐", 0.25, 500)).toBe(10);
    expect(parseHours("๑.๕ ชม.", 0.25, 500)).toBe(1.5);
    expect(parseHours("1.5", 0.25, 500)).toBe(1.5);
    expect(parseHours("1,5", 0.25, 500)).toBe(1.5);
    expect(parseHours("0.25", 0.25, 500)).toBe(0.25);
    expect(parseHours("１０", 0.25, 500)).toBe(10);
  });

  it("refuses what is no number, out of range, or not whole minutes", () => {
    for (const bad of ["", "สิบ", "-1", "0", "501", "1.33", "10 เดือน", "1.2.3", "1e3"]) expect(parseHours(bad, 0.25, 500), bad).toBeNull();
  });
});

describe("parseMonths", () => {
  it("takes whole months with or without a unit", () => {
    expect(parseMonths("6", 1, 36)).toBe(6);
    expect(parseMonths("๖ เดือน", 1, 36)).toBe(6);
    expect(parseMonths("12ด.", 1, 36)).toBe(12);
  });

  it("refuses a fraction, zero and more than the most", () => {
    for (const bad of ["1.5", "0", "37", "หก", ""]) expect(parseMonths(bad, 1, 36), bad).toBeNull();
  });
});
