/**
 * The one place that knows Thailand's time (issue 45; ESLint refuses a time zone, a
 * `getTimezoneOffset`, "+07:00" or a day's milliseconds written anywhere else): Bangkok wall
 * clock <-> UTC instants, day keys, days and weeks, and the Thai calendar's formats, whatever
 * the process's TZ (browser-safe). The zone's offset is derived with Intl (THAI_TIME_ZONE),
 * never from the process-local Date methods (getHours, getDay, new Date(y, m, d)…): only
 * `Date.UTC` / `getUTC*` calendar arithmetic and Intl's zone data are used.
 */

/** Every date on the site is shown and reasoned about in Thailand's time zone, whatever the server's. */
export const THAI_TIME_ZONE = "Asia/Bangkok";

/** "HH:MM", 00:00–24:00 (a time of day in Bangkok). */
export type ClockTime = string;
/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------- now, and the test clock

type Source = Record<string, string | undefined>;

/**
 * Whether `TEST_CLOCK_START` may move the clock: only on the emulators of a `demo-` project
 * (a real deployment talks to a real project, so never there). env.server.ts refuses the
 * variable anywhere else, so a server never starts with it ignored.
 */
export function testClockAllowed(env: Source): boolean {
  return Boolean(env.FIRESTORE_EMULATOR_HOST) && (env.FIREBASE_PROJECT_ID ?? "").startsWith("demo-");
}

/**
 * The test clock's distance from the machine's (ms): `TEST_CLOCK_START` (an ISO instant with
 * an offset) was "now" at `TEST_CLOCK_SET_AT` (ms since the epoch, default: the first time
 * this process asks), and the clock runs on from there. Set by the test harness only (scripts/test.ts
 * hands one pair to the server and to the runners): no request can move it.
 */
export function testClockOffset(env: Source | undefined, machineNow: number): number {
  const start = env?.TEST_CLOCK_START;
  if (!start || !testClockAllowed(env)) return 0;
  const instant = parseOffsetIso(start);
  const setAt = env.TEST_CLOCK_SET_AT ? Number(env.TEST_CLOCK_SET_AT) : machineNow;
  if (!instant || !Number.isFinite(setAt)) return 0;
  return instant.getTime() - setAt;
}

// Read once, on first use, on the server (a browser has no `process`: its clock is the machine's).
let offsetMs: number | undefined;

/**
 * The site's time (ms since the epoch): what decides days, windows, holds, deadlines and
 * limits asks this, never `Date.now()` (ESLint refuses it outside the kernel and platform/).
 * The machine's clock, unless the test clock runs (docs/testing.md, "The test clock").
 */
export function now(): number {
  offsetMs ??= testClockOffset(typeof process === "undefined" ? undefined : process.env, Date.now());
  return Date.now() + offsetMs;
}

/** `now()` as a Date. */
export function nowDate(): Date {
  return new Date(now());
}

/**
 * The machine's own clock, for what another system's clock decides (a Firebase token's
 * sign-in time) and for durations (a cache's age, a deadline of milliseconds): the test
 * clock never moves it.
 */
export function machineNow(): number {
  return Date.now();
}

// Built once: constructing an Intl formatter costs far more than formatting.
const WALL = new Intl.DateTimeFormat("en-US", {
  timeZone: THAI_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall clock at `instant`, read with Intl (the slow path: a few µs a call). */
function wallByIntl(instant: number): Wall {
  const parts: Record<string, number> = {};
  for (const p of WALL.formatToParts(new Date(instant))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/**
 * The zone's offset (ms) is read with Intl once per quarter hour of UTC and kept: a picker or
 * a booking asks the wall clock of thousands of instants (the booking race spent half its CPU
 * in `formatToParts`). Zones change their offset only on a quarter hour, so every instant of a
 * quarter has its start's offset; the cache forgets everything past OFFSETS_KEPT entries.
 */
const QUARTER_MS = 15 * 60_000;
const OFFSETS_KEPT = 20_000;
const offsets = new Map<number, number>();

function offsetMsAt(instant: number): number {
  const quarter = Math.floor(instant / QUARTER_MS);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_MS;
    const w = wallByIntl(start);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - start;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

function wallOf(instant: number): Wall {
  const d = new Date(Math.floor(instant / 1000) * 1000 + offsetMsAt(instant));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

/** Minutes the zone is ahead of UTC at this instant (Bangkok: +420). */
function zoneOffsetMinutes(instant: number): number {
  return Math.round(offsetMsAt(instant) / MINUTE_MS);
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month (1–12), day] of a valid "YYYY-MM-DD", else null. */
function parseDayKey(key: string): [number, number, number] | null {
  const m = DAY_KEY.exec(key);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** Valid day keys already parsed: a picker asks the parts of the same few dozen days hundreds of times. */
const PARTS_KEPT = 2_000;
const partsOf = new Map<string, readonly [number, number, number]>();

function dayParts(key: string): readonly [number, number, number] {
  const kept = partsOf.get(key);
  if (kept) return kept;
  const parts = parseDayKey(key);
  if (!parts) throw new RangeError(`invalid day key: ${key}`);
  if (partsOf.size >= PARTS_KEPT) partsOf.clear();
  partsOf.set(key, parts);
  return parts;
}

/** The Bangkok date of an instant, "YYYY-MM-DD" (platform/thai.ts `isoDate`'s day, from the kept offset). */
export function dayKeyOf(instant: Date | number): string {
  const w = wallOf(typeof instant === "number" ? instant : instant.getTime());
  return `${String(w.year).padStart(4, "0")}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** The day key `days` days after (or before) `key` (calendar arithmetic, no zone involved). */
export function addDays(key: string, days: number): string {
  const [y, m, d] = dayParts(key);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a Bangkok date (0 = Sunday). */
export function weekdayOf(key: string): Weekday {
  const [y, m, d] = dayParts(key);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() as Weekday;
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM" (00:00–24:00), or null. */
export function parseClock(text: ClockTime): number | null {
  const m = CLOCK.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** "HH:MM" of minutes since midnight. */
function formatClock(minutes: number): ClockTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The UTC instant of a Bangkok wall-clock time: day key + minutes since that midnight (may be 1440). */
export function bangkokInstant(key: string, minutes: number): Date {
  const [y, m, d] = dayParts(key);
  const wallAsUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset even in a zone whose offset changes near the time.
  let instant = wallAsUtc - zoneOffsetMinutes(wallAsUtc) * MINUTE_MS;
  instant = wallAsUtc - zoneOffsetMinutes(instant) * MINUTE_MS;
  return new Date(instant);
}

/** Minutes since the Bangkok midnight of the instant's Bangkok day (fractions kept). */
export function minutesOfDay(instant: Date | number): number {
  const t = typeof instant === "number" ? instant : instant.getTime();
  // The usual case without building the day's key: the day's midnight has the instant's offset
  // (whole minutes). Otherwise (an offset change that day) the midnight is worked out in full.
  const offset = offsetMsAt(t);
  const midnight = Math.floor((t + offset) / DAY_MS) * DAY_MS - offset;
  if (offset % MINUTE_MS === 0 && offsetMsAt(midnight) === offset) return (t - midnight) / MINUTE_MS;
  return (t - bangkokInstant(dayKeyOf(t), 0).getTime()) / MINUTE_MS;
}

/** "HH:MM" of an instant in Bangkok. */
export function clockOf(instant: Date | number): ClockTime {
  return formatClock(Math.floor(minutesOfDay(instant)));
}

/** ISO 8601 with the Bangkok offset, e.g. "2026-11-27T09:00:00+07:00" (the form's `start`). */
export function toOffsetIso(instant: Date | number): string {
  const t = typeof instant === "number" ? instant : instant.getTime();
  const offset = zoneOffsetMinutes(t);
  const w = wallOf(t);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant WITH an offset (or Z), or null: a bare local time is ambiguous and refused. */
export function parseOffsetIso(text: string): Date | null {
  if (!ISO_WITH_OFFSET.test(text)) return null;
  const t = Date.parse(text);
  return Number.isNaN(t) ? null : new Date(t);
}

/** The UTC instant of the Bangkok midnight that starts the instant's Bangkok day. */
export function startOfDay(instant: Date | number): Date {
  return bangkokInstant(dayKeyOf(instant), 0);
}

// ---------------------------------------------------------------- the Thai calendar's formats

const LOCALE = "th-TH-u-ca-buddhist";

const DATE_FORMATS = {
  /** 5 มีนาคม 2568 */
  long: new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: THAI_TIME_ZONE }),
  /** 5 มี.ค. 2568 */
  short: new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", year: "numeric", timeZone: THAI_TIME_ZONE }),
  /** วันพุธที่ 5 มีนาคม พ.ศ. 2568 */
  full: new Intl.DateTimeFormat(LOCALE, { dateStyle: "full", timeZone: THAI_TIME_ZONE }),
  /** 22 พ.ย. 2569 18:40 */
  dateTime: new Intl.DateTimeFormat(LOCALE, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: THAI_TIME_ZONE,
  }),
} as const;

export type ThaiDateStyle = keyof typeof DATE_FORMATS;

function asDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(value)}`);
  return date;
}

/** A date in the Thai Buddhist calendar, e.g. "5 มีนาคม 2568" (Bangkok time). */
export function formatThaiDate(value: Date | string | number, style: ThaiDateStyle = "long"): string {
  return DATE_FORMATS[style].format(asDate(value));
}

/** "22 พ.ย. 2569 18:40": a moment (Bangkok time), as the admin pages and the questions show it. */
export function formatDateTime(value: Date | string): string {
  return DATE_FORMATS.dateTime.format(new Date(value));
}

// A "yyyy-mm-dd" day is a calendar day already: formatted as it is (UTC), not moved to Bangkok.
const DAY_SHORT = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "UTC" });
const DAY_LONG = new Intl.DateTimeFormat(LOCALE, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** Whether `value` is a "yyyy-mm-dd" day that exists (what `<input type="date">` sends). */
export function isDayKey(value: string): boolean {
  return parseDayKey(value) !== null;
}

/** A "yyyy-mm-dd" day as "22 พ.ย." (axis labels). */
export function formatDayShort(day: string): string {
  return DAY_SHORT.format(new Date(`${day}T00:00:00Z`));
}

/** A "yyyy-mm-dd" day as "อา. 22 พ.ย. 2569" (tables). */
export function formatDayLong(day: string): string {
  return DAY_LONG.format(new Date(`${day}T00:00:00Z`));
}

/** YYYY-MM-DD of the date in Bangkok (for `<time dateTime>` and sitemaps). */
export function isoDate(value: Date | string | number): string {
  return dayKeyOf(asDate(value));
}
