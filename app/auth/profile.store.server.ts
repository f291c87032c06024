/**
 * Where a student's profile (profile.ts) is kept: the `profile` map of their
 * settings document `users/{uid}` (services/messaging/user-settings.store.server.ts), so
 * the export and import carry it with the rest of that collection. And the
 * one way to get the name of many people at once (`shownNames`): one batched
 * read of their documents, never one read per row.
 */
import { withTimeout } from "~/platform/firebase-admin.server";
import { unavailableOr } from "~/platform/errors";
import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "~/platform/firestore.store.server";
import { userRef } from "~/services/messaging/user-settings.store.server";
import { GRADES, type Profile } from "./profile";
import { cleanName, shownName } from "./user";

/** Documents read per batched read. */
const BATCH = 100;

const storedProfile = z.object({
  displayName: z.string().min(1),
  grade: z.enum(GRADES).nullable().catch(null).default(null),
  school: z.string().nullable().catch(null).default(null),
  parentEmail: z.string().nullable().catch(null).default(null),
});

function profileOf(data: unknown): Profile | null {
  const parsed = storedProfile.safeParse((data as { profile?: unknown } | undefined)?.profile);
  return parsed.success ? parsed.data : null;
}

/** Firestore slow or away: an UnavailableError (a page's 503, or the caller's fallback), never a hang. */
const READ_TIMEOUT_MS = 5_000;
function bounded<T>(read: Promise<T>, label: string): Promise<T> {
  return withTimeout(read, READ_TIMEOUT_MS, label).catch((error: unknown) => {
    throw unavailableOr(label, error);
  });
}

/** The student's profile, or null when they never chose a display name. One read. */
export async function readProfile(uid: string): Promise<Profile | null> {
  return profileOf((await bounded(userRef(uid).get(), "profile read")).data());
}

/** Stores the whole profile (already checked by `checkProfile`); the e-mail settings of the document are kept. */
export async function saveProfile(uid: string, profile: Profile): Promise<void> {
  await userRef(uid).set({ profile, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** The tutor's correction: only the display name (already checked by `displayNameSchema`) changes. */
export async function saveDisplayName(uid: string, displayName: string): Promise<void> {
  await userRef(uid).set({ profile: { displayName }, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

export interface Person {
  uid: string;
  /** The name the IdP gave (the session's, the account's or the one a record kept), if any. */
  name: string | null;
  email: string;
}

/**
 * How each person is named: their profile's display name, else `shownName`
 * of what the IdP gave, else their e-mail's local part. Reads the settings of
 * all of them in batches of BATCH (a list of 5 000 students: 50 reads).
 */
/**
 * The display names people chose (their profile), by uid; a uid without one is absent. Read in batches.
 * Cleaned again as read: a name saved before a rule of `cleanName` (three zero-width spaces) is absent, not blank.
 */
export async function chosenNames(uids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uids)];
  const chosen = new Map<string, string>();
  for (let i = 0; i < unique.length; i += BATCH) {
    const docs = await bounded(db().getAll(...unique.slice(i, i + BATCH).map(userRef)), "names read");
    for (const doc of docs) {
      const name = cleanName(profileOf(doc.data())?.displayName);
      if (name) chosen.set(doc.id, name);
    }
  }
  return chosen;
}

export async function shownNames(people: readonly Person[]): Promise<Map<string, string>> {
  const chosen = await chosenNames(people.map((p) => p.uid));
  return new Map(people.map((p) => [p.uid, chosen.get(p.uid) ?? shownName(p)]));
}
