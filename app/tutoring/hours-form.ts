/**
 * The hours form as rows a person fills in (browser-safe): per weekday, rows
 * of start and end times (`<input type="time">`); days off and extra hours,
 * one row each, with a date (`<input type="date">`). The posted names are
 * flat and numbered (`day1-0-start`, `off-2-date`, `extra-0-end`), so a form
 * without JavaScript posts them as they are and the page shows them back as
 * typed. Stored as the model's ranges and exceptions (./model.ts): extra rows
 * of one date join into one exception.
 */
import { HOURS_TEXT } from "./admin-messages";
import type { DateException, TimeRange, TutoringSettings, Weekday } from "./model";

export type Values = Record<string, string>;
type Errors = Record<string, string>;

/** The weekdays in the form's order (Monday first), with their names. */
export const WEEKDAYS: ReadonlyArray<{ day: Weekday; label: string }> = [
  { day: 1, label: "วันจันทร์" },
  { day: 2, label: "วันอังคาร" },
  { day: 3, label: "วันพุธ" },
  { day: 4, label: "วันพฤหัสบดี" },
  { day: 5, label: "วันศุกร์" },
  { day: 6, label: "วันเสาร์" },
  { day: 0, label: "วันอาทิตย์" },
];

/** Each group of rows and the fields of one row. */
export const ROW_FIELDS = {
  day: ["start", "end"],
  off: ["date", "note"],
  extra: ["date", "start", "end", "note"],
} as const;
export type Group = `day${Weekday}` | "off" | "extra";
const GROUPS: readonly Group[] = [...WEEKDAYS.map((w) => `day${w.day}` as const), "off", "extra"];
const fieldsOf = (group: Group) => (group === "off" ? ROW_FIELDS.off : group === "extra" ? ROW_FIELDS.extra : ROW_FIELDS.day);
/** At most this many rows in a group (the stored model keeps 12 ranges a day). */
const MAX_ROWS: Record<"day" | "dates", number> = { day: 12, dates: 100 };
const maxRows = (group: Group) => (group.startsWith("day") ? MAX_ROWS.day : MAX_ROWS.dates);
const NOTE_MAX = 120;

export const fieldName = (group: Group, i: number, field: string) => `${group}-${i}-${field}`;

/** How many rows of `group` the values hold (one past the highest numbered row). */
export function rowCount(values: Values, group: Group): number {
  let n = 0;
  const re = new RegExp(`^${group}-(\\d{1,3})-`);
  for (const key of Object.keys(values)) {
    const m = re.exec(key);
    if (m) n = Math.max(n, Number(m[1]) + 1);
  }
  return Math.min(n, maxRows(group));
}

/** The rows of a group as they were posted (or stored). */
function rowsOf(values: Values, group: Group): Array<Record<string, string>> {
  return Array.from({ length: rowCount(values, group) }, (_, i) =>
    Object.fromEntries(fieldsOf(group).map((f) => [f, (values[fieldName(group, i, f)] ?? "").trim()]))
  );
}

function withRows(values: Values, group: Group, rows: Array<Record<string, string>>): Values {
  const out: Values = {};
  const prefix = `${group}-`;
  for (const [k, v] of Object.entries(values)) if (!k.startsWith(prefix)) out[k] = v;
  rows.forEach((row, i) => {
    for (const f of fieldsOf(group)) out[fieldName(group, i, f)] = row[f] ?? "";
  });
  return out;
}

/** `add:<group>` appends an empty row; `remove:<group>:<i>` drops one. Null for any other intent. */
export function editRows(values: Values, intent: string): Values | null {
  const m = /^(add|remove):([a-z0-9]+)(?::(\d{1,3}))?$/.exec(intent);
  const group = GROUPS.find((g) => g === m?.[2]);
  if (!m || !group) return null;
  const rows = rowsOf(values, group);
  if (m[1] === "add") {
    if (rows.length < maxRows(group)) rows.push(Object.fromEntries(fieldsOf(group).map((f) => [f, ""])));
  } else rows.splice(Number(m[3] ?? -1), 1);
  return withRows(values, group, rows);
}

/** Every row field's posted value, for the groups' numbered names. */
export function postedRows(form: FormData): Values {
  const out: Values = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || key in out) continue;
    const m = /^([a-z0-9]+)-(\d{1,3})-([a-z]+)$/.exec(key);
    const group = GROUPS.find((g) => g === m?.[1]);
    if (group && Number(m![2]) < maxRows(group) && (fieldsOf(group) as readonly string[]).includes(m![3]!)) out[key] = value;
  }
  return out;
}

// ---------------------------------------------------------------- times and dates

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of a time input's value ("09:30", "09:30:00"), or null. */
function minutesOf(text: string): number | null {
  const m = CLOCK.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A valid calendar date "YYYY-MM-DD", else false. */
function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

interface Span {
  a: number;
  b: number;
  key: string;
}

/**
 * One row's start and end: both empty is no range (null), an end of 00:00 is
 * midnight (24:00). Errors go beside the field at fault.
 */
function spanOf(group: Group, i: number, start: string, end: string, errors: Errors): Span | null {
  const [s, e] = [fieldName(group, i, "start"), fieldName(group, i, "end")];
  if (start === "" && end === "") return null;
  if (start === "") errors[s] = HOURS_TEXT.missingTime;
  if (end === "") errors[e] = HOURS_TEXT.missingTime;
  const a = minutesOf(start);
  let b = minutesOf(end);
  if (start !== "" && a === null) errors[s] = HOURS_TEXT.badTime;
  if (end !== "" && b === null) errors[e] = HOURS_TEXT.badTime;
  if (a === null || b === null) return null;
  if (b === 0 && a > 0) b = 24 * 60;
  if (b <= a) {
    errors[e] = HOURS_TEXT.endBeforeStart;
    return null;
  }
  return { a, b, key: s };
}

/** Marks every span that overlaps an earlier one (same day or same date). */
function refuseOverlaps(spans: Span[], errors: Errors) {
  const sorted = [...spans].sort((x, y) => x.a - y.a);
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.a < sorted[i - 1]!.b) errors[sorted[i]!.key] ??= HOURS_TEXT.overlap;
}

const rangeOf = (s: Span): TimeRange => ({ start: clockText(s.a), end: clockText(s.b) });

// ---------------------------------------------------------------- parse and show

/**
 * The weekly ranges and the exceptions from the rows, or the errors by field.
 * `today` (Bangkok, "YYYY-MM-DD") refuses a date already past.
 */
export function parseHoursRows(values: Values, today: string): { weekly: TutoringSettings["weekly"]; exceptions: DateException[]; errors: Errors } {
  const errors: Errors = {};
  const weekly = {} as TutoringSettings["weekly"];
  for (const { day } of WEEKDAYS) {
    const spans = rowsOf(values, `day${day}`).flatMap((r, i) => spanOf(`day${day}`, i, r.start!, r.end!, errors) ?? []);
    refuseOverlaps(spans, errors);
    weekly[day] = spans.sort((x, y) => x.a - y.a).map(rangeOf);
  }
  const dateOk = (group: Group, i: number, date: string, note: string) => {
    const key = fieldName(group, i, "date");
    if (date === "") errors[key] = HOURS_TEXT.missingDate;
    else if (!isDate(date)) errors[key] = HOURS_TEXT.badDate;
    else if (date < today) errors[key] = HOURS_TEXT.pastDate;
    if (note.length > NOTE_MAX) errors[fieldName(group, i, "note")] = HOURS_TEXT.noteTooLong(NOTE_MAX);
    return !errors[key];
  };
  const off = new Map<string, DateException>();
  rowsOf(values, "off").forEach((r, i) => {
    if (r.date === "" && r.note === "") return;
    if (dateOk("off", i, r.date!, r.note!)) off.set(r.date!, { date: r.date!, kind: "off", ranges: [], ...(r.note ? { note: r.note } : {}) });
  });
  const extra = new Map<string, { spans: Span[]; note: string }>();
  rowsOf(values, "extra").forEach((r, i) => {
    if (Object.values(r).every((v) => v === "")) return;
    const span = spanOf("extra", i, r.start!, r.end!, errors);
    if (!span && !errors[fieldName("extra", i, "start")] && !errors[fieldName("extra", i, "end")]) errors[fieldName("extra", i, "start")] = HOURS_TEXT.missingTime;
    if (!dateOk("extra", i, r.date!, r.note!)) return;
    if (off.has(r.date!)) errors[fieldName("extra", i, "date")] = HOURS_TEXT.extraOnOff;
    const entry = extra.get(r.date!) ?? { spans: [], note: "" };
    if (span) entry.spans.push(span);
    entry.note ||= r.note!;
    extra.set(r.date!, entry);
  });
  for (const e of extra.values()) refuseOverlaps(e.spans, errors);
  const exceptions: DateException[] = [
    ...off.values(),
    ...[...extra].map(([date, e]) => ({ date, kind: "extra" as const, ranges: e.spans.sort((x, y) => x.a - y.a).map(rangeOf), ...(e.note ? { note: e.note } : {}) })),
  ].sort((x, y) => x.date.localeCompare(y.date) || x.kind.localeCompare(y.kind));
  return { weekly, exceptions, errors };
}

/** The rows of stored settings: the weekly ranges, and the exceptions from `today` on (a past one is history). */
export function hoursRows(settings: Pick<TutoringSettings, "weekly" | "exceptions">, today: string): Values {
  let out: Values = {};
  const time = (t: string) => (t === "24:00" ? "00:00" : t);
  for (const { day } of WEEKDAYS) out = withRows(out, `day${day}`, (settings.weekly[day] ?? []).map((r) => ({ start: time(r.start), end: time(r.end) })));
  const ahead = settings.exceptions.filter((e) => e.date >= today);
  out = withRows(out, "off", ahead.filter((e) => e.kind === "off").map((e) => ({ date: e.date, note: e.note ?? "" })));
  out = withRows(
    out,
    "extra",
    ahead.filter((e) => e.kind === "extra").flatMap((e) => e.ranges.map((r) => ({ date: e.date, start: time(r.start), end: time(r.end), note: e.note ?? "" })))
  );
  return out;
}
