import { describe, expect, it } from "vitest";
import { grantRests, soonestExpiry, type LedgerEntry } from "~/payments/hour-lots";

const grant = (orderId: string, minutes: number, at: number, expiresAt = at + 1000): LedgerEntry => ({ kind: "grant", minutes, at, orderId, expiresAt });
const use = (minutes: number, at: number): LedgerEntry => ({ kind: "use", minutes: -minutes, at });

describe("grantRests", () => {
  it("uses the oldest grant first", () => {
    const rests = grantRests([grant("b", 600, 20), grant("a", 600, 10), use(700, 30)]);
    expect(rests.get("a")).toBe(0);
    expect(rests.get("b")).toBe(500);
  });
  it("counts a booking's refund back and a grant's own expiry against it alone", () => {
    const rests = grantRests([grant("a", 600, 10), use(100, 11), { kind: "refund", minutes: 60, at: 12 }, { kind: "expiry", minutes: -560, at: 13, orderId: "a" }, grant("b", 600, 20), use(60, 21)]);
    expect(rests.get("a")).toBe(0);
    expect(rests.get("b")).toBe(540);
  });
  it("never goes below zero", () => {
    expect(grantRests([grant("a", 60, 1), { kind: "revoke", minutes: -60, at: 2, orderId: "a" }, use(120, 3)]).get("a")).toBe(0);
  });
});

describe("soonestExpiry", () => {
  it("is the end of the oldest grant with hours left", () => {
    expect(soonestExpiry([grant("a", 60, 1, 100), grant("b", 60, 2, 200), use(60, 3)], 0)).toBe(200);
    expect(soonestExpiry([grant("a", 60, 1, 100), use(60, 3)], 0)).toBeNull();
  });
});
