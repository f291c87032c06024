/** The signed-in user as the server resolves it and the shell renders it; signed in only with an e-mail. */
export interface SessionUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  isAdmin: boolean;
}

/** Control characters, bidi overrides and isolates, and the line and paragraph separators. */
const UNSHOWN = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]+/gu;
/**
 * Characters that draw nothing (Unicode's Default_Ignorable_Code_Point): zero-width
 * spaces and joiners (U+200B–U+200D, U+2060, U+FEFF), the Arabic letter mark U+061C,
 * the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), soft hyphens, variation
 * selectors. Dropped, not spaced: a name of three zero-width spaces is empty.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}+/gu;
/** Markup: a tag (`<img src=x …>`, `</b>`), or an unclosed one at the end. */
const MARKUP = /<\/?[a-z!][^>]*(?:>|$)/gi;
/** Longest name shown (in code points). */
const MAX_NAME_CHARS = 60;

/**
 * The one cleaning rule for a person's name, wherever it comes from (an IdP,
 * the profile form, the tutor): markup tags, control and direction characters
 * out, characters that draw nothing dropped (`INVISIBLE`), one space between
 * words. May be empty. `shownName` and the calendar's
 * CN (app/tutoring/ics.server.ts) both start here.
 */
export function cleanName(text: string | null | undefined): string {
  return (text ?? "").replace(UNSHOWN, " ").replace(INVISIBLE, "").replace(MARKUP, " ").replace(/\s+/g, " ").trim();
}

/**
 * A person's name as pages and e-mails show it: the display name they chose
 * (their profile) or their IdP gave, cleaned (`cleanName`, at most 60
 * characters), or else the local part of their e-mail.
 */
export function shownName(person: { name: string | null; email: string }): string {
  const clean = cleanName(person.name);
  return clean ? Array.from(clean).slice(0, MAX_NAME_CHARS).join("").trim() : person.email.split("@")[0]!;
}
