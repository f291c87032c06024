/**
 * The one open-time rule (app/tutoring/open-times.ts) and Bangkok time
 * (app/kernel/clock.ts). Every instant is built from a Bangkok wall clock
 * with `bangkokInstant` or written in UTC, never with local Date methods, so
 * the table means the same in any TZ; `npm test` runs it with
 * TZ=America/New_York (a zone with daylight saving), the dates below include
 * its 2026 switches (8 March, 1 November).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type TutoringSettings } from "~/tutoring/model";
import { daysAround, openTimes, type BusySession, type OpenReason } from "~/tutoring/open-times";
import { addDays, bangkokInstant as at, clockOf, dayKeyOf, parseClock, parseOffsetIso, toOffsetIso, weekdayOf } from "~/kernel/clock";

const H = (hhmm: string) => parseClock(hhmm)!;
const HOURS = [
  { start: "09:00", end: "12:00" },
  { start: "13:00", end: "18:00" },
];
const settings: TutoringSettings = {
  ...DEFAULT_SETTINGS,
  // Saturday has no weekly hours.
  weekly: { 0: HOURS, 1: HOURS, 2: HOURS, 3: HOURS, 4: HOURS, 5: HOURS, 6: [] },
  exceptions: [
    { date: "2026-03-04", kind: "off", ranges: [] },
    { date: "2026-03-07", kind: "extra", ranges: [{ start: "19:00", end: "24:00" }] },
    { date: "2026-03-08", kind: "extra", ranges: [{ start: "00:00", end: "02:00" }] },
  ],
  bufferMinutes: 15,
  minNoticeHours: 12,
  windowDays: 14,
  gridMinutes: 30,
  dailyLimit: 0,
};
const one = { id: "private-60", durationMinutes: 60, seats: 1 };
const group = { id: "group-90", durationMinutes: 90, seats: 3 };

/** Monday 2 March 2026, 08:00 in Bangkok. */
const MONDAY_8 = at("2026-03-02", H("08:00"));

const busy = (id: string, typeId: string, day: string, from: string, minutes: number, taken = 1, seatsTotal = 1): BusySession => {
  const start = at(day, H(from)).getTime();
  return { id, typeId, start, end: start + minutes * 60_000, taken, seatsTotal };
};
const sid = (typeId: string, day: string, from: string) => `${typeId}_${at(day, H(from)).getTime()}`;

describe("Bangkok time, whatever the process TZ", () => {
  it("converts wall clock to UTC and back, across the DST switches of other zones", () => {
    expect(at("2026-03-03", H("09:00")).toISOString()).toBe("2026-03-03T02:00:00.000Z");
    // 14:00 in Bangkok on 8 March 2026 is the instant New York springs forward.
    expect(at("2026-03-08", H("14:00")).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    // 13:00 in Bangkok on 1 November 2026 is the instant New York falls back.
    expect(at("2026-11-01", H("13:00")).toISOString()).toBe("2026-11-01T06:00:00.000Z");
    expect(at("2026-03-08", 24 * 60).toISOString()).toBe("2026-03-08T17:00:00.000Z");
    expect(dayKeyOf(new Date("2026-03-08T16:59:59Z"))).toBe("2026-03-08");
    expect(dayKeyOf(new Date("2026-03-08T17:00:00Z"))).toBe("2026-03-09");
    expect(clockOf(new Date("2026-11-01T06:00:00Z"))).toBe("13:00");
    expect(toOffsetIso(at("2026-03-03", H("09:00")))).toBe("2026-03-03T09:00:00+07:00");
  });

  it("knows weekdays and day arithmetic from the calendar alone", () => {
    expect(weekdayOf("2026-03-02")).toBe(1);
    expect(weekdayOf("2026-03-07")).toBe(6);
    expect(weekdayOf("2026-03-08")).toBe(0);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("parses HH:MM and ISO starts that carry an offset (a bare local time is refused)", () => {
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("24:00")).toBe(1440);
    expect(parseClock("24:30")).toBeNull();
    expect(parseClock("9:00")).toBeNull();
    expect(parseOffsetIso("2026-03-03T09:00:00+07:00")?.toISOString()).toBe("2026-03-03T02:00:00.000Z");
    expect(parseOffsetIso("2026-03-03T02:00Z")?.toISOString()).toBe("2026-03-03T02:00:00.000Z");
    expect(parseOffsetIso("2026-03-03T09:00:00")).toBeNull();
    expect(parseOffsetIso("tomorrow")).toBeNull();
    expect(parseOffsetIso("2026-13-03T09:00:00+07:00")).toBeNull();
  });
});

type Row = {
  name: string;
  start: Date;
  expect: OpenReason | "ok";
  now?: Date;
  type?: typeof one;
  busy?: BusySession[];
  settings?: Partial<TutoringSettings>;
};

const table: Row[] = [
  { name: "first range's start", start: at("2026-03-03", H("09:00")), expect: "ok" },
  { name: "on the grid inside a range", start: at("2026-03-03", H("10:30")), expect: "ok" },
  { name: "off the grid (15 min)", start: at("2026-03-03", H("09:15")), expect: "not-on-grid" },
  { name: "off the grid (30 s)", start: new Date(at("2026-03-03", H("09:00")).getTime() + 30_000), expect: "not-on-grid" },
  { name: "ends exactly at the range's end", start: at("2026-03-03", H("17:00")), expect: "ok" },
  { name: "would end after the range", start: at("2026-03-03", H("11:30")), expect: "outside-hours" },
  { name: "in the lunch gap", start: at("2026-03-03", H("12:00")), expect: "outside-hours" },
  { name: "before the hours", start: at("2026-03-03", H("07:00")), expect: "outside-hours" },
  { name: "a weekday without hours (Saturday)", start: at("2026-03-07", H("10:00")), expect: "outside-hours" },
  { name: "exception: extra hours on Saturday", start: at("2026-03-07", H("19:00")), expect: "ok" },
  { name: "exception: extra hours' last start", start: at("2026-03-07", H("23:00")), expect: "ok" },
  { name: "exception: day off", start: at("2026-03-04", H("10:00")), expect: "exception-off" },
  { name: "inside the minimum notice", start: at("2026-03-02", H("17:00")), expect: "too-soon" },
  { name: "in the past", start: at("2026-03-01", H("10:00")), expect: "too-soon" },
  { name: "notice edge: exactly 12 h ahead", now: at("2026-03-02", H("21:00")), start: at("2026-03-03", H("09:00")), expect: "ok" },
  { name: "notice edge: 11 h 59 min ahead", now: at("2026-03-02", H("21:01")), start: at("2026-03-03", H("09:00")), expect: "too-soon" },
  { name: "window edge: exactly 14 days ahead", now: at("2026-03-02", H("09:00")), start: at("2026-03-16", H("09:00")), expect: "ok" },
  { name: "window edge: 14 days and 30 min ahead", now: at("2026-03-02", H("09:00")), start: at("2026-03-16", H("09:30")), expect: "too-far" },
  { name: "past the window", start: at("2026-03-20", H("10:00")), expect: "too-far" },
  { name: "overlaps another session", start: at("2026-03-03", H("14:30")), busy: [busy("x", "group-90", "2026-03-03", "14:00", 90, 1, 3)], expect: "overlap" },
  { name: "inside the buffer after a session", start: at("2026-03-03", H("15:00")), busy: [busy("x", "other", "2026-03-03", "14:00", 60)], expect: "overlap" },
  { name: "ends inside the buffer before a session", start: at("2026-03-03", H("13:00")), busy: [busy("x", "other", "2026-03-03", "14:00", 60)], expect: "overlap" },
  { name: "just after the buffer", start: at("2026-03-03", H("15:30")), busy: [busy("x", "other", "2026-03-03", "14:00", 60)], expect: "ok" },
  { name: "no buffer: back to back", start: at("2026-03-03", H("15:00")), busy: [busy("x", "other", "2026-03-03", "14:00", 60)], settings: { bufferMinutes: 0 }, expect: "ok" },
  { name: "buffer across midnight", start: at("2026-03-08", H("00:00")), busy: [busy("x", "other", "2026-03-07", "23:00", 60)], expect: "overlap" },
  { name: "after the buffer across midnight", start: at("2026-03-08", H("00:30")), busy: [busy("x", "other", "2026-03-07", "23:00", 60)], expect: "ok" },
  {
    name: "day limit reached",
    start: at("2026-03-05", H("16:00")),
    busy: [busy("a", "other", "2026-03-05", "09:00", 60), busy("b", "other", "2026-03-05", "13:00", 60)],
    settings: { dailyLimit: 2 },
    expect: "daily-limit",
  },
  {
    name: "day limit: another day is free",
    start: at("2026-03-06", H("16:00")),
    busy: [busy("a", "other", "2026-03-05", "09:00", 60), busy("b", "other", "2026-03-05", "13:00", 60)],
    settings: { dailyLimit: 2 },
    expect: "ok",
  },
  { name: "1:1 already taken", start: at("2026-03-03", H("10:00")), busy: [busy(sid("private-60", "2026-03-03", "10:00"), "private-60", "2026-03-03", "10:00", 60)], expect: "full" },
  { name: "group with a free seat is joined", type: group, start: at("2026-03-03", H("13:00")), busy: [busy(sid("group-90", "2026-03-03", "13:00"), "group-90", "2026-03-03", "13:00", 90, 2, 3)], expect: "ok" },
  { name: "group full", type: group, start: at("2026-03-03", H("13:00")), busy: [busy(sid("group-90", "2026-03-03", "13:00"), "group-90", "2026-03-03", "13:00", 90, 3, 3)], expect: "full" },
  {
    name: "joining a group adds no session to the day's count",
    type: group,
    start: at("2026-03-05", H("13:00")),
    busy: [busy("a", "other", "2026-03-05", "09:00", 60), busy(sid("group-90", "2026-03-05", "13:00"), "group-90", "2026-03-05", "13:00", 90, 1, 3)],
    settings: { dailyLimit: 2 },
    expect: "ok",
  },
  { name: "group's grid and 90-minute fit", type: group, start: at("2026-03-03", H("10:30")), expect: "ok" },
  { name: "group's 90 minutes do not fit", type: group, start: at("2026-03-03", H("11:00")), expect: "outside-hours" },
];

describe("checkStart: the table", () => {
  for (const row of table) {
    it(`${row.name} → ${row.expect}`, () => {
      const rule = openTimes({ settings: { ...settings, ...row.settings }, type: row.type ?? one, busy: row.busy ?? [], now: row.now ?? MONDAY_8 });
      const result = rule.checkStart(row.start);
      expect(result.ok ? "ok" : result.reason).toBe(row.expect);
    });
  }
});

describe("list: the open starts of the window", () => {
  const held = [busy("x", "other", "2026-03-03", "14:00", 60), busy(sid("group-90", "2026-03-05", "13:00"), "group-90", "2026-03-05", "13:00", 90, 2, 3)];

  it("lists exactly the starts checkStart accepts, in order, within notice and window", () => {
    const rule = openTimes({ settings, type: one, busy: held, now: MONDAY_8 });
    const list = rule.list();
    expect(list.length).toBeGreaterThan(50);
    expect(list[0]!.start.toISOString()).toBe(at("2026-03-03", H("09:00")).toISOString());
    for (const [i, o] of list.entries()) {
      expect(rule.checkStart(o.start)).toMatchObject({ ok: true });
      if (i > 0) expect(o.start.getTime()).toBeGreaterThan(list[i - 1]!.start.getTime());
      expect(o.start.getTime()).toBeGreaterThanOrEqual(MONDAY_8.getTime() + 12 * 3_600_000);
      expect(o.start.getTime()).toBeLessThanOrEqual(MONDAY_8.getTime() + 14 * 86_400_000);
    }
    const keys = new Set(list.map((o) => dayKeyOf(o.start)));
    expect(keys.has("2026-03-04")).toBe(false); // day off
    expect(keys.has("2026-03-07")).toBe(true); // extra hours only
    const tuesday = list.filter((o) => dayKeyOf(o.start) === "2026-03-03").map((o) => clockOf(o.start));
    expect(tuesday).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "15:30", "16:00", "16:30", "17:00"]);
    // Every candidate of the window is a grid step of a range: the listing is bounded by days × ranges × steps.
    expect(list.length).toBeLessThanOrEqual(15 * 2 * (180 / 30));
  });

  it("offers a group's partly taken session with its seats left, and not the times that overlap it", () => {
    const list = openTimes({ settings, type: group, busy: held, now: MONDAY_8 }).list();
    const thursday = list.filter((o) => dayKeyOf(o.start) === "2026-03-05");
    const at13 = thursday.find((o) => clockOf(o.start) === "13:00");
    expect(at13?.seatsLeft).toBe(1);
    expect(thursday.map((o) => clockOf(o.start))).not.toContain("13:30");
    expect(thursday.map((o) => clockOf(o.start))).not.toContain("14:30");
    expect(thursday.map((o) => clockOf(o.start))).toContain("15:00");
  });
});

describe("daysAround: the day documents a booking transaction reads", () => {
  it("is the start's day, plus a neighbour only when the buffer crosses midnight", () => {
    expect(daysAround(at("2026-03-03", H("10:00")), 60, 15)).toEqual(["2026-03-03"]);
    expect(daysAround(at("2026-03-08", H("00:00")), 60, 15)).toEqual(["2026-03-07", "2026-03-08"]);
    expect(daysAround(at("2026-03-07", H("23:00")), 60, 15)).toEqual(["2026-03-07", "2026-03-08"]);
  });
});
