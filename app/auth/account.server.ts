/**
 * Whether an account may still use what it was given without a session (a
 * calendar feed's secret link): it exists, is not disabled, and whether it is an
 * admin now (the admin rule of roles.ts against ADMIN_EMAILS). Asked of Firebase
 * Auth at most once per ACCOUNT_TTL_MS per account and process, so a feed polled
 * by a calendar app costs no Auth call each time; a disabled or deleted account,
 * or an e-mail taken off ADMIN_EMAILS, counts within that time.
 */
import { LRUCache } from "lru-cache";
import { getEnv } from "~/platform/env.server";
import { adminAuth } from "~/platform/firebase-admin.server";
import { isAdminEmail } from "./roles";

export interface AccountStanding {
  /** The account exists and is not disabled. */
  active: boolean;
  /** An admin by today's rule (verified e-mail in ADMIN_EMAILS). */
  isAdmin: boolean;
}

const ACCOUNT_TTL_MS = 60_000;
const known = new LRUCache<string, AccountStanding>({ max: 10_000, ttl: ACCOUNT_TTL_MS });

export async function accountStanding(uid: string): Promise<AccountStanding> {
  const hit = known.get(uid);
  if (hit) return hit;
  let standing: AccountStanding;
  try {
    const user = await adminAuth().getUser(uid);
    standing = { active: !user.disabled, isAdmin: !user.disabled && isAdminEmail(user.email, user.emailVerified, getEnv().ADMIN_EMAILS) };
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
    standing = { active: false, isAdmin: false };
  }
  known.set(uid, standing);
  return standing;
}
