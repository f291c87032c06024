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
/** Markup: a tag (`<img src=x …>`, `</b>`), or an unclosed one at the end. */
const MARKUP = /<\/?[a-z!][^>]*(?:>|$)/gi;
/** Longest name shown (in code points). */
const MAX_NAME_CHARS = 60;

/**
 * The one cleaning rule for a person's name, wherever it comes from (an IdP,
 * the profile form, the tutor): markup tags, control and direction characters
 * out, one space between words. May be empty. `shownName` and the calendar's
 * CN (app/tutoring/ics.server.ts) both start here.
 */
export function cleanName(text: string | null | undefined): string {
  return (text ?? "").replace(UNSHOWN, " ").replace(MARKUP, " ").replace(/\s+/g, " ").trim();
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
