/**
 * The signed-in student's own display name for their pages (the dashboard's
 * greeting): read through the per-student copy (platform/student-cache.server.ts),
 * so a page view costs no extra read within STUDENT_DATA_TTL_MS.
 */
import { createStudentCache } from "~/platform/student-cache.server";
import { UnavailableError } from "~/platform/errors";
import type { Profile } from "./profile";
import { readProfile } from "./profile.store.server";
import { shownName, type SessionUser } from "./user";

const copies = createStudentCache();
const PART = "profile";

/** The student's profile (null: no display name chosen yet), through this process's copy. */
export function myProfile(uid: string, writtenAt: number | null): Promise<Profile | null> {
  return copies.get(uid, PART, writtenAt, () => readProfile(uid));
}

/**
 * How the student's own pages name them: the profile's display name, else
 * `shownName`; Firestore away, `shownName` too (a name never stops a page or a post).
 */
export async function myName(user: SessionUser, writtenAt: number | null): Promise<string> {
  try {
    return (await myProfile(user.uid, writtenAt))?.displayName ?? shownName(user);
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    console.error(`profile: ${error.message}`);
    return shownName(user);
  }
}

/** After the student saved their profile: this process's copy is that profile (others read again: the caller sets `progress_at`). */
export function profileSaved(uid: string, profile: Profile): void {
  copies.forgetAllBut(uid, PART, profile);
}
