/**
 * URL slugs, shared by the server (validation) and the admin forms in the
 * browser (a suggestion while the title is typed).
 *
 * A stored slug is lower-case letters of any script, combining marks, digits,
 * and single dashes between words (`SLUG_PATTERN`): slugs saved before the
 * ASCII rule ("เทคนิคการอ่าน-101") keep working and may be kept on an edit.
 * A new slug (a new document's, or a changed one) is short and ASCII
 * (`newSlugError`): lower-case a–z, digits and single dashes, at most
 * `NEW_SLUG_MAX_LENGTH`, not a reserved word, so an address stays readable
 * when pasted into a chat. Left empty, it is made from an English title
 * ("Reading Tips 101" → "reading-tips-101") or, for a title in Thai, is a
 * short id of the kind's initial and four characters ("c-7k2m").
 */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;
export const SLUG_MAX_LENGTH = 80;

const NEW_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NEW_SLUG_MAX_LENGTH = 60;
/** Words a new slug may not be: path words of the site, or ones that read as a page of it. */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(["new", "edit", "admin", "api", "login", "logout", "rss", "feed", "sitemap", "search", "page", "tag", "leave"]);
/** The short id's characters: no 0/o, 1/l/i, which read alike. */
const SHORT_ID_CHARS = "23456789abcdefghjkmnpqrstuvwxyz";
const SHORT_ID_LENGTH = 4;

const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/**
 * A slug made from a title written in English letters: "Reading Tips: 101!" →
 * "reading-tips-101" (cut at a word to `NEW_SLUG_MAX_LENGTH`); "" when the
 * title has a letter outside a–z (Thai) or nothing usable.
 */
export function suggestSlug(title: string): string {
  const text = title.normalize("NFC").replace(INVISIBLE, "").toLowerCase();
  if (/[^\p{ASCII}]/u.test(text.replace(/[^\p{L}\p{M}\p{N}]/gu, ""))) return "";
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > NEW_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug;
}

/** A short id for a new document of a kind: its initial, a dash and four characters ("c-7k2m"). */
export function shortSlug(kind: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SHORT_ID_LENGTH));
  const id = Array.from(bytes, (b) => SHORT_ID_CHARS[b % SHORT_ID_CHARS.length]).join("");
  return `${kind.charAt(0)}-${id}`;
}

/** What an empty slug field becomes: from the English title, else a short id. */
export function slugFor(kind: string, title: string): string {
  return suggestSlug(title) || shortSlug(kind);
}

/** Whether a typed slug is valid as stored (after trimming and NFC normalisation). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** Why a slug may not be given now ("ascii", "reserved"), or null: an unchanged slug is always fine. */
export function newSlugError(slug: string, current: string | null): "ascii" | "reserved" | null {
  if (slug === current) return null;
  if (slug.length > NEW_SLUG_MAX_LENGTH || !NEW_SLUG_PATTERN.test(slug)) return "ascii";
  return RESERVED_SLUGS.has(slug) ? "reserved" : null;
}
