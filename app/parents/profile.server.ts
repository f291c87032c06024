/** The student's side of the parent's note (/profile): saving the parent e-mail asks the parent to confirm; the status line. */
import { UnavailableError } from "~/platform/errors";
import { readParentLink, setParentEmail } from "./link.store.server";
import { confirmMail } from "./note.server";
import type { ParentState } from "./state";

/** After the profile is saved: a new parent address (or none) resets the confirmation and mails the new address a link (answers whether it did). */
export function saveParentEmail(uid: string, email: string | null, studentName: string): Promise<boolean> {
  return setParentEmail(uid, email, (token) => confirmMail(email ?? "", studentName, token));
}

/** Where the parent e-mail the profile shows stands, or null (none given, or Firestore away: the page still opens). */
export async function parentStatus(uid: string, email: string | null): Promise<ParentState | null> {
  if (email === null) return null;
  try {
    const link = await readParentLink(uid);
    return link?.email === email ? link.state : null;
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    console.error(`parents: ${error.message}`);
    return null;
  }
}
