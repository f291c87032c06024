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
/** Longest name shown (in code points). */
const MAX_NAME_CHARS = 60;

/**
 * A person's name as pages and e-mails show it: the display name their IdP
 * gave, cleaned (no control or direction characters, one space between
 * words, at most 60 characters), or else the local part of their e-mail.
 */
export function shownName(person: { name: string | null; email: string }): string {
  const clean = (person.name ?? "").replace(UNSHOWN, " ").replace(/\s+/g, " ").trim();
  return clean ? Array.from(clean).slice(0, MAX_NAME_CHARS).join("").trim() : person.email.split("@")[0]!;
}
