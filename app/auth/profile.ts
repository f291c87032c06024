/**
 * A student's profile: the display name every page, list, export and e-mail
 * names them by, and the optional grade, school and parent e-mail. The rules
 * of the form (/profile, and the tutor's name field on /admin/students/:uid)
 * live here; the name is cleaned by the one rule of user.ts (`cleanName`)
 * before it is measured. Stored by profile.store.server.ts.
 */
import { z } from "zod";
import { check } from "~/kernel/form";
import { TUTOR_NAME } from "~/platform/site";
import { PROFILE_TEXT } from "./messages";
import { cleanName } from "./user";

export const DISPLAY_NAME_MAX = 40;
export const SCHOOL_MAX = 100;
const EMAIL_MAX = 254;

/** The grades a student may choose (Thai school years, then "other"). */
export const GRADES = ["ป.4", "ป.5", "ป.6", "ม.1", "ม.2", "ม.3", "ม.4", "ม.5", "ม.6", "อื่น ๆ"] as const;

export interface Profile {
  displayName: string;
  grade: (typeof GRADES)[number] | null;
  school: string | null;
  /** Given by the student; the parent confirms it before any weekly note (app/parents/). */
  parentEmail: string | null;
}

/** The fields of the profile form, as posted. */
export const PROFILE_FIELDS = ["displayName", "grade", "school", "parentEmail"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const length = (text: string) => Array.from(text).length;

/**
 * What only the tutor and the admins go by (docs/profile.md, "Names kept for the
 * staff"): a student's name may not contain any of them, compared by `folded`.
 */
const RESERVED_NAMES = [TUTOR_NAME, "ติวเตอร์", "แอดมิน", "ผู้ดูแล", "ครู", "อาจารย์", "admin", "tutor", "teacher", "staff"];

/** A name as compared with RESERVED_NAMES: compatibility forms (full-width letters) folded, lower case, only letters, marks and digits (no spaces, dots or dashes). */
const folded = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
const RESERVED_FOLDED = RESERVED_NAMES.map(folded);

/** Whether a (cleaned) name contains a name kept for the staff, however spaced or cased. */
const isReservedName = (name: string) => {
  const mine = folded(name);
  return RESERVED_FOLDED.some((word) => mine.includes(word));
};

/**
 * A display name: 1–40 characters after cleaning, at least one of them a letter or a
 * digit. The rule of the tutor's correction (/admin/students/:uid) and of an admin's
 * own profile; a student's own form also refuses the staff's names (`studentNameSchema`).
 */
export const displayNameSchema = z
  .string()
  .max(1000, PROFILE_TEXT.errors.nameLong)
  .transform(cleanName)
  .refine((n) => /[\p{L}\p{N}]/u.test(n), PROFILE_TEXT.errors.nameEmpty)
  .refine((n) => length(n) <= DISPLAY_NAME_MAX, PROFILE_TEXT.errors.nameLong);

/** The name a student gives themself: also none of the staff's names. */
const studentNameSchema = displayNameSchema.refine((n) => !isReservedName(n), PROFILE_TEXT.errors.nameReserved);

const optional = (text: string) => (text === "" ? null : text);

const profileFields = {
  displayName: studentNameSchema,
  grade: z.union([z.literal(""), z.enum(GRADES)], { error: PROFILE_TEXT.errors.grade }).transform((g) => (g === "" ? null : g)),
  school: z
    .string()
    .max(1000, PROFILE_TEXT.errors.schoolLong)
    .transform(cleanName)
    .refine((s) => length(s) <= SCHOOL_MAX, PROFILE_TEXT.errors.schoolLong)
    .transform(optional),
  parentEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX, PROFILE_TEXT.errors.parentEmail)
    .refine((e) => e === "" || z.email().safeParse(e).success, PROFILE_TEXT.errors.parentEmail)
    .transform((e) => optional(e.toLowerCase())),
};
const studentProfileSchema = z.object(profileFields);
/** An admin's own profile: the staff's names allowed. */
const staffProfileSchema = z.object({ ...profileFields, displayName: displayNameSchema });

export type ProfileCheck = { ok: true; profile: Profile } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/** The posted fields (missing ones as empty) checked: the profile, or a Thai error per field. `staff`: an admin's own (may take a staff name). */
export function checkProfile(typed: Partial<Record<ProfileField, string>>, { staff = false }: { staff?: boolean } = {}): ProfileCheck {
  const input = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, typed[f] ?? ""]));
  const result = check(staff ? staffProfileSchema : studentProfileSchema, input);
  return result.ok ? { ok: true, profile: result.data } : { ok: false, errors: result.errors };
}
