/**
 * The queue's pure parts (app/tutoring/model.ts, app/tutoring/queue-times.ts): the line is the
 * waiting entries by when they joined; a group type's full times are those that would be open
 * with one seat free (a full time past the window, too soon, or on a day off is no queue); a
 * 1:1 type has none.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, placeInLine, queueLine, type QueueEntry, type TutoringSettings, type TutoringType } from "~/tutoring/model";
import type { BusySession } from "~/tutoring/open-times";
import { fullTimes, withFull } from "~/tutoring/queue-times";
import { bangkokInstant as at, parseClock } from "~/kernel/clock";

const H = (hhmm: string) => parseClock(hhmm)!;
const HOURS = [{ start: "09:00", end: "18:00" }];
const settings: TutoringSettings = { ...DEFAULT_SETTINGS, weekly: { 0: HOURS, 1: HOURS, 2: HOURS, 3: HOURS, 4: HOURS, 5: HOURS, 6: HOURS }, windowDays: 14, exceptions: [{ date: "2026-03-05", kind: "off", ranges: [] }] };
const type = (kind: "one" | "group", seats: number) => ({ id: `t-${kind}`, slug: `t-${kind}`, title: "t", description: "", durationMinutes: 60, kind, seats, courseId: null, enrolledOnly: false, payment: "free", priceSatang: null, published: true, meetingUrl: null, weeklyMaxWeeks: 0, updatedAt: new Date(0) }) as TutoringType;
/** Monday 2 March 2026, 08:00 in Bangkok. */
const NOW = at("2026-03-02", H("08:00"));
const busy = (typeId: string, day: string, from: string, taken: number, seatsTotal: number): BusySession => {
  const start = at(day, H(from)).getTime();
  return { id: `${typeId}_${start}`, typeId, start, end: start + 3_600_000, taken, seatsTotal };
};
const entry = (uid: string, joinedAt: number, status: QueueEntry["status"] = "waiting"): QueueEntry => ({ uid, email: `${uid}@example.com`, name: null, joinedAt, status, offerUntil: null, seat: null, bookingId: null });

describe("the line", () => {
  it("is the waiting entries by when they joined (then by uid); the others are out of it", () => {
    const queue = { entries: { c: entry("c", 3), a: entry("a", 1), b: entry("b", 1), gone: entry("gone", 0, "left"), offered: entry("offered", 0, "offered") } };
    expect(queueLine(queue).map((e) => e.uid)).toEqual(["a", "b", "c"]);
    expect(placeInLine(queue, "c")).toBe(3);
    expect(placeInLine(queue, "offered")).toBeNull();
    expect(placeInLine(queue, "nobody")).toBeNull();
  });
});

describe("full times", () => {
  it("lists a group's full times that would be open with one seat free, not the ones with a seat, too soon, or on a day off", () => {
    const g = type("group", 3);
    const list = [
      busy(g.id, "2026-03-03", "10:00", 3, 3), // full: a queue
      busy(g.id, "2026-03-03", "14:00", 2, 3), // a seat left: booked, not queued
      busy(g.id, "2026-03-02", "09:00", 3, 3), // inside the 12-hour notice
      busy(g.id, "2026-03-05", "10:00", 3, 3), // the day is off now
    ];
    const full = fullTimes({ settings, type: g, busy: list, now: NOW });
    expect(full).toEqual([{ start: at("2026-03-03", H("10:00")), seatsLeft: 0 }]);
    expect(withFull([{ start: at("2026-03-03", H("09:00")), seatsLeft: 1 }, { start: at("2026-03-03", H("14:00")), seatsLeft: 1 }], full).map((t) => t.seatsLeft)).toEqual([1, 0, 1]);
  });

  it("gives a 1:1 type none", () => {
    const o = type("one", 1);
    expect(fullTimes({ settings, type: o, busy: [busy(o.id, "2026-03-03", "10:00", 1, 1)], now: NOW })).toEqual([]);
  });
});
