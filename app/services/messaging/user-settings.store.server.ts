/**
 * A user's own settings: collection `users`, one document per uid
 * (`users/{uid}`): which messages they want, one boolean field per kind and
 * channel (`emailOnAnswer`, `emailTutoringReminders`, `lineOnAnswer`…: the
 * table is app/services/messaging/kinds.ts), `updatedAt`, their LINE link (`line`,
 * app/line/line.store.server.ts) and their profile (`profile`,
 * app/auth/profile.store.server.ts). A missing document or field means
 * the default (on). The outbox sender reads the setting when it is about to
 * send (outbox.store.server.ts), so turning e-mails off also stops mails already
 * queued. Relative imports only: server.ts bundles the sender with this module.
 */
import { uidSchema } from "~/kernel/ids";
import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/platform/firestore.store.server";

const USERS = "users";

/** Kinds of e-mail a user can turn off, each a boolean field of `users/{uid}`. */
export const MAIL_PREFERENCES = ["emailOnAnswer", "emailTutoringReminders"] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];
export type MailPreferences = Record<MailPreference, boolean>;
/** Any preference field (the e-mail ones above, and the per-kind fields of app/services/messaging/kinds.ts). */
export const preferenceFieldSchema = z.string().regex(/^(email|line)[A-Z][A-Za-z]{1,62}$/, "a preference field");


export function userRef(uid: string) {
  return db().collection(USERS).doc(uidSchema.parse(uid));
}

/** Whether a user's stored settings (`users/{uid}` data, or undefined) allow this kind of e-mail: on unless set to false. */
export function wantsMail(data: unknown, preference: string): boolean {
  if (typeof data !== "object" || data === null) return true;
  return (data as Record<string, unknown>)[preference] !== false;
}

/** A user's e-mail settings (defaults for a user who never changed them). One read. */
export async function getMailPreferences(uid: string): Promise<MailPreferences> {
  return getPreferences(uid, MAIL_PREFERENCES);
}

/** Any of a user's preference fields (default on). One read. */
export async function getPreferences<F extends string>(uid: string, fields: readonly F[]): Promise<Record<F, boolean>> {
  const data = (await userRef(uid).get()).data();
  return Object.fromEntries(fields.map((p) => [p, wantsMail(data, p)])) as Record<F, boolean>;
}

/** Sets several preference fields at once (other fields of the document are kept). */
export async function setPreferences(uid: string, values: Record<string, boolean>): Promise<void> {
  const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [preferenceFieldSchema.parse(k), v]));
  await userRef(uid).set({ ...fields, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Turns one kind of e-mail on or off for a user (other fields of the document are kept). */
export async function setMailPreference(uid: string, preference: MailPreference, on: boolean): Promise<void> {
  await userRef(uid).set({ [z.enum(MAIL_PREFERENCES).parse(preference)]: on, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}
