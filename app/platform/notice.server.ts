/**
 * A notice: one short Thai sentence that says what a post just did ("จองเรียบร้อยแล้ว"),
 * carried across the action's redirect in a cookie that lives a minute and is
 * read once. The action's redirect carries `Set-Cookie: noticeCookie(text)` (append it
 * beside any other cookie);
 * the root loader reads it (`takeNotice`), clears it, and the shell shows it at
 * the top of the page's content (ui/shell/Notice.tsx), where the page lands.
 *
 * The server stays stateless (no store behind it), and a request carrying a
 * notice is never served from or kept in the HTML cache (`hasNotice` in
 * auth/credentials.ts): its page is rendered for that request alone.
 */
import { parse as parseCookies } from "cookie";
import { cookieAttributes } from "./cookies.server";
import { NOTICE_COOKIE as NAME } from "./notice-cookie";

const MAX_AGE_SECONDS = 60;
const MAX_LENGTH = 200;

function serialize(value: string, maxAge: number): string {
  const { path, secure } = cookieAttributes();
  return `${NAME}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie of a redirect that shows `text` on the page it lands on. */
export function noticeCookie(text: string): string {
  return serialize(encodeURIComponent(clean(text)), MAX_AGE_SECONDS);
}

/** The cookie's value as the cookie parser reads it (percent-decoded), if the request carries one. */
function rawNotice(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader)[NAME] ?? null;
}

// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

function clean(text: string): string {
  return text.replace(UNSHOWN, "").trim().slice(0, MAX_LENGTH);
}

/**
 * The notice the request carries, cleaned (a cookie is input like any other:
 * bad escapes, control characters and overlong text never reach the page), and
 * the Set-Cookie that clears it; both null when there is none.
 */
export function takeNotice(request: Request): { text: string | null; clear: string | null } {
  const raw = rawNotice(request.headers.get("Cookie"));
  if (raw === null) return { text: null, clear: null };
  const text = clean(raw);
  return { text: text || null, clear: serialize("", 0) };
}
