/**
 * The one-time code a student sends to the official account to link their
 * LINE (docs/line.md): 8 characters from an alphabet without look-alikes
 * (no I, O, 0, 1), about 40 bits, shown as `ABCD-EFGH`. Found in a LINE message
 * whatever its case, spaces or dash, with other words around it. Pure.
 */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = 8;
/** How long a code may be used. */
export const LINK_CODE_MINUTES = 15;

/** A fresh code (crypto random) as stored: 8 characters, no dash. */
export function newLinkCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The code as a person reads it: `ABCD-EFGH`. */
export function shownLinkCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const IN_TEXT = /(?:^|[^A-Za-z0-9])([A-HJ-NP-Za-hj-np-z2-9]{4})[\s-]?([A-HJ-NP-Za-hj-np-z2-9]{4})(?![A-Za-z0-9])/;

/** The code a message holds (upper case, no dash), or null. */
export function codeInText(text: string): string | null {
  const m = IN_TEXT.exec(text.normalize("NFKC"));
  return m ? `${m[1]}${m[2]}`.toUpperCase() : null;
}
