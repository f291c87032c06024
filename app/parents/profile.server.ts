/** The student's side of the parent's note (/profile): saving the parent e-mail asks the parent to confirm; the status line. */
import { UnavailableError } from "~/platform/errors";
import { hitAll, RATE_RULES } from "~/platform/rate-limit.store.server";
import { readParentLink, setParentEmail } from "./link.store.server";
import { confirmMail } from "./note.server";
import type { ParentState } from "./state";
import { now as clockNow } from "~/kernel/clock";

/** After the profile is saved: a new parent address (or none) resets the confirmation and mails the new address a link (answers whether it did). */
export function saveParentEmail(uid: string, email: string | null, studentName: string): Promise<boolean> {
  return setParentEmail(uid, email, (token) => confirmMail(email ?? "", studentName, token));
}

/**
 * Where the parent e-mail the profile shows stands ("lapsed": its confirmation
 * link ran out unused, a save sends a new one), or null (none given, or
 * Firestore away: the page still opens).
 */
export async function parentStatus(uid: string, email: string | null, now = clockNow()): Promise<ParentState | "lapsed" | null> {
  if (email === null) return null;
  try {
    const link = await readParentLink(uid);
    if (link?.email !== email) return null;
    return link.state === "pending" && link.confirmExpiresAt !== null && link.confirmExpiresAt.getTime() <= now ? "lapsed" : link.state;
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    console.error(`parents: ${error.message}`);
    return null;
  }
}

/**
 * Whether the student may save this parent address: the same as before, or
 * none, always; a new one (a confirmation mail) at most 5 times a day per
 * student, and 3 times a day per address mailed, whoever asks (new accounts one
 * after another do not mail one person without end). The address is the key
 * as typed, lower-cased (rate-limit.store.server.ts hashes every key).
 */
export async function parentEmailAllowed(uid: string, email: string | null, before: string | null): Promise<boolean> {
  if (email === null || email === before) return true;
  const rate = await hitAll([
    [RATE_RULES.parentConfirm(), `uid:${uid}`],
    [RATE_RULES.parentRecipient(), `to:${email.trim().toLowerCase()}`],
  ]);
  return rate.allowed;
}
