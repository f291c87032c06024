/**
 * The tutor's forms, parsed strictly (browser-safe; the server is the judge):
 * session types, the hours and settings, and a session's record. Each parse
 * answers the value or Thai errors by field, never throws.
 */
import { z } from "zod";
import { isSlug, SLUG_MAX_LENGTH } from "~/content/slug";
import { defaultWeeklyMaxWeeks, SERIES_WEEKS, type TutoringSettings } from "./model";
import { hoursRows, parseHoursRows } from "./hours-form";
import { idSchema } from "~/kernel/ids";
import { isDayKey } from "~/kernel/clock";
import { parseBaht } from "~/payments/index";
import { check, firstError, type FieldErrors } from "~/kernel/form";

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const LIMITS = {
  title: 120,
  description: 20_000,
  notes: 20_000,
  reason: 500,
  url: 500,
} as const;

const E = {
  required: "กรุณากรอกช่องนี้",
  tooLong: (n: number) => `ยาวเกิน ${n} ตัวอักษร`,
  slug: "ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ตัวเลข และขีด (-) คั่นคำ",
  int: (min: number, max: number) => `กรุณาใส่จำนวนเต็มตั้งแต่ ${min} ถึง ${max}`,
  https: "ต้องเป็นลิงก์ที่ขึ้นต้นด้วย https://",
  kind: "กรุณาเลือกรูปแบบ",
  date: "วันที่ไม่ถูกต้อง",
  payment: "กรุณาเลือกค่าเรียน",
  price: "ราคาต้องเป็นจำนวนเงินมากกว่า 0 เช่น 350 หรือ 350.50",
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


// ---------------------------------------------------------------- types

export const TYPE_FIELDS = ["title", "slug", "description", "durationMinutes", "kind", "seats", "courseId", "enrolledOnly", "payment", "price", "published", "meetingUrl", "weeklyMaxWeeks"] as const;

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
    // Not sent (a form from before the choice): free.
    payment: z
      .string()
      .transform((v) => v || "free")
      .pipe(z.enum(["free", "session", "hours"], E.payment)),
    price: z.string().max(40),
    published: z.string(),
    meetingUrl: httpsUrl,
    // Not sent (a form from before the field): the kind's default, 12 weeks for 1:1, none for a group.
    weeklyMaxWeeks: z.string().trim().max(40),
  })
  .transform((v, ctx) => {
    let seats = 1;
    if (v.kind === "group") {
      const n = intIn(2, 50).safeParse(v.seats);
      if (!n.success) ctx.addIssue({ code: "custom", path: ["seats"], message: E.int(2, 50) });
      else seats = n.data;
    }
    // The price is read only for a price per session (a form without JavaScript always sends the field).
    const priceSatang = v.payment === "session" ? parseBaht(v.price) : null;
    if (v.payment === "session" && !priceSatang) ctx.addIssue({ code: "custom", path: ["price"], message: E.price });
    let weeklyMaxWeeks = defaultWeeklyMaxWeeks(v.kind);
    if (v.weeklyMaxWeeks !== "") {
      const n = intIn(0, SERIES_WEEKS.max).safeParse(v.weeklyMaxWeeks);
      if (!n.success) ctx.addIssue({ code: "custom", path: ["weeklyMaxWeeks"], message: E.int(0, SERIES_WEEKS.max) });
      else weeklyMaxWeeks = n.data;
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
      payment: v.payment,
      priceSatang,
      published: v.published === "on",
      meetingUrl: v.meetingUrl,
      weeklyMaxWeeks,
    };
  });
export type TypeForm = z.output<typeof typeSchema>;

export function parseTypeForm(values: Record<string, string>, courseIds: readonly string[]): Parsed<TypeForm> {
  const r = check(typeSchema, values);
  if (!r.ok) return r;
  if (r.data.courseId && !courseIds.includes(r.data.courseId)) return { ok: false, errors: { courseId: "ไม่พบคอร์สนี้" } };
  return { ok: true, value: r.data };
}

// ---------------------------------------------------------------- hours

export const NUMBER_SETTINGS = [
  { name: "bufferMinutes", label: "เวลาพักระหว่างคาบ (นาที)", min: 0, max: 240 },
  { name: "minNoticeHours", label: "ต้องจองล่วงหน้าอย่างน้อย (ชั่วโมง)", min: 0, max: 336 },
  { name: "windowDays", label: "จองล่วงหน้าได้ไม่เกิน (วัน)", min: 1, max: 90 },
  { name: "dailyLimit", label: "จำนวนคาบสูงสุดต่อวัน (0 = ไม่จำกัด)", min: 0, max: 50 },
  { name: "perStudentLimit", label: "นักเรียนหนึ่งคนจองล่วงหน้าได้สูงสุด (ครั้ง)", min: 1, max: 20 },
  { name: "cancelWindowHours", label: "ยกเลิกหรือเลื่อนได้ก่อนเริ่มอย่างน้อย (ชั่วโมง)", min: 0, max: 336 },
  { name: "gridMinutes", label: "เวลาเริ่มทุก ๆ (นาที)", min: 5, max: 120 },
] as const;

export const HOURS_FIELDS = [...NUMBER_SETTINGS.map((s) => s.name), "meetingUrl"] as const;

/** The hours form (rows of ./hours-form.ts, the numbers, the link): the settings, or the errors by field. */
export function parseHoursForm(values: Record<string, string>, today: string): Parsed<TutoringSettings> {
  const { weekly, exceptions, errors } = parseHoursRows(values, today);
  const numbers: Record<string, number> = {};
  for (const s of NUMBER_SETTINGS) {
    const r = intIn(s.min, s.max).safeParse(values[s.name] ?? "");
    if (!r.success) errors[s.name] = E.int(s.min, s.max);
    else numbers[s.name] = r.data;
  }
  const url = httpsUrl.safeParse(values.meetingUrl ?? "");
  if (!url.success) errors.meetingUrl = firstError(url.error);
  if (Object.keys(errors).length > 0 || !url.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      weekly,
      exceptions,
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

export function hoursValues(s: TutoringSettings, today: string): Record<string, string> {
  const out: Record<string, string> = { ...hoursRows(s, today), meetingUrl: s.meetingUrl ?? "" };
  for (const n of NUMBER_SETTINGS) out[n.name] = String(s[n.name]);
  return out;
}

// ---------------------------------------------------------------- a session

export const recordSchema = z.object({
  notes: text(LIMITS.notes, false),
  homework: text(LIMITS.notes, false),
  meetingUrl: httpsUrl,
  /** The homework is handed in (app/handins), by an optional day ("yyyy-mm-dd" from `<input type="date">`). */
  handinRequired: z.string().transform((v) => v === "on"),
  homeworkDue: z
    .string()
    .trim()
    .refine((v) => v === "" || isDayKey(v), E.date)
    .transform((v) => (v === "" ? null : v)),
});

export const cancelSchema = z.object({ reason: text(LIMITS.reason) });

export const attendanceSchema = z.object({
  bookingId: idSchema,
  attendance: z.enum(["attended", "absent", "none"]),
});

export function parseWith<T extends z.ZodType>(schema: T, values: Record<string, string>): Parsed<z.output<T>> {
  const r = check(schema, values);
  return r.ok ? { ok: true, value: r.data } : r;
}
