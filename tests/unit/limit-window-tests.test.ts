/**
 * The rate limits count per window of the clock (app/platform/rate-limit.store.server.ts:
 * a minute, or ten minutes for questions), so an integration test that posts up to a limit
 * and expects the next post's 429 fails whenever its posts straddle a window's edge. Every
 * such file waits first (tests/support/minute.ts `notNearTheEndOfAMinute`); this check goes
 * over every integration test file, so a new limit test cannot forget it. The files listed
 * in NOT_A_CLOCK_WINDOW expect a 429 for another reason, each said there.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = resolve(import.meta.dirname, "../integration");

const NOT_A_CLOCK_WINDOW: Record<string, string> = {
  "line.test.ts": "the 429 is the LINE stand-in's answer, which the outbox retries",
  "parents.test.ts": "the parent limit counts per day (from 07:00 Bangkok), and the test's posts take seconds",
};

/** Whether a test file expects a 429 without first waiting for a fresh minute. */
function forgetsTheWindow(source: string): boolean {
  return /toBe\(429\)/.test(source) && !/notNearTheEndOfAMinute\(\)/.test(source);
}

const files = readdirSync(DIR).filter((f) => f.endsWith(".test.ts"));

describe("limit tests wait for a fresh minute", () => {
  it("every integration test that expects a limit's 429 waits first", () => {
    const forgetting = files.filter((f) => !(f in NOT_A_CLOCK_WINDOW) && forgetsTheWindow(readFileSync(resolve(DIR, f), "utf8")));
    expect(forgetting).toEqual([]);
  });

  it("the exceptions still exist and still expect a 429 (or they go from the list)", () => {
    for (const name of Object.keys(NOT_A_CLOCK_WINDOW)) {
      expect(files, name).toContain(name);
      expect(readFileSync(resolve(DIR, name), "utf8"), name).toMatch(/429/);
    }
  });

  it("the check bites: a 429 expected without the wait is found, with it is not", () => {
    const refused = "expect(res.status).toBe(429);";
    expect(forgetsTheWindow(`for (...) await ask();\n${refused}`)).toBe(true);
    expect(forgetsTheWindow(`await notNearTheEndOfAMinute();\nfor (...) await ask();\n${refused}`)).toBe(false);
    expect(forgetsTheWindow("expect(res.status).toBe(303);")).toBe(false);
  });
});
