/**
 * The tutor's forms, parsed strictly (browser-safe; the server is the judge):
 * session types, the hours and settings, and a session's record. Each parse
 * answers the value or Thai errors by field, never throws.
 */
import { z } from "zod";
import { isSlug, SLUG_MAX_LENGTH } from "~/content/slug";
import type { DateException, TimeRange, TutoringSettings, Weekday } from "./model";
import { firestoreIdSchema } from "~/platform/doc-id";

export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const WEEKDAYS: ReadonlyArray<{ day: Weekday; label: string }> = [
  { day: 1, label: "วันจันทร์" },
  { day: 2, label: "วันอังคาร" },
  { day: 3, label: "วันพุธ" },
  { day: 4, label: "วันพฤหัสบดี" },
  { day: 5, label: "วันศุกร์" },
  { day: 6, label: "วันเสาร์" },
  { day: 0, label: "วันอาทิตย์" },
];

export const LIMITS = {
  title: 120,
  description: 20_000,
  notes: 20_000,
  reason: 500,
  url: 500,
  rangesText: 200,
  exceptionsText: 5_000,
  exceptions: 100,
  note: 120,
} as const;

const E = {
  required: "กรุณากรอกช่องนี้",
  tooLong: (n: number) => `ยาวเกิน ${n} ตัวอักษร`,
  slug: "ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ตัวเลข และขีด (-) คั่นคำ",
  int: (min: number, max: number) => `กรุณาใส่จำนวนเต็มตั้งแต่ ${min} ถึง ${max}`,
  https: "ต้องเป็นลิงก์ที่ขึ้นต้นด้วย https://",
  ranges: 'รูปแบบไม่ถูกต้อง ใช้ "09:00-12:00, 13:00-17:00" (เวลาเริ่มต้องก่อนเวลาจบ และช่วงเวลาห้ามซ้อนกัน)',
  exceptions: (line: number) =>
    `บรรทัดที่ ${line} ไม่ถูกต้อง ใช้ "2026-12-31 off หมายเหตุ" หรือ "2026-12-31 extra 09:00-12:00 หมายเหตุ"`,
  kind: "กรุณาเลือกรูปแบบ",
} as const;

const text = (max: number, required = true) =>
  z
    .string()
    .trim()
    .max(max, E.tooLong(max))
    .refine((v) => !required || v.length > 0, E.required);

const intIn = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, E.int(min, max))
    .transform(Number)
    .refine((n) => n >= min && n <= max, E.int(min, max));

const httpsUrl = z
  .string()
  .trim()
  .max(LIMITS.url, E.tooLong(LIMITS.url))
  .refine((v) => {
    if (v === "") return true;
    try {
      const u = new URL(v);
      return u.protocol === "https:" && !u.username && !u.password && u.hostname.includes(".");
    } catch {
      return false;
    }
  }, E.https)
  .transform((v) => (v === "" ? null : v));

function errorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The posted values as strings (what the form shows back). */
export function valuesOf(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, typeof form.get(n) === "string" ? String(form.get(n)) : ""]));
}

// ---------------------------------------------------------------- types

export const TYPE_FIELDS = ["title", "slug", "description", "durationMinutes", "kind", "seats", "courseId", "enrolledOnly", "published", "meetingUrl"] as const;

const typeSchema = z
  .object({
    title: text(LIMITS.title),
    slug: z
      .string()
      .trim()
      .normalize("NFC")
      .max(SLUG_MAX_LENGTH, E.tooLong(SLUG_MAX_LENGTH))
      .refine((v) => v.length > 0, E.required)
      .refine((v) => v.length === 0 || isSlug(v), E.slug),
    description: text(LIMITS.description, false),
    durationMinutes: intIn(15, 240),
    kind: z.enum(["one", "group"], E.kind),
    seats: z.string(),
    courseId: z.string().trim().max(128),
    enrolledOnly: z.string(),
    published: z.string(),
    meetingUrl: httpsUrl,
  })
  .transform((v, ctx) => {
    let seats = 1;
    if (v.kind === "group") {
      const n = intIn(2, 50).safeParse(v.seats);
      if (!n.success) ctx.addIssue({ code: "custom", path: ["seats"], message: E.int(2, 50) });
      else seats = n.data;
    }
    return {
      title: v.title,
      slug: v.slug,
      description: v.description,
      durationMinutes: v.durationMinutes,
      kind: v.kind,
      seats,
      courseId: v.courseId === "" ? null : v.courseId,
      enrolledOnly: v.courseId !== "" && v.enrolledOnly === "on",
      published: v.published === "on",
      meetingUrl: v.meetingUrl,
    };
  });
export type TypeForm = z.output<typeof typeSchema>;

export function parseTypeForm(values: Record<string, string>, courseIds: readonly string[]): Parsed<TypeForm> {
  const r = typeSchema.safeParse(values);
  if (!r.success) return { ok: false, errors: errorsOf(r.error) };
  if (r.data.courseId && !courseIds.includes(r.data.courseId)) return { ok: false, errors: { courseId: "ไม่พบคอร์สนี้" } };
  return { ok: true, value: r.data };
}

// ---------------------------------------------------------------- hours

const toMinutes = (hh: string, mm: string) => Number(hh) * 60 + Number(mm);

/** "09:00-12:00, 13:00-17:00" → ranges (sorted), or null if malformed, empty-length or overlapping. "" → []. */
function parseRanges(raw: string): TimeRange[] | null {
  const trimmed = raw.trim();
  if (trimmed === "") return [];
  if (trimmed.length > LIMITS.rangesText) return null;
  const ranges: Array<TimeRange & { a: number; b: number }> = [];
  for (const part of trimmed.split(",")) {
    const m = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]|24):([0-5]\d)\s*$/.exec(part);
    if (!m) return null;
    const a = toMinutes(m[1]!, m[2]!);
    const b = toMinutes(m[3]!, m[4]!);
    if (b > 24 * 60 || a >= b) return null;
    ranges.push({ start: `${m[1]}:${m[2]}`, end: `${m[3]}:${m[4]}`, a, b });
  }
  ranges.sort((x, y) => x.a - y.a);
  for (let i = 1; i < ranges.length; i++) if (ranges[i]!.a < ranges[i - 1]!.b) return null;
  return ranges.map(({ start, end }) => ({ start, end }));
}

const rangesText = (ranges: readonly TimeRange[]) => ranges.map((r) => `${r.start}-${r.end}`).join(", ");

/** One exception a line: "YYYY-MM-DD off [note]" or "YYYY-MM-DD extra HH:MM-HH:MM[, …] [note]". */
function parseExceptions(raw: string): { ok: true; value: DateException[] } | { ok: false; line: number } {
  const out: DateException[] = [];
  const lines = raw.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === "") continue;
    const m = /^(\d{4})-(\d{2})-(\d{2})\s+(off|extra)\b\s*(.*)$/.exec(line);
    if (!m) return { ok: false, line: i + 1 };
    const date = `${m[1]}-${m[2]}-${m[3]}`;
    const d = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) return { ok: false, line: i + 1 };
    let rest = m[5]!.trim();
    let ranges: TimeRange[] = [];
    if (m[4] === "extra") {
      const r = /^((?:\s*\d{2}:\d{2}\s*[-–]\s*\d{2}:\d{2}\s*,?)+)(.*)$/.exec(rest);
      const parsed = r ? parseRanges(r[1]!.replace(/,\s*$/, "")) : null;
      if (!parsed || parsed.length === 0) return { ok: false, line: i + 1 };
      ranges = parsed;
      rest = r![2]!.trim();
    }
    if (rest.length > LIMITS.note) return { ok: false, line: i + 1 };
    out.push({ date, kind: m[4] as "off" | "extra", ranges, ...(rest ? { note: rest } : {}) });
  }
  if (out.length > LIMITS.exceptions) return { ok: false, line: LIMITS.exceptions + 1 };
  return { ok: true, value: out.sort((a, b) => a.date.localeCompare(b.date)) };
}

const exceptionsText = (list: readonly DateException[]) =>
  list.map((e) => [e.date, e.kind, e.kind === "extra" ? rangesText(e.ranges) : "", e.note ?? ""].filter(Boolean).join(" ")).join("\n");

export const NUMBER_SETTINGS = [
  { name: "bufferMinutes", label: "เวลาพักระหว่างคาบ (นาที)", min: 0, max: 240 },
  { name: "minNoticeHours", label: "ต้องจองล่วงหน้าอย่างน้อย (ชั่วโมง)", min: 0, max: 336 },
  { name: "windowDays", label: "จองล่วงหน้าได้ไม่เกิน (วัน)", min: 1, max: 90 },
  { name: "dailyLimit", label: "จำนวนคาบสูงสุดต่อวัน (0 = ไม่จำกัด)", min: 0, max: 50 },
  { name: "perStudentLimit", label: "นักเรียนหนึ่งคนจองล่วงหน้าได้สูงสุด (ครั้ง)", min: 1, max: 20 },
  { name: "cancelWindowHours", label: "ยกเลิกหรือเลื่อนได้ก่อนเริ่มอย่างน้อย (ชั่วโมง)", min: 0, max: 336 },
  { name: "gridMinutes", label: "เวลาเริ่มทุก ๆ (นาที)", min: 5, max: 120 },
] as const;

export const HOURS_FIELDS = [...WEEKDAYS.map((w) => `day${w.day}`), "exceptions", ...NUMBER_SETTINGS.map((s) => s.name), "meetingUrl"] as const;

export function parseHoursForm(values: Record<string, string>): Parsed<TutoringSettings> {
  const errors: FieldErrors = {};
  const weekly = {} as TutoringSettings["weekly"];
  for (const { day } of WEEKDAYS) {
    const r = parseRanges(values[`day${day}`] ?? "");
    if (r === null) errors[`day${day}`] = E.ranges;
    else weekly[day] = r;
  }
  const ex = (values.exceptions ?? "").length > LIMITS.exceptionsText ? { ok: false as const, line: 0 } : parseExceptions(values.exceptions ?? "");
  if (!ex.ok) errors.exceptions = ex.line === 0 ? E.tooLong(LIMITS.exceptionsText) : E.exceptions(ex.line);
  const numbers: Record<string, number> = {};
  for (const s of NUMBER_SETTINGS) {
    const r = intIn(s.min, s.max).safeParse(values[s.name] ?? "");
    if (!r.success) errors[s.name] = E.int(s.min, s.max);
    else numbers[s.name] = r.data;
  }
  const url = httpsUrl.safeParse(values.meetingUrl ?? "");
  if (!url.success) errors.meetingUrl = url.error.issues[0]!.message;
  if (Object.keys(errors).length > 0 || !ex.ok || !url.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      weekly,
      exceptions: ex.value,
      bufferMinutes: numbers.bufferMinutes!,
      minNoticeHours: numbers.minNoticeHours!,
      windowDays: numbers.windowDays!,
      dailyLimit: numbers.dailyLimit!,
      perStudentLimit: numbers.perStudentLimit!,
      cancelWindowHours: numbers.cancelWindowHours!,
      gridMinutes: numbers.gridMinutes!,
      meetingUrl: url.data,
    },
  };
}

export function hoursValues(s: TutoringSettings): Record<string, string> {
  const out: Record<string, string> = { exceptions: exceptionsText(s.exceptions), meetingUrl: s.meetingUrl ?? "" };
  for (const { day } of WEEKDAYS) out[`day${day}`] = rangesText(s.weekly[day] ?? []);
  for (const n of NUMBER_SETTINGS) out[n.name] = String(s[n.name]);
  return out;
}

// ---------------------------------------------------------------- a session

export const recordSchema = z.object({
  notes: text(LIMITS.notes, false),
  homework: text(LIMITS.notes, false),
  meetingUrl: httpsUrl,
});

export const cancelSchema = z.object({ reason: text(LIMITS.reason) });

export const attendanceSchema = z.object({
  bookingId: firestoreIdSchema.regex(/^[A-Za-z0-9_-]{1,128}$/),
  attendance: z.enum(["attended", "absent", "none"]),
});

export function parseWith<T extends z.ZodType>(schema: T, values: Record<string, string>): Parsed<z.output<T>> {
  const r = schema.safeParse(values);
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: errorsOf(r.error) };
}
