/**
 * A student's profile: the display name every page, list, export and e-mail
 * names them by, and the optional grade, school and parent e-mail. The rules
 * of the form (/profile, and the tutor's name field on /admin/students/:uid)
 * live here; the name is cleaned by the one rule of user.ts (`cleanName`)
 * before it is measured. Stored by profile.store.server.ts.
 */
import { z } from "zod";
import { profileMessages as M } from "./messages";
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

export const displayNameSchema = z
  .string()
  .max(1000, M.errors.nameLong)
  .transform(cleanName)
  .refine((n) => length(n) > 0, M.errors.nameEmpty)
  .refine((n) => length(n) <= DISPLAY_NAME_MAX, M.errors.nameLong);

const optional = (text: string) => (text === "" ? null : text);

const profileSchema = z.object({
  displayName: displayNameSchema,
  grade: z.union([z.literal(""), z.enum(GRADES)], { error: M.errors.grade }).transform((g) => (g === "" ? null : g)),
  school: z
    .string()
    .max(1000, M.errors.schoolLong)
    .transform(cleanName)
    .refine((s) => length(s) <= SCHOOL_MAX, M.errors.schoolLong)
    .transform(optional),
  parentEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX, M.errors.parentEmail)
    .refine((e) => e === "" || z.email().safeParse(e).success, M.errors.parentEmail)
    .transform((e) => optional(e.toLowerCase())),
});

export type ProfileCheck = { ok: true; profile: Profile } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/** The posted fields (missing ones as empty) checked: the profile, or a Thai error per field. */
export function checkProfile(typed: Partial<Record<ProfileField, string>>): ProfileCheck {
  const input = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, typed[f] ?? ""]));
  const result = profileSchema.safeParse(input);
  if (result.success) return { ok: true, profile: result.data };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
