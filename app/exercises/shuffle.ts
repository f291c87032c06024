/**
 * Attempt ids, new ids for the editor, and the per-attempt order of choices.
 *
 * The order is a pure function of (attempt id, question id, choice ids): the
 * form, its re-render after an error, a double submit and the result all show
 * the same order without storing it. Not a secret: it only has to differ
 * between attempts. Browser-safe (Web Crypto for fresh ids).
 */
import { hashString, seededRandom } from "~/platform/seeded-random";

/** A Fisher–Yates shuffle driven by a seed string: the same seed, the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = seededRandom(hashString(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** The choices of a question in the order this attempt shows them. */
export function choicesInAttemptOrder<C extends { id: string }>(
  choices: readonly C[],
  questionId: string,
  attemptId: string,
  shuffle: boolean
): C[] {
  return shuffle ? seededShuffle(choices, `${attemptId}\u0000${questionId}`) : [...choices];
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomChars(length: number, alphabet: string): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 256 is not a multiple of 36: four letters come up slightly more often, which does not matter for ids.
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
}

/** A fresh attempt id (22 characters of [A-Za-z0-9_-], 128 random bits): one per form shown. */
export function newAttemptId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * A new id for a question or a choice made in the editor: random, so a choice's
 * id says nothing about where the tutor put it (the page shows choice ids).
 */
export function newItemId(prefix = ""): string {
  return `${prefix}${randomChars(8, ALPHABET)}`;
}
