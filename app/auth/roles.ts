/**
 * The admin rule: the signed-in e-mail is verified and equals, ignoring
 * case, one of the configured admin addresses. An unverified address never makes
 * an admin: a Microsoft account can carry an unverified address equal to an admin's.
 */
export function isAdminEmail(
  email: string | null | undefined,
  emailVerified: boolean,
  adminEmails: readonly string[],
): boolean {
  if (!email || !emailVerified) return false;
  const wanted = email.trim().toLowerCase();
  return adminEmails.some((a) => a.trim().toLowerCase() === wanted);
}
