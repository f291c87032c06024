/**
 * The Bangkok wall clock read from the kept offset (app/kernel/clock.ts) agrees with Intl's
 * own reading of the zone for every instant tried: days around midnight, seconds, the years
 * the site books in, and instants far apart (the cache is per quarter hour).
 */
import { describe, expect, it } from "vitest";
import { isoDate, THAI_TIME_ZONE } from "~/kernel/clock";
import { addDays, bangkokInstant, dayKeyOf, machineNow, minutesOfDay, now, nowDate, testClockAllowed, testClockOffset } from "~/kernel/clock";

const intlWall = new Intl.DateTimeFormat("en-GB", { timeZone: THAI_TIME_ZONE, hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" });
const intlMinutes = (t: number) => {
  const [h, m, s] = intlWall.format(new Date(t)).split(":").map(Number) as [number, number, number];
  return h * 60 + m + s / 60 + (t % 1000) / 60_000;
};

describe("Bangkok's wall clock from the kept offset", () => {
  it("gives Intl's day and time for instants across the years, around midnight and between seconds", () => {
    const instants: number[] = [];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 5_000; i++) instants.push(Date.UTC(2000, 0, 1) + Math.floor(random() * 40 * 365 * 86_400_000));
    // Bangkok's midnight is 17:00 UTC: the last and first second of a day, and a millisecond either side.
    for (let d = 0; d < 30; d++) {
      const midnight = Date.UTC(2026, 10, 20 + d, 17, 0, 0);
      instants.push(midnight - 1_000, midnight - 1, midnight, midnight + 1, midnight + 999);
    }
    for (const t of instants) {
      expect(dayKeyOf(t), new Date(t).toISOString()).toBe(isoDate(t));
      expect(minutesOfDay(t)).toBeCloseTo(intlMinutes(t), 6);
    }
  });

  it("turns a day and a time into the instant and back", () => {
    for (let d = 0; d < 400; d++) {
      const key = addDays("2026-11-27", d);
      for (const minutes of [0, 1, 9 * 60, 13 * 60 + 30, 23 * 60 + 59, 24 * 60]) {
        const at = bangkokInstant(key, minutes);
        expect(at.getTime()).toBe(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)), 0, minutes) - 7 * 3_600_000);
        expect(dayKeyOf(at)).toBe(minutes === 24 * 60 ? addDays(key, 1) : key);
      }
    }
  });
});

describe("the test clock (kernel/clock.ts testClockOffset)", () => {
  const emulators = { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8180", FIREBASE_PROJECT_ID: "demo-thai-tutor-test" };
  const setAt = Date.UTC(2026, 10, 28, 12, 0, 0);

  it("starts at TEST_CLOCK_START, as of TEST_CLOCK_SET_AT (or the machine's now), and runs on from there", () => {
    const start = "2026-12-01T16:59:00Z";
    expect(testClockOffset({ ...emulators, TEST_CLOCK_START: start, TEST_CLOCK_SET_AT: String(setAt) }, setAt + 5_000)).toBe(Date.parse(start) - setAt);
    expect(testClockOffset({ ...emulators, TEST_CLOCK_START: start }, setAt)).toBe(Date.parse(start) - setAt);
    // 23:59 Bangkok, and a minute later the next Bangkok day.
    const offset = testClockOffset({ ...emulators, TEST_CLOCK_START: start, TEST_CLOCK_SET_AT: String(setAt) }, setAt);
    expect(dayKeyOf(setAt + offset)).toBe("2026-12-01");
    expect(dayKeyOf(setAt + 60_000 + offset)).toBe("2026-12-02");
  });

  it("is refused off the emulators or outside a demo- project, and ignores what is no instant", () => {
    const start = { TEST_CLOCK_START: "2026-12-01T16:59:00Z", TEST_CLOCK_SET_AT: String(setAt) };
    expect(testClockOffset({ ...start }, setAt)).toBe(0);
    expect(testClockOffset({ ...start, FIREBASE_PROJECT_ID: "demo-x" }, setAt)).toBe(0);
    expect(testClockOffset({ ...start, ...emulators, FIREBASE_PROJECT_ID: "thai-tutor-prod" }, setAt)).toBe(0);
    expect(testClockAllowed({ ...emulators, FIREBASE_PROJECT_ID: "thai-tutor-prod" })).toBe(false);
    expect(testClockOffset({ ...emulators, TEST_CLOCK_START: "2026-12-01 23:59" }, setAt)).toBe(0);
    expect(testClockOffset({ ...emulators }, setAt)).toBe(0);
    expect(testClockOffset(undefined, setAt)).toBe(0);
  });

  it("now() is the machine's clock moved by the offset the process started with", () => {
    expect(Math.abs(now() - nowDate().getTime())).toBeLessThan(1_000);
    expect(Math.abs(machineNow() - Date.now())).toBeLessThan(1_000);
  });
});
