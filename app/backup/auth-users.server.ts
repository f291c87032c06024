/**
 * The sign-in accounts (Firebase Auth) in the archive: every user's uid, e-mail,
 * name and linked providers. Students' data in Firestore is keyed by uid, and a
 * new project would give the same Google account a new uid, so a restore brings
 * the accounts back under their old uids. Nobody here signs in with a password,
 * so there are no password hashes to carry.
 */
import type { UserImportRecord, UserRecord } from "firebase-admin/auth";
import { z } from "zod";
import { adminAuth } from "~/platform/firebase-admin.server";

export const exportedUserSchema = z.object({
  uid: z.string().min(1).max(128),
  email: z.string().optional(),
  emailVerified: z.boolean(),
  displayName: z.string().optional(),
  photoURL: z.string().optional(),
  disabled: z.boolean(),
  customClaims: z.record(z.string(), z.unknown()).optional(),
  creationTime: z.string().optional(),
  lastSignInTime: z.string().optional(),
  providers: z.array(
    z.object({ providerId: z.string(), uid: z.string(), email: z.string().optional(), displayName: z.string().optional(), photoURL: z.string().optional() }),
  ),
});
export type ExportedUser = z.infer<typeof exportedUserSchema>;

/** The account's own fields, the same on both sides of the archive. */
function accountFields(u: Pick<ExportedUser, "uid" | "email" | "emailVerified" | "displayName" | "photoURL" | "disabled">) {
  return { uid: u.uid, email: u.email, emailVerified: u.emailVerified, displayName: u.displayName, photoURL: u.photoURL, disabled: u.disabled };
}

function toExported(u: UserRecord): ExportedUser {
  return {
    ...accountFields(u),
    customClaims: u.customClaims,
    creationTime: u.metadata.creationTime,
    lastSignInTime: u.metadata.lastSignInTime ?? undefined,
    providers: u.providerData.map((p) => ({ providerId: p.providerId, uid: p.uid, email: p.email, displayName: p.displayName, photoURL: p.photoURL })),
  };
}

/** Every account, by uid. */
export async function readUsers(): Promise<ExportedUser[]> {
  const out: ExportedUser[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    out.push(...page.users.map(toExported));
    pageToken = page.pageToken;
  } while (pageToken);
  return out.sort((a, b) => (a.uid < b.uid ? -1 : 1));
}

function toImport(u: ExportedUser): UserImportRecord {
  return {
    ...accountFields(u),
    customClaims: u.customClaims as Record<string, unknown> | undefined,
    metadata: u.creationTime ? { creationTime: u.creationTime, lastSignInTime: u.lastSignInTime } : undefined,
    providerData: u.providers.filter((p) => p.providerId !== "password" && p.providerId !== "phone"),
  };
}

/**
 * Writes the accounts (1000 a call, Auth's limit). An account that already has
 * one of the uids is deleted first (Auth does not overwrite on import), so the
 * archive's account replaces it; that ends its sessions.
 */
export async function writeUsers(users: readonly ExportedUser[]): Promise<void> {
  for (let i = 0; i < users.length; i += 100) {
    const found = await adminAuth().getUsers(users.slice(i, i + 100).map((u) => ({ uid: u.uid })));
    if (found.users.length > 0) {
      const result = await adminAuth().deleteUsers(found.users.map((u) => u.uid));
      if (result.failureCount > 0) throw new Error(`${result.failureCount} existing account(s) could not be replaced (${result.errors[0]!.error.message})`);
    }
  }
  for (let i = 0; i < users.length; i += 1000) {
    const result = await adminAuth().importUsers(users.slice(i, i + 1000).map(toImport));
    if (result.failureCount > 0) {
      const first = result.errors[0]!;
      throw new Error(`${result.failureCount} account(s) could not be imported (first: ${users[i + first.index]?.uid}: ${first.error.message})`);
    }
  }
}
