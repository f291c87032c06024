/**
 * URL slugs, shared by the server (validation) and the admin forms in the
 * browser (a suggestion while the title is typed). A slug is lower-case letters
 * of any script (Thai included: "เทคนิคการอ่าน-101"), combining marks (Thai
 * vowels and tone marks), digits, and single dashes between words.
 */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;
export const SLUG_MAX_LENGTH = 80;

const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/** A slug made from a title: "เทคนิค การอ่าน: 101!" → "เทคนิค-การอ่าน-101"; "" when nothing usable is left. */
export function suggestSlug(title: string): string {
  return title
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^[-\p{M}]+/u, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** Whether a typed slug is valid (after trimming and NFC normalisation). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
