/**
 * `npm run admin:verify -- EMAIL`: marks a user's e-mail as verified in Firebase
 * Auth (Microsoft accounts often arrive unverified, and an unverified address never
 * makes an admin). Uses the same environment as the server: FIREBASE_PROJECT_ID and
 * credentials, or FIREBASE_AUTH_EMULATOR_HOST for the emulator.
 */
import { z } from "zod";
import { adminAuth, closeFirebase } from "../app/platform/firebase-admin.server.ts";
import { EnvError, getEnv } from "../app/platform/env.server.ts";

async function main(): Promise<number> {
  const parsed = z.email().safeParse(process.argv[2]?.trim());
  if (!parsed.success) {
    console.error("Usage: npm run admin:verify -- someone@example.com");
    return 2;
  }
  const email = parsed.data;
  try {
    getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const user = await adminAuth().getUserByEmail(email);
    if (user.emailVerified) {
      console.log(`${email} is already verified.`);
    } else {
      await adminAuth().updateUser(user.uid, { emailVerified: true });
      console.log(`${email} is now verified. The user must sign in again for it to take effect.`);
    }
    const admins = getEnv().ADMIN_EMAILS;
    if (!admins.includes(email.toLowerCase())) console.log(`Note: ${email} is not in ADMIN_EMAILS, so this does not make an admin.`);
    return 0;
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(code === "auth/user-not-found" ? `No user with the e-mail ${email}: they must sign in once first.` : `Failed: ${code ?? (error as Error).message}`);
    return 1;
  } finally {
    await closeFirebase();
  }
}

process.exitCode = await main();
